/**
 * The site stylesheet inlined into every document's <head> (docs/decisions/0009-performance.md):
 * first paint then needs no request besides the HTML. The server passes the CSS text in through
 * `InlineCssProvider` (entry.server.tsx imports app.css with Vite's `?inline`); in the browser the text is
 * read back from the server-rendered element, so hydration matches and no client bundle carries the CSS.
 * Development keeps the ordinary <link> (root.tsx), so Vite's CSS hot reload works. The prerendered pages
 * are cut down to their first screen's rules at build time (scripts/build/critical-css-rules.ts, decision 0035); there the
 * element is Beasties' and this component, finding no `#site-css`, renders nothing on hydration.
 */
import { createContext, useContext } from "react";

const InlineCssContext = createContext<string | undefined>(undefined);

/** Wraps the server render with the site's CSS text. */
export const InlineCssProvider = InlineCssContext.Provider;

const ELEMENT_ID = "site-css";
/** The CSS as the server sent it, read once from the document (browser only). */
let documentCss: string | undefined;

/** The <style> element carrying the site CSS; renders nothing when the server provided none (dev). */
export function InlineStyles({ nonce }: { nonce?: string }) {
  const serverCss = useContext(InlineCssContext);
  const css =
    serverCss ??
    (documentCss ??= typeof document === "undefined" ? "" : (document.getElementById(ELEMENT_ID)?.textContent ?? ""));
  if (!css) return null;
  return <style id={ELEMENT_ID} nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: css }} />;
}
