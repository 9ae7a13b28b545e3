import { describe, expect, it } from "vitest";
import { renderPostBody } from "./markdown";
import { sanitizePostHtml } from "./sanitize";
import { FORBIDDEN, XSS_PAYLOADS } from "../../tests/support/xss-payloads";

describe("blog HTML allow-list", () => {
  it.each(XSS_PAYLOADS)("neutralises %s", (payload) => {
    const html = renderPostBody(`Before.\n\n${payload}\n\nAfter.`);
    for (const pattern of FORBIDDEN) expect(html).not.toMatch(pattern);
    expect(html).toContain("<p>Before.</p>");
  });

  it("keeps the Markdown a post needs", () => {
    const html = renderPostBody(
      [
        "# Top",
        "## Section",
        "Some **bold**, *italic*, `code` and ~~struck~~ text.",
        "- one\n- two",
        "1. first\n2. second",
        "> quoted",
        "```ts\nconst a = 1;\n```",
        "| a | b |\n|:--|--:|\n| 1 | 2 |",
        '[internal](/features) [external](https://example.com "Example") [mail](mailto:hello@example.com)',
        "![Cover](/images/blog/tax-season-document-checklist.svg)",
      ].join("\n\n"),
    );
    expect(html).toContain("<h2>Top</h2>");
    expect(html).toContain("<h2>Section</h2>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<em>italic</em>");
    expect(html).toContain("<code>code</code>");
    expect(html).toContain("<del>struck</del>");
    expect(html).toMatch(/<ul>\s*<li>one<\/li>/);
    expect(html).toMatch(/<ol>\s*<li>first<\/li>/);
    expect(html).toMatch(/<blockquote>\s*<p>quoted<\/p>/);
    expect(html).toContain('<pre><code class="language-ts">const a = 1;');
    expect(html).toContain('<th class="align-left">a</th>');
    expect(html).toContain('<td class="align-right">2</td>');
    expect(html).toContain('<a href="/features">internal</a>');
    expect(html).toContain(
      '<a href="https://example.com" title="Example" target="_blank" rel="noopener noreferrer">external</a>',
    );
    expect(html).toContain('<a href="mailto:hello@example.com">mail</a>');
    expect(html).toContain('<img src="/images/blog/tax-season-document-checklist.svg" alt="Cover" loading="lazy" />');
  });

  it("rebuilds links: author rel/target never survive, external links get noopener", () => {
    expect(sanitizePostHtml('<a href="https://example.com" rel="opener" target="_self">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizePostHtml('<a href="/blog" target="_blank" rel="opener">x</a>')).toBe('<a href="/blog">x</a>');
  });

  it("drops images from other schemes and protocol-relative hosts, keeps https and site paths", () => {
    expect(sanitizePostHtml('<img src="//evil.example/x.png">')).toBe("");
    expect(sanitizePostHtml('<img src="/\\evil.example/x.png">')).toBe("");
    expect(sanitizePostHtml('<img src="http://example.com/x.png">')).toBe("");
    expect(sanitizePostHtml('<img src="x.png">')).toBe("");
    expect(sanitizePostHtml('<img src="https://example.com/x.png" width="600" height="abc">')).toBe(
      '<img src="https://example.com/x.png" alt="" loading="lazy" width="600" />',
    );
  });

  it("keeps only alignment classes on table cells and language classes on code", () => {
    expect(sanitizePostHtml('<table><tr><td align="javascript" class="evil">x</td></tr></table>')).toBe(
      "<table><tr><td>x</td></tr></table>",
    );
    expect(sanitizePostHtml('<code class="language-js evil">x</code>')).toBe('<code class="language-js">x</code>');
  });
});
