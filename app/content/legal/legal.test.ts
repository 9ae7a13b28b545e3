import { describe, expect, it } from "vitest";
import {
  LEGAL_PAGES,
  PRIVACY,
  REFUND,
  SECURITY,
  SECURITY_ITEMS,
  SUPPORT,
  TERMS,
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

  it("states the refund figures: 7 business days to review, 10 to issue, 30 days after a terms change, no refund for unused time", () => {
    const text = pageText(REFUND);
    expect(text).toContain("within 7 business days");
    expect(text).toContain("within 10 business days");
    expect(text).toContain("within 30 days after we notify you of the change");
    expect(text).toContain("No Refund for Unused Time");
    expect(text).toContain("We do not refund unused time");
    expect(text).not.toMatch(/money-back|pro-rated/i);
    expect(text).toContain("support@docsleeve.com");
  });

  it("states the support reply time and phone hours", () => {
    const text = pageText(SUPPORT);
    expect(text).toContain("We reply within 24 hours");
    expect(text).toContain("+65 6123 4567, Monday to Friday, 9 AM to 6 PM SGT");
    for (const claim of ["99.9% uptime", "500K+ documents", "24/7 support"]) expect(text).toContain(claim);
  });

  it("states the data and security commitments", () => {
    const security = pageText(SECURITY);
    expect(security).toContain("deleted within 30 days of termination");
    expect(security).toContain("notified within 72 hours");
    expect(security).toContain("99.9% uptime target for enterprise customers");
    expect(security).toContain("Antivirus scan on uploads");
    const privacy = pageText(PRIVACY);
    expect(privacy).toContain("deleted within 30 days of termination");
    expect(privacy).toContain("within 72 hours of becoming aware of it");
    expect(pageText(TERMS)).toContain("within 30 days of termination");
  });

  it("explains newsletter consent and the retention of mails and sign-ups inside the nine privacy sections", () => {
    const text = pageText({ ...PRIVACY, intro: "", title: "", metaTitle: "", metaDescription: "" });
    expect(text).toContain("double opt-in");
    expect(text).toContain("confirmation link to the address you entered");
    expect(text).toMatch(/when you subscribed and confirmed, which form you used, and a keyed hash of your IP address/);
    expect(text).toContain("one-click unsubscribe link");
    expect(text).toContain("E-mail verification codes, and the copies we keep of the e-mails we send");
    expect(text).toContain("are deleted 7 days after delivery");
    expect(text).toMatch(/Sign-ups that are started but never finished .* are deleted after 30 days/);
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
