/**
 * The web font (Inter) from the second page load on (docs/decisions/0039-web-font-after-first-load.md).
 *
 * A first visit paints in the metric-matched fallback ("Inter Fallback", app/styles/app.css) and asks for
 * nothing before its first paint: no element names Inter, so the browser fetches no font. Once the page
 * has loaded and painted and the browser is idle, `WEB_FONT_SCRIPT` fetches the font through the CSS Font Loading API, without using
 * it on that page (a swap would move the text), and remembers in localStorage that this browser has it
 * (a fact about the cache, not about the visitor; never sent, no cookie). Every later document reads that
 * before its first paint and sets `<html data-web-font>`, under which the stylesheet names Inter first:
 * the font comes from the cache within font-display optional's block period, so the page paints in it. A
 * document that started in the fallback switches to Inter at its next client-side navigation
 * (`useWebFontOnNavigation`), right after the visitor's click, when the whole page changes anyway.
 *
 * On static pages the script is allowed by its hash (server/fast-pages/inline-hashes.ts), elsewhere by
 * the page's nonce, as the other head scripts.
 */
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** The localStorage key: "1" once this browser has downloaded the font. */
export const WEB_FONT_STORAGE_KEY = "docsleeve.web-font";
/** The attribute on `<html>` under which the stylesheet uses the web font (app/styles/app.css). */
export const WEB_FONT_ATTRIBUTE = "data-web-font";
/** The web font's family, as its `@font-face` names it (app/styles/app.css). */
export const WEB_FONT_FAMILY = "Inter Variable";

/** Serialised with `toString()`: refers to nothing outside itself. */
function webFontWhenCached(key: string, attribute: string, family: string): void {
  let cached = false;
  try {
    cached = localStorage.getItem(key) === "1";
  } catch {
    // Storage blocked: every page paints in the fallback, and the font is not fetched for nothing.
    return;
  }
  if (cached) {
    document.documentElement.setAttribute(attribute, "");
    return;
  }
  // After `load`, the first contentful paint (a fast page can load before its first paint) and then an
  // idle moment: the font takes nothing from what the first screen needs. Where paint timing is missing,
  // `load` alone.
  function whenIdle(): void {
    if (window.requestIdleCallback) window.requestIdleCallback(fetchFont, { timeout: 2000 });
    else setTimeout(fetchFont, 0);
  }
  function afterFirstPaint(): void {
    const types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf("paint") < 0) return whenIdle();
    const observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      whenIdle();
    });
    observer.observe({ type: "paint", buffered: true });
  }
  if (document.readyState === "complete") afterFirstPaint();
  else window.addEventListener("load", afterFirstPaint);
  function fetchFont(): void {
    if (!document.fonts) return;
    document.fonts.load('1em "' + family + '"').then(
      function (faces) {
        if (faces.length === 0) return;
        try {
          localStorage.setItem(key, "1");
        } catch {
          // Not remembered: the next page asks again (from the cache).
        }
      },
      function () {
        // Not downloaded (offline, blocked): the fallback stays, and the next page tries again.
      },
    );
  }
}

/** The inline script for the document head, before the stylesheet and the first paint. */
export const WEB_FONT_SCRIPT = `(${webFontWhenCached.toString()})(${JSON.stringify(WEB_FONT_STORAGE_KEY)},${JSON.stringify(WEB_FONT_ATTRIBUTE)},${JSON.stringify(WEB_FONT_FAMILY)})`;

/**
 * Switches a document that painted in the fallback to the web font at its first client-side navigation
 * after the font was downloaded (never on the first render: hydration follows a scroll or a pointer move,
 * and the text must not move then).
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
    if (root.hasAttribute(WEB_FONT_ATTRIBUTE)) return;
    try {
      if (localStorage.getItem(WEB_FONT_STORAGE_KEY) === "1") root.setAttribute(WEB_FONT_ATTRIBUTE, "");
    } catch {
      // Storage blocked: the fallback stays.
    }
  }, [pathname]);
}
