/**
 * What /admin/account's action answers: a Conform form action's answer (app/lib/form-action.ts
 * `FormResult`) naming the form it answers (`intent`), and how a section shows it.
 */
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import type { FormResult } from "../../lib/form-action";

/**
 * A success's value: the message shown (with "Generate recovery codes" the new codes, shown this once),
 * or, for "Add a passkey"'s first post, the options for the browser's authenticator.
 */
export type AccountSuccess =
  { message: string; codes?: string[] } | { options: PublicKeyCredentialCreationOptionsJSON };

/** The action's answer: a success or a refusal (its code, message and Conform's reply), with the form's `intent`. */
export type AccountAnswer = { intent: string } & FormResult<AccountSuccess>;

/**
 * The notice a section shows for its form's answer: a success's message; for a refusal its message, or
 * `invalid` (e.g. "Check the fields below.") when the code is `validation_failed` and the fields say what.
 */
export function accountNotice(
  answer: AccountAnswer | undefined,
  invalid?: string,
): { ok: boolean; message: string } | undefined {
  if (!answer) return undefined;
  if (!answer.ok)
    return { ok: false, message: invalid && answer.code === "validation_failed" ? invalid : answer.message };
  return "message" in answer ? { ok: true, message: answer.message } : undefined;
}
