/**
 * The hero's typing animation as a pure state machine (spec section 4): each word is typed at
 * 100 ms per letter, held in full for 1500 ms, deleted at 50 ms per letter, then the next word
 * (cycling) is typed. The animation starts from the first word already in full, so the server
 * render and the first paint show the complete heading.
 */

/** Milliseconds per letter typed. */
export const TYPE_MS = 100;
/** Milliseconds a complete word stays before deletion starts. */
export const HOLD_MS = 1500;
/** Milliseconds per letter deleted. */
export const DELETE_MS = 50;

/** Where the animation is: which word, how many of its letters show, and whether it is erasing. */
export interface TypewriterState {
  /** Index into the word list. */
  readonly index: number;
  /** Letters of that word currently visible (0 to its length). */
  readonly chars: number;
  /** True from the end of the hold until the word is gone. */
  readonly deleting: boolean;
}

/** Word `index` shown in full, about to be held (the starting state, and what "jump to word" shows). */
export function fullWordState(words: readonly string[], index: number): TypewriterState {
  return { index, chars: words[index]?.length ?? 0, deleting: false };
}

/**
 * The next state and how long (ms) the current one lasts before it. Words must be non-empty.
 * Timeline from a full word of length L: hold HOLD_MS, then L deletions of DELETE_MS (the last one
 * switches to the next word with no letters), then one letter per TYPE_MS until that word is full.
 */
export function nextTypewriterStep(state: TypewriterState, words: readonly string[]): { delay: number; next: TypewriterState } {
  const length = words[state.index]?.length ?? 0;
  if (!state.deleting) {
    if (state.chars < length) return { delay: TYPE_MS, next: { ...state, chars: state.chars + 1 } };
    return { delay: HOLD_MS, next: { ...state, deleting: true } };
  }
  if (state.chars > 1) return { delay: DELETE_MS, next: { ...state, chars: state.chars - 1 } };
  return { delay: DELETE_MS, next: { index: (state.index + 1) % words.length, chars: 0, deleting: false } };
}

/** The visible part of the current word. */
export function visibleText(state: TypewriterState, words: readonly string[]): string {
  return (words[state.index] ?? "").slice(0, state.chars);
}
