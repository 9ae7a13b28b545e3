/**
 * The docs point at things that exist. Every repository path that a document under docs/ or a README
 * cites (backticked or not, and every relative Markdown link) must name a file or folder of the
 * repository, and every decision record any file cites must exist. Decision records stay short (one
 * decision each) and the index in docs/decisions/README.md lists each record once, in order, with its
 * title and its whole Status line, so the index cannot drift or be cut short.
 *
 * What a citation may name without it existing, each clearly marked in the text:
 * - a placeholder or glob (`server/<feature>/`, `content/blog/<slug>.md`, `server/payments/fixtures/stripe/*.json`,
 *   `public/images/share/{blog,use-cases}/`): it must match at least one path of the repository (`<…>`
 *   stands for one path segment, `*` for part of one, `**` for any depth, `{a,b}` for either);
 * - something removed or moved: the citation is followed by a parenthesis starting "removed", "moved",
 *   "renamed" or "deleted" (`server/gzip-splice.ts` (removed by 0023)), or stands in a sentence starting
 *   "Removed:";
 * - something generated: a path the repository's .gitignore covers (`bench/results.json`, `./build`).
 * A path starting `./` is where a command run from the repository root finds it; `../` is relative to the
 * document, as a Markdown link is.
 */
import { execFileSync } from "node:child_process";
import { existsSync, lstatSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const DECISIONS = "docs/decisions";
/** A record is one decision of a few paragraphs; past this it bundles several or carries a lab notebook. */
const MAX_RECORD_LINES = 80;

function git(args: string[], input?: string): string {
  return execFileSync("git", args, { cwd: ROOT, encoding: "utf8", input, maxBuffer: 64 * 1024 * 1024 });
}

/**
 * The repository's files: tracked ones still on disk (a deletion not yet committed does not count) and new
 * ones not ignored (a file written with the doc that cites it counts before it is committed).
 */
const FILES = git(["ls-files", "-z", "--cached", "--others", "--exclude-standard"])
  .split("\0")
  .filter((file) => file !== "" && existsSync(path.join(ROOT, file)) && lstatSync(path.join(ROOT, file)).isFile());
const FILE_SET = new Set(FILES);
/** Every folder that holds a file, with a trailing slash. */
const FOLDERS = new Set(
  FILES.flatMap((file) => {
    const parts = file.split("/");
    return parts.slice(0, -1).map((_, index) => `${parts.slice(0, index + 1).join("/")}/`);
  }),
);
const BASENAMES = [...new Set(FILES.map((file) => path.posix.basename(file)))];
/** Top-level folders: one of these followed by a slash starts a repository path. */
const TOP_FOLDERS = [...new Set(FILES.filter((file) => file.includes("/")).map((file) => file.split("/")[0] ?? ""))];

const DOCS = FILES.filter(
  (file) => (file.startsWith("docs/") && file.endsWith(".md")) || path.posix.basename(file) === "README.md",
);
const RECORDS = FILES.filter(
  (file) => path.posix.dirname(file) === DECISIONS && /^\d{4}-[a-z0-9-]+\.md$/.test(path.posix.basename(file)),
).sort();
const numberOf = (record: string) => path.posix.basename(record).slice(0, 4);
const RECORD_NUMBERS = new Set(RECORDS.map(numberOf));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A path's characters; a comma only inside a `{a,b}` alternation. */
const PATH_CHARS = String.raw`(?:\{[^}\s]*\}|[^\s\`'"()[\],;{}|])`;
/** `app/…`, `server/…`, … not preceded by a character that would make them part of a longer path or URL. */
const REPO_PATH = new RegExp(String.raw`(?<![\w.\/@~$-])(?:${TOP_FOLDERS.map(escape).join("|")})\/${PATH_CHARS}*`, "g");
const BACKTICKED = /`([^`\s]+)`/g;
/** A backticked name with a folder and one of these is a path (`lib/theme.ts`), unless it is a package's. */
const FILE_EXTENSION = /\.(?:ts|tsx|mjs|cjs|css|md|sql|json|yaml|yml|svg|png|html)$/;
/** A backticked bare name with one of these must be some file's name (code and docs, not generated output). */
const BARE_NAME_EXTENSION = /\.(?:ts|tsx|mjs|css|md)$/;
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;
const URL_SCHEME = /^[a-z][a-z+.-]*:/i;
const HISTORY_AFTER = /^`?\s*\((?:since )?(?:removed|moved|renamed|deleted)\b/i;

const manifest = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};
const PACKAGES = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})]);

