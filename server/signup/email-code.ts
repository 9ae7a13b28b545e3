/**
 * E-mail verification codes: six random digits (crypto.randomInt), mailed,
 * kept only as an HMAC keyed with the sign-up secret (a bare hash of a 6-digit code is reversed in a
 * millisecond), valid 10 minutes, replaced by the next code. Neither the code nor its hash ever appears
 * in a response or a log line.
 *
 * Tries are counted per client (its IPv4 address or IPv6 /64, see ../client-ip.ts): each client gets 5
 * tries at a code, so a stranger guessing at someone else's address uses up only their own tries and the
 * owner's code keeps working; and 30 tries in all, whoever makes them, kill the code, so guessing one of
 * a million codes stays hopeless however many clients join in.
 */
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { emailCodes, mailOutbox } from "../../db/schema";
import { BLANKED_AFTER_DELIVERY } from "../mail";
import { clientKey } from "../client-ip";
import { CODE_LENGTH, isCodeShaped } from "../../app/domain/signup";
import { CODE_MAX_ATTEMPTS_PER_CLIENT } from "../../app/domain/signup-rules";
import type { Services } from "../services";
import { signupKeys } from "../secrets/signup-keys";
import { signEmailToken } from "./email-token";
import { accountExistsMail, verificationMail } from "./mails";
import { normalizeEmail } from "../../app/domain/email";
import { emailIs } from "../db/email";

/** How long a code is valid (ms). */
export const CODE_TTL_MS = 10 * 60 * 1000;
/** Tries a code takes from all clients together; then it is dead for everyone. */
export const CODE_MAX_ATTEMPTS = 30;

const normalize = normalizeEmail;

/** HMAC of a code for an address (hex). */
export function hashCode(key: Buffer, email: string, code: string): string {
  return createHmac("sha256", key)
    .update(`${normalize(email)}:${code}`)
    .digest("hex");
}

/** The name a client's tries are counted under: a keyed hash of its client key (no IP is stored). */
export function clientTag(key: Buffer, ip: string): string {
  return createHmac("sha256", key)
    .update(`client:${clientKey(ip)}`)
    .digest("hex")
    .slice(0, 16);
}

/**
 * Creates a new code for `email` (replacing any earlier one) and mails it.
 * The outbox row keeps the mail text only until it is delivered: then the code is blanked out of it.
 *
 * A new code does not give tries back to anyone else: the total and every other client's tries carry
 * over to the replacement until `CODE_TTL_MS` after the count started (`created_at`), so the owner asking
 * for a new code never frees a stranger's used-up guesses. Only the requesting client's own tries start
 * again (an owner who mistyped 5 times gets a working code), and a code killed by `CODE_MAX_ATTEMPTS`
 * starts its total again. A stranger's own resends are capped by the per-address mail quotas.
 */
export async function sendEmailCode(services: Services, to: { email: string }, ip: string): Promise<void> {
  const keys = await signupKeys(services);
  const email = normalize(to.email);
  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, "0");
  const now = new Date();
  const values = {
    email,
    codeHash: hashCode(keys.code, email, code),
    attempts: 0,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    createdAt: now,
  };
  const countOver = sql`${emailCodes.createdAt} <= ${new Date(now.getTime() - CODE_TTL_MS).toISOString()}::timestamptz`;
  await services.db
    .insert(emailCodes)
    .values(values)
    .onConflictDoUpdate({
      target: emailCodes.email,
      set: {
        codeHash: values.codeHash,
        attempts: sql`case when ${countOver} or ${emailCodes.attempts} >= ${CODE_MAX_ATTEMPTS} then 0 else ${emailCodes.attempts} end`,
        clientAttempts: sql`case when ${countOver} then '{}'::jsonb else ${emailCodes.clientAttempts} - ${clientTag(keys.code, ip)}::text end`,
        expiresAt: values.expiresAt,
        createdAt: sql`case when ${countOver} then ${now.toISOString()}::timestamptz else ${emailCodes.createdAt} end`,
      },
    });
  const mail = verificationMail({ code, minutes: CODE_TTL_MS / 60_000 });
  const sent = await services.mailer.send({ to: email, ...mail, kind: "verification-code" });
  await redactDeliveredCodes(services, email, sent.delivered ? sent.id : undefined);
}

/**
 * Mails `email`, which already has an account, a notice to log in instead of a code. It does the same
 * database work as `sendEmailCode` (one write on `email_codes`, the mail, one UPDATE over the outbox),
 * so the time the answer takes does not tell whether the address has an account.
 */
