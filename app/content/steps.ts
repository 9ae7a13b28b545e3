/** The four-step "how to get started" strip on the home page. */
import type { ContentIconName } from "./icons";
import { FREE_PLAN } from "./plan-facts";

/** One getting-started step. */
export interface Step {
  /** Kebab-case id, unique. */
  readonly id: string;
  /** Step title. */
  readonly title: string;
  /** One or two sentences. */
  readonly description: string;
  /** lucide-react icon name. */
  readonly icon: ContentIconName;
}

/** The four steps, in order. */
export const STEPS = [
  {
    id: "sign-up",
    title: "Sign Up",
    description: `Create your account in under a minute. The Free plan includes ${FREE_PLAN.sleevesPerMonth} Sleeves per month and needs no credit card.`,
    icon: "UserPlus",
  },
  {
    id: "create-requests",
    title: "Create Requests",
    description:
      "Build a Sleeve from a template or from scratch: the documents you need, the questions to answer and anything to sign.",
    icon: "ListChecks",
  },
  {
    id: "invite-clients",
    title: "Invite Clients",
    description:
      "Send the Sleeve by email. Clients open a secure link and complete it from any device, with no account to create.",
    icon: "Send",
  },
  {
    id: "review-and-manage",
    title: "Review & Manage",
    description:
      "Track progress live, approve or return each item, and let automatic reminders follow up on whatever is still missing.",
    icon: "ClipboardCheck",
  },
] as const satisfies readonly Step[];

/** Section heading copy for the steps strip. */
export const STEPS_SECTION = {
  eyebrow: "How it works",
  heading: "Up and running in four steps",
  subheading: "No setup project, no training course. Most teams send their first Sleeve on day one.",
} as const;
