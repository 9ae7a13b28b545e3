import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PUBLIC_ROUTES } from "../seo/public-routes";
import { COMPARISON_ROWS, DOCSLEEVE_WAY, TRADITIONAL_WAY } from "./comparison";
import { HOME_CTA, NEWSLETTER_POPUP } from "./cta";
import { FAQ_CATEGORIES, FAQ_ENTRIES, HOME_FAQ_IDS, faqsFor, homeFaqs } from "./faq";
import { FEATURES, HOME_FEATURES } from "./features";
import { FOOTER_LINKS, HEADER_LINKS } from "./navigation";
import { HERO, HERO_HEADING_ACCESSIBLE, HERO_SLIDES, HERO_WORDS, heroHeading } from "./hero";
import { HOW_IT_WORKS, VIDEO_ID_PATTERN } from "./how-it-works";
import { CONTENT_ICON_NAMES } from "./icons";
import {
  INTEGRATIONS,
  INTEGRATION_FILTERS,
  findIntegration,
  integrationsFor,
  isKnownIntegration,
  richTextToPlain,
} from "./integrations";
import { FREE_PLAN, SLEEVE_LIMITS, SUPPORT_AVAILABILITY, UPTIME, DOCUMENTS_COLLECTED, YEARLY_SAVING_PERCENT } from "./plan-facts";
import { PRICING_PAGE } from "./pricing";
import { PRODUCTS, PRODUCT_PAGE } from "./products";
import { STEPS, STEPS_SECTION } from "./steps";
import { USE_CASES, USE_CASE_PAGE, findUseCase, useCaseImage as illustrationOf } from "./use-cases";
import { WHY_CHOOSE_US } from "./why-choose-us";

/** Values that occur more than once in `values`. */
function duplicates<T>(values: readonly T[]): T[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Every string reachable from a value, for whole-module text checks. */
function allStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(allStrings);
  return [];
}

/** Whether a site path (`/images/x.svg`) is a file in public/. */
const isPublicFile = (sitePath: string) => existsSync(new URL(`../../public${sitePath}`, import.meta.url));

/** How the copy writes a count ("four steps"). */
const COUNT_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

const ALL_CONTENT = [
  COMPARISON_ROWS,
  TRADITIONAL_WAY,
  DOCSLEEVE_WAY,
  HOME_CTA,
  NEWSLETTER_POPUP,
  FAQ_ENTRIES,
  FEATURES,
  HERO,
  HERO_SLIDES,
  HOW_IT_WORKS,
  INTEGRATIONS,
  PRODUCTS,
  PRODUCT_PAGE,
  STEPS,
  USE_CASES,
  WHY_CHOOSE_US,
];

describe("unique ids", () => {
  it.each([
    ["features", FEATURES.map((item) => item.id)],
    ["hero slides", HERO_SLIDES.map((item) => item.word)],
    ["steps", STEPS.map((item) => item.id)],
    ["why choose us", WHY_CHOOSE_US.map((item) => item.id)],
    ["comparison", COMPARISON_ROWS.map((item) => item.id)],
    ["use cases", USE_CASES.map((item) => item.id)],
    ["how it works", HOW_IT_WORKS.map((item) => item.id)],
    ["how it works videos", HOW_IT_WORKS.map((item) => item.videoId)],
    ["integration ids", INTEGRATIONS.map((item) => item.id)],
    ["integration routes", INTEGRATIONS.map((item) => item.route)],
    ["products", PRODUCTS.map((item) => item.id)],
    ["faq", FAQ_ENTRIES.map((item) => item.id)],
  ])("%s have no duplicates", (_name, ids: readonly (string | number)[]) => {
    expect(duplicates(ids)).toEqual([]);
  });

  it("string ids are kebab-case", () => {
    const ids = [
      ...FEATURES,
      ...STEPS,
      ...WHY_CHOOSE_US,
      ...COMPARISON_ROWS,
      ...USE_CASES,
      ...HOW_IT_WORKS,
      ...PRODUCTS,
      ...FAQ_ENTRIES,
    ].map((item) => item.id);
    for (const id of ids) expect(id).toMatch(KEBAB);
    for (const integration of INTEGRATIONS) expect(integration.route).toMatch(KEBAB);
  });
});

