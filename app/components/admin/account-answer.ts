/** What /admin/account's action answers: which form (`intent`), the outcome, and per-form extras. */
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";

export interface AccountAnswer {
  intent: string;
  ok: boolean;
  message: string;
  errors?: Record<string, string>;
  /** "Generate recovery codes": the new codes, shown this once. */
  codes?: string[];
  /** "Add a passkey": the options for the browser's authenticator. */
  options?: PublicKeyCredentialCreationOptionsJSON;
}
