/**
 * Drives the hero's typing animation (typewriter.ts). One chain of timeouts advances the state:
 * each timeout schedules the next itself, instead of waiting for React to render and run an effect,
 * so the timing stays exact (no render latency added per letter). Disabled (prefers-reduced-motion)
 * it stays on a whole word; paused, it freezes where it is. `showWord` jumps to a word in full and
 * pauses, for the carousel's slide buttons.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { fullWordState, nextTypewriterStep, visibleText, type TypewriterState } from "./typewriter";

/** What the hero renders from the animation. */
export interface Typewriter {
  /** The visible letters of the current word. */
  text: string;
  /** Index of the current word (the carousel shows the matching slide). */
  index: number;
  /** True when the visitor paused the animation. */
  paused: boolean;
  /** Pause or resume. */
  setPaused: (paused: boolean) => void;
  /** Shows word `index` in full and pauses. */
  showWord: (index: number) => void;
}

/** Animates `words` (a stable, non-empty array) while `animate` is true and not paused. */
export function useTypewriter(words: readonly string[], animate: boolean): Typewriter {
  const [state, setRenderedState] = useState(() => fullWordState(words, 0));
  const [paused, setPaused] = useState(false);
  // The timeout chain reads the latest state from here, not from a render.
  const current = useRef(state);
  const setState = useCallback((next: TypewriterState) => {
    current.current = next;
    setRenderedState(next);
  }, []);

  useEffect(() => {
    if (!animate || paused) return;
    let timer = 0;
    const schedule = () => {
      const { delay, next } = nextTypewriterStep(current.current, words);
      timer = window.setTimeout(() => {
        setState(next);
        schedule();
      }, delay);
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, [animate, paused, words, setState]);

  // Reduced motion switched on mid-animation: settle on the current word in full.
  useEffect(() => {
    if (!animate) setState(fullWordState(words, current.current.index));
  }, [animate, words, setState]);

  const showWord = useCallback(
    (index: number) => {
      setState(fullWordState(words, index));
      setPaused(true);
    },
    [words, setState],
  );

  return { text: visibleText(state, words), index: state.index, paused, setPaused, showWord };
}