describe("copy quality", () => {
  it("has no placeholder text or empty strings (Google Calendar's summary excepted)", () => {
    const calendar = findIntegration("google-calendar");
    const strings = allStrings(ALL_CONTENT).filter((text) => text !== calendar.streamlinedSummary);
    for (const text of strings) {
      expect(text.trim()).not.toBe("");
      expect(text).not.toMatch(/lorem ipsum|\bTODO\b|\bTBD\b|\bxxx\b/i);
    }
  });

  it("writes no prices", () => {
    for (const text of allStrings(ALL_CONTENT)) expect(text).not.toMatch(/[$€£]\s?\d|\bS\$|\bSGD\s?\d/);
  });

  it("uses only icons listed in icons.ts", () => {
    const used = [...FEATURES, ...STEPS, ...WHY_CHOOSE_US, ...USE_CASES, ...PRODUCTS].map((item) => item.icon);
    for (const icon of used) expect(CONTENT_ICON_NAMES).toContain(icon);
    expect(duplicates(CONTENT_ICON_NAMES)).toEqual([]);
  });
});

describe("plan facts", () => {
  it("are the documented business constants and marketing claims", () => {
    expect(FREE_PLAN).toEqual({ sleevesPerMonth: 3, users: 1, storageGb: 2 });
    expect(SLEEVE_LIMITS).toEqual({
      free: { documents: 20, recipients: 5 },
      pro: { documents: 30, recipients: 15 },
      team: { documents: 50, recipients: 30 },
    });
    expect(UPTIME).toBe("99.9%");
    expect(DOCUMENTS_COLLECTED).toBe("500K+");
    expect(YEARLY_SAVING_PERCENT).toBe(17);
    expect(SUPPORT_AVAILABILITY).toBe("24/7");
  });

  it("are the figures the copy states: no sentence retypes one that could drift from them", () => {
    const copy = allStrings([...ALL_CONTENT, PRICING_PAGE, USE_CASE_PAGE, STEPS_SECTION]);
    const figures = (pattern: RegExp) => copy.flatMap((text) => [...text.matchAll(pattern)].map((match) => match[1]));
    const checks: Array<[RegExp, string]> = [
      [/(\d+) (?:free )?Sleeves (?:a|per|every) month/gi, String(FREE_PLAN.sleevesPerMonth)],
      [/free trial is (\d+) Sleeves/gi, String(FREE_PLAN.sleevesPerMonth)],
      [/(\d+(?:\.\d+)?%) uptime/gi, UPTIME],
      [/save up to (\d+)%/gi, String(YEARLY_SAVING_PERCENT)],
    ];
    for (const [pattern, expected] of checks) {
      const found = figures(pattern);
      expect(found.length, `copy mentions ${pattern}`).toBeGreaterThan(0);
      for (const figure of found) expect(figure, `${pattern}`).toBe(expected);
    }
  });

  it("promise no refund the refund policy does not give (review within 7 business days, no money-back period)", () => {
    expect(PRICING_PAGE.guarantee).toContain("reviewed within 7 business days");
    expect(JSON.stringify(PRICING_PAGE)).not.toMatch(/money-back|pro-rated/i);
  });
});

describe("features", () => {
  it("has exactly the fifteen documented features, in the documented order, and the home page shows the first six", () => {
    expect(FEATURES.map((feature) => feature.title.toLowerCase())).toEqual([
      "document tagging",
      "due date reminders",
      "tracking and audit trail",
      "cloud integrations",
      "security",
      "e-signature",
      "automated file naming",
      "request documents",
      "request information",
      "approval workflows",
      "secure client portal",
      "product templates",
      "reusable templates",
      "secured messaging",
      "roles and permissions",
    ]);
    expect(HOME_FEATURES).toEqual(FEATURES.slice(0, 6));
  });

  it("keeps summaries to one sentence of at most 140 characters", () => {
    for (const feature of FEATURES) {
      expect(feature.summary.length).toBeLessThanOrEqual(140);
      expect(feature.summary.replace(/\.$/, "")).not.toMatch(/\.\s/);
    }
  });
});

