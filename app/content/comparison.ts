/**
 * "The traditional way vs. the DocSleeve way" comparison. Both lists are derived from
 * COMPARISON_ROWS, so point i of each side is always about the same topic.
 */

/** One topic compared side by side. */
export interface ComparisonRow {
  /** Kebab-case topic id, unique. */
  readonly id: string;
  /** How it goes without DocSleeve (at most 90 characters). */
  readonly traditional: string;
  /** How it goes with DocSleeve (at most 90 characters). */
  readonly docsleeve: string;
}

/** One side of the comparison: a heading and its points. */
export interface ComparisonSide {
  /** Column heading. */
  readonly heading: string;
  /** Line under the heading. */
  readonly subheading: string;
  /** The twelve points, in the same order as COMPARISON_ROWS. */
  readonly points: readonly string[];
}

/** The twelve compared topics, in display order. */
export const COMPARISON_ROWS = [
  {
    id: "requesting",
    traditional: "Long emails listing every document, rewritten for each client",
    docsleeve: "One clear checklist per client, sent in a single Sleeve",
  },
  {
    id: "follow-up",
    traditional: "Hours spent chasing missing files by phone and email",
    docsleeve: "Automated reminders that list only what is still outstanding",
  },
  {
    id: "security",
    traditional: "Sensitive files sent as plain email attachments",
    docsleeve: "AES-256 encryption at rest and TLS 1.2+ for every upload",
  },
  {
    id: "signatures",
    traditional: "Print, sign, scan and send back, often more than once",
    docsleeve: "Legally binding e-signatures in a few taps on any device",
  },
  {
    id: "status",
    traditional: "Progress tracked by hand in a spreadsheet that is never current",
    docsleeve: "Live status for every request, updated the moment clients act",
  },
  {
    id: "client-experience",
    traditional: "Clients juggle links, zip passwords and reply-all threads",
    docsleeve: "A simple, branded portal with no account or app to install",
  },
  {
    id: "repeat-requests",
    traditional: "The same request lists rebuilt from scratch every time",
    docsleeve: "Reusable templates that launch a complete Sleeve in seconds",
  },
  {
    id: "finding-files",
    traditional: "Digging through inboxes and shared drives to find one file",
    docsleeve: "Search every document by client, tag, status or date",
  },
  {
    id: "organization",
    traditional: "Inconsistent file names and folders that vary by staff member",
    docsleeve: "Tags and consistent naming that keep every file in order",
  },
  {
    id: "questions",
    traditional: "Back-and-forth emails to get answers to simple questions",
    docsleeve: "Structured forms answered in the same Sleeve as the documents",
  },
  {
    id: "accountability",
    traditional: "No record of who sent, opened or changed what, and when",
    docsleeve: "A complete, time-stamped audit trail for every Sleeve",
  },
  {
    id: "filing",
    traditional: "Files downloaded and re-uploaded to storage by hand",
    docsleeve: "Approved files synced to Google Drive, Dropbox, Box or OneDrive",
  },
] as const satisfies readonly ComparisonRow[];

/** The left column: collecting documents without DocSleeve. */
export const TRADITIONAL_WAY: ComparisonSide = {
  heading: "The Traditional Way",
  subheading: "Email, spreadsheets and a lot of chasing",
  points: COMPARISON_ROWS.map((row) => row.traditional),
};

/** The right column: collecting documents with DocSleeve. */
export const DOCSLEEVE_WAY: ComparisonSide = {
  heading: "The DocSleeve Way",
  subheading: "One secure workflow from request to approval",
  points: COMPARISON_ROWS.map((row) => row.docsleeve),
};

/** Section heading copy for the comparison. */
export const COMPARISON_SECTION = {
  eyebrow: "Why switch",
  heading: "Stop chasing documents. Start collecting them.",
  subheading: "See how DocSleeve compares with the way most firms still gather client paperwork.",
} as const;
