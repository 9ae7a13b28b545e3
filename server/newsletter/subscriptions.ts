/**
 * The newsletter list with double opt-in. `requestSubscription` (both forms and POST /api/newsletter)
 * records a pending request and mails a confirmation link; only `confirmSubscription` (the Confirm
 * button's POST, never the GET a mail scanner makes) subscribes. `unsubscribe` and `resubscribe` take the
 * signed link of a mail sent to a confirmed subscriber (only a recent one subscribes again). Every answer to a visitor is the same whatever
 * the address's state, so the forms reveal nothing about who is on the list.
 */
import { randomBytes } from "node:crypto";
import { and, eq, isNotNull, lt, or } from "drizzle-orm";
import type { NewsletterSource } from "../../app/domain/newsletter";
import { newsletterSubscribers } from "../../db/schema";
import type { Services } from "../services";
import { hashIp, newsletterKeys } from "../secrets/newsletter-keys";
import type { TokenKey } from "../secrets/signed-token";
import { CONFIRM_TTL_DAYS, confirmationMail, newsletterLinks, subscriberMessage, welcomeMail } from "./mails";
import { signConfirmToken, signUnsubscribeToken, verifyConfirmToken, verifyUnsubscribeToken } from "./tokens";
import { normalizeEmail } from "../../app/domain/email";
import { emailIs } from "../db/email";

/**
 * How long a link that subscribes stays able to (ms): a pending request's confirmation link, and an
 * unsubscribe link used to subscribe again, which then stands for a confirmation link and so gets the
 * same lifetime (one rule, one constant). Older unsubscribe links (and links without an issue date) still
 * unsubscribe, never subscribe: an old mail, forwarded or leaked, must not put back on the list someone
 * who left it.
 */
export const CONFIRM_TTL_MS = CONFIRM_TTL_DAYS * 24 * 60 * 60 * 1000;
/** At most one confirmation mail per address in this window (ms), however often it is subscribed. */
export const CONFIRMATION_MAIL_INTERVAL_MS = 10 * 60 * 1000;

type Subscriber = typeof newsletterSubscribers.$inferSelect;
type Ctx = Pick<Services, "db" | "mailer" | "config" | "clock" | "log">;

const newNonce = () => randomBytes(12).toString("base64url");
const expired = (row: Pick<Subscriber, "requestedAt">, now: Date) =>
  row.requestedAt.getTime() + CONFIRM_TTL_MS <= now.getTime();

/**
 * Records a subscription request for `email` (trimmed, any case) from `source` and mails the
 * confirmation link, at most once per address per 10 minutes. A confirmed address stays as it is and
 * gets no mail; an expired or unsubscribed one starts a new request.
 * @returns whether a confirmation mail was queued (callers answer the same either way)
 */
export async function requestSubscription(
  ctx: Ctx,
  input: { email: string; source?: NewsletterSource; ip?: string },
): Promise<{ mailed: boolean }> {
  const email = normalizeEmail(input.email);
  const now = ctx.clock();
  const keys = await newsletterKeys(ctx);
  const ipHash = hashIp(keys, input.ip);
  // The unique index on lower(email) makes concurrent first requests collapse into one row.
  await ctx.db
    .insert(newsletterSubscribers)
    .values({
      email,
      status: "pending",
      source: input.source ?? null,
      requestedAt: now,
      confirmNonce: newNonce(),
      requestIpHash: ipHash,
    })
    .onConflictDoNothing();

  const toMail = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(emailIs(newsletterSubscribers.email, email))
      .for("update");
    if (!row || row.status === "confirmed") return undefined;
    const restart = row.status === "unsubscribed" || expired(row, now) || !row.confirmNonce;
    const throttled =
      row.confirmationSentAt !== null &&
      now.getTime() - row.confirmationSentAt.getTime() < CONFIRMATION_MAIL_INTERVAL_MS;
    const update: Partial<Subscriber> = {
      source: input.source ?? row.source,
      requestIpHash: ipHash ?? row.requestIpHash,
    };
    if (restart)
      Object.assign(update, {
        status: "pending",
        requestedAt: now,
        confirmNonce: newNonce(),
        confirmedAt: null,
        unsubscribedAt: null,
      });
    if (!throttled) update.confirmationSentAt = now;
    const [updated] = await tx
      .update(newsletterSubscribers)
      .set(update)
      .where(eq(newsletterSubscribers.id, row.id))
      .returning();
    return throttled ? undefined : updated;
  });
  if (!toMail?.confirmNonce) return { mailed: false };

  const url = newsletterLinks(ctx.config.publicUrl).confirm(
    signConfirmToken(keys.token, toMail.id, toMail.confirmNonce),
  );
  // The outbox keeps the mail if the mail server is down, and retries it.
  await ctx.mailer.send({ ...confirmationMail(url), to: toMail.email, kind: "newsletter-confirmation" });
  return { mailed: true };
}

