/**
 * Critical CSS for the prerendered pages, at build time (docs/decisions/0035-critical-css.md).
 *
 * React Router prerenders every static page with the whole site stylesheet inlined (app/lib/inline-css.tsx).
 * This step writes that stylesheet once as a hashed, immutable asset and, with Beasties, leaves in each
 * page only the rules that match something in it; the full file then loads without blocking the first
 * paint (Beasties' "media-script" strategy: a `media="print"` link switched on by one inline script whose
 * text never changes, so the page's CSP allows it by hash like the others; a `<noscript>` link for
 * visitors without script). The server hashes the pages' inline code after this step (server/fast-pages/prerendered.ts).
 *
 * Beasties matches a selector after stripping its pseudo-classes, and drops what it cannot evaluate: a
 * Tailwind rule such as `:where(.space-y-4 > :not(:last-child))` would vanish and the first paint would
 * lay out differently from the final one. `KeptForFirstScreen` keeps such rules when their base (the
 * selector with `:where`/`:is` unwrapped and the other pseudo-classes removed) matches an element of the
 * first screen; the colour-scheme choice (`html[data-theme]`, set before the first paint by lib/theme.ts) and
 * the web font's rules (`html[data-web-font]`, lib/web-font.ts) are always kept.
 */
import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import Beasties from "beasties";
import { is, selectAll, selectOne } from "css-select";
import type { Element } from "domhandler";
import { parseDocument } from "htmlparser2";
import postcss from "postcss";
import { constantVariables, inlineConstantVariables } from "./constant-variables";

/** The `<style>` element the document shell renders the whole stylesheet into (lib/inline-css.tsx). */
const SITE_CSS_STYLE = /<style id="site-css"[^>]*>([\s\S]*?)<\/style>/;

/**
 * Rules kept whatever the page holds, for what the head scripts set on `<html>` before the first paint:
 * the manual colour-scheme choice (lib/theme.ts) and the web font once cached (lib/web-font.ts).
 */
const ALWAYS_KEPT = [/\[data-theme[=\]]/, /\[data-web-font\]/];

/** Pseudo-classes whose argument is a selector list that takes part in the match. */
const UNWRAPPED = /:(?:where|is)\(/i;

/** The index just after the parenthesis closing the one opened before `open` (balanced), or -1. */
function closingParen(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "(") depth += 1;
    else if (text[i] === ")" && --depth === 0) return i + 1;
  }
  return -1;
}

/** `text` split on its top-level commas. */
function topLevelList(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "(") depth += 1;
    else if (text[i] === ")") depth -= 1;
    else if (text[i] === "," && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** `selector` without any pseudo-class or pseudo-element (with its argument), combinators left whole. */
function withoutPseudos(selector: string): string {
  let out = "";
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i]!;
    if (c === "\\") {
      out += selector.slice(i, i + 2);
      i += 1;
      continue;
    }
    if (c !== ":") {
      out += c;
      continue;
    }
    let end = i + 1;
    if (selector[end] === ":") end += 1;
    while (end < selector.length && /[\w-]/.test(selector[end]!)) end += 1;
    if (selector[end] === "(") end = closingParen(selector, end);
    if (end === -1) return "";
    i = end - 1;
  }
  // A combinator left with nothing on one side matches any element there.
  return out
    .replace(/([>+~])\s*(?=[>+~]|$)/g, "$1 * ")
    .replace(/^\s*([>+~])/, "* $1")
    .trim();
}

/**
 * The selectors that must match for `selector` to match, with `:where(…)`/`:is(…)` unwrapped (one
 * candidate per item of their list) and every other pseudo-class removed (so `:not(…)` counts as
 * matching: the rule is kept rather than lost).
 */
export function baseSelectors(selector: string): string[] {
  const found = UNWRAPPED.exec(selector);
  if (!found) {
    const base = withoutPseudos(selector);
    return base ? [base] : [];
  }
  const open = found.index + found[0].length - 1;
  const close = closingParen(selector, open);
  if (close === -1) return [];
  const before = selector.slice(0, found.index);
  const after = selector.slice(close);
  // `:where(…)` glued to a compound (`.a:where(.b)`) stays glued; alone it stands for its own compound.
  return topLevelList(selector.slice(open + 1, close - 1)).flatMap((item) => baseSelectors(`${before}${item}${after}`));
}

/**
 * A Beasties `allowRules` entry (it takes strings and RegExps, and calls `test` with each selector) for
 * what Beasties' own matching misses on a page marked by `markAboveTheFold`:
 * - a selector with `:where`, `:is`, `:not` or `:has` (which Beasties strips to nothing) whose base
 *   selectors match an element of the marked containers;
 * - on a page with elements marked for their own rules (around a part hidden at first paint), which
 *   Beasties does not look at, any selector whose base matches one of them or an element of the
 *   containers (a selector may name both: `.group:hover .x`, the group outside the container).
 * Other selectors are left to Beasties.
 */
