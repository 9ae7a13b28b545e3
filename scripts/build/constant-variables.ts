/**
 * The design tokens a page's critical CSS reads, written in as their values (docs/decisions/0073-home-page-weight.md).
 *
 * Tailwind writes every utility through the theme's custom properties (`.mt-4{margin-top:calc(var(--spacing) * 4)}`,
 * `.font-semibold{font-weight:var(--font-weight-semibold)}`) and declares them all once on `:root`. In the few KB
 * of CSS a page inlines for its first paint, those references and the `:root` block they need cost about a tenth
 * of the gzip bytes; a token declared once and never changed has one value everywhere, so the inlined CSS can
 * carry the value itself. The whole stylesheet, loaded after the first paint, keeps the variables.
 */
import postcss, { type AtRule, type Declaration } from "postcss";

/** `var(--name)` or `var(--name, fallback)`, the name captured (fallbacks never hold a parenthesis here). */
const VAR_REFERENCE = /var\(\s*(--[\w-]+)\s*(?:,[^()]*)?\)/g;

/** A `:root` selector as Tailwind writes the theme's (`:root`, `:root, :host`). */
const ROOT_SELECTOR = /^:root(?:\s*,\s*:host)?$/;

/** Every custom property a value reads, whatever its fallback holds. */
const READS = /var\(\s*(--[\w-]+)/g;

/** A selector of the root element only (`html`, `:root`, `html[data-theme=dark]`, `:host`). */
const ROOT_ELEMENT = /^(?:(?::root|html)(?:\[[^\]]*\]|:not\([^()]*\))*|:host)$/;

/**
 * The custom properties of `fullCss` that have one value for every element of every page: declared once
 * in the whole stylesheet, on `:root`, outside any condition (`@media`, `@supports`), not registered with
 * `@property` (a registered property may not inherit), not `!important`, not set by an inline style of
 * `html`, and whose value reads only other such properties or properties set on the root element alone
 * (the colour scheme's switches, lightningcss's `--lightningcss-light`/`-dark`: every element inherits
 * them unchanged, so reading them anywhere gives what reading them on `:root` gives). Returns name →
 * value with the constant properties it reads already written in.
 */
export function constantVariables(fullCss: string, html: string): Map<string, string> {
  const root = postcss.parse(fullCss);
  const declarations = new Map<string, Declaration[]>();
  root.walkDecls(/^--/, (decl) => {
    declarations.set(decl.prop, [...(declarations.get(decl.prop) ?? []), decl]);
  });
  const registered = new Set<string>();
  root.walkAtRules("property", (rule) => {
    registered.add(rule.params.trim());
  });
  const setInline = new Set([...html.matchAll(/style="[^"]*?(--[\w-]+)\s*:/g)].map((m) => m[1]!));
  const onRootElement = new Set(
    [...declarations]
      .filter(
        ([name, decls]) =>
          !registered.has(name) &&
          !setInline.has(name) &&
          decls.every(
            (decl) =>
              decl.parent?.type === "rule" &&
              (decl.parent as postcss.Rule).selectors.every((selector) => ROOT_ELEMENT.test(selector.trim())),
          ),
      )
      .map(([name]) => name),
  );
  const candidates = new Map<string, string>();
  for (const [name, decls] of declarations) {
    const decl = decls[0]!;
    if (decls.length !== 1 || decl.important || registered.has(name) || setInline.has(name)) continue;
    if (decl.parent?.type !== "rule" || !ROOT_SELECTOR.test((decl.parent as postcss.Rule).selector)) continue;
    if (conditioned(decl)) continue;
    candidates.set(name, decl.value);
  }
  // Resolved in rounds: a value is constant once every property it reads is.
  const constant = new Map<string, string>();
  let changed = true;
  while (changed) {
    changed = false;
    for (const [name, value] of candidates) {
      if (constant.has(name)) continue;
      const reads = [...value.matchAll(READS)].map((m) => m[1]!).filter((read) => !onRootElement.has(read));
      if (reads.some((read) => !candidates.has(read))) {
        candidates.delete(name);
        changed = true;
      } else if (reads.every((read) => constant.has(read))) {
        constant.set(name, substitute(value, constant));
        changed = true;
      }
    }
  }
  return constant;
}

/** Whether `decl` sits in a conditional group rule (its value may not always apply). */
function conditioned(decl: Declaration): boolean {
  for (let node = decl.parent; node; node = node.parent as typeof node) {
    if (node.type === "atrule" && (node as AtRule).name !== "layer") return true;
  }
  return false;
}

/** `value` with each `var()` of a `constant` property replaced by the value (its fallback is then unused). */
function substitute(value: string, constant: Map<string, string>): string {
  return value.replace(VAR_REFERENCE, (whole, name: string) => constant.get(name) ?? whole);
}

/** `calc(a * b)` of plain numbers, at most one with a unit (`calc(.25rem * 4)` → `1rem`), as one value. */
function foldProducts(value: string): string {
  return value.replace(
    /calc\(\s*(-?[\d.]+)([a-z%]*)\s*\*\s*(-?[\d.]+)([a-z%]*)\s*\)/g,
    (whole, a: string, unitA: string, b: string, unitB: string) => {
      if (unitA && unitB) return whole;
      const product = Number(a) * Number(b);
      if (!Number.isFinite(product)) return whole;
      // Products of the quarter-rem spacing scale are exact in binary; rounded to drop float noise anyway.
      const text = String(Number(product.toFixed(6))).replace(/^(-?)0\./, "$1.");
      return product === 0 ? "0" : `${text}${unitA || unitB}`;
    },
  );
}

/**
 * `css` (a page's critical CSS) with the `constant` properties' values written where they are read,
 * products of plain numbers folded. The declarations of those properties stay; the unread ones are
 * dropped afterwards by the caller (`pruneUnusedVariables`).
 */
export function inlineConstantVariables(css: string, constant: Map<string, string>): string {
  const root = postcss.parse(css);
  root.walkDecls((decl) => {
    if (!decl.value.includes("var(")) return;
    const value = foldProducts(substitute(decl.value, constant));
    if (value !== decl.value) decl.value = value;
  });
  return root.toString();
}