/** What a confirmation link leads to: a request that can be confirmed, one already confirmed, or nothing usable. */
export type ConfirmState = "pending" | "confirmed" | "invalid" | "expired";

async function rowOfConfirmToken(ctx: Pick<Services, "db" | "config">, token: string | null | undefined) {
  const keys = await newsletterKeys(ctx);
  const payload = verifyConfirmToken(keys.token, token);
  if (!payload) return { keys, payload: undefined, row: undefined };
  const [row] = await ctx.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, payload.id));
  return { keys, payload, row };
}

/** The state of a confirmation link, without changing anything (the page's GET). */
export async function confirmationState(
  ctx: Pick<Services, "db" | "config" | "clock">,
  token: string | null | undefined,
): Promise<ConfirmState> {
  const { payload, row } = await rowOfConfirmToken(ctx, token);
  if (!payload || !row) return "invalid";
  if (row.status === "confirmed" && row.confirmNonce === null) return "confirmed";
  if (row.status !== "pending" || row.confirmNonce !== payload.n) return "invalid";
  return expired(row, ctx.clock()) ? "expired" : "pending";
}

/**
 * Confirms the pending request of a confirmation link (the Confirm button): records when and the keyed
 * hash of the confirming IP, retires the link and mails a welcome with the unsubscribe link.
 * @returns the resulting state: "confirmed" (also for a second press), or why nothing changed
 */
export async function confirmSubscription(
  ctx: Ctx,
  token: string | null | undefined,
  ip?: string,
): Promise<ConfirmState> {
  const { keys, payload, row } = await rowOfConfirmToken(ctx, token);
  if (!payload || !row) return "invalid";
  const now = ctx.clock();
  if (row.status === "confirmed" && row.confirmNonce === null) return "confirmed";
  if (row.status !== "pending" || row.confirmNonce !== payload.n) return "invalid";
  if (expired(row, now)) return "expired";
  const [confirmed] = await ctx.db
    .update(newsletterSubscribers)
    .set({ status: "confirmed", confirmedAt: now, confirmIpHash: hashIp(keys, ip), confirmNonce: null })
    .where(
      and(
        eq(newsletterSubscribers.id, row.id),
        eq(newsletterSubscribers.status, "pending"),
        eq(newsletterSubscribers.confirmNonce, payload.n),
      ),
    )
    .returning();
  // Another press won the race: the address is confirmed all the same.
  if (!confirmed) return "confirmed";
  await sendWelcome(ctx, confirmed, keys.token, now);
  return "confirmed";
}

async function sendWelcome(ctx: Ctx, row: Subscriber, tokenKey: TokenKey, now: Date) {
  const unsubscribeUrl = newsletterLinks(ctx.config.publicUrl).unsubscribe(
    signUnsubscribeToken(tokenKey, row.id, row.email, now),
  );
  await ctx.mailer.send(
    subscriberMessage(
      welcomeMail(unsubscribeUrl),
      { email: row.email, unsubscribeUrl, mailbox: ctx.config.supportEmail },
      "newsletter-welcome",
    ),
  );
}

/** The subscriber an unsubscribe link names, if the link is genuine (the page's GET changes nothing). */
export async function subscriberOfUnsubscribeToken(
  ctx: Pick<Services, "db" | "config">,
  token: string | null | undefined,
): Promise<Subscriber | undefined> {
  return (await unsubscribeLink(ctx, token))?.row;
}