describe("hero", () => {
  it("cycles the seven words with one slide each, in order", () => {
    expect(HERO_WORDS).toEqual(["COLLECTION", "SIGNING", "TEMPLATING", "SEARCHING", "SECURITY", "MANAGEMENT", "TAGGING"]);
    expect(HERO_SLIDES.map((slide) => slide.word)).toEqual([...HERO_WORDS]);
    const featureIds: readonly string[] = FEATURES.map((feature) => feature.id);
    for (const slide of HERO_SLIDES) expect(featureIds).toContain(slide.featureId);
    for (const word of HERO_WORDS) expect(isPublicFile(`/images/hero/${word.toLowerCase()}.svg`), word).toBe(true);
  });

  it("ends the heading with the typed word, and the accessible heading names every word once, in the cycle's order", () => {
    const leads = HERO_WORDS.map((word) => {
      const heading = heroHeading(word);
      expect(heading.endsWith(` ${word.toLowerCase()}`)).toBe(true);
      return heading.slice(0, -word.length);
    });
    expect(new Set(leads).size).toBe(1);
    const positions = HERO_WORDS.map((word) => HERO_HEADING_ACCESSIBLE.indexOf(word.toLowerCase()));
    for (const position of positions) expect(position).toBeGreaterThanOrEqual(0);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(HERO_HEADING_ACCESSIBLE.startsWith(leads[0]!)).toBe(true);
  });

  it("has the documented buttons", () => {
    expect(HERO.primaryCta).toBe("Get Started");
    expect(HERO.secondaryCta).toBe("Watch Demo");
  });
});

describe("steps and why choose us", () => {
  it("has the four steps in order", () => {
    expect(STEPS.map((step) => step.title)).toEqual(["Sign Up", "Create Requests", "Invite Clients", "Review & Manage"]);
    expect(STEPS[0].description).toContain(String(FREE_PLAN.sleevesPerMonth));
  });

  it("has four cards with figures from plan-facts", () => {
    expect(WHY_CHOOSE_US).toHaveLength(4);
    const values = WHY_CHOOSE_US.map((card) => card.stat?.value);
    expect(values).toContain(UPTIME);
    expect(values).toContain(DOCUMENTS_COLLECTED);
    expect(values).toContain(SUPPORT_AVAILABILITY);
  });

  it("counts its items in headings as many as there are", () => {
    expect(STEPS_SECTION.heading.toLowerCase()).toContain(`${COUNT_WORDS[STEPS.length]} steps`);
    expect(PRODUCT_PAGE.subheading.toLowerCase()).toMatch(new RegExp(`^${COUNT_WORDS[PRODUCTS.length]} solutions`));
  });
});

describe("comparison", () => {
  it("has 12 short points each side, paired by index", () => {
    expect(TRADITIONAL_WAY.points).toHaveLength(12);
    expect(DOCSLEEVE_WAY.points).toHaveLength(12);
    COMPARISON_ROWS.forEach((row, index) => {
      expect(TRADITIONAL_WAY.points[index]).toBe(row.traditional);
      expect(DOCSLEEVE_WAY.points[index]).toBe(row.docsleeve);
    });
    for (const point of [...TRADITIONAL_WAY.points, ...DOCSLEEVE_WAY.points]) {
      expect(point.length).toBeLessThanOrEqual(90);
    }
  });
});

