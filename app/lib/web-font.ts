/**
 * The web font's switch at a client-side navigation (docs/decisions/0039-web-font-after-first-load.md);
 * what a document does before its first paint is the head script's (app/head-scripts/web-font.ts).
 */
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { WEB_FONT_ATTRIBUTE, WEB_FONT_FAMILY } from "../head-scripts/web-font";

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
