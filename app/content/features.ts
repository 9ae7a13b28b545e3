/**
 * Product features, in display order. The first seven match the hero's cycling words in
 * order (see hero.ts); the home page shows the first six, the features page all fifteen.
 */
import type { ContentIconName } from "./icons";
import { FREE_PLAN, SLEEVE_LIMITS, UPTIME } from "./plan-facts";

/** One product feature as a card and a longer description. */
export interface Feature {
  /** Kebab-case slug, unique; usable as an anchor. */
  readonly id: string;
  /** Short title shown on the card. */
  readonly title: string;
  /** One sentence, at most 140 characters. */
  readonly summary: string;
  /** Two or three sentences for the features page. */
  readonly description: string;
  /** lucide-react icon name. */
  readonly icon: ContentIconName;
}

/** All fifteen features; order matters (hero words first, home page shows the first six). */
export const FEATURES = [
  {
    id: "document-collection",
    title: "Document Collection",
    summary: "Send clients one checklist and receive every file in one place, instead of chasing attachments across inboxes.",
    description:
      "List exactly what you need, from payslips to passports, and DocSleeve gathers each upload against its checklist item. " +
      `A Sleeve can hold up to ${SLEEVE_LIMITS.team.documents} document requests on the Team plan, each with its own instructions and accepted file types. ` +
      "You always know what has arrived and what is still missing.",
    icon: "FolderInput",
  },
  {
    id: "e-signatures",
    title: "E-Signatures",
    summary: "Collect legally binding signatures in the same Sleeve as the documents, with no printing, scanning or separate tool.",
    description:
      "Add a document to sign alongside your upload requests and place signature, initial and date fields where they belong. " +
      "Clients sign on any device in a few taps, and every signature is time-stamped and recorded in the audit trail. " +
      "Signed copies are stored automatically with the rest of the file.",
    icon: "PenLine",
  },
  {
    id: "templates",
    title: "Templates",
    summary: "Save the requests you send again and again as templates, and launch a complete Sleeve in seconds.",
    description:
      "Turn your home loan, year-end or onboarding checklist into a reusable template with its documents, questions and signing steps. " +
      "Start a new Sleeve from it, adjust anything for the client in front of you, and send. " +
      "Your whole team works from the same, up-to-date lists.",
    icon: "LayoutTemplate",
  },
  {
    id: "smart-search",
    title: "Smart Search",
    summary: "Find any document, client or Sleeve in seconds by name, tag, status or date.",
    description:
      "Search across every Sleeve your account can see, and narrow the results by client, tag, status or date received. " +
      "No more digging through email threads or shared folders for last year's statement. " +
      "Results respect each user's access, so people only see what they are allowed to.",
    icon: "Search",
  },
  {
    id: "bank-grade-security",
    title: "Bank-Grade Security",
    summary: "AES-256 encryption at rest, TLS 1.2+ in transit and certified data centers protect every file your clients send.",
    description:
      "Files are encrypted with AES-256 at rest and travel over TLS 1.2 or later, inside ISO 27001 and SOC 2 certified data centers. " +
      "Two-factor authentication, role-based access and annual third-party penetration tests add further layers. " +
      "DocSleeve complies with GDPR and Singapore's PDPA.",
    icon: "ShieldCheck",
  },
  {
    id: "request-management",
    title: "Request Management",
    summary: "See every open request across all your clients on one board, and know exactly what needs your attention today.",
    description:
      "Every Sleeve shows who it was sent to, what is outstanding and when it is due. " +
      "Sort by due date, filter by status or owner, and move quickly from the items that are late to the ones ready for review. " +
      "Nothing slips through the cracks when a busy week hits.",
    icon: "FolderKanban",
  },
  {
    id: "tagging",
    title: "Tagging",
    summary: "Label documents and Sleeves with your own tags so files stay organized the way your practice works.",
    description:
      "Create tags such as KYC, Tax Year 2024 or Settlement and apply them to documents or whole Sleeves. " +
      "Tags power filters and search, so related files are one click apart. " +
      "Tags added in a template carry over to every Sleeve created from it.",
    icon: "Tags",
  },
  {
    id: "automated-reminders",
    title: "Automated Reminders",
    summary: "Polite, scheduled reminders follow up on missing items for you, so you never have to chase a client again.",
    description:
      "Choose how often reminders go out and DocSleeve sends them until every item is complete. " +
      "Each reminder lists only what is still outstanding, which keeps the message short and actionable. " +
      "Reminders stop automatically the moment a Sleeve is finished.",
    icon: "BellRing",
  },
  {
    id: "client-portal",
    title: "Client Portal",
    summary: "Clients open a simple, secure page from any device to upload, answer and sign, with no account or app to install.",
    description:
      "Each recipient gets a secure link to a clean portal that shows exactly what to do and what is already done. " +
      "Uploads work from a phone camera as well as a desktop, and progress is saved as they go. " +
      "A clear experience means fewer questions and faster turnaround.",
    icon: "DoorOpen",
  },
  {
    id: "custom-branding",
    title: "Custom Branding",
    summary: "Put your logo and colors on the client portal and emails so every request looks like it came from you.",
    description:
      "Upload your logo, choose your brand color and write your own email greeting. " +
      "Clients see a familiar name at every step, which builds trust and makes them more likely to respond quickly. " +
      "Branding applies to every Sleeve you send without any extra setup.",
    icon: "Palette",
  },
  {
    id: "audit-trail",
    title: "Audit Trail",
    summary: "Every view, upload, signature and change is time-stamped, giving you a complete record for audits and disputes.",
    description:
      "DocSleeve records who did what and when, from the moment a Sleeve is sent until it is archived. " +
      "Export the history of a Sleeve whenever a regulator, auditor or client asks for it. " +
      "The trail cannot be edited, so it stands up as evidence.",
    icon: "ScrollText",
  },
  {
    id: "forms-and-questionnaires",
    title: "Forms & Questionnaires",
    summary: "Ask the questions you need answered in the same Sleeve, with structured fields instead of long email threads.",
    description:
      "Add text, date, number, choice and yes-or-no questions next to your document requests. " +
      "Answers arrive structured and complete, ready to copy into your own systems. " +
      "Conditional questions keep the form short by showing only what applies to each client.",
    icon: "ClipboardList",
  },
  {
    id: "cloud-storage-sync",
    title: "Cloud Storage Sync",
    summary: "Send completed files straight to Google Drive, Dropbox, Box or OneDrive, filed into the right folder.",
    description:
      "Connect your storage once and choose where each Sleeve's files should land. " +
      "Approved documents are copied automatically with consistent names, so your existing folder structure stays tidy. " +
      `Even on the Free plan you get ${FREE_PLAN.storageGb} GB of secure storage inside DocSleeve.`,
    icon: "CloudUpload",
  },
  {
    id: "team-collaboration",
    title: "Team Collaboration",
    summary: "Share Sleeves with colleagues, assign owners and leave internal notes, all without forwarding a single email.",
    description:
      "Invite your team, give each person the role they need and assign Sleeves to the right owner. " +
      "Internal notes stay private to your team and keep the context next to the documents. " +
      "On the Team plan, add as many users as your practice needs.",
    icon: "UsersRound",
  },
  {
    id: "real-time-status-tracking",
    title: "Real-Time Status Tracking",
    summary: "Watch progress update the moment a client uploads, answers or signs, and get notified when a Sleeve is complete.",
    description:
      "Status moves from sent to viewed, in progress and complete as your client works, with no refreshing or guessing. " +
      "Notifications tell you when something arrives that needs your review. " +
      `The service behind it is backed by a ${UPTIME} uptime SLA.`,
    icon: "Activity",
  },
] as const satisfies readonly Feature[];

/** The id of one of the features. */
export type FeatureId = (typeof FEATURES)[number]["id"];

/** How many features the home page shows (the first ones in FEATURES). */
export const HOME_FEATURE_COUNT = 6;

/** The features shown on the home page. */
export const HOME_FEATURES: readonly Feature[] = FEATURES.slice(0, HOME_FEATURE_COUNT);

/** Section heading copy for the features grid. */
export const FEATURES_SECTION = {
  eyebrow: "Features",
  heading: "Everything you need to collect client documents",
  subheading:
    "From the first request to the final signature, DocSleeve replaces email chains, spreadsheets and reminders with one secure workflow.",
  viewAll: "View all features",
} as const;
