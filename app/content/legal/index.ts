import { SUPPORT } from "./customer-support";
import { PRIVACY } from "./privacy-policy";
import { REFUND } from "./refund-policy";
import { SECURITY, SECURITY_ITEMS } from "./security";
import { TERMS } from "./terms-condition";
import type { DocPage } from "./types";

export type { Block, DocPage, DocSection } from "./types";
export type { SecurityItem } from "./security";
export { PRIVACY, REFUND, SECURITY, SECURITY_ITEMS, SUPPORT, TERMS };

/** URL slugs of every document-style page. */
export type LegalSlug =
  | "terms-condition"
  | "privacy-policy"
  | "refund-policy"
  | "customer-support"
  | "security";

/** Every document-style page, keyed by its URL slug. */
export const LEGAL_PAGES: Record<LegalSlug, DocPage> = {
  "terms-condition": TERMS,
  "privacy-policy": PRIVACY,
  "refund-policy": REFUND,
  "customer-support": SUPPORT,
  security: SECURITY,
};

/** Returns true when `slug` names one of the document-style pages. */
export function isLegalSlug(slug: string): slug is LegalSlug {
  return Object.prototype.hasOwnProperty.call(LEGAL_PAGES, slug);
}

/** Looks up a document-style page by slug; undefined when there is no such page. */
export function getLegalPage(slug: string): DocPage | undefined {
  return isLegalSlug(slug) ? LEGAL_PAGES[slug] : undefined;
}
