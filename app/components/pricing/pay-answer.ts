/**
 * What the pricing page's action answers Pay Now (app/server/pricing/pay.server.ts): a JSON post of the
 * registration with `intent: "pay"`, through a fetcher. Every outcome is a `code` the page branches on,
 * never a status or a message: `paid` (the account exists), `requires_action` (the bank asks for 3-D
 * Secure, with the client secret the card form or the challenge dialog needs; the same request is then
 * posted again), or a refusal with its failure code (app/domain/error-codes.ts). A post that brought no
 * answer is `unavailable` (the route's clientAction).
 */
import type { FormFailure } from "../../lib/form-action";

/** The payment's intent, beside the details and code forms' (./signup-answer.ts). */
export const PAY_INTENT = "pay";

/** Where Pay Now posts: the pricing route's action. */
export const PAY_ACTION = "/pricing";

/** The payment went through: the account exists. */
export interface PaidAnswer {
  intent: typeof PAY_INTENT;
  ok: true;
  code: "paid";
  message: string;
}

/** The bank asks the buyer to confirm (3-D Secure): `client_secret` opens its challenge. */
export interface ActionRequiredAnswer {
  intent: typeof PAY_INTENT;
  ok: true;
  code: "requires_action";
  message: string;
  client_secret: string;
}

/** A refused payment: the failure's code, its message and messages per field. */
export type PayRefusal = FormFailure & { intent: typeof PAY_INTENT };

export type PayAnswer = PaidAnswer | ActionRequiredAnswer | PayRefusal;

/** Whether an action's answer is Pay Now's. */
export function isPayAnswer(answer: unknown): answer is PayAnswer {
  return typeof answer === "object" && answer !== null && (answer as { intent?: unknown }).intent === PAY_INTENT;
}

/** Whether a submission's JSON body is Pay Now's (the page keeps its plan list after it). */
export function isPaySubmission(json: unknown): boolean {
  return isPayAnswer(json);
}

/** The page's own answer among the action's: Pay Now's stays with its fetcher. */
export function withoutPayAnswer<T>(answer: T): Exclude<T, { intent: typeof PAY_INTENT }> | undefined {
  return isPayAnswer(answer) ? undefined : (answer as Exclude<T, { intent: typeof PAY_INTENT }>);
}
