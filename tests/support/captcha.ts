/**
 * Solving the site's captcha in Node, as the browser widget does: fetch a challenge from
 * `GET /api/captcha`, solve it with altcha-lib, and encode the widget's payload. Test servers use a tiny
 * cost (`TEST_CAPTCHA`) so a solve takes milliseconds.
 */
import { solveChallenge, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { CaptchaOptions } from "../../server/captcha";

/** Captcha settings for test servers (`overrides: { captcha: TEST_CAPTCHA }`). */
export const TEST_CAPTCHA: Partial<CaptchaOptions> = { cost: 10, keyPrefix: "0" };

/** The widget's payload for a challenge and its solution (base64 JSON). */
export function encodeCaptchaPayload(challenge: Challenge, solution: Solution | null): string {
  return Buffer.from(
    JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }),
  ).toString("base64");
}

/**
 * Solves a challenge; throws if it cannot be solved. No time limit of its own (`timeout: 0`): at the
 * site's real cost (the browser tests' server) a solve takes seconds, more on a busy machine, and only the
 * test's own timeout should bound it.
 */
export async function solve(challenge: Challenge): Promise<Solution> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 0 });
  if (!solution) throw new Error("captcha challenge not solved");
  return solution;
}

/** Fetches a challenge from the server at `baseUrl` and returns a valid captcha token for it. */
export async function solvedCaptchaToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/captcha`);
  if (!response.ok) throw new Error(`GET /api/captcha answered ${response.status}`);
  const challenge = (await response.json()) as Challenge;
  return encodeCaptchaPayload(challenge, await solve(challenge));
}