export async function sendAccountExistsNotice(services: Services, email: string): Promise<void> {
  const address = normalize(email);
  // An address with an account has no use for a code: any left from before the account is dropped.
  await services.db.delete(emailCodes).where(eq(emailCodes.email, address));
  const mail = accountExistsMail({ loginUrl: `${services.config.appUrl}/login` });
  const sent = await services.mailer.send({ to: address, ...mail, kind: "account-exists" });
  await redactDeliveredCodes(services, address, sent.delivered ? sent.id : undefined);
}

/** Blanks the code out of delivered verification mails to `email` (the outbox keeps sent mail). */
async function redactDeliveredCodes(services: Services, email: string, justSent?: number): Promise<void> {
  await services.db
    .update(mailOutbox)
    .set({ text: BLANKED_AFTER_DELIVERY["verification-code"], html: null })
    .where(
      and(
        eq(mailOutbox.kind, "verification-code"),
        emailIs(mailOutbox.to, email),
        justSent === undefined
          ? eq(mailOutbox.status, "sent")
          : sql`(${mailOutbox.status} = 'sent' or ${mailOutbox.id} = ${justSent})`,
      ),
    );
}

/**
 * Why a check failed: a wrong code with tries left (`wrong`), a wrong code that used up the last try
 * (`last_try`), a code out of tries (`dead`), an expired code (`expired`), or no code at all (`none`: never
 * sent, already used, or removed).
 */
export type VerifyFailure = "wrong" | "last_try" | "dead" | "expired" | "none";

/**
 * Checks a code sent by the client at `ip`. Each check of a live code uses up one try of that client and
 * one of the code's total atomically (one UPDATE … WHERE both counts are under their limits), so
 * parallel guesses cannot exceed either limit. A right code is consumed and exchanged for an email token.
 * @returns the token, or `{ok: false, reason}`
 */
export async function verifyEmailCode(
  services: Services,
  input: { email: string; code: string; ip: string },
): Promise<{ ok: true; emailToken: string } | { ok: false; reason: VerifyFailure }> {
  const email = normalize(input.email);
  const code = input.code.trim();
  if (!isCodeShaped(code)) return { ok: false, reason: "wrong" };
  const keys = await signupKeys(services);
  const tag = clientTag(keys.code, input.ip);
  const triesOfClient = sql<number>`coalesce((${emailCodes.clientAttempts} ->> ${tag}::text)::int, 0)`;
  const [row] = await services.db
    .update(emailCodes)
    .set({
      attempts: sql`${emailCodes.attempts} + 1`,
      clientAttempts: sql`jsonb_set(${emailCodes.clientAttempts}, array[${tag}::text], to_jsonb(${triesOfClient} + 1))`,
    })
    .where(
      and(
        eq(emailCodes.email, email),
        lt(emailCodes.attempts, CODE_MAX_ATTEMPTS),
        sql`${triesOfClient} < ${CODE_MAX_ATTEMPTS_PER_CLIENT}`,
        gt(emailCodes.expiresAt, new Date()),
      ),
    )
    .returning({ codeHash: emailCodes.codeHash, attempts: emailCodes.attempts, triesOfClient });
  if (!row) return { ok: false, reason: await whyNoLiveCode(services, email) };
  const expected = Buffer.from(row.codeHash, "hex");
  const given = Buffer.from(hashCode(keys.code, email, code), "hex");
  if (!timingSafeEqual(expected, given)) {
    const usedUp = row.attempts >= CODE_MAX_ATTEMPTS || Number(row.triesOfClient) >= CODE_MAX_ATTEMPTS_PER_CLIENT;
    return { ok: false, reason: usedUp ? "last_try" : "wrong" };
  }
  await services.db.delete(emailCodes).where(and(eq(emailCodes.email, email), eq(emailCodes.codeHash, row.codeHash)));
  await redactDeliveredCodes(services, email);
  return { ok: true, emailToken: signEmailToken(keys.token, email) };
}

/** Why the check found no code it could try for `email`: none, expired, or else out of tries (for everyone or for this client). */
async function whyNoLiveCode(services: Services, email: string): Promise<VerifyFailure> {
  const [row] = await services.db
    .select({ expiresAt: emailCodes.expiresAt })
    .from(emailCodes)
    .where(eq(emailCodes.email, email));
  if (!row) return "none";
  return row.expiresAt.getTime() <= Date.now() ? "expired" : "dead";
}
