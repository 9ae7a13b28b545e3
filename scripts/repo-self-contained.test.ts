/**
 * The repository explains itself: no tracked file may point a reader at a document or tracker that is
 * not in the repository (planning documents kept elsewhere, issue numbers, "spec section N"). Comments
 * and docs state the rule itself or name an in-repo file instead: the HTTP API is described by
 * `GET /api/openapi.json` (server/api/openapi.ts) and the README, decisions by docs/decisions/, routes by
 * app/routes.ts, messages by app/domain/*.ts, figures by app/content/.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const THIS_FILE = "scripts/repo-self-contained.test.ts";

/** What counts as a reference to something outside the repository, each with why. */
const OUTSIDE_REFERENCES: { pattern: RegExp; what: string }[] = [
  { pattern: /\b(?:CONTRACT|SPEC|STYLE)\.md\b/i, what: "a planning document kept outside the repository" },
  { pattern: /STACK-NOTES/i, what: "a planning document kept outside the repository" },
  { pattern: /\.\.\/shared\//, what: "a folder outside the repository" },
  { pattern: /\b(?:CONTRACT|SPEC|STYLE)\b/, what: "a planning document named in capitals" },
  // "spec" as a word, not as part of a file name such as home.spec.ts.
  { pattern: /(?<![\w.-])specs?(?:'s)?\b(?![.-]\w)/i, what: "the spec" },
  { pattern: /\bspecification\b/i, what: "the specification" },
  { pattern: /\bissues? ?#?\d/i, what: "an issue number" },
  { pattern: /\bfoundation issue\b/i, what: "an issue" },
];

/**
 * "section N" is a reference to the spec's sections everywhere but in the published legal pages and
 * blog posts, whose text refers to its own numbered sections and to sections of laws.
 */
const SECTION_REFERENCE = /\bsections? \d/i;
const OWN_SECTIONS = ["app/content/legal/", "content/blog/"];

/** Tracked text files, relative to the repository root, without the lockfile and this file. */
function trackedTextFiles(): string[] {
  return execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
    .split("\0")
    .filter((file) => file !== "" && file !== THIS_FILE && !file.endsWith("package-lock.json"))
    .filter((file) => existsSync(`${ROOT}/${file}`));
}

describe("the repository is self-contained", () => {
  it("cites no document, folder or issue outside the repository", () => {
    const files = trackedTextFiles();
    expect(files.length).toBeGreaterThan(100);
    const offences: string[] = [];
    for (const file of files) {
      const text = readFileSync(`${ROOT}/${file}`, "utf8");
      if (text.includes("\0")) continue; // binary
      const checkSections = !OWN_SECTIONS.some((prefix) => file.startsWith(prefix));
      text.split("\n").forEach((line, index) => {
        const found = OUTSIDE_REFERENCES.find(({ pattern }) => pattern.test(line));
        if (found) offences.push(`${file}:${index + 1} (${found.what}): ${line.trim()}`);
        else if (checkSections && SECTION_REFERENCE.test(line))
          offences.push(`${file}:${index + 1} ("section N"): ${line.trim()}`);
      });
    }
    expect(offences).toEqual([]);
  });
});
