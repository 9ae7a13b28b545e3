/**
 * The `'sha256-…'` Content-Security-Policy sources of a page's inline `<script>` and `<style>` elements,
 * for pages served as fixed bytes (server/fast-pages/static-page.ts, docs/decisions/0023-static-pages-hashed-csp.md).
 *
 * The HTML is read with htmlparser2, which, like a browser with scripting disabled, parses the content
 * of `<noscript>` as elements: a script kept inside a `<noscript>` and put into the document later is
 * hashed too. Scripts with a `src` have no inline text and get no hash; data blocks (JSON-LD) get one,
 * which is harmless.
 */
import { createHash } from "node:crypto";
import { Parser } from "htmlparser2";
import type { InlineHashes } from "../security";

/** The CSP source for `text`: the base64 sha256 of its UTF-8 bytes, quoted. */
export function hashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * The hash sources of every inline script and style of `html`, each once, in document order.
 * A parse never fails: htmlparser2 recovers from malformed markup as browsers do.
 */
export function inlineHashes(html: string): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  // The element whose text is being collected (scripts and styles do not nest), and its text so far.
  let open: { kind: "script" | "style"; text: string } | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "style" || (name === "script" && attributes.src === undefined)) open = { kind: name, text: "" };
      },
      ontext(text) {
        if (open) open.text += text;
      },
      onclosetag(name) {
        if (!open || name !== open.kind) return;
        (open.kind === "script" ? scripts : styles).add(hashSource(open.text));
        open = undefined;
      },
    },
    // Script and style text is raw (never entity-decoded) whatever this says; the option is for the rest.
    { decodeEntities: true },
  );
  parser.end(html);
  return { scripts: [...scripts], styles: [...styles] };
}