/**
 * The subscriber of a genuine unsubscribe link, with the link's payload and whether it was signed with
 * the current key (a legacy key's links only unsubscribe).
 */
async function unsubscribeLink(ctx: Pick<Services, "db" | "config">, token: string | null | undefined) {
  const keys = await newsletterKeys(ctx);
  let current = true;
  let payload = verifyUnsubscribeToken(keys.token, token);
  for (const legacy of keys.legacyTokens) {
    if (payload) break;
    current = false;
    payload = verifyUnsubscribeToken(legacy, token);
  }
  if (!payload) return undefined;
  const [row] = await ctx.db
    .select()
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.id, payload.id), emailIs(newsletterSubscribers.email, payload.e)));
  return row ? { row, payload, current, keys } : undefined;
}

/**
 * Unsubscribes the subscriber of an unsubscribe link (one-click POST or the page's button); repeating
 * it changes nothing. A forged or altered link changes nothing either.
 * @returns whether the link was genuine
 */
export async function unsubscribe(
  ctx: Pick<Services, "db" | "config" | "clock">,
  token: string | null | undefined,
): Promise<boolean> {
  const row = await subscriberOfUnsubscribeToken(ctx, token);
  if (!row) return false;
  await ctx.db
    .update(newsletterSubscribers)
    .set({ status: "unsubscribed", unsubscribedAt: ctx.clock(), confirmNonce: null })
    .where(
      and(
        eq(newsletterSubscribers.id, row.id),
        or(eq(newsletterSubscribers.status, "confirmed"), eq(newsletterSubscribers.status, "pending")),
      ),
    );
  return true;
}

/**
 * Subscribes again from the unsubscribe page. The link was mailed to a confirmed address, so it proves
 * the address as a confirmation link would, provided it is as fresh as one: signed with the current key,
 * issued within CONFIRM_TTL_MS, and during the subscription that was left (not an earlier one). The
 * consent is recorded anew (now, this IP's hash).
 * @returns whether the link was genuine and fresh enough to subscribe again
 */
export async function resubscribe(ctx: Ctx, token: string | null | undefined, ip?: string): Promise<boolean> {
  const link = await unsubscribeLink(ctx, token);
  if (!link) return false;
  const { row, payload, keys } = link;
  if (row.status === "confirmed") return true;
  const issuedMs = (payload.t ?? 0) * 1000;
  const fresh = link.current && payload.t !== undefined && ctx.clock().getTime() - issuedMs <= CONFIRM_TTL_MS;
  const ofLastSubscription =
    row.confirmedAt !== null && issuedMs >= Math.floor(row.confirmedAt.getTime() / 1000) * 1000;
  if (!fresh || !ofLastSubscription) return false;
  const [updated] = await ctx.db
    .update(newsletterSubscribers)
    .set({
      status: "confirmed",
      confirmedAt: ctx.clock(),
      confirmIpHash: hashIp(keys, ip),
      unsubscribedAt: null,
      confirmNonce: null,
    })
    .where(and(eq(newsletterSubscribers.id, row.id), eq(newsletterSubscribers.status, "unsubscribed")))
    .returning();
  if (updated) ctx.log.info({ subscriberId: updated.id }, "newsletter resubscribed");
  return true;
}

/**
 * Deletes pending requests older than the confirmation window (a confirmation link was mailed and nobody
 * confirmed); returns how many. Addresses that subscribed before double opt-in existed (migration 0007
 * made them pending without a confirmation nonce: they were never asked to confirm) are kept, never
 * mailed and never exported; subscribing again sends them a confirmation link like anyone else.
 */
export async function purgeExpiredRequests(ctx: Pick<Services, "db" | "clock">): Promise<number> {
  const cutoff = new Date(ctx.clock().getTime() - CONFIRM_TTL_MS);
  const deleted = await ctx.db
    .delete(newsletterSubscribers)
    .where(
      and(
        eq(newsletterSubscribers.status, "pending"),
        isNotNull(newsletterSubscribers.confirmNonce),
        lt(newsletterSubscribers.requestedAt, cutoff),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  return deleted.length;
}
