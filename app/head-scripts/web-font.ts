/**
 * The web font (Inter) from the second page of a visit on (docs/decisions/0039-web-font-after-first-load.md).
 *
 * The first page of a visit (arrived from another site, a link, a bookmark, typed) paints in the
 * metric-matched fallback ("Inter Fallback", app/styles/app.css) and asks for nothing before its first
 * paint: no element names Inter, so the browser fetches no font. Once the page has loaded and painted and
 * the browser is idle, `webFontAfterFirstPage` fetches the font through the CSS Font Loading API, without
 * using it on that page (a swap would move the text). A page reached from another page of this site (its
 * `document.referrer` is this origin: the page before it has fetched the font) gets `<html data-web-font>`
 * before its first paint, under which the stylesheet names Inter first: the font comes from the cache
 * within font-display optional's block period, so the page paints in it. Nothing is stored and nothing
 * is sent (tests/e2e/analytics.spec.ts). The switch at a client-side navigation is the app's
 * (`useWebFontOnNavigation`, app/lib/web-font.ts).
 */
import { afterFirstPaint } from "./first-paint";

/** The attribute on `<html>` under which the stylesheet uses the web font (app/styles/app.css). */
export const WEB_FONT_ATTRIBUTE = "data-web-font";
/** The web font's family, as its `@font-face` names it (app/styles/app.css). */
export const WEB_FONT_FAMILY = "Inter Variable";

function fetchFont(): void {
  if (!document.fonts) return;
  document.fonts.load(`1em "${WEB_FONT_FAMILY}"`).catch(() => {
    // Not downloaded (offline, blocked): the next page asks for it again.
  });
}

/** Uses the web font at once when the visit's previous page fetched it; fetches it after this page's paint otherwise. */
export function webFontAfterFirstPage(): void {
  let fromThisSite = false;
  try {
    fromThisSite = document.referrer !== "" && new URL(document.referrer).origin === location.origin;
  } catch {
    // An unreadable referrer: treated as the first page of a visit.
  }
  if (fromThisSite) {
    document.documentElement.setAttribute(WEB_FONT_ATTRIBUTE, "");
    return;
  }
  // After `load` and the first contentful paint, then an idle moment: the font takes nothing from what
  // the first screen needs.
  addEventListener("load", () => {
    afterFirstPaint(() => {
      if (window.requestIdleCallback) window.requestIdleCallback(fetchFont, { timeout: 2000 });
      else fetchFont();
    });
  });
}
