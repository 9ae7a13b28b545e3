/**
 * Integrations: cards on /integrations (filtered by category) and a detail view per
 * integration at /integrations/:route.
 */

/** Filter tabs on the integrations page; "All" shows every integration. */
export const INTEGRATION_FILTERS = ["All", "Storage", "Productivity"] as const;

/** One filter tab. */
export type IntegrationFilter = (typeof INTEGRATION_FILTERS)[number];

/** The category an integration belongs to (every filter except "All"). */
export type IntegrationCategory = Exclude<IntegrationFilter, "All">;

/** A run of text, optionally bold; a RichText is rendered by concatenating its segments. */
export interface RichTextSegment {
  /** The text, including any spaces at its edges. */
  readonly text: string;
  /** Render this segment in bold. */
  readonly bold?: true;
}

/** Text with some bold parts, as an array of segments. */
export type RichText = readonly RichTextSegment[];

/** Flattens RichText to plain text (for meta descriptions and tests). */
export function richTextToPlain(text: RichText): string {
  return text.map((segment) => segment.text).join("");
}

/** One third-party integration. */
export interface Integration {
  /** Numeric id, unique. */
  readonly id: number;
  /** URL slug, unique (/integrations/:route). */
  readonly route: string;
  /** Product name as its vendor writes it. */
  readonly name: string;
  /** Filter category. */
  readonly category: IntegrationCategory;
  /** Availability badge. */
  readonly status: "Available";
  /** Adoption badge, e.g. "12K+ users". */
  readonly users: string;
  /** Logo path under the site root. */
  readonly logo: string;
  /** Card text, at most 150 characters. */
  readonly description: string;
  /** One sentence under the "{name} Integration" title in the detail view. */
  readonly headerLine: string;
  /** Detail paragraph with bold highlights. */
  readonly detailDescription: RichText;
  /** Five or six points listed under "Using this integration, you can:". */
  readonly capabilities: readonly string[];
  /** The "Streamlined Document Management" paragraph; empty when the section is not shown. */
  readonly streamlinedSummary: string;
}

