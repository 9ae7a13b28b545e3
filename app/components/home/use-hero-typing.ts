/**
 * The Hero component's handle on the typed word (hero-typing.ts): adopts the animation the inline script
 * started when the page loaded, or starts one after a client-side navigation, and stops it when the hero
 * leaves the page. Pausing and jumping to a word go through the controller; React keeps only `paused`.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { DELETE_MS, HOLD_MS, startHeroTyping, TYPE_MS, type HeroTypingController } from "./hero-typing";

/** What the hero's controls need. */
export interface HeroTyping {
  /** True when the visitor paused the animation. */
  paused: boolean;
  /** Pause or resume. */
  setPaused: (paused: boolean) => void;
  /** Shows word `index` in full and pauses. */
  showWord: (index: number) => void;
}

/** Drives the animation of `words` inside the element of `rootRef` (the hero section). */
export function useHeroTyping(rootRef: RefObject<HTMLElement | null>, words: readonly string[]): HeroTyping {
  const [paused, setPausedState] = useState(false);
  const controller = useRef<HeroTypingController | undefined>(undefined);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const started = window.__docsleeveHero;
    window.__docsleeveHero = undefined;
    const adopted = started && started.root === root ? started : undefined;
    if (started && !adopted) started.stop();
    const current = adopted ?? startHeroTyping(root, words, TYPE_MS, HOLD_MS, DELETE_MS);
    controller.current = current;
    return () => {
      current.stop();
      controller.current = undefined;
    };
  }, [rootRef, words]);

  const setPaused = useCallback((next: boolean) => {
    setPausedState(next);
    if (next) controller.current?.pause();
    else controller.current?.play();
  }, []);
  const showWord = useCallback((index: number) => {
    setPausedState(true);
    controller.current?.show(index);
  }, []);
  return { paused, setPaused, showWord };
}
