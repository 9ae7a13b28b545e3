/**
 * The Hero component's handle on the typed word (hero-typing.ts): adopts the animation the inline script
 * started when the page loaded, or starts one after a client-side navigation, and stops it when the hero
 * leaves the page. The animation answers the pause and slide buttons itself (from the first press, before
 * hydration), so React keeps no state of its own.
 */
import { useEffect, type RefObject } from "react";
import { adoptHeroTyping } from "./hero-typing";

/** Runs the animation of the slides' words inside the element of `rootRef` (the hero section) while it is mounted. */
export function useHeroTyping(rootRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const current = adoptHeroTyping(root);
    return () => current.stop();
  }, [rootRef]);
}
