/** "Why choose DocSleeve" cards on the home page; every figure comes from plan-facts. */
import type { ContentIconName } from "./icons";
import { DOCUMENTS_COLLECTED, SUPPORT_AVAILABILITY, SUPPORT_REPLY_HOURS, UPTIME } from "./plan-facts";

/** A prominent figure on a card. */
export interface CardStat {
  /** The figure, e.g. "99.9%". */
  readonly value: string;
  /** What the figure measures, e.g. "uptime SLA". */
  readonly label: string;
}

/** One reason to choose DocSleeve. */
export interface WhyChooseUsCard {
  /** Kebab-case id, unique. */
  readonly id: string;
  /** Card title. */
  readonly title: string;
  /** One or two sentences. */
  readonly description: string;
  /** lucide-react icon name. */
  readonly icon: ContentIconName;
  /** Optional headline figure. */
  readonly stat?: CardStat;
}

// Literal data first (checked against WhyChooseUsCard), then exported widened so that the
// optional `stat` can be read on any card.
const WHY_CHOOSE_US_DATA = [
  {
    id: "reliable-uptime",
    title: "Always Available",
    description: `Your clients can upload at midnight or on a public holiday. DocSleeve runs on redundant infrastructure backed by a ${UPTIME} uptime SLA.`,
    icon: "Activity",
    stat: { value: UPTIME, label: "uptime SLA" },
  },
  {
    id: "documents-collected",
    title: "Proven at Scale",
    description: `Brokers, accountants, lawyers and compliance teams have collected ${DOCUMENTS_COLLECTED} documents through DocSleeve, from single payslips to full loan files.`,
    icon: "FileCheck",
    stat: { value: DOCUMENTS_COLLECTED, label: "documents collected" },
  },
  {
    id: "support",
    title: "Real People, Real Support",
    description: `Our team answers every email within ${SUPPORT_REPLY_HOURS} hours, and priority email for urgent incidents is staffed ${SUPPORT_AVAILABILITY}.`,
    icon: "Headset",
    stat: { value: SUPPORT_AVAILABILITY, label: "support for urgent incidents" },
  },
  {
    id: "bank-grade-security",
    title: "Bank-Grade Security",
    description:
      "AES-256 encryption at rest, TLS 1.2+ in transit, two-factor authentication and ISO 27001 / SOC 2 certified data centers.",
    icon: "ShieldCheck",
    stat: { value: "AES-256", label: "encryption at rest" },
  },
] as const satisfies readonly WhyChooseUsCard[];

/** The four cards, in display order. */
export const WHY_CHOOSE_US: readonly WhyChooseUsCard[] = WHY_CHOOSE_US_DATA;

/** Section heading copy for the cards. */
export const WHY_CHOOSE_US_SECTION = {
  eyebrow: "Why DocSleeve",
  heading: "Built for firms that handle sensitive documents",
  subheading: "Reliability, security and support you can put in front of your own clients with confidence.",
} as const;
