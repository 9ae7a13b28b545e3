import { describe, expect, it } from "vitest";
import {
  LEGAL_PAGES,
  PRIVACY,
  REFUND,
  SECURITY,
  SECURITY_ITEMS,
  SUPPORT,
  getLegalPage,
  type Block,
  type DocPage,
} from "./index";

/** All plain text of a page (title, meta, intro, headings and every block), joined for searching. */
function pageText(page: DocPage): string {
  const blockText = (block: Block): string =>
    block.kind === "p" ? block.text : block.items.join("\n");
  return [
    page.title,
    page.metaTitle,
    page.metaDescription,
    page.intro,
    ...page.sections.flatMap((section) => [section.heading, ...section.blocks.map(blockText)]),
  ].join("\n");
}

const pages = Object.values(LEGAL_PAGES);

describe("legal pages", () => {
  it("registers every page under its own slug", () => {
    for (const [slug, page] of Object.entries(LEGAL_PAGES)) {
      expect(page.slug).toBe(slug);
      expect(getLegalPage(slug)).toBe(page);
    }
    expect(getLegalPage("does-not-exist")).toBeUndefined();
  });

  it("gives every page non-empty sections, blocks and metadata", () => {
    for (const page of pages) {
      expect(page.title.length).toBeGreaterThan(0);
      expect(page.intro.length).toBeGreaterThan(0);
      expect(page.metaDescription.length).toBeGreaterThan(0);
      expect(page.metaDescription.length).toBeLessThanOrEqual(160);
      expect(page.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(page.sections.length).toBeGreaterThan(0);
      const ids = page.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const section of page.sections) {
        expect(section.heading.length).toBeGreaterThan(0);
        expect(section.blocks.length).toBeGreaterThan(0);
        for (const block of section.blocks) {
          if (block.kind === "p") {
            expect(block.text.trim().length).toBeGreaterThan(0);
          } else {
            expect(block.items.length).toBeGreaterThan(0);
            for (const item of block.items) expect(item.trim().length).toBeGreaterThan(0);
          }
        }
      }
    }
  });

  it("has exactly 9 privacy policy sections", () => {
    expect(PRIVACY.sections).toHaveLength(9);
  });

  it("has exactly 19 security items with unique ids", () => {
    expect(SECURITY_ITEMS).toHaveLength(19);
    const ids = SECURITY_ITEMS.map((item) => item.id);
    expect(new Set(ids).size).toBe(19);
    for (const item of SECURITY_ITEMS) {
      expect(item.title.length).toBeGreaterThan(0);
      expect(item.description.length).toBeGreaterThan(0);
    }
  });

  it("lists all 19 security items as one ordered list on the security page", () => {
    const lists = SECURITY.sections.flatMap((section) =>
      section.blocks.filter((block): block is Extract<Block, { kind: "ol" }> => block.kind === "ol"),
    );
    expect(lists).toHaveLength(1);
    expect(lists[0]?.items).toHaveLength(19);
  });

  it("states the refund windows", () => {
    const text = pageText(REFUND);
    expect(text).toContain("14");
    expect(text).toContain("30");
    expect(text).toContain("5-10 business days");
    expect(text).toContain("support@docsleeve.com");
  });

  it("states the support reply time", () => {
    const text = pageText(SUPPORT);
    expect(text).toContain("24 hours");
    expect(text).toContain("+65 6123 4567");
  });

  it("contains no placeholder text", () => {
    for (const page of pages) {
      const text = pageText(page);
      expect(text).not.toMatch(/lorem/i);
      expect(text).not.toMatch(/TODO/);
      expect(text).not.toMatch(/ipsum/i);
    }
  });
});
