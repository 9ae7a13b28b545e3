import { describe, expect, it } from "vitest";
import { postSource } from "../../tests/support/blog-fixtures";
import { FrontMatterSyntaxError, readFrontMatter, splitFrontMatter } from "./front-matter";
import { BlogImportError, parsePost } from "./import";

describe("splitFrontMatter", () => {
  it("splits the block between the first two --- lines from the body", () => {
    expect(splitFrontMatter("---\ntitle: A\ntags: [x]\n---\n\n# Body\n")).toEqual({
      yaml: "title: A\ntags: [x]",
      body: "\n# Body\n",
    });
  });

  it("tolerates CRLF line endings and a byte order mark", () => {
    expect(splitFrontMatter("\uFEFF---\r\ntitle: A\r\n---\r\nBody\r\n")).toEqual({
      yaml: "title: A",
      body: "Body\r\n",
    });
  });

  it("accepts an empty block, a closing line at the end of the file and trailing spaces on the --- lines", () => {
    expect(splitFrontMatter("---\n---\nBody")).toEqual({ yaml: "", body: "Body" });
    expect(splitFrontMatter("---  \ntitle: A\n--- ")).toEqual({ yaml: "title: A", body: "" });
  });

  it("ends the block at the first line that is exactly ---, keeping later ones in the body", () => {
    expect(splitFrontMatter("---\na: '---x'\n----\nb: 1\n---\nText\n---\nMore")).toEqual({
      yaml: "a: '---x'\n----\nb: 1",
      body: "Text\n---\nMore",
    });
  });

  it.each([
    ["no front matter", "# Just Markdown\n"],
    ["an unclosed block", "---\ntitle: A\n"],
    ["a language after the opening line", "---js\n{ title: 'x' }\n---\nBody"],
    ["text before the opening line", "\n---\ntitle: A\n---\nBody"],
  ])("finds no front matter in %s", (_case, text) => {
    expect(splitFrontMatter(text)).toBeNull();
  });
});

describe("readFrontMatter", () => {
  it("parses YAML 1.2 data: unquoted dates stay strings, an empty block is {}", () => {
    expect(
      readFrontMatter("---\ncreated_at: 2026-02-10T09:00:00Z\npublished: true\ntags: [a, b]\n---\nBody").data,
    ).toEqual({
      created_at: "2026-02-10T09:00:00Z",
      published: true,
      tags: ["a", "b"],
    });
    expect(readFrontMatter("---\n---\nBody")).toEqual({ data: {}, body: "Body" });
  });

  it.each([
    ["a missing block", "Body only", /^is missing: [^\n]+$/],
    [
      "invalid YAML, with the file's line",
      "---\ntitle: A\ntags: [unclosed\n---\nBody",
      /^is not valid YAML: .+ \(line 3\)$/,
    ],
    [
      "a repeated key, with the file's line",
      "---\ntitle: A\ntitle: B\n---\nBody",
      /^is not valid YAML: Map keys must be unique \(line 3\)$/,
    ],
    ["a list instead of fields", "---\n- a\n- b\n---\nBody", /^must be "key: value" lines[^\n]+$/],
    ["a single value instead of fields", "---\nhello\n---\nBody", /^must be "key: value" lines[^\n]+$/],
  ])("refuses %s in one line", (_case, text, message) => {
    expect(() => readFrontMatter(text)).toThrow(FrontMatterSyntaxError);
    expect(() => readFrontMatter(text)).toThrow(message);
  });
});

describe("front matter dates", () => {
  it.each([
    ["a quoted date-time", '"2026-02-10T09:00:00Z"', "2026-02-10T09:00:00.000Z"],
    ["an unquoted date-time", "2026-02-10T09:00:00Z", "2026-02-10T09:00:00.000Z"],
    ["an unquoted date-time with an offset", "2026-02-10T17:00:00+08:00", "2026-02-10T09:00:00.000Z"],
    ["a quoted date", '"2026-02-10"', "2026-02-10T00:00:00.000Z"],
  ])("accepts %s", (_case, value, iso) => {
    expect(parsePost(postSource("x/dated.md", { created_at: value })).createdAt.toISOString()).toBe(iso);
  });

  it.each([
    ["an unquoted impossible date-time", "2026-02-30T09:00:00Z"],
    ["an unquoted impossible date", "2026-02-30"],
    ["an unquoted date-time without a time zone", "2026-02-10T09:00:00"],
  ])("refuses %s (validated exactly like a quoted one)", (_case, value) => {
    expect(() => parsePost(postSource("x/dated.md", { created_at: value }))).toThrow(BlogImportError);
    expect(() => parsePost(postSource("x/dated.md", { created_at: value }))).toThrow(
      /front matter field "created_at" must be an ISO 8601 date-time/,
    );
  });
});
