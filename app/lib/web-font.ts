/**
 * The web font (Inter) from the second page of a visit on (docs/decisions/0039-web-font-after-first-load.md).
 *
 * The first page of a visit (arrived from another site, a link, a bookmark, typed) paints in the
 * metric-matched fallback ("Inter Fallback", app/styles/app.css) and asks for nothing before its first
 * paint: no element names Inter, so the browser fetches no font. Once the page has loaded and painted and
 * the browser is idle, `WEB_FONT_SCRIPT` fetches the font through the CSS Font Loading API, without using
 * it on that page (a swap would move the text). A page reached from another page of this site (its
 * `document.referrer` is this origin: the page before it has fetched the font) sets `<html data-web-font>`
 * before its first paint, under which the stylesheet names Inter first: the font comes from the cache
 * within font-display optional's block period, so the page paints in it. Nothing is stored and nothing
 * is sent (no cookie, no storage: the site writes nothing on a visit, tests/e2e/analytics.spec.ts). A
 * document that started in the fallback switches to Inter at its next client-side navigation once the
 * font has loaded (`useWebFontOnNavigation`), right after the visitor's click, when the whole page
 * changes anyway.
 *
 * On static pages the script is allowed by its hash (server/fast-pages/inline-hashes.ts), elsewhere by
 * the page's nonce, as the other head scripts.
 */
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** The attribute on `<html>` under which the stylesheet uses the web font (app/styles/app.css). */
export const WEB_FONT_ATTRIBUTE = "data-web-font";
/** The web font's family, as its `@font-face` names it (app/styles/app.css). */
export const WEB_FONT_FAMILY = "Inter Variable";

/** Serialised with `toString()`: refers to nothing outside itself. */
function webFontAfterFirstPage(attribute: string, family: string): void {
  let fromThisSite = false;
  try {
    fromThisSite = document.referrer !== "" && new URL(document.referrer).origin === window.location.origin;
  } catch {
    // An unreadable referrer: treated as the first page of a visit.
  }
  if (fromThisSite) {
    document.documentElement.setAttribute(attribute, "");
    return;
  }
  function fetchFont(): void {
    if (!document.fonts) return;
    document.fonts.load('1em "' + family + '"').catch(function () {
      // Not downloaded (offline, blocked): the next page asks for it again.
    });
  }
  // After `load` and the first contentful paint (lib/first-paint.ts), then an idle moment: the font takes
  // nothing from what the first screen needs.
  window.addEventListener("load", function () {
    window.__docsleeveAfterFirstPaint!(function () {
      if (window.requestIdleCallback) window.requestIdleCallback(fetchFont, { timeout: 2000 });
      else fetchFont();
    });
  });
}

/** The inline script for the document head, before the stylesheet and the first paint. */
export const WEB_FONT_SCRIPT = `(${webFontAfterFirstPage.toString()})(${JSON.stringify(WEB_FONT_ATTRIBUTE)},${JSON.stringify(WEB_FONT_FAMILY)})`;

/**
 * Switches a document that painted in the fallback to the web font at its first client-side navigation
 * after the font has loaded (never on the first render: hydration follows a scroll or a pointer move, and
 * the text must not move then).
 */
export function useWebFontOnNavigation(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const root = document.documentElement;
    if (root.hasAttribute(WEB_FONT_ATTRIBUTE) || !document.fonts) return;
    // Loaded already (the face is declared, so `check` is false until it is).
    if (document.fonts.check(`1em "${WEB_FONT_FAMILY}"`)) root.setAttribute(WEB_FONT_ATTRIBUTE, "");
  }, [pathname]);
}
