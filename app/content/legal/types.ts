/** A block of body copy on a document-style page. */
export type Block =
  | { kind: "p"; text: string }
  | { kind: "ul"; items: string[] }
  | { kind: "ol"; items: string[] };

/** One titled section of a document page. */
export interface DocSection {
  id: string;
  heading: string;
  blocks: Block[];
}

/** A whole document-style page (terms, privacy, refund, support, security). */
export interface DocPage {
  slug: string;
  title: string;
  metaTitle: string;
  metaDescription: string;
  /** ISO date (YYYY-MM-DD) of the last revision. */
  updated: string;
  intro: string;
  sections: DocSection[];
}
