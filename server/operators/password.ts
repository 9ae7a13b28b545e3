/**
 * Operator passwords (OWASP ASVS 2.1): 12 to 128 characters of anything, no composition rules,
 * refused when zxcvbn-ts with its common-password and English dictionaries scores it below 3 ("safely
 * unguessable"); stored as argon2id.
 */
import argon2 from "argon2";
import { zxcvbn } from "./zxcvbn";

/** The lowest zxcvbn score accepted (0–4). */
export const MIN_PASSWORD_SCORE = 3;

/** The refusal shown for a weak password. */
export const WEAK_PASSWORD = "This password is too easy to guess. Try a longer phrase of unrelated words.";

/**
 * Whether `password` is strong enough; `userInputs` (the address and site name) count as guessable words.
 * (zxcvbn's own feedback is not shown: without a translation package it is bare keys.)
 */
export function checkPasswordStrength(
  password: string,
  userInputs: string[] = [],
): { ok: true } | { ok: false; message: string } {
  const result = zxcvbn(password, [...userInputs, "docsleeve", "sleeve", "admin", "operator"]);
  return result.score >= MIN_PASSWORD_SCORE ? { ok: true } : { ok: false, message: WEAK_PASSWORD };
}

/**
 * An argon2id hash of `password`, at OWASP's recommended minimum (m=19 MiB, t=2, p=1): sign-in stays
 * quick for a handful of operators while each guess costs an attacker the same memory.
 */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}

/** Whether `password` matches `hash`; false (never an exception) for a malformed hash. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/**
 * A hash that matches nothing, verified when the address is unknown, so that an unknown address takes
 * as long to refuse as a wrong password (the answer must not tell whether the address exists).
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword("decoy password that is never anyone's");
  return decoyHash;
}
