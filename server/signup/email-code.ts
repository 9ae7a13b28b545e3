/**
 * E-mail verification codes (issue 6, spec section 5): six random digits (crypto.randomInt), mailed,
 * kept only as an HMAC keyed with the sign-up secret (a bare hash of a 6-digit code is reversed in a
 * millisecond), valid 10 minutes, replaced by the next code, dead after 5 wrong tries. Neither the code
 * nor its hash ever appears in a response or a log line.
 */
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { emailCodes, mailOutbox } from "../../db/schema";
import { CODE_LENGTH, isCodeShaped } from "../../app/domain/signup";
import type { Services } from "../services";
import { signupKeys } from "./keys";
import { signEmailToken } from "./email-token";
import { verificationMail } from "./mails";

/** How long a code is valid (ms). */
export const CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong tries a code survives; the fifth kills it. */
export const CODE_MAX_ATTEMPTS = 5;

const normalize = (email: string) => email.trim().toLowerCase();

/** HMAC of a code for an address (hex). */
export function hashCode(key: Buffer, email: string, code: string): string {
  return createHmac("sha256", key).update(`${normalize(email)}:${code}`).digest("hex");
}

/**
 * Creates a new code for `email` (replacing any earlier one) and mails it.
 * The outbox row keeps the mail text only until it is delivered: then the code is blanked out of it.
 */
export async function sendEmailCode(services: Services, to: { email: string; first_name: string; last_name: string }): Promise<void> {
  const keys = await signupKeys(services);
  const email = normalize(to.email);
  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, "0");
  const values = { email, codeHash: hashCode(keys.code, email, code), attempts: 0, expiresAt: new Date(Date.now() + CODE_TTL_MS), createdAt: new Date() };
  await services.db
    .insert(emailCodes)
    .values(values)
    .onConflictDoUpdate({ target: emailCodes.email, set: { codeHash: values.codeHash, attempts: 0, expiresAt: values.expiresAt, createdAt: values.createdAt } });
  const mail = verificationMail({ firstName: to.first_name, code, minutes: CODE_TTL_MS / 60_000 });
  const sent = await services.mailer.send({ to: email, ...mail, kind: "verification-code" });
  await redactDeliveredCodes(services, email, sent.delivered ? sent.id : undefined);
}

/** Blanks the code out of delivered verification mails to `email` (the outbox keeps sent mail). */
async function redactDeliveredCodes(services: Services, email: string, justSent?: number): Promise<void> {
  await services.db
    .update(mailOutbox)
    .set({ text: "[verification code removed after delivery]", html: null })
    .where(
      and(
        eq(mailOutbox.kind, "verification-code"),
        eq(sql`lower(${mailOutbox.to})`, email),
        justSent === undefined ? eq(mailOutbox.status, "sent") : sql`(${mailOutbox.status} = 'sent' or ${mailOutbox.id} = ${justSent})`,
      ),
    );
}

/**
 * Checks a code. Each check of a live code uses up one try atomically (an UPDATE … WHERE attempts < 5),
 * so parallel guesses cannot exceed the limit. A right code is consumed and exchanged for an email token.
 * @returns the token, or `{ok: false}` for a wrong, expired, used-up or missing code (one answer for all)
 */
export async function verifyEmailCode(services: Services, input: { email: string; code: string }): Promise<{ ok: true; emailToken: string } | { ok: false }> {
  const email = normalize(input.email);
  const code = input.code.trim();
  if (!isCodeShaped(code)) return { ok: false };
  const keys = await signupKeys(services);
  const [row] = await services.db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(and(eq(emailCodes.email, email), lt(emailCodes.attempts, CODE_MAX_ATTEMPTS), gt(emailCodes.expiresAt, new Date())))
    .returning({ codeHash: emailCodes.codeHash });
  if (!row) return { ok: false };
  const expected = Buffer.from(row.codeHash, "hex");
  const given = Buffer.from(hashCode(keys.code, email, code), "hex");
  if (!timingSafeEqual(expected, given)) return { ok: false };
  await services.db.delete(emailCodes).where(and(eq(emailCodes.email, email), eq(emailCodes.codeHash, row.codeHash)));
  await redactDeliveredCodes(services, email);
  return { ok: true, emailToken: signEmailToken(keys.token, email) };
}