describe("use cases", () => {
  it("has exactly the six industries", () => {
    expect(USE_CASES.map((useCase) => useCase.id)).toEqual([
      "real-estate",
      "lending-and-brokerage",
      "accounting-and-bookkeeping",
      "taxation",
      "legal-services",
      "compliance",
    ]);
  });

  it("respects the length and count rules", () => {
    for (const useCase of USE_CASES) {
      expect(useCase.cardSummary.length).toBeLessThanOrEqual(160);
      expect(useCase.metaDescription.length).toBeLessThanOrEqual(155);
      expect(useCase.desc).toHaveLength(2);
      expect(useCase.features.length).toBeGreaterThanOrEqual(4);
      expect(useCase.features.length).toBeLessThanOrEqual(5);
      expect(useCase.benefits).toHaveLength(4);
      expect(useCase.story.outcome).toMatch(/\d/);
    }
  });

  it("carries the content fields id, title, lead, desc, features, benefits, story, conclusion and color", () => {
    for (const useCase of USE_CASES) {
      expect(Object.keys(useCase)).toEqual(
        expect.arrayContaining(["id", "title", "lead", "desc", "features", "benefits", "story", "conclusion", "color"]),
      );
      for (const point of [...useCase.features, ...useCase.benefits]) expect(Object.keys(point).sort()).toEqual(["content", "title"]);
      expect(useCase.story).toMatchObject({ quote: expect.any(String), author: expect.any(String), role: expect.any(String) });
    }
    expect(duplicates(USE_CASES.map((useCase) => useCase.color))).toEqual([]);
  });

  it("has an illustration file for every use case", () => {
    for (const useCase of USE_CASES) expect(isPublicFile(illustrationOf(useCase.id)), useCase.id).toBe(true);
  });

  it("finds a use case by id and returns undefined otherwise", () => {
    expect(findUseCase("taxation")?.title).toBe("Taxation");
    expect(findUseCase("unknown")).toBeUndefined();
  });
});

describe("how it works", () => {
  it("has the seven items in order with valid videos and images", () => {
    expect(HOW_IT_WORKS.map((item) => item.title)).toEqual([
      "Request Documents Securely",
      "Request Information Easily",
      "Request a Signature",
      "Smart Sleeve",
      "Upload Documents Easily",
      "Information Filling Made Simple",
      "How to Sign a Document",
    ]);
    for (const item of HOW_IT_WORKS) {
      expect(item.videoId).toMatch(VIDEO_ID_PATTERN);
      expect(item.features).toHaveLength(3);
      expect(item.image).toMatchObject({ src: `/images/how-it-works/${item.id}.svg`, width: 560, height: 400 });
      expect(item.image.alt).not.toBe("");
      expect(isPublicFile(item.image.src), item.image.src).toBe(true);
    }
  });
});

describe("integrations", () => {
  it("has five integrations in the right categories", () => {
    expect(INTEGRATIONS.map((integration) => integration.route)).toEqual([
      "google-drive",
      "dropbox",
      "box",
      "onedrive",
      "google-calendar",
    ]);
    expect(integrationsFor("Storage")).toHaveLength(4);
    expect(integrationsFor("Productivity").map((integration) => integration.name)).toEqual(["Google Calendar"]);
    expect(integrationsFor("All")).toHaveLength(5);
    expect(INTEGRATION_FILTERS).toEqual(["All", "Storage", "Productivity"]);
  });

  it("has ids 1-5, every card available, a popularity figure on each and the documented ones where given", () => {
    expect(INTEGRATIONS.map((integration) => [integration.id, integration.name, integration.category])).toEqual([
      [1, "Google Drive", "Storage"],
      [2, "Dropbox", "Storage"],
      [3, "Box", "Storage"],
      [4, "OneDrive", "Storage"],
      [5, "Google Calendar", "Productivity"],
    ]);
    for (const integration of INTEGRATIONS) {
      expect(integration.status).toBe("Available");
      expect(integration.users).toMatch(/^\d+K\+ users$/);
    }
    expect(findIntegration("box").users).toBe("45K+ users");
    expect(findIntegration("onedrive").users).toBe("58K+ users");
    expect(findIntegration("google-calendar").users).toBe("68K+ users");
  });

  it("leaves only Google Calendar's streamlined summary empty", () => {
    for (const integration of INTEGRATIONS) {
      if (integration.route === "google-calendar") expect(integration.streamlinedSummary).toBe("");
      else expect(integration.streamlinedSummary.length).toBeGreaterThan(0);
    }
  });

  it("has consistent detail content", () => {
    for (const integration of INTEGRATIONS) {
      expect(integration.logo).toBe(`/images/integrations/${integration.route}.svg`);
      expect(isPublicFile(integration.logo), integration.logo).toBe(true);
      expect(integration.description.length).toBeLessThanOrEqual(150);
      expect(integration.capabilities.length).toBeGreaterThanOrEqual(5);
      expect(integration.capabilities.length).toBeLessThanOrEqual(6);
      expect(integration.detailDescription.some((segment) => segment.bold === true)).toBe(true);
      expect(richTextToPlain(integration.detailDescription)).not.toMatch(/\s{2}/);
    }
  });

  it("falls back to Google Drive for unknown routes", () => {
    expect(findIntegration("dropbox").name).toBe("Dropbox");
    expect(findIntegration("not-a-real-integration").route).toBe("google-drive");
    expect(findIntegration(undefined).route).toBe("google-drive");
    expect(isKnownIntegration("box")).toBe(true);
    expect(isKnownIntegration("not-a-real-integration")).toBe(false);
  });
});