export class KeptForFirstScreen extends RegExp {
  readonly #containers: Element[];
  readonly #own: Element[];
  readonly #cache = new Map<string, boolean>();

  constructor(markedHtml: string) {
    super(":(?:where|is|not|has)\\(", "i");
    const document = parseDocument(markedHtml);
    this.#containers = selectAll(`[${CONTAINER}]`, document.children);
    this.#own = selectAll(`[${OWN_RULES}]`, document.children);
  }

  override test(selector: string): boolean {
    let kept = this.#cache.get(selector);
    if (kept === undefined) {
      kept = this.#matches(selector);
      this.#cache.set(selector, kept);
    }
    return kept;
  }

  #matches(selector: string): boolean {
    const pseudoList = /:(?:where|is|not|has)\(/i.test(selector);
    // Beasties' own matching suffices unless the selector has such a pseudo-class or a part of it may sit
    // on an element marked for its own rules (outside every container, where Beasties does not look).
    if (!pseudoList && this.#own.length === 0) return false;
    return baseSelectors(selector).some((base) => {
      try {
        return (
          this.#own.some((el) => is(el, base)) ||
          this.#containers.some((el) => is(el, base)) ||
          selectOne(base, this.#containers) !== null
        );
      } catch {
        // A selector css-select cannot evaluate: kept, as the safe side.
        return true;
      }
    });
  }
}

/** Beasties' marker: when elements carry it, only rules matching inside them are inlined. */
const CONTAINER = "data-beasties-container";
/**
 * Our marker for an element on the first screen whose content is split around a part hidden at first
 * paint: its own rules count (`KeptForFirstScreen`), its content is marked piece by piece.
 */
const OWN_RULES = "data-critical-own";
/** Elements that never show, so never carry the marker. */
const NOT_RENDERED = new Set(["script", "style", "noscript", "template", "link", "meta"]);
/** How many of `<main>`'s first elements count as above the fold (a page's heading band and what follows it). */
const FIRST_SECTIONS = 2;

/**
 * Marks an element of the first sections that lies below the first screen at every width the page is
 * designed for (the home page's hero fills it, so the next section's content is not seen before scrolling):
 * it counts as not shown at first paint. tests/e2e/critical-css.spec.ts checks the claim at 375 and 1280 px.
 */
export const BELOW_FOLD = "data-below-fold";

/**
 * Whether `el` shows nothing at first paint: what never renders, a closed `<dialog>` (the menus, the search),
 * a popover (the product menu), a `hidden` element and one marked `BELOW_FOLD`. Their rules load with the
 * whole stylesheet, which arrives right after the first paint, before anyone can open them or scroll to them.
 */
function hiddenAtFirstPaint(el: Element): boolean {
  return (
    NOT_RENDERED.has(el.name) ||
    BELOW_FOLD in el.attribs ||
    (el.name === "dialog" && !("open" in el.attribs)) ||
    "popover" in el.attribs ||
    "hidden" in el.attribs
  );
}

/** A closed `<details>`: only its `<summary>` shows. */
const isClosedDetails = (el: Element) => el.name === "details" && !("open" in el.attribs);

/** The element children of `node`. */
const elementsOf = (node: { children?: unknown[] }): Element[] =>
  (node.children ?? []).filter((c): c is Element => (c as Element).type === "tag");

/** Whether something inside `el` is hidden at first paint. */
function hidesSomething(el: Element): boolean {
  return elementsOf(el).some((c) => hiddenAtFirstPaint(c) || isClosedDetails(c) || hidesSomething(c));
}

/**
 * Sorts `el` for marking: nothing if it is hidden at first paint; a container if nothing inside it is;
 * otherwise its own rules, and its children sorted the same way (a closed `<details>` keeps its summary).
 */
function sortForMarking(el: Element, containers: Element[], own: Element[]): void {
  if (hiddenAtFirstPaint(el)) return;
  if (isClosedDetails(el)) {
    own.push(el);
    for (const child of elementsOf(el)) if (child.name === "summary") sortForMarking(child, containers, own);
    return;
  }
  if (!hidesSomething(el)) {
    containers.push(el);
    return;
  }
  own.push(el);
  for (const child of elementsOf(el)) sortForMarking(child, containers, own);
}

/**
 * Marks what a visitor sees before scrolling, as far as the markup tells: what precedes `<main>` (the
 * skip link, the site header) and the first `FIRST_SECTIONS` elements of `<main>` (on every static page,
 * the heading band and the start of the content; at 375 and 1280 px the first screen ends inside them,
 * tests/e2e/critical-css.spec.ts checks that the first paint lays out as the final one there), leaving out
 * what is hidden at first paint (closed dialogs and details, popovers, `hidden`). Beasties then inlines
 * only the rules matching inside the marked containers (plus `:root`, `html`, `body`), and
 * `KeptForFirstScreen` the rules of the elements marked for their own.
 */
export function markAboveTheFold(html: string): string {
  const document = parseDocument(html, { decodeEntities: false, withStartIndices: true });
  const find = (node: { children?: unknown[] }, name: string): Element | undefined => {
    for (const child of elementsOf(node)) {
      if (child.name === name) return child;
      const inner = find(child, name);
      if (inner) return inner;
    }
    return undefined;
  };
  const main = find(document, "main");
  const chrome = main?.parent ? elementsOf(main.parent) : [];
  if (!main || chrome.length === 0) return html;
  const before = chrome.slice(0, chrome.indexOf(main));
  const containers: Element[] = [];
  const own: Element[] = [];
  for (const el of [...before, ...elementsOf(main).slice(0, FIRST_SECTIONS)]) sortForMarking(el, containers, own);
  // Inserted as text at each element's start tag, so the rest of the page stays byte for byte.
  const marks = [
    ...containers.map((el) => ({ start: el.startIndex!, marker: CONTAINER })),
    ...own.map((el) => ({ start: el.startIndex!, marker: OWN_RULES })),
  ].sort((a, b) => b.start - a.start);
  let out = html;
  for (const { start, marker } of marks) {
    const nameEnd = start + 1 + out.slice(start + 1).search(/[\s/>]/);
    out = `${out.slice(0, nameEnd)} ${marker}=""${out.slice(nameEnd)}`;
  }
  return out;
}

/** The custom properties a text reads with `var(--name…)`. */
function readVariables(text: string): string[] {
  return [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]!);
}

/**
 * `css` without the custom properties nothing reads: declarations and `@property` registrations of
 * variables that no rule of `css` and no inline style of `html` uses, directly or through another used
 * variable. Tailwind declares every theme colour and registers every `--tw-*` helper once for the whole
 * site; a page's first paint reads a third of them. The full stylesheet still declares them all.
 */
export function pruneUnusedVariables(css: string, html: string): string {
  const root = postcss.parse(css);
  const definitions = new Map<string, string[]>();
  const used = new Set<string>(readVariables(html));
  root.walkDecls((decl) => {
    if (decl.prop.startsWith("--")) definitions.set(decl.prop, [...(definitions.get(decl.prop) ?? []), decl.value]);
    else for (const name of readVariables(decl.value)) used.add(name);
  });
  // Variables read by used variables are used too.
  const queue = [...used];
  while (queue.length > 0) {
    for (const value of definitions.get(queue.pop()!) ?? []) {
      for (const name of readVariables(value)) {
        if (used.has(name)) continue;
        used.add(name);
        queue.push(name);
      }
    }
  }
  root.walkDecls((decl) => {
    if (decl.prop.startsWith("--") && !used.has(decl.prop)) decl.remove();
  });
  root.walkAtRules("property", (rule) => {
    if (!used.has(rule.params.trim())) rule.remove();
  });
  // Rules left empty go too, and then their parents if that empties them.
  let emptied = true;
  while (emptied) {
    emptied = false;
    root.walk((node) => {
      if ((node.type === "rule" || node.type === "atrule") && node.nodes?.length === 0) {
        node.remove();
        emptied = true;
      }
    });
  }
  return root.toString();
}

/**
 * The one-class selectors of the classes on `<html>` and `<body>` (e.g. `.antialiased`): they style the
 * first screen, but the two elements lie outside the marked containers, where Beasties does not look.
 */
export function documentClassRules(html: string): string[] {
  const classes = [...html.matchAll(/<(?:html|body)\b[^>]*?\sclass="([^"]*)"/g)].flatMap((m) =>
    m[1]!.split(/\s+/).filter(Boolean),
  );
  return classes.map((name) => `.${name.replace(/[^\w-]/g, (c) => `\\${c}`)}`);
}

