/**
 * React Router's <Scripts>, with two changes for page speed (docs/decisions/0009-performance.md and 0010):
 * - without its `<link rel="modulepreload">` tags. With them the browser fetches all of a page's
 *   JavaScript at high priority while the HTML is still arriving, in competition with the font and
 *   images of the first paint; without them the scripts are fetched once the bootstrap module runs.
 *   Lighthouse on /security (median of 3): LCP 2.2 s → 1.4 s, time to interactive unchanged.
 * - with `deferUntilIntent`, its bootstrap module waits for the visitor's first sign of intent before it
 *   imports anything (lib/deferred-bootstrap.ts).
 * The output is changed the same way on the server and in the browser, so hydration sees the same
 * elements; should React Router render them differently one day, nothing is changed.
 */
import { cloneElement, isValidElement, type ReactNode } from "react";
import { Scripts, type ScriptsProps } from "react-router";
import { deferBootstrap } from "./deferred-bootstrap";

type ScriptElementProps = { rel?: unknown; type?: unknown; children?: ReactNode; dangerouslySetInnerHTML?: { __html?: unknown } };

function adapt(node: ReactNode, deferUntilIntent: boolean): ReactNode {
  if (Array.isArray(node)) return node.map((child: ReactNode) => adapt(child, deferUntilIntent));
  if (!isValidElement<ScriptElementProps>(node)) return node;
  if (node.type === "link" && node.props.rel === "modulepreload") return null;
  const html = node.props.dangerouslySetInnerHTML?.__html;
  if (deferUntilIntent && node.type === "script" && node.props.type === "module" && typeof html === "string") {
    const deferred = deferBootstrap(html);
    return deferred === undefined ? node : cloneElement(node, { dangerouslySetInnerHTML: { __html: deferred } });
  }
  const { children } = node.props;
  if (children === undefined) return node;
  return Array.isArray(children)
    ? cloneElement(node, undefined, ...children.map((child: ReactNode) => adapt(child, deferUntilIntent)))
    : cloneElement(node, undefined, adapt(children, deferUntilIntent));
}

/** Use instead of <Scripts> (same props, plus `deferUntilIntent`). */
export function PageScripts({ deferUntilIntent = false, ...props }: ScriptsProps & { deferUntilIntent?: boolean }) {
  // Called as a function, not rendered: its hooks become this component's, and its output can be changed.
  return adapt(Scripts(props), deferUntilIntent);
}