describe("products", () => {
  it("has the four products with the right login and badges", () => {
    expect(PRODUCTS.map((product) => product.title)).toEqual([
      "Document Collection",
      "Contract Management",
      "Visa Process Management",
      "Certificate Management",
    ]);
    const certificate = PRODUCTS.find((product) => product.id === "certificate-management");
    expect(certificate).toMatchObject({ isNew: true, loginHost: null });
    expect(PRODUCTS.filter((product) => product.isNew === true).map((product) => product.title)).toEqual([
      "Contract Management",
      "Visa Process Management",
      "Certificate Management",
    ]);
    expect(PRODUCTS.map((product) => product.loginHost)).toEqual(["app", "contract", "visa", null]);
    expect(PRODUCT_PAGE).toMatchObject({ badge: "Complete Business Solutions", heading: "Transform Your Business", newBadge: "NEW" });
    expect(PRODUCTS.filter((product) => product.howItWorksLink === true).map((product) => product.id)).toEqual([
      "document-collection",
    ]);
    for (const product of PRODUCTS) {
      expect(product.highlights).toHaveLength(3);
      expect(isPublicFile(`/images/products/${product.id}.svg`), product.id).toBe(true);
    }
  });
});

describe("faq", () => {
  it("has at least 20 entries and at least 4 per category", () => {
    expect(FAQ_ENTRIES.length).toBeGreaterThanOrEqual(20);
    expect(FAQ_CATEGORIES[0]).toBe("All");
    for (const category of FAQ_CATEGORIES.slice(1)) {
      expect(FAQ_ENTRIES.filter((entry) => entry.category === category).length).toBeGreaterThanOrEqual(4);
    }
    expect(faqsFor("All")).toHaveLength(FAQ_ENTRIES.length);
  });

  it("shows four existing entries on the home page", () => {
    expect(HOME_FAQ_IDS).toHaveLength(4);
    expect(homeFaqs().map((entry) => entry.id)).toEqual([...HOME_FAQ_IDS]);
  });

  it("states the free plan's Sleeves per month from plan-facts and the documented trial (no credit card)", () => {
    const freePlan = FAQ_ENTRIES.find((entry) => entry.id === "free-plan");
    expect(freePlan?.answer).toContain(`${String(FREE_PLAN.sleevesPerMonth)} free Sleeves per month`);
    expect(freePlan?.answer).toContain(`The free trial is ${String(FREE_PLAN.sleevesPerMonth)} Sleeves with no credit card required`);
  });

  it("keeps answers to one to four sentences", () => {
    for (const entry of FAQ_ENTRIES) {
      const sentences = entry.answer.split(/(?<=[.!?])\s+(?=[A-Z])/);
      expect(sentences.length).toBeLessThanOrEqual(4);
    }
  });
});

describe("calls to action", () => {
  it("uses the required button labels", () => {
    expect(HOME_CTA.primary).toBe("Start Free Trial");
    expect(HOME_CTA.secondary).toBe("Contact Sales");
    expect(NEWSLETTER_POPUP.button).toBe("Subscribe");
  });
});

// The documented order of the header and footer links is checked in the browser (tests/e2e/layout.spec.ts).
describe("navigation", () => {
  const routes = new Set(PUBLIC_ROUTES.map((route) => route.path));
  const headerTargets = HEADER_LINKS.flatMap((item) => ("items" in item ? [item.to, ...item.items.map((link) => link.to)] : [item.to]));

  it("leads only to pages the site has", () => {
    for (const target of [...headerTargets, ...FOOTER_LINKS.map((link) => link.to)]) expect(routes, target).toContain(target);
  });
});
