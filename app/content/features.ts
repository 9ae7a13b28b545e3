/**
 * The fifteen product features, in display order: the home page shows the first six, the
 * features page all fifteen. Hero slides (hero.ts) point at features by id.
 */
import type { ContentIconName } from "./icons";
import { SLEEVE_LIMITS, UPTIME } from "./plan-facts";

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

/** All fifteen features, in the product's own order (the home page shows the first six). */
export const FEATURES = [
  {
    id: "document-tagging",
    title: "Document Tagging",
    summary: "Label documents and Sleeves with your own tags, then filter and search by them to find any file in seconds.",
    description:
      "Create tags such as KYC, Tax Year 2025 or Settlement and apply them to single documents or whole Sleeves. " +
      "Tags power the filters and search, so last year's bank statement is one click away instead of buried in an inbox. " +
      "Tags set in a template carry over to every Sleeve created from it.",
    icon: "Tags",
  },
  {
    id: "due-date-reminders",
    title: "Due Date Reminders",
    summary: "Set a due date on each Sleeve and DocSleeve reminds clients about what is still missing, so you never chase again.",
    description:
      "Give every Sleeve a due date and choose how often reminders go out before and after it. " +
      "Each reminder lists only the items still outstanding, and text reminders go out around 2-3 PM, when clients are most likely to act. " +
      "Reminders stop on their own the moment the Sleeve is complete.",
    icon: "BellRing",
  },
  {
    id: "tracking-and-audit-trail",
    title: "Tracking and Audit Trail",
    summary: "Follow every Sleeve from sent to complete, with each view, upload, signature and decision time-stamped.",
    description:
      "Status moves from sent to viewed, in progress and complete as your client works, with no refreshing or guessing. " +
      "DocSleeve records who did what and when, and the trail cannot be edited, so it stands up in an audit or a dispute. " +
      "Export a Sleeve's history whenever a regulator, auditor or client asks for it.",
    icon: "ScrollText",
  },
  {
    id: "cloud-integrations",
    title: "Cloud Integrations",
    summary: "Send approved files straight to Google Drive, OneDrive, Dropbox or Box, filed into the folder you choose.",
    description:
      "Connect your cloud storage once and pick where each Sleeve's files should land. " +
      "Approved documents are copied automatically with consistent names, so your existing folder structure stays tidy. " +
      "Due dates can also go to Google Calendar, so deadlines sit next to the rest of your week.",
    icon: "CloudUpload",
  },
  {
    id: "security",
    title: "Security",
    summary: "AES-256 encryption at rest, TLS in transit and passcode-protected portals keep every client file private.",
    description:
      "Files are encrypted at rest and in transit and stored with a large cloud provider in certified data centers. " +
      "Every upload is scanned for viruses, recipients open their portal with a passcode, and access inside your firm follows each user's role. " +
      `The service targets ${UPTIME} uptime, and data is deleted within 30 days after an account ends.`,
    icon: "ShieldCheck",
  },
  {
    id: "e-signature",
    title: "E-Signature",
    summary: "Collect legally binding signatures in the same Sleeve as the documents, with no printing, scanning or second tool.",
    description:
      "Add a document to sign next to your upload requests and place signature, initials and date fields where they belong. " +
      "Clients sign on any device in a few taps, and every signature is time-stamped in the audit trail. " +
      "The signed copy is stored with the rest of the file automatically.",
    icon: "PenLine",
  },
  {
    id: "automated-file-naming",
    title: "Automated File Naming",
    summary: "Uploads are renamed to your own pattern, such as client, document and date, so nobody renames files by hand.",
    description:
      "\"IMG_2231.jpg\" and \"scan final (2).pdf\" become \"Tan-James_Payslip_2025-03.pdf\" the moment they arrive. " +
      "Choose the pattern once for your account or per template, using the client's name, the request name and the date. " +
      "Consistent names also mean tidy folders when files sync to your cloud storage.",
    icon: "FileCheck",
  },
  {
    id: "request-documents",
    title: "Request Documents",
    summary: "Send clients one checklist of the documents you need and receive every file against the right item.",
    description:
      "List exactly what you need, from payslips to passports, with instructions and the file types you accept. " +
      `A Sleeve holds up to ${SLEEVE_LIMITS.free.documents} documents on the Free plan, ${SLEEVE_LIMITS.pro.documents} on Pro and ${SLEEVE_LIMITS.team.documents} on Team. ` +
      "You always see what has arrived and what is still missing.",
    icon: "FolderInput",
  },
  {
    id: "request-information",
    title: "Request Information",
    summary: "Ask the questions you need answered in the same Sleeve, with structured fields instead of long email threads.",
    description:
      "Add text, date, number, choice and yes-or-no questions next to your document requests. " +
      "Answers arrive complete and structured, ready to copy into your own systems. " +
      "Clients fill them in from the same portal, on a phone or a computer.",
    icon: "ClipboardList",
  },
  {
    id: "approval-workflows",
    title: "Approval Workflows",
    summary: "Approve each upload or return it with a note, and a Sleeve is complete only when every item is approved.",
    description:
      "Review documents as they arrive and approve them, or reject them with a short reason the client sees at once. " +
      "The client replaces only what was rejected, without starting again. " +
      "Every decision is recorded in the audit trail.",
    icon: "ClipboardCheck",
  },
  {
    id: "secure-client-portal",
    title: "Secure Client Portal",
    summary: "Clients open a passcode-protected page from any device to upload, answer and sign, with no app to install.",
    description:
      "Each recipient gets a secure link and a passcode to a clean portal that shows what to do and what is already done. " +
      "Uploads work from a phone camera as well as a desktop, and progress is saved as they go. " +
      "A clear portal means fewer questions for you and a faster turnaround.",
    icon: "DoorOpen",
  },
  {
    id: "product-templates",
    title: "Product Templates",
    summary: "Start from ready-made checklists for home loans, tax returns, onboarding and more, written for your industry.",
    description:
      "DocSleeve ships templates for the requests professionals send most: mortgage applications, year-end accounts, tax returns, client onboarding and KYC. " +
      "Each one lists the usual documents, questions and signatures, so your first Sleeve is ready in minutes. " +
      "Adjust any of them to the way your firm works.",
    icon: "LayoutTemplate",
  },
  {
    id: "reusable-templates",
    title: "Reusable Templates",
    summary: "Save any Sleeve you have sent as a template and launch the same request for the next client in seconds.",
    description:
      "A template is simply an earlier Sleeve kept for reuse, with its documents, questions, signing steps and tags. " +
      "Start a new Sleeve from it, change anything for the client in front of you, and send. " +
      "Your whole team works from the same, up-to-date lists.",
    icon: "ListChecks",
  },
  {
    id: "secured-messaging",
    title: "Secured Messaging",
    summary: "Message clients inside the Sleeve, next to the documents, instead of over email where files get lost.",
    description:
      "Ask a follow-up question, explain a rejected document or answer a client's query in the Sleeve's own conversation. " +
      "Messages are encrypted and kept with the file, so the context is there when a colleague picks it up. " +
      "Clients get an email alert and reply from the portal.",
    icon: "Send",
  },
  {
    id: "roles-and-permissions",
    title: "Roles and Permissions",
    summary: "Give each colleague the role they need, so people see and change only the Sleeves they are meant to.",
    description:
      "Invite your team and choose for each person what they may do: create Sleeves, approve documents, manage templates or administer the account. " +
      "Sleeves can be assigned to an owner and shared with the colleagues who need them. " +
      "On the Team plan, add as many users as your practice needs.",
    icon: "UsersRound",
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

/** Copy of the All Features page (/features). */
export const FEATURES_PAGE = {
  title: "All Features",
  back: "Back",
} as const;
