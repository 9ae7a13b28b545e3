/**
 * The Hero component's handle on the typed word (hero-typing.ts): adopts the animation the inline script
 * started when the page loaded, or starts one after a client-side navigation, and stops it when the hero
 * leaves the page. The animation answers the pause and slide buttons itself (from the first press, before
 * hydration), so React keeps no state of its own.
 */
import { useEffect, type RefObject } from "react";
import { HOME_UI } from "../../content/home";
import { DELETE_MS, HOLD_MS, startHeroTyping, TYPE_MS, type HeroPauseLabels } from "./hero-typing";

/** The pause button's names, as the inline script and React both pass them. */
export const HERO_PAUSE_LABELS: HeroPauseLabels = { pause: HOME_UI.pauseAnimation, play: HOME_UI.playAnimation };

/** Runs the animation of the slides' words inside the element of `rootRef` (the hero section) while it is mounted. */
export function useHeroTyping(rootRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const started = window.__docsleeveHero;
    window.__docsleeveHero = undefined;
    const adopted = started && started.root === root ? started : undefined;
    if (started && !adopted) started.stop();
    const current = adopted ?? startHeroTyping(root, TYPE_MS, HOLD_MS, DELETE_MS, HERO_PAUSE_LABELS);
    return () => current.stop();
  }, [rootRef]);
}
