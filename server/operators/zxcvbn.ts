/** zxcvbn-ts set up once with its common-password and adjacency dictionaries (they are large: loaded on first use). */
import { ZxcvbnFactory, type ZxcvbnResult } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";

let factory: ZxcvbnFactory | undefined;

/** Scores `password` (0–4), with `userInputs` as extra guessable words. */
export function zxcvbn(password: string, userInputs: string[]): ZxcvbnResult {
  factory ??= new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs, useLevenshteinDistance: true });
  return factory.check(password, userInputs);
}
