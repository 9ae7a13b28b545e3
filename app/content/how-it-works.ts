/**
 * The "How it works" page: seven rows that alternate image-left / image-right, each with a
 * short video opened in a modal (youtube-nocookie embed).
 */
import { SITE } from "./site-settings";

/** Width of every how-it-works illustration, in CSS pixels. */
export const HOW_IT_WORKS_IMAGE_WIDTH = 560;

/** Height of every how-it-works illustration, in CSS pixels. */
export const HOW_IT_WORKS_IMAGE_HEIGHT = 400;

/** YouTube video ids are exactly 11 characters from this alphabet. */
export const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;

/** An illustration served from /public. */
export interface ContentImage {
  /** Absolute path under the site root. */
  readonly src: string;
  /** Intrinsic width in CSS pixels (prevents layout shift). */
  readonly width: number;
  /** Intrinsic height in CSS pixels. */
  readonly height: number;
  /** Alternative text describing what the image shows. */
  readonly alt: string;
}

/** One row of the how-it-works page. */
export interface HowItWorksItem {
  /** Kebab-case id, unique; also names the image file. */
  readonly id: string;
  /** Row heading. */
  readonly title: string;
  /** Two or three sentences. */
  readonly description: string;
  /** Three short bullet points. */
  readonly bullets: readonly string[];
  /** YouTube video id (11 characters of [A-Za-z0-9_-]). */
  readonly videoId: string;
  /** The row's illustration. */
  readonly image: ContentImage;
}

/** Builds the image record for an item; every illustration shares one size and folder. */
function illustration(id: string, alt: string): ContentImage {
  return { src: `/images/how-it-works/${id}.svg`, width: HOW_IT_WORKS_IMAGE_WIDTH, height: HOW_IT_WORKS_IMAGE_HEIGHT, alt };
}

// The video ids are placeholders in YouTube's id format until the walkthrough videos are
// published; each is distinct so the modal can be tested per row.
/** The seven steps, in order; even indexes show the image on the right, odd on the left. */
export const HOW_IT_WORKS: readonly HowItWorksItem[] = [
  {
    id: "create-your-sleeve",
    title: "Create Your Sleeve",
    description:
      "A Sleeve is one secure request envelope for one client or matter. Start from a blank Sleeve or one of your templates, give it a name and a due date, and you are ready to add what you need.",
    bullets: [
      "Start from a template or from scratch",
      "Set a due date and an owner on your team",
      "Add tags so the Sleeve is easy to find later",
    ],
    videoId: "Ya7Kq2mPx9A",
    image: illustration("create-your-sleeve", "The new Sleeve dialog with a name, a due date and a template picker"),
  },
  {
    id: "add-document-requests",
    title: "Add Document Requests",
    description:
      "List each document you need as its own checklist item, with instructions and examples so clients know exactly what to send. Add questions and documents to sign in the same Sleeve.",
    bullets: [
      "Write clear instructions for every item",
      "Mix uploads, form questions and e-signatures",
      "Save the list as a template for next time",
    ],
    videoId: "Lb3Nw8rTz4E",
    image: illustration("add-document-requests", "A Sleeve checklist with bank statements, payslips and a passport requested"),
  },
  {
    id: "invite-your-clients",
    title: "Invite Your Clients",
    description:
      "Add one or more recipients and send the Sleeve by email with your own message. Clients open a secure link and see your branding, with no account to create or app to install.",
    bullets: [
      "Invite several recipients to one Sleeve",
      "Personalize the invitation message",
      "Schedule automatic reminders before you send",
    ],
    videoId: "Qc5Vh1sJd6K",
    image: illustration("invite-your-clients", "The invite screen with two recipients and a personalized message"),
  },
  {
    id: "clients-upload-securely",
    title: "Clients Upload Securely",
    description:
      "Clients upload files from a computer or straight from their phone camera into the matching checklist item. Every file is encrypted in transit and at rest the moment it arrives.",
    bullets: [
      "Upload from any device, including phone photos",
      "Progress is saved, so clients can finish later",
      "AES-256 encryption at rest and TLS 1.2+ in transit",
    ],
    videoId: "Md8Fy4gRk2W",
    image: illustration("clients-upload-securely", "A client's phone showing the upload portal with three items complete"),
  },
  {
    id: "collect-e-signatures",
    title: "Collect E-Signatures",
    description:
      "Clients review and sign engagement letters, consents and agreements right inside the Sleeve. Each signature is time-stamped and recorded in the audit trail, and the signed copy is stored automatically.",
    bullets: [
      "Place signature, initial and date fields",
      "Sign in a few taps on any device",
      "Signed copies are filed with the Sleeve",
    ],
    videoId: "Tp2Xe7uCn5H",
    image: illustration("collect-e-signatures", "An engagement letter open for signing with the signature field highlighted"),
  },
  {
    id: "review-and-approve",
    title: "Review and Approve",
    description:
      "Check each upload as it arrives and approve it, or return it with a note explaining what is wrong. Clients are told right away, and the Sleeve is complete only when every item is approved.",
    bullets: [
      "Approve or return each item with a comment",
      "See live status across all your Sleeves",
      "Every decision is kept in the audit trail",
    ],
    videoId: "Wr6Gb3kLs8Q",
    image: illustration("review-and-approve", "The review panel with approve and return buttons beside an uploaded statement"),
  },
  {
    id: "export-and-sync",
    title: "Export and Sync",
    description:
      "Download a completed Sleeve as one organized archive, or sync approved files automatically to Google Drive, Dropbox, Box or OneDrive. Files keep consistent names, so they slot into your existing folders.",
    bullets: [
      "Sync approved files to your cloud storage",
      "Download everything as a single archive",
      "Export the audit trail alongside the files",
    ],
    videoId: "Hn9Dj5pVa1M",
    image: illustration("export-and-sync", "A completed Sleeve being synced to a cloud storage folder"),
  },
];

/** Page heading copy for the how-it-works page. */
export const HOW_IT_WORKS_PAGE = {
  eyebrow: "From request to approved file in seven steps",
  // Spec: "How the product Works", with the product's name.
  heading: `How ${SITE.name} Works`,
  subheading:
    "See how a Sleeve takes you from a list of what you need to a complete, signed and organized client file. Select any picture to watch a short walkthrough.",
  watchVideo: "Watch video",
  /** Accessible name of an image button, followed by ": {title}". */
  playVideoLabel: "Play video",
  /** Toast shown when a video opens, followed by ": {title}". */
  playingToast: "Playing",
  closeVideo: "Close video",
  stepLabel: "Step",
} as const;
