import { describe, expect, it } from "vitest";
import { DELETE_MS, fullWordState, HOLD_MS, nextTypewriterStep, TYPE_MS, visibleText, type TypewriterState } from "./typewriter";

const WORDS = ["AB", "XYZ"];

/** The visible text after `ms` milliseconds from the start (the state once every due step ran). */
function textAt(ms: number): { text: string; index: number } {
  let state: TypewriterState = fullWordState(WORDS, 0);
  let elapsed = 0;
  for (;;) {
    const { delay, next } = nextTypewriterStep(state, WORDS);
    if (elapsed + delay > ms) return { text: visibleText(state, WORDS), index: state.index };
    elapsed += delay;
    state = next;
  }
}

describe("typewriter timeline", () => {
  it("uses the spec's timings", () => {
    expect([TYPE_MS, HOLD_MS, DELETE_MS]).toEqual([100, 1500, 50]);
  });

  it("starts with the first word in full and holds it for 1500 ms", () => {
    expect(textAt(0)).toEqual({ text: "AB", index: 0 });
    expect(textAt(HOLD_MS + DELETE_MS - 1).text).toBe("AB");
  });

  it("deletes at 50 ms per letter, then types the next word at 100 ms per letter", () => {
    expect(textAt(HOLD_MS + DELETE_MS).text).toBe("A");
    expect(textAt(HOLD_MS + 2 * DELETE_MS)).toEqual({ text: "", index: 1 });
    expect(textAt(HOLD_MS + 2 * DELETE_MS + TYPE_MS).text).toBe("X");
    expect(textAt(HOLD_MS + 2 * DELETE_MS + 3 * TYPE_MS).text).toBe("XYZ");
  });

  it("cycles back to the first word after the last", () => {
    const cycle = HOLD_MS + 2 * DELETE_MS + 3 * TYPE_MS + HOLD_MS + 3 * DELETE_MS + 2 * TYPE_MS;
    expect(textAt(cycle)).toEqual({ text: "AB", index: 0 });
  });
});
