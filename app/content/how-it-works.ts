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
  /** The row's feature list: three short points. */
  readonly features: readonly string[];
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
/** The seven rows, in order; even indexes show the image on the right, odd on the left. */
export const HOW_IT_WORKS: readonly HowItWorksItem[] = [
  {
    id: "request-documents-securely",
    title: "Request Documents Securely",
    description:
      "Open a Sleeve for your client and list each document you need as its own item, with instructions and the file types you accept. Your client receives one secure link instead of a chain of emails.",
    features: [
      "One checklist item per document, with instructions",
      "Passcode-protected client portal, encrypted files",
      "Due dates and automatic reminders for missing items",
    ],
    videoId: "Ya7Kq2mPx9A",
    image: illustration("request-documents-securely", "A home loan Sleeve listing a passport, payslips, employment details and a consent to sign"),
  },
  {
    id: "request-information-easily",
    title: "Request Information Easily",
    description:
      "Add questions next to your document requests: text, dates, numbers, choices or yes and no. Answers come back structured and complete, so you copy them into your systems instead of reading through email threads.",
    features: [
      "Text, date, number and multiple-choice questions",
      "Questions and documents in the same Sleeve",
      "Answers arrive structured, ready to use",
    ],
    videoId: "Lb3Nw8rTz4E",
    image: illustration("request-information-easily", "A business loan Sleeve with four questions for the client to answer"),
  },
  {
    id: "request-a-signature",
    title: "Request a Signature",
    description:
      "Upload an engagement letter, consent or agreement and place signature, initials and date fields for each signer. DocSleeve sends it in the right order and tells you the moment everyone has signed.",
    features: [
      "Signature, initials and date fields",
      "Several signers on one document, in order",
      "Signed copy stored with the Sleeve",
    ],
    videoId: "Qc5Vh1sJd6K",
    image: illustration("request-a-signature", "An engagement letter Sleeve with four documents waiting for signatures"),
  },
  {
    id: "smart-sleeve",
    title: "Smart Sleeve",
    description:
      "A Sleeve is one request bundle for one client or matter: documents, questions and signatures together, with a due date and reminders. Start it from a template and it fills itself with the items you always ask for.",
    features: [
      "Start from a template or from scratch",
      "Due date, reminders and tags set once",
      "You are charged only when a client uploads",
    ],
    videoId: "Md8Fy4gRk2W",
    image: illustration("smart-sleeve", "The new Sleeve dialog with a name, a client, a due date, reminders and a template picker"),
  },
  {
    id: "upload-documents-easily",
    title: "Upload Documents Easily",
    description:
      "Your client opens the link, enters the passcode and sees exactly what is needed. They drag files from a computer or take a photo with their phone, and each upload lands on the matching item.",
    features: [
      "Upload from any device, phone photos included",
      "PDF, JPG, PNG and Word files",
      "Every upload is virus-scanned and encrypted",
    ],
    videoId: "Tp2Xe7uCn5H",
    image: illustration("upload-documents-easily", "The client portal uploading a payslip, with a passport already uploaded"),
  },
  {
    id: "information-filling-made-simple",
    title: "Information Filling Made Simple",
    description:
      "Clients answer your questions in a short, clear form on the same page as their uploads. Progress is saved as they go, so they can stop, find a missing detail and finish later.",
    features: [
      "Short forms that work on a phone",
      "Progress saved between visits",
      "No account or app for the client",
    ],
    videoId: "Wr6Gb3kLs8Q",
    image: illustration("information-filling-made-simple", "A client's form with two answers filled in and two still to complete"),
  },
  {
    id: "how-to-sign-a-document",
    title: "How to Sign a Document",
    description:
      "The signer opens the document, reads it and taps each highlighted field to sign, initial or date. A guided flow moves them from field to field, and Finish signing sends the signed copy back to you.",
    features: [
      "Guided from one field to the next",
      "Sign with a finger, a mouse or a typed name",
      "Each signature time-stamped in the audit trail",
    ],
    videoId: "Hn9Dj5pVa1M",
    image: illustration("how-to-sign-a-document", "A loan agreement open for signing with the signature field highlighted"),
  },
];

/** Page heading copy for the how-it-works page. */
export const HOW_IT_WORKS_PAGE = {
  eyebrow: "Seven short walkthroughs",
  // Heading: "How the product Works", with the product's name.
  heading: `How ${SITE.name} Works`,
  subheading:
    "See how you request documents, information and signatures, and how your clients upload, answer and sign. Select any picture to watch a short video.",
  watchVideo: "Watch video",
  /** Accessible name of an image button, followed by ": {title}". */
  playVideoLabel: "Play video",
  /** Toast shown when a video opens, followed by ": {title}". */
  playingToast: "Playing",
  closeVideo: "Close video",
  stepLabel: "Walkthrough",
} as const;
