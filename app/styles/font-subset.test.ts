import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { INTER_SUBSET_RANGES, unicodeRange } from "./font-subset";

const root = path.resolve(import.meta.dirname, "../..");
const filesUnder = (dir: string, ext: RegExp): string[] =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => ext.test(f) && !f.includes(".test."))
    .map((f) => path.join(root, dir, f));

const covered = (code: number) => INTER_SUBSET_RANGES.some(([from, to]) => code >= from && code <= to);

describe("the Inter subset", () => {
  it("is declared in app.css with exactly its ranges", () => {
    const css = readFileSync(path.join(root, "app/styles/app.css"), "utf8");
    const face = /@font-face\s*{[^}]*font-family: "Inter Variable";[^}]*}/.exec(css)?.[0] ?? "";
    expect(face).toContain("inter-subset.woff2");
    expect(/unicode-range:\s*([^;]+);/.exec(face)?.[1]?.replace(/\s+/g, " ").trim()).toBe(unicodeRange());
  });

  it("covers every character of the site's copy and blog posts", () => {
    const files = [
      ...filesUnder("app/content", /\.ts$/),
      ...filesUnder("content/blog", /\.md$/),
      ...filesUnder("app/domain", /\.ts$/),
    ];
    const missing = new Map<string, string>();
    for (const file of files) {
      for (const char of readFileSync(file, "utf8")) {
        const code = char.codePointAt(0)!;
        if (code >= 0x20 && !covered(code)) missing.set(char, path.relative(root, file));
      }
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });
});