/** What `criticalCss` did to one page. */
export interface CriticalCssResult {
  html: string;
  /** Bytes of CSS inlined before and after. */
  before: number;
  after: number;
}

/**
 * Rewrites one prerendered page: its inlined stylesheet is replaced by the rules it uses and a
 * non-blocking link to `href` (the same stylesheet, served from `clientDir`). A page without the
 * shell's `<style id="site-css">` is returned as it is.
 */
export async function criticalCss(
  html: string,
  options: { clientDir: string; href: string },
): Promise<CriticalCssResult> {
  const found = SITE_CSS_STYLE.exec(html);
  if (!found) return { html, before: 0, after: 0 };
  const linked = markAboveTheFold(html.replace(found[0], () => `<link rel="stylesheet" href="${options.href}"/>`));
  const beasties = new PageStylesheetBeasties(path.join(options.clientDir, options.href), found[1]!, {
    path: options.clientDir,
    publicPath: "/",
    preload: "media-script",
    noscriptFallback: true,
    // The Inter face and its metric-matched fallback stay defined from the first paint (font-display:
    // optional, decision 0009; Inter used once the browser has it, 0039); the font is not preloaded.
    inlineFonts: true,
    preloadFonts: false,
    keyframes: "critical",
    compress: true,
    allowRules: [...ALWAYS_KEPT, ...documentClassRules(linked), new KeptForFirstScreen(linked)],
    logLevel: "warn",
  });
  // The markers only steer Beasties; the page goes out without them. Beasties merged what it kept into
  // the first <style>, where the design tokens are written in as their values (./constant-variables.ts)
  // and the variables nothing reads any more are dropped.
  let processed = await beasties.process(linked);
  for (const marker of [CONTAINER, OWN_RULES])
    processed = processed.replaceAll(` ${marker}=""`, "").replaceAll(` ${marker}`, "");
  const firstStyle = /(<style[^>]*>)([\s\S]*?)(<\/style>)/;
  // What the page reads besides this CSS (its inline styles), for the variables to keep.
  const rest = processed.replace(firstStyle, "");
  const constant = constantVariables(found[1]!, rest);
  const out = processed.replace(
    firstStyle,
    (_, open: string, css: string, close: string) =>
      open + pruneUnusedVariables(inlineConstantVariables(css, constant), rest) + close,
  );
  const inlined = [...out.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((n, m) => n + m[1]!.length, 0);
  return { html: out, before: found[1]!.length, after: inlined };
}

/**
 * Beasties reading the linked stylesheet as the page inlined it, font faces included: the asset written
 * for browsers has none (`writeStylesheetAsset`), and Beasties can only keep in a page the faces it reads.
 * `readFile` is Beasties' documented hook for where a stylesheet's text comes from.
 */
class PageStylesheetBeasties extends Beasties {
  constructor(
    private readonly assetFile: string,
    private readonly pageCss: string,
    options: ConstructorParameters<typeof Beasties>[0],
  ) {
    super(options);
  }

  override readFile(filename: string): Promise<string> | string {
    return path.resolve(filename) === path.resolve(this.assetFile) ? this.pageCss : super.readFile(filename);
  }
}

/** The site stylesheet of a prerendered page, or undefined when it has none. */
export function inlinedStylesheet(html: string): string | undefined {
  return SITE_CSS_STYLE.exec(html)?.[1];
}

/**
 * `css` without its `@font-face` rules. Every page inlines them all (the body names both families, and
 * Beasties keeps the faces of the families named), and they must be declared once: the same face declared
 * again by the later stylesheet is a new font to the browser, which, the file being cached by then, would
 * swap it in for the fallback that font-display: optional chose at first paint, and move the text.
 */
export function withoutFontFaces(css: string): string {
  const root = postcss.parse(css);
  root.walkAtRules("font-face", (rule) => {
    rule.remove();
  });
  return root.toString();
}

/**
 * Writes `css` (less its `@font-face` rules, which each page inlines) as `<clientDir>/assets/site-<hash>.css` (hashed: served immutable like every asset,
 * server/static-assets.ts) and returns its site path.
 */
export async function writeStylesheetAsset(clientDir: string, css: string): Promise<string> {
  css = withoutFontFaces(css);
  const name = `site-${createHash("sha256").update(css).digest("base64url").slice(0, 10)}.css`;
  await writeFile(path.join(clientDir, "assets", name), css);
  return `/assets/${name}`;
}

/** Runs `criticalCss` on the given `index.html` files of `clientDir` in place; one line per page. */
export async function criticalCssForPages(clientDir: string, files: string[]): Promise<string[]> {
  // Every page inlines the same stylesheet; one asset per distinct text all the same.
  const hrefs = new Map<string, string>();
  const lines: string[] = [];
  for (const file of files) {
    const html = await readFile(file, "utf8");
    const css = inlinedStylesheet(html);
    if (css === undefined) continue;
    const href = hrefs.get(css) ?? (await writeStylesheetAsset(clientDir, css));
    hrefs.set(css, href);
    const result = await criticalCss(html, { clientDir, href });
    await writeFile(file, result.html);
    lines.push(
      `${path.relative(clientDir, file)}: CSS ${(result.before / 1024).toFixed(1)} → ${(result.after / 1024).toFixed(1)} KB`,
    );
  }
  return lines;
}
