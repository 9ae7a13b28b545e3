/**
 * The operator console's forms (the documented contract "Operator console"): sign-in, the invitation's
 * password and authenticator steps, inviting an operator and changing a role. One schema per form,
 * shared by the route action and the service; the labels and messages live here once.
 */
import { z } from "zod";
import { OPERATOR_ROLES } from "./admin-access";
import { normalizeEmail } from "./email";
import { emailField } from "./email-field";

/** Password length limits (12 to 128 characters, any characters, no composition rules). */
export const OPERATOR_PASSWORD_MIN = 12;
export const OPERATOR_PASSWORD_MAX = 128;

/** The one answer to every failed sign-in: it never says whether the address exists. */
export const SIGN_IN_FAILED = "The email, password or authentication code is not correct.";
/** After 10 failures per account or per client in 15 minutes. */
export const SIGN_IN_THROTTLED = "Too many failed sign-ins. Please wait 15 minutes, then try again.";

/** The console's messages for an address (the rule itself is the site's one, emailField). */
const EMAIL_MESSAGES = { required: "Please enter your email", invalid: "Please enter a valid email" };
/** An operator's address, returned in its normal form (lower-cased), as operators are stored and found. */
const email = emailField(EMAIL_MESSAGES).transform(normalizeEmail);

/** A 6-digit TOTP code; spaces people type between the groups are dropped. */
export const totpCodeSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app"));

/** `/admin/login`: Email and Password, and (then, or at once) Authentication code. */
export const signInSchema = z.object({
  email,
  password: z
    .string()
    .min(1, "Please enter your password")
    .max(OPERATOR_PASSWORD_MAX * 4),
  code: z.string().optional(),
});

/** The invitation's first step: the password, typed twice. */
export const invitationPasswordSchema = z
  .object({
    password: z
      .string()
      .min(OPERATOR_PASSWORD_MIN, `Use at least ${OPERATOR_PASSWORD_MIN} characters`)
      .max(OPERATOR_PASSWORD_MAX, `Use at most ${OPERATOR_PASSWORD_MAX} characters`),
    confirmPassword: z.string(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    message: "The passwords do not match",
  });

/** The invitation's second step: one current code confirms the authenticator. */
export const invitationTotpSchema = z.object({ code: totpCodeSchema });

/** Inviting an operator (owners, on /admin/operators; also `npm run operator:invite`). */
export const inviteOperatorSchema = z.object({
  email,
  role: z.enum(OPERATOR_ROLES, "Choose a role"),
});

/** Changing an operator's role, or deactivating them (owners, on /admin/operators). */
export const operatorChangeSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("role"),
    operatorId: z.coerce.number().int().positive(),
    role: z.enum(OPERATOR_ROLES, "Choose a role"),
  }),
  z.object({ intent: z.literal("deactivate"), operatorId: z.coerce.number().int().positive() }),
]);

/** `/admin/account` "Change password": the current password, and the new one typed twice (the invitation's rules). */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, "Please enter your current password")
      .max(OPERATOR_PASSWORD_MAX * 4),
    newPassword: invitationPasswordSchema.shape.password,
    confirmPassword: z.string(),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ["confirmPassword"],
    message: "The passwords do not match",
  });

/** A passkey's name, so that an operator with several can tell them apart. */
export const PASSKEY_NAME_MAX = 60;
export const passkeyNameSchema = z
  .string()
  .trim()
  .min(1, "Give the passkey a name, such as the device it is on")
  .max(PASSKEY_NAME_MAX, `Use at most ${PASSKEY_NAME_MAX} characters`);

/** A recovery code as typed at sign-in (`xxxxx-xxxxx`; spaces and case do not matter). */
export const RECOVERY_CODE_MAX_LENGTH = 16;

/**
 * `/admin/login`'s code step, and the new authenticator's step after an owner reset the second factor:
 * the address and the signed `pending` token the password step answered, with the Authentication code
 * or a Recovery code (cut to RECOVERY_CODE_MAX_LENGTH characters). The service checks both codes.
 */
export const signInCodeSchema = z.object({
  email,
  pending: z.string().min(1, SIGN_IN_FAILED),
  code: z.string().optional(),
  recoveryCode: z
    .string()
    .optional()
    .transform((value) => value?.slice(0, RECOVERY_CODE_MAX_LENGTH)),
});

/** A record id posted by a console form (a hidden field). */
const recordId = z.coerce.number().int().positive();

/** A destructive change's required checkbox (posted as `confirm=yes`). */
const confirmed = z.literal("yes", { error: "Tick the box to confirm." });

/**
 * The owner's account-recovery changes on /admin/operators: revoking a pending invitation, resetting an
 * operator's second factor (confirmed), and whether owners must use a passkey (a checkbox, "yes" or absent).
 */
export const operatorRecoverySchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("revoke-invitation"), invitationId: recordId }),
  z.object({ intent: z.literal("reset-second-factor"), operatorId: recordId, confirm: confirmed }),
  z.object({ intent: z.literal("owner-passkeys"), required: z.literal("yes").optional() }),
]);

/** `/admin/account`'s "Remove" of a passkey, and "Remove authenticator app" (confirmed). */
export const removePasskeySchema = z.object({ intent: z.literal("passkey-remove"), passkeyId: recordId });
export const removeAuthenticatorSchema = z.object({ intent: z.literal("totp-remove"), confirm: confirmed });

/** "Add a passkey": its name, and then the authenticator's answer (JSON, verified by the service). */
export const passkeyFormSchema = z.object({ name: passkeyNameSchema, response: z.string().optional() });

/** The forms of `/admin/account`, by the `intent` each posts. */
export const ACCOUNT_INTENTS = [
  "password",
  "passkey-options",
  "passkey-register",
  "passkey-remove",
  "totp-remove",
  "recovery-codes",
  "sessions",
] as const;

/**
 * Which form of `/admin/account` was posted; "Generate recovery codes" and "Sign out other sessions"
 * post nothing else. Any other intent is refused with "This change is not valid."
 */
export const accountIntentSchema = z.object({
  intent: z.enum(ACCOUNT_INTENTS, { error: "This change is not valid." }),
});
