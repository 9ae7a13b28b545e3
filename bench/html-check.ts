/**
 * The W3C Nu HTML checker (vnu-jar, run with the machine's Java 17) on the server-rendered HTML of every
 * route: each page is fetched as a browser would get it (with its per-request nonce) into a temporary
 * folder, then one `java -jar vnu.jar --format json --stdout` call checks them all.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * Nu checker figures of one route; `messages` holds the first few errors (for fixing them).
 * `cssErrors` counts what the checker's CSS validator says about the inlined <style>: it predates
 * `@property`, `color-mix(in …)` and other CSS Tailwind 4 emits, so those are reported apart from the
 * HTML errors the budget is about (the same CSS used to be an external file the checker never read).
 */
export interface HtmlCheck {
  errors: number;
  cssErrors: number;
  warnings: number;
  /** Size of the HTML document as served without compression (bytes). */
  htmlBytes: number;
  messages: string[];
}

interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** File name for a route path ("/" → "index.html", "/blog/x" → "blog__x.html"). */
const fileFor = (route: string) => (route === "/" ? "index" : route.slice(1).replace(/\//g, "__")) + ".html";

/** Fetches every route's HTML and checks it; returns a map from route path to figures. */
export async function checkHtml(root: string, baseUrl: string, routes: string[]): Promise<Map<string, HtmlCheck>> {
  const dir = await mkdtemp(path.join(tmpdir(), "docsleeve-bench-html-"));
  const results = new Map<string, HtmlCheck>();
  try {
    const files = new Map<string, string>();
    for (const route of routes) {
      const html = await (await fetch(baseUrl + route, { signal: AbortSignal.timeout(15_000) })).text();
      const file = path.join(dir, fileFor(route));
      await writeFile(file, html);
      files.set(file, route);
      results.set(route, { errors: 0, cssErrors: 0, warnings: 0, htmlBytes: Buffer.byteLength(html), messages: [] });
    }
    const jar = path.join(root, "node_modules", "vnu-jar", "build", "dist", "vnu.jar");
    // vnu exits 1 when it finds errors; the JSON report is on stdout either way.
    const { stdout } = await run("java", ["-jar", jar, "--format", "json", "--stdout", ...files.keys()], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stdout?: string; message: string }) => {
      if (error.stdout) return { stdout: error.stdout };
      throw error;
    });
    const report = JSON.parse(stdout) as { messages: VnuMessage[] };
    for (const message of report.messages) {
      const file = message.url ? decodeURIComponent(new URL(message.url).pathname) : undefined;
      const route = file ? files.get(file) : undefined;
      const entry = route ? results.get(route) : undefined;
      if (!entry) continue;
      if (message.type === "error" && message.message.startsWith("CSS: ")) {
        entry.cssErrors += 1;
      } else if (message.type === "error" || message.type === "non-document-error") {
        entry.errors += 1;
        if (entry.messages.length < 5) entry.messages.push(`line ${message.lastLine ?? "?"}: ${message.message}`);
      } else if (message.subType === "warning") {
        entry.warnings += 1;
      }
    }
    return results;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
