/**
 * Home page hero: the heading whose last word cycles through HERO_WORDS, and the carousel
 * card (HERO_SLIDES) that changes in step with each word.
 */
import type { FeatureId } from "./features";
import { DOCUMENTS_COLLECTED } from "./plan-facts";

/** The cycling words, in order; each completes the heading "Smarter document …". */
export const HERO_WORDS = [
  "COLLECTION",
  "SIGNING",
  "TEMPLATING",
  "SEARCHING",
  "SECURITY",
  "MANAGEMENT",
  "TAGGING",
] as const;

/** One of the cycling hero words. */
export type HeroWord = (typeof HERO_WORDS)[number];

/**
 * One carousel card, shown while its word is in the heading. Its text describes what the picture
 * public/images/hero/<word in lower case>.svg shows, so keep the two in agreement.
 */
export interface HeroSlide {
  /** The hero word this card belongs to. */
  readonly word: HeroWord;
  /** The feature the card illustrates (links the card to the features grid). */
  readonly featureId: FeatureId;
  /** Card heading, as it would appear inside the product. */
  readonly title: string;
  /** One line under the title describing the state shown. */
  readonly caption: string;
  /** Optional figure displayed prominently on the card. */
  readonly stat?: { readonly label: string; readonly value: string };
}

// Literal data first (checked against HeroSlide), then exported widened so that optional
// fields such as `stat` can be read on any slide.
const HERO_SLIDE_DATA = [
  {
    word: "COLLECTION",
    featureId: "document-collection",
    title: "Home loan application: Priya Patel",
    caption: "12 of 14 documents received, with a reminder sent for the rest",
    stat: { label: "Checklist complete", value: "86%" },
  },
  {
    word: "SIGNING",
    featureId: "e-signatures",
    title: "Service agreement",
    caption: "Priya signed at 10:42 AM and James Tan is next",
    stat: { label: "Signatures", value: "1 of 2" },
  },
  {
    word: "TEMPLATING",
    featureId: "templates",
    title: "Template: Mortgage pre-approval",
    caption: "14 requests, ready to launch as a new Sleeve",
    stat: { label: "Times used", value: "38" },
  },
  {
    word: "SEARCHING",
    featureId: "smart-search",
    title: "Search: \u201cbank statement\u201d",
    caption: "PDFs tagged Lending from the last 30 days",
    stat: { label: "Results", value: "3" },
  },
  {
    word: "SECURITY",
    featureId: "bank-grade-security",
    title: "Every file protected",
    caption: "AES-256 at rest, TLS 1.2+ in transit and two-factor sign-in",
    stat: { label: "Encryption at rest", value: "AES-256" },
  },
  {
    word: "MANAGEMENT",
    featureId: "request-management",
    title: "Sleeves this week",
    caption: "Sent, in progress and completed on one board",
    stat: { label: "Completed", value: "2 of 6" },
  },
  {
    word: "TAGGING",
    featureId: "tagging",
    title: "Documents: 24 files",
    caption: "Tags such as ID, Tax and Income keep every file easy to find",
  },
] as const satisfies readonly HeroSlide[];

/** One card per hero word, in the same order as HERO_WORDS. */
export const HERO_SLIDES: readonly HeroSlide[] = HERO_SLIDE_DATA;

/** Hero text and calls to action. */
export interface HeroCopy {
  /** Small line above the heading. */
  readonly eyebrow: string;
  /** Fixed start of the heading; the cycling word follows it. */
  readonly headingLead: string;
  /** Paragraph under the heading. */
  readonly subheading: string;
  /** Label of the main button (goes to sign-up). */
  readonly primaryCta: string;
  /** Label of the second button (opens the demo video). */
  readonly secondaryCta: string;
}

/** The hero's copy. */
export const HERO = {
  eyebrow: `${DOCUMENTS_COLLECTED} documents collected securely`,
  headingLead: "Smarter document",
  subheading:
    "Collect documents, information and e-signatures from your clients in one secure Sleeve, with automatic reminders, live status tracking and a full audit trail.",
  primaryCta: "Get Started",
  secondaryCta: "Watch Demo",
} as const satisfies HeroCopy;

/**
 * The full heading for one word, for places that cannot animate (page title, screen readers),
 * e.g. heroHeading("SIGNING") === "Smarter document signing".
 */
export function heroHeading(word: HeroWord): string {
  return `${HERO.headingLead} ${word.toLowerCase()}`;
}

/** The heading with every word, read once by screen readers instead of the animation. */
export const HERO_HEADING_ACCESSIBLE: string = (() => {
  const words = HERO_WORDS.map((word) => word.toLowerCase());
  return `${HERO.headingLead} ${words.slice(0, -1).join(", ")} and ${words.slice(-1).join("")}`;
})();
