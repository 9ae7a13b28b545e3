import { describe, expect, it } from "vitest";
import { postSource } from "../../tests/support/blog-fixtures";
import { BlogImportError, parsePost } from "./import";

/** The BlogImportError thrown by parsing `source`. */
function failure(source: ReturnType<typeof postSource>): BlogImportError {
  try {
    parsePost(source);
  } catch (error) {
    if (error instanceof BlogImportError) return error;
    throw error;
  }
  throw new Error("expected parsePost to fail");
}

describe("parsePost", () => {
  it("turns a valid file into a row with sanitised HTML and a content hash", () => {
    const row = parsePost(postSource("content/blog/bank-statements.md"));
    expect(row).toMatchObject({
      blogUrl: "bank-statements",
      title: "Collecting Bank Statements Without the Chase",
      displayName: "Bank Statements",
      authorName: "Priya Raman",
      createdAt: new Date("2026-02-10T09:00:00Z"),
      tags: ["Accounting", "Workflow"],
      twitterUrl: "https://x.com/docsleeve/status/1",
      published: true,
      description: "<p>Ask for <strong>all twelve months</strong> at once.</p>",
    });
    expect(row.contentHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("accepts unquoted YAML dates and missing optional fields", () => {
    const row = parsePost(
      postSource("x/plain-post.md", {
        created_at: "2026-02-10",
        tags: undefined,
        twitter_url: undefined,
        facebook_url: '""',
      }),
    );
    expect(row.createdAt).toEqual(new Date("2026-02-10T00:00:00Z"));
    expect(row.tags).toEqual([]);
    expect(row.twitterUrl).toBeNull();
    expect(row.facebookUrl).toBeNull();
  });

  it("gives the same hash for the same content and another for a change", () => {
    const a = parsePost(postSource("a/same.md"));
    const b = parsePost(postSource("b/same.md"));
    const c = parsePost(postSource("a/same.md", { title: '"Another title"' }));
    expect(a.contentHash).toBe(b.contentHash);
    expect(c.contentHash).not.toBe(a.contentHash);
  });

  it.each([
    ["a missing title", { title: undefined }, 'front matter field "title"', "is required"],
    ["an empty title", { title: '""' }, 'front matter field "title"', "must not be empty"],
    ["a date that is not a date", { created_at: '"yesterday"' }, 'front matter field "created_at"', "ISO 8601"],
    ["an impossible date", { created_at: '"2026-02-30T09:00:00Z"' }, 'front matter field "created_at"', "ISO 8601"],
    ["tags that are not a list", { tags: '"Tax"' }, 'front matter field "tags"', "list of tags"],
    ["an empty tag", { tags: '["Tax", ""]' }, 'front matter field "tags.1"', "must not be empty"],
    ["published as a string", { published: '"yes"' }, 'front matter field "published"', "true or false"],
    ["a missing published flag", { published: undefined }, 'front matter field "published"', "is required"],
    [
      "an http social link",
      { twitter_url: '"http://x.com/docsleeve/status/1"' },
      'front matter field "twitter_url"',
      "https URL",
    ],
    [
      "a social link elsewhere",
      { facebook_url: '"https://evil.example/facebook.com"' },
      'front matter field "facebook_url"',
      "facebook.com",
    ],
    ["an image outside /images", { image: '"https://evil.example/x.png"' }, 'front matter field "image"', "site path"],
    [
      "an image that does not exist",
      { image: '"/images/blog/missing.svg"' },
      'front matter field "image"',
      "does not exist",
    ],
    ["a misspelt field", { publised: "true" }, 'front matter field "publised"', "not a known field"],
  ])("rejects %s, naming the file and the field", (_case, fields, field, problem) => {
    const error = failure(postSource("content/blog/bad-post.md", fields));
    expect(error.file).toBe("content/blog/bad-post.md");
    expect(error.field).toBe(field);
    expect(error.message).toContain(problem);
    expect(error.message.startsWith(`content/blog/bad-post.md: ${field} `)).toBe(true);
    expect(error.message).not.toContain("\n");
  });

  it.each([
    ["Bad_Name.md", "blog_url"],
    ["-leading-hyphen.md", "blog_url"],
    ["post.markdown", "file name"],
  ])("rejects the file name %s", (name, field) => {
    expect(failure(postSource(`content/blog/${name}`)).field).toBe(field);
  });

  it("rejects invalid YAML with its line", () => {
    const error = failure({ file: "content/blog/broken.md", text: "---\ntitle: [unclosed\n---\nBody" });
    expect(error.field).toBe("front matter");
    expect(error.message).toMatch(/^content\/blog\/broken\.md: front matter is not valid YAML: .+\(line \d+\)$/);
  });

  it("never evaluates JavaScript front matter", () => {
    const marker = "__blogImportEvaluated";
    const error = failure({
      file: "content/blog/code.md",
      text: `---js\n{ title: (globalThis.${marker} = true, "x") }\n---\nBody`,
    });
    expect(error.field).toBe("front matter");
    expect((globalThis as Record<string, unknown>)[marker]).toBeUndefined();
  });

  it("rejects a post without a body", () => {
    expect(failure(postSource("content/blog/empty.md", {}, "  \n")).field).toBe("body");
  });
});
