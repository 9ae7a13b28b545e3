/**
 * React Router's <Scripts>, without its `<link rel="modulepreload">` tags (issue 7,
 * docs/decisions/0009-performance.md). With them the browser fetches all of a page's JavaScript (~140 KB
 * gzip) at high priority while the HTML is still arriving, in competition with the font and images of
 * the first paint; without them the scripts are fetched once the parser reaches the bootstrap module at
 * the end of the body, with the page already on screen. Lighthouse on /security (median of 3): LCP
 * 2.2 s → 1.4 s, time to interactive unchanged.
 * The tags are removed from what <Scripts> renders, on the server and in the browser alike, so hydration
 * sees the same elements; should React Router render them differently one day, nothing is removed.
 */
import { cloneElement, isValidElement, type ReactNode } from "react";
import { Scripts, type ScriptsProps } from "react-router";

function withoutModulePreloads(node: ReactNode): ReactNode {
  if (Array.isArray(node)) return node.map(withoutModulePreloads);
  if (!isValidElement<{ rel?: unknown; children?: ReactNode }>(node)) return node;
  if (node.type === "link" && node.props.rel === "modulepreload") return null;
  const { children } = node.props;
  if (children === undefined) return node;
  return Array.isArray(children)
    ? cloneElement(node, undefined, ...children.map(withoutModulePreloads))
    : cloneElement(node, undefined, withoutModulePreloads(children));
}

/** Use instead of <Scripts> (same props). */
export function PageScripts(props: ScriptsProps) {
  // Called as a function, not rendered: its hooks become this component's, and its output can be filtered.
  return withoutModulePreloads(Scripts(props));
}