// Literal data first (checked against Integration; it also yields IntegrationRoute), then
// exported widened so that optional fields such as a segment's `bold` can be read anywhere.
const INTEGRATION_DATA = [
  {
    id: 1,
    route: "google-drive",
    name: "Google Drive",
    category: "Storage",
    status: "Available",
    users: "96K+ users",
    logo: "/images/integrations/google-drive.svg",
    description:
      "Sync approved client documents to Google Drive automatically, filed into the right folder for every Sleeve.",
    headerLine: "Send every approved document straight to the Google Drive folders your team already uses.",
    detailDescription: [
      { text: "Connect DocSleeve to Google Drive once and " },
      { text: "approved files are copied automatically", bold: true },
      { text: " into the folder you choose for each Sleeve or client. Files keep " },
      { text: "consistent, descriptive names", bold: true },
      { text: ", and DocSleeve only ever writes to the folders you pick, so the rest of your Drive stays private." },
    ],
    capabilities: [
      "Choose a default Google Drive folder for all Sleeves, or a different one per Sleeve",
      "Create a subfolder for each client or Sleeve automatically",
      "Copy documents to Drive as soon as you approve them",
      "Name files consistently using the client, the checklist item and the date",
      "Include signed agreements and the audit trail export with the files",
      "Disconnect at any time without affecting files already in Drive",
    ],
    streamlinedSummary:
      "With Google Drive connected, the documents you collect in DocSleeve arrive in the same folders your team works from every day. No more downloading attachments and uploading them again: once a file is approved it is filed, named and ready to share with colleagues.",
  },
  {
    id: 2,
    route: "dropbox",
    name: "Dropbox",
    category: "Storage",
    status: "Available",
    users: "72K+ users",
    logo: "/images/integrations/dropbox.svg",
    description:
      "Send completed Sleeves to Dropbox with consistent file names, so client records land where your team expects them.",
    headerLine: "Keep Dropbox as your firm's filing cabinet while DocSleeve does the collecting.",
    detailDescription: [
      { text: "The Dropbox integration " },
      { text: "files every approved document automatically", bold: true },
      { text: " into the Dropbox folder you choose. It works with " },
      { text: "personal and team spaces", bold: true },
      { text: ", so shared client folders stay complete without anyone moving files by hand." },
    ],
    capabilities: [
      "Link a Dropbox folder to each client or Sleeve",
      "Sync approved documents and signed copies automatically",
      "Create a folder structure by client and date",
      "Use team folders so colleagues see new files at once",
      "Keep file names consistent across every Sleeve",
    ],
    streamlinedSummary:
      "Dropbox stays the single home for your client files while DocSleeve handles the requests, reminders and approvals. Every approved upload is synced to the right folder, so your records are complete and up to date without a single manual transfer.",
  },
  {
    id: 3,
    route: "box",
    name: "Box",
    category: "Storage",
    status: "Available",
    users: "45K+ users",
    logo: "/images/integrations/box.svg",
    description:
      "Archive collected documents in Box with your existing permissions and retention policies left fully in place.",
    headerLine: "Bring documents collected in DocSleeve into the Box content cloud your organization governs.",
    detailDescription: [
      { text: "For firms that run on Box, DocSleeve " },
      { text: "delivers approved documents into Box folders", bold: true },
      { text: " where your existing " },
      { text: "permissions and retention policies", bold: true },
      { text: " apply to them straight away. Collection happens in DocSleeve; governance stays in Box." },
    ],
    capabilities: [
      "Choose the Box folder that receives each Sleeve's files",
      "Sync approved documents and signed agreements automatically",
      "Keep Box permissions and retention policies on every file",
      "Organize files into subfolders by client or matter",
      "Export the Sleeve's audit trail to Box with the documents",
    ],
    streamlinedSummary:
      "The Box integration lets compliance-minded teams collect documents in DocSleeve and keep them under the controls they already trust. Approved files move into Box automatically, ready for review, sharing and long-term retention.",
  },
  {
    id: 4,
    route: "onedrive",
    name: "OneDrive",
    category: "Storage",
    status: "Available",
    users: "58K+ users",
    logo: "/images/integrations/onedrive.svg",
    description:
      "Save approved documents to personal or shared OneDrive folders, ready for your team to open in Microsoft 365.",
    headerLine: "Put collected client documents where your Microsoft 365 team already works.",
    detailDescription: [
      { text: "Connect your Microsoft account and DocSleeve " },
      { text: "saves every approved document to OneDrive", bold: true },
      { text: ", including folders shared with your team. Files are " },
      { text: "named and organized automatically", bold: true },
      { text: ", ready to open in the Microsoft 365 apps your firm already uses." },
    ],
    capabilities: [
      "Pick a OneDrive folder for all Sleeves or for each one",
      "Sync approved documents and signed copies automatically",
      "Use shared folders so the whole team sees new files",
      "Create subfolders by client, matter or date",
      "Keep file names consistent and searchable",
      "Disconnect at any time without affecting files already saved",
    ],
    streamlinedSummary:
      "With OneDrive connected, DocSleeve becomes the front door for client documents and Microsoft 365 remains the place your team works with them. Approved files appear in the right folder automatically, with no downloads, renaming or re-uploading.",
  },
  {
    id: 5,
    route: "google-calendar",
    name: "Google Calendar",
    category: "Productivity",
    status: "Available",
    users: "68K+ users",
    logo: "/images/integrations/google-calendar.svg",
    description:
      "Put Sleeve due dates and follow-ups on your Google Calendar so deadlines never catch your team by surprise.",
    headerLine: "See every Sleeve deadline next to your meetings, in the calendar you check all day.",
    detailDescription: [
      { text: "The Google Calendar integration " },
      { text: "adds each Sleeve's due date to your calendar", bold: true },
      { text: " and keeps it updated when the date changes. You can also " },
      { text: "schedule review time", bold: true },
      { text: " for completed Sleeves, so collected documents get looked at promptly." },
    ],
    capabilities: [
      "Add Sleeve due dates to a Google Calendar of your choice",
      "Update or remove events automatically when a Sleeve changes",
      "Get a calendar alert before a Sleeve becomes overdue",
      "Block review time when a client completes a Sleeve",
      "Share a team calendar of upcoming deadlines",
    ],
    streamlinedSummary: "",
  },
] as const satisfies readonly Integration[];

/** The URL slug of one of the integrations. */
export type IntegrationRoute = (typeof INTEGRATION_DATA)[number]["route"];

/** The five integrations, in display order. */
export const INTEGRATIONS: readonly Integration[] = INTEGRATION_DATA;

/** The integration shown for unknown routes (Google Drive is shown instead of a 404). */
export const DEFAULT_INTEGRATION: Integration = INTEGRATION_DATA[0];

/** True when `route` names one of the integrations. */
export function isKnownIntegration(route: string | undefined): route is IntegrationRoute {
  return INTEGRATIONS.some((integration) => integration.route === route);
}

/** The integration for a route; an unknown or missing route falls back to Google Drive. */
export function findIntegration(route: string | undefined): Integration {
  return INTEGRATIONS.find((integration) => integration.route === route) ?? DEFAULT_INTEGRATION;
}

/** The integrations in one filter tab ("All" returns every integration). */
export function integrationsFor(filter: IntegrationFilter): readonly Integration[] {
  return filter === "All" ? INTEGRATIONS : INTEGRATIONS.filter((integration) => integration.category === filter);
}

/** Page copy for the integrations index and detail view. */
export const INTEGRATIONS_PAGE = {
  eyebrow: "Connect DocSleeve to the tools you already use",
  heading: "Powerful Integrations",
  subheading:
    "Send collected documents straight to your cloud storage and keep deadlines on your calendar, with no manual transfers.",
  filterGroupLabel: "Filter integrations by category",
  categoryLabel: "Category",
  /** Live summary under the filters: "{n} integrations" / "1 integration". */
  resultSingular: "integration",
  resultPlural: "integrations",
  viewMore: "View More",
  breadcrumbLabel: "Breadcrumb",
  breadcrumbRoot: "INTEGRATIONS",
  back: "Back to Integrations",
  connectionLabel: "connected with",
  detailTitleSuffix: "Integration",
  capabilitiesHeading: "Using this integration, you can:",
  streamlinedHeading: "Streamlined Document Management",
} as const;
