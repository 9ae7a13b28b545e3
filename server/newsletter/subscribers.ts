/**
 * Subscribers: the newsletter list as the console's Subscribers page shows it (every state, with source
 * and dates), and the erasure of an address on request. Typed input and results, no HTTP.
 */
import { createHmac } from "node:crypto";
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from "drizzle-orm";
import type { SubscriberFilter, SubscriberStatus } from "../../app/domain/admin-subscribers";
import type { Database } from "../../db/database";
import { mailOutbox, newsletterDeliveries, newsletterErasures, newsletterSubscribers } from "../../db/schema";
import type { AdminListParams } from "../../app/domain/admin-list";
import { containsPattern } from "../db/like";
import { pageOf, type Page } from "../db/paging";
import { recordAudit } from "../audit";
import { newsletterKeys, type NewsletterKeys, type NewsletterKeySource } from "../secrets/newsletter-keys";
import { normalizeEmail } from "../../app/domain/email";

/** A page of the list (the console's shared list parameters: page, size, sort, q on the address) and the status filter. */
export interface SubscriberListQuery extends SubscriberFilter, AdminListParams {}

/** One subscriber as the list shows it. */
export interface SubscriberRow {
  id: number;
  email: string;
  status: SubscriberStatus;
  source: string | null;
  createdAt: Date;
  requestedAt: Date;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
}

/** One page of subscribers (by first request date; a page past the end shows the last one), and how many match in all. */
export async function listSubscribers(db: Database, query: SubscriberListQuery): Promise<Page<SubscriberRow>> {
  const s = newsletterSubscribers;
  const conditions: SQL[] = [];
  if (query.q) conditions.push(ilike(s.email, containsPattern(query.q)));
  if (query.status) conditions.push(eq(s.status, query.status));
  const where = and(...conditions);
  const columns = {
    id: s.id,
    email: s.email,
    status: s.status,
    source: s.source,
    createdAt: s.createdAt,
    requestedAt: s.requestedAt,
    confirmedAt: s.confirmedAt,
    unsubscribedAt: s.unsubscribedAt,
  };
  const order = query.sort === "oldest" ? [asc(s.createdAt), asc(s.id)] : [desc(s.createdAt), desc(s.id)];
  return pageOf(query, {
    count: async () => Number((await db.select({ n: count() }).from(s).where(where))[0]?.n ?? 0),
    rows: (limit, offset) =>
      db
        .select(columns)
        .from(s)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
  });
}

/** HMAC-SHA-256 (newsletter erasure key) of the trimmed, lower-cased address, hex. */
const erasureHash = (keys: NewsletterKeys, email: string) =>
  createHmac("sha256", keys.erasure).update(normalizeEmail(email)).digest("hex");

/**
 * Whether `email` was erased from the list on request: what an import of an old list checks before
 * adding an address back. Only the keyed hash was kept, so this is the only question it answers.
 */
export async function wasErased({ db, config }: NewsletterKeySource, email: string): Promise<boolean> {
  const hash = erasureHash(await newsletterKeys({ db, config }), email);
  const [row] = await db
    .select({ h: newsletterErasures.emailHash })
    .from(newsletterErasures)
    .where(eq(newsletterErasures.emailHash, hash));
  return Boolean(row);
}

/**
 * Erases subscriber `id` in one transaction: its row, its delivery records and the outbox mails queued
 * for them or otherwise addressed to it by the newsletter (confirmation, welcome, issues, still pending
 * or already sent), keeping only the keyed hash of the address (`wasErased`), with its "erase" audit
 * entry (by `actor`; it names the subscriber number, never the address).
 * @returns the erased subscriber's id and how many mails went with it, or `not_found`
 */
export async function eraseSubscriber(
  { db, config }: NewsletterKeySource,
  id: number,
  actor: { operatorId: number; ipHash: string },
): Promise<
  { ok: true; deliveriesDeleted: number; mailsDeleted: number } | { ok: false; code: "not_found"; message: string }
> {
  const keys = await newsletterKeys({ db, config }); // loaded outside the transaction: it may have to create the key
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, id))
      .returning({ email: newsletterSubscribers.email });
    if (!row) return { ok: false as const, code: "not_found" as const, message: "This subscriber no longer exists." };
    const deliveries = await tx
      .delete(newsletterDeliveries)
      .where(eq(newsletterDeliveries.subscriberId, id))
      .returning({ mailId: newsletterDeliveries.mailId });
    const mailIds = deliveries.map((d) => d.mailId).filter((m): m is number => m !== null);
    const byId = mailIds.length
      ? await tx.delete(mailOutbox).where(inArray(mailOutbox.id, mailIds)).returning({ id: mailOutbox.id })
      : [];
    const byAddress = await tx
      .delete(mailOutbox)
      .where(and(sql`${mailOutbox.kind} like 'newsletter-%'`, sql`lower(${mailOutbox.to}) = lower(${row.email})`))
      .returning({ id: mailOutbox.id });
    await tx
      .insert(newsletterErasures)
      .values({ emailHash: erasureHash(keys, row.email) })
      .onConflictDoNothing();
    const counts = { deliveriesDeleted: deliveries.length, mailsDeleted: byId.length + byAddress.length };
    await recordAudit(tx, {
      operatorId: actor.operatorId,
      action: "erase",
      target: `newsletter_subscriber:${id}`,
      ipHash: actor.ipHash,
      detail: counts,
    });
    return { ok: true as const, ...counts };
  });
}