const isPattern = (citation: string) => /[*<{]/.test(citation);

/** A glob or placeholder as a regular expression over the repository's paths. */
function patternOf(citation: string): RegExp {
  let source = "";
  for (let index = 0; index < citation.length; index++) {
    const char = citation.charAt(index);
    const close = char === "<" ? citation.indexOf(">", index) : char === "{" ? citation.indexOf("}", index) : -1;
    if (citation.startsWith("**", index)) {
      source += ".*";
      index++;
    } else if (char === "*") {
      source += "[^/]*";
    } else if (char === "<" && close !== -1) {
      source += "[^/]+";
      index = close;
    } else if (char === "{" && close !== -1) {
      source += `(?:${citation
        .slice(index + 1, close)
        .split(",")
        .map(escape)
        .join("|")})`;
      index = close;
    } else {
      source += escape(char);
    }
  }
  // A folder matches any file under it; a file pattern matches a file.
  return new RegExp(`^${source}${citation.endsWith("/") ? ".*" : "$"}`);
}

/** Whether a repository-relative citation names something that exists (a pattern: matches something). */
function exists(citation: string): boolean {
  if (isPattern(citation)) {
    const pattern = patternOf(citation);
    return FILES.some((file) => pattern.test(file)) || [...FOLDERS].some((folder) => pattern.test(folder));
  }
  const clean = citation.replace(/\/$/, "");
  if (clean === "" || clean === ".") return true;
  if (FILE_SET.has(clean) || FOLDERS.has(`${clean}/`)) return true;
  // A record cited by number alone (`docs/decisions/0039`).
  const record = /^docs\/decisions\/(\d{4})$/.exec(clean);
  return record?.[1] !== undefined && RECORD_NUMBERS.has(record[1]);
}

/** Which of `candidates` a .gitignore pattern covers: generated output (the build, the bench's results, data). */
function ignoredPaths(candidates: string[]): Set<string> {
  if (candidates.length === 0) return new Set();
  // Asked as a file and as a folder: a pattern such as `data/` matches a folder only, and a path that is
  // not on disk cannot say which it is.
  const asFolder = (candidate: string) => `${candidate.replace(/\/$/, "")}/`;
  let answer: string;
  try {
    answer = git(["check-ignore", "--no-index", "--stdin"], candidates.flatMap((c) => [c, asFolder(c)]).join("\n"));
  } catch {
    return new Set(); // exit status 1: none is ignored
  }
  const ignored = new Set(answer.split("\n"));
  return new Set(candidates.filter((candidate) => ignored.has(candidate) || ignored.has(asFolder(candidate))));
}

type Citation = { file: string; line: number; cited: string; resolved: string; historical: boolean };

function lineAt(text: string, offset: number): number {
  return text.slice(0, offset).split("\n").length;
}

/** Spans of "Removed: …" sentences, whose paths name what a change deleted. */
function removedSpans(text: string): [number, number][] {
  return [...text.matchAll(/\bRemoved:/g)].map((match) => {
    const rest = text.slice(match.index);
    const end = rest.search(/\.(?:\s|$)|\n\s*\n/);
    return [match.index, match.index + (end === -1 ? rest.length : end)];
  });
}

/** Every repository path a document cites, resolved against the repository root. */
function citationsOf(file: string): Citation[] {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  const folder = path.posix.dirname(file);
  const removed = removedSpans(text);
  const found: Citation[] = [];
  const add = (offset: number, length: number, cited: string, resolved: string) => {
    const after = text.slice(offset + length, offset + length + 40);
    const historical = HISTORY_AFTER.test(after) || removed.some(([from, to]) => offset >= from && offset < to);
    found.push({ file, line: lineAt(text, offset), cited, resolved, historical });
  };
  const fromDocument = (cited: string) => path.posix.normalize(path.posix.join(folder, cited));

  for (const match of text.matchAll(REPO_PATH)) {
    const cited = match[0].replace(/[.:…]+$/, "");
    if (cited.includes("…")) continue; // an elided name (`app/routes/<feature>…`) is an example, not a path
    add(match.index, cited.length, cited, cited);
  }
  for (const match of text.matchAll(MARKDOWN_LINK)) {
    const target = (match[1] ?? "").replace(/#.*$/, "");
    if (target === "" || URL_SCHEME.test(target)) continue; // an anchor, or a URL
    add(match.index, match[0].length, target, fromDocument(target));
  }
  for (const match of text.matchAll(BACKTICKED)) {
    const cited = match[1] ?? "";
    const [offset, length] = [match.index, match[0].length];
    // A URL path (`/api/x`), an elided example, a variable (`$DATA_DIR/…`), a URL.
    if (/^\/|…|\$/.test(cited) || URL_SCHEME.test(cited)) continue;
    if (TOP_FOLDERS.some((top) => cited.startsWith(`${top}/`))) continue; // read above
    if (cited.startsWith("./")) add(offset, length, cited, path.posix.normalize(cited));
    else if (cited.startsWith("../")) add(offset, length, cited, fromDocument(cited));
    else if (cited.includes("/") && FILE_EXTENSION.test(cited)) {
      const parts = cited.split("/");
      const owner = cited.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? "");
      if (!PACKAGES.has(owner)) add(offset, length, cited, fromDocument(cited)); // else a package's file
    } else if (!cited.includes("/") && BARE_NAME_EXTENSION.test(cited)) {
      // A bare name stands for any file of that name (`hydration.spec.ts`, `*.server.ts`).
      const pattern = patternOf(cited);
      const known = BASENAMES.some((name) => pattern.test(name));
      add(offset, length, cited, known ? "." : cited);
    }
  }
  return found;
}

/** A record's Status paragraph as one line. */
function statusOf(text: string): string | undefined {
  return /^Status: ((?:.+\n?)*)/m
    .exec(text)?.[1]
    ?.trim()
    .replace(/\s*\n\s*/g, " ");
}

/** A record's title without its number. */
function titleOf(text: string): string | undefined {
  return /^# \d{4}: (.+)$/m.exec(text)?.[1]?.trim();
}

describe("the docs cite what exists", () => {
  it("finds the documents and their citations", () => {
    expect(DOCS).toContain("README.md");
    expect(DOCS).toContain(`${DECISIONS}/README.md`);
    expect(RECORDS.length).toBeGreaterThan(40);
    // The reader must see paths in the usual forms, or the test below proves nothing.
    const cited = citationsOf("README.md").map((citation) => citation.resolved);
    expect(cited).toContain("server/config.ts");
    expect(cited).toContain("docs/stripe.md");
  });

  it("cites only paths that exist, or marks them as patterns, history or generated output", () => {
    const missing = DOCS.flatMap(citationsOf).filter((citation) => !citation.historical && !exists(citation.resolved));
    const ignored = ignoredPaths(missing.map((citation) => citation.resolved));
    const offences = missing
      .filter((citation) => !ignored.has(citation.resolved))
      .map(({ file, line, cited }) => `${file}:${line}: ${cited}`);
    expect(offences).toEqual([]);
  });

  it("cites decision records that exist, from any file", () => {
    const offences: string[] = [];
    for (const file of FILES) {
      if (file.endsWith("package-lock.json") || file.startsWith("drizzle/")) continue;
      const text = readFileSync(path.join(ROOT, file), "utf8");
      if (text.includes("\0")) continue; // binary
      for (const match of text.matchAll(/docs\/decisions\/(\d{4})(-[a-z0-9-]+\.md)?/g)) {
        const ok = match[2] ? FILE_SET.has(match[0]) : RECORD_NUMBERS.has(match[1] ?? "");
        if (!ok) offences.push(`${file}:${lineAt(text, match.index)}: ${match[0]}`);
      }
      for (const match of text.matchAll(/\b(?:[Dd]ecisions?|[Rr]ecords?)(?: and| or|,)? (\d{4})\b/g)) {
        if (!RECORD_NUMBERS.has(match[1] ?? "")) offences.push(`${file}:${lineAt(text, match.index)}: ${match[0]}`);
      }
    }
    expect(offences).toEqual([]);
  });
});

describe("decision records", () => {
  const records = RECORDS.map((file) => ({ file, text: readFileSync(path.join(ROOT, file), "utf8") }));

  it(`are one decision each: at most ${MAX_RECORD_LINES} lines, numbered as named, with the usual parts`, () => {
    const offences: string[] = [];
    for (const { file, text } of records) {
      const lines = text.trimEnd().split("\n").length;
      if (lines > MAX_RECORD_LINES) offences.push(`${file}: ${lines} lines`);
      if (!text.startsWith(`# ${numberOf(file)}: `))
        offences.push(`${file}: the title does not start "# ${numberOf(file)}: "`);
      if (statusOf(text) === undefined) offences.push(`${file}: no "Status:" line`);
      for (const heading of ["## Context", "## Decision", "## Consequences"])
        if (!new RegExp(`^${heading}s?$`, "m").test(text)) offences.push(`${file}: no "${heading}" section`);
      // Another record cited by number must exist ("0023", "decision 0023"); a backticked `0000` or a card
      // number's "4000 0000 0000 0341" is not a record.
      for (const match of text.matchAll(/(?<![\d.,`]|\d )\b00(?!00)\d\d\b(?![\d.,]\d| \d)/g))
        if (!RECORD_NUMBERS.has(match[0])) offences.push(`${file}:${lineAt(text, match.index)}: record ${match[0]}`);
    }
    expect(offences).toEqual([]);
  });

  it("are all in the index, once, in order, with their title and whole Status line", () => {
    const index = readFileSync(path.join(ROOT, DECISIONS, "README.md"), "utf8");
    const rows = [...index.matchAll(/^\| \[(\d{4})\]\(([^)]+)\) \| (.*) \| (.*) \|$/gm)].map((match) => ({
      number: match[1] ?? "",
      link: match[2] ?? "",
      title: (match[3] ?? "").trim(),
      status: (match[4] ?? "").trim(),
    }));
    expect(rows.map((row) => row.number)).toEqual(RECORDS.map(numberOf));
    for (const row of rows) {
      const record = records.find(({ file }) => numberOf(file) === row.number);
      expect(`${DECISIONS}/${row.link}`, row.number).toBe(record?.file);
      expect(row.title, `${row.number}'s title`).toBe(titleOf(record?.text ?? ""));
      expect(row.status, `${row.number}'s status`).toBe(statusOf(record?.text ?? ""));
    }
  });
});
