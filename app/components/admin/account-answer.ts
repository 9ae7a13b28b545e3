/** What /admin/account's action answers: which form (`intent`), the outcome (a Conform form's answer), and per-form extras. */
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import type { ErrorCode } from "../../domain/error-codes";
import type { FormReply } from "../../lib/form-action";

export interface AccountAnswer {
  intent: string;
  ok: boolean;
  message: string;
  /** A refusal's code: the browser branches on it, never on the message. */
  code?: ErrorCode;
  /** Conform's reply (app/lib/form-action.ts): the fields' messages, the values to show again. */
  reply?: FormReply;
  /** "Generate recovery codes": the new codes, shown this once. */
  codes?: string[];
  /** "Add a passkey": the options for the browser's authenticator. */
  options?: PublicKeyCredentialCreationOptionsJSON;
}
