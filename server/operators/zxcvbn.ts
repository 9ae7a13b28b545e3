/**
 * zxcvbn-ts set up once with its common-password and adjacency dictionaries (built on first use). Without
 * the Levenshtein matcher: it multiplies a check by about 6 (over a second on a busy 2-core machine) and
 * gave the same scores on the cases of totp.test.ts (measured 2026-11-25: ~0.2 s vs ~1.2 s a check).
 */
import { ZxcvbnFactory, type ZxcvbnResult } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";

let factory: ZxcvbnFactory | undefined;

/** Scores `password` (0–4), with `userInputs` as extra guessable words. */
export function zxcvbn(password: string, userInputs: string[]): ZxcvbnResult {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...dictionary },
    graphs: adjacencyGraphs,
    useLevenshteinDistance: false,
  });
  return factory.check(password, userInputs);
}
