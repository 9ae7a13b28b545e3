/**
 * Personal data is kept only as long as it is needed (the privacy policy says the same): a job every
 * instance runs each hour deletes
 * - delivered mail (the outbox rows, verification codes included, and the `.eml` files of the offline
 *   outbox) SENT_MAIL_RETENTION_DAYS days (7) after delivery: long enough to answer "I never got the mail"; mail that could not be
 *   delivered (given up after its last try) 7 days after that last try;
 * - contact messages CONTACT_MESSAGE_RETENTION_DAYS after they were received (server/contact/retention.ts);
 * - verification codes once they have expired (a dead code's hash is of no use);
 * - sign-ups that were never finished (failed, abandoned, or waiting for a card authentication nobody
 *   completed) UNFINISHED_SIGNUP_RETENTION_DAYS days (30) after their last change. Attempts that may still hold money (`processing`,
 *   `refunding`) belong to the recovery job and are never touched, nor is anything of a sign-up that
 *   became an account;
 * - the campaign values (utm_source, utm_medium, utm_campaign: free text a link's author chose) of page
 *   views CAMPAIGN_RETENTION_DAYS (90) after their day: the views are kept, folded into the day's
 *   campaign-less counts of the same page and referrer.
 *
 * Instances take turns: a run holds a PostgreSQL advisory lock for its transaction, and a run that finds
 * it taken skips, so two instances never work through the same rows at once.
 */
import { readdir, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { and, eq, inArray, lt, notExists, or, sql } from "drizzle-orm";
import { analyticsPageViews, emailCodes, mailOutbox, signupRequests, subscriptions } from "../db/schema";
import { SENT_MAIL_RETENTION_DAYS, UNFINISHED_SIGNUP_RETENTION_DAYS } from "../app/content/legal/commitments";
import type { Services } from "./services";
import { CONTACT_MESSAGE_TTL_MS, deleteContactMessagesBefore } from "./contact/retention";

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long delivered mail is kept (ms after delivery): the privacy policy's figure, from the one constant it states. */
export const DELIVERED_MAIL_TTL_MS = SENT_MAIL_RETENTION_DAYS * DAY_MS;
/** How long an unfinished sign-up is kept (ms after its last change): the privacy policy's figure. */
export const UNFINISHED_SIGNUP_TTL_MS = UNFINISHED_SIGNUP_RETENTION_DAYS * DAY_MS;
/** How long page views keep their campaign values (days after the view's day). */
export const CAMPAIGN_RETENTION_DAYS = 90;
/** How often each instance runs the job (ms). */
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;
/** Advisory lock key of the job (any constant no other job uses). */
const RETENTION_LOCK = 0x5e7e_0001;

/** What one run deleted; `skipped` when another instance's run held the lock. */
export interface RetentionResult {
  skipped: boolean;
  mails: number;
  codes: number;
  signups: number;
  files: number;
  contactMessages: number;
  /** Page-view rows whose campaign values were removed. */
  campaigns: number;
}

/** Runs the retention job once, at `services.clock()`. Safe to run on every instance at once. */
export async function runRetention(services: Services): Promise<RetentionResult> {
  const now = services.clock().getTime();
  const mailCutoff = new Date(now - DELIVERED_MAIL_TTL_MS);
  const signupCutoff = new Date(now - UNFINISHED_SIGNUP_TTL_MS);
  return services.db.transaction(async (tx) => {
    // Both drivers (node-postgres and PGlite) answer `execute` with `{rows}`.
    const lock = (await tx.execute(sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK}) as locked`)) as unknown as {
      rows: Array<{ locked: boolean }>;
    };
    if (lock.rows[0]?.locked !== true)
      return { skipped: true, mails: 0, codes: 0, signups: 0, files: 0, contactMessages: 0, campaigns: 0 };

    const delivered = and(eq(mailOutbox.status, "sent"), lt(mailOutbox.sentAt, mailCutoff));
    // A failed row's next_attempt_at is when its last try ended plus the retry delay: never sooner than the try.
    const givenUp = and(eq(mailOutbox.status, "failed"), lt(mailOutbox.nextAttemptAt, mailCutoff));
    const mails = await tx.delete(mailOutbox).where(or(delivered, givenUp)).returning({ id: mailOutbox.id });
    const codes = await tx
      .delete(emailCodes)
      .where(lt(emailCodes.expiresAt, new Date(now)))
      .returning({ email: emailCodes.email });
    const signups = await tx
      .delete(signupRequests)
      .where(
        and(
          inArray(signupRequests.status, ["failed", "abandoned", "requires_action"]),
          lt(signupRequests.updatedAt, signupCutoff),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(subscriptions)
              .where(eq(subscriptions.signupKey, signupRequests.idempotencyKey)),
          ),
        ),
      )
      .returning({ key: signupRequests.idempotencyKey });
    const contactMessages = await deleteContactMessagesBefore(tx, new Date(now - CONTACT_MESSAGE_TTL_MS));
    const campaigns = await expireCampaigns(tx, new Date(now - CAMPAIGN_RETENTION_DAYS * DAY_MS));
    const files = await deleteOldFiles(path.join(services.config.dataDir, "outbox"), ".eml", mailCutoff.getTime());
    const result = {
      skipped: false,
      mails: mails.length,
      codes: codes.length,
      signups: signups.length,
      files,
      contactMessages,
      campaigns,
    };
    if (mails.length + codes.length + signups.length + files + contactMessages + campaigns > 0)
      services.log.info(result, "retention: old personal data deleted");
    return result;
  });
}

/**
 * Deletes the files ending in `extension` directly in `dir` last written before `cutoff` (ms since the
 * epoch; an `.eml` file is written when its mail is delivered). A missing folder holds nothing.
 * @returns how many files were deleted
 */
async function deleteOldFiles(dir: string, extension: string, cutoff: number): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  let deleted = 0;
  for (const name of names.filter((n) => n.endsWith(extension))) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile() || info.mtimeMs >= cutoff) continue;
    // Another instance sharing the folder may have deleted it a moment ago: that is fine.
    await unlink(file).then(
      () => (deleted += 1),
      (error: NodeJS.ErrnoException) => {
        if (error.code !== "ENOENT") throw error;
      },
    );
  }
  return deleted;
}

/**
 * Folds the page views of days before `cutoff` that carry campaign values into the same day, page and
 * referrer's campaign-less row, and deletes them (the totals stay the same).
 * @returns how many rows lost their campaign values
 */
async function expireCampaigns(tx: Parameters<Parameters<Services["db"]["transaction"]>[0]>[0], cutoff: Date) {
  const before = cutoff.toISOString().slice(0, 10);
  const v = analyticsPageViews;
  const tagged = and(
    lt(v.day, before),
    or(sql`${v.utmSource} <> ''`, sql`${v.utmMedium} <> ''`, sql`${v.utmCampaign} <> ''`),
  );
  await tx.execute(sql`
    insert into analytics_page_views (day, path, referrer_host, utm_source, utm_medium, utm_campaign, views)
    select ${v.day}, ${v.path}, ${v.referrerHost}, '', '', '', sum(${v.views})
    from ${v} where ${tagged}
    group by ${v.day}, ${v.path}, ${v.referrerHost}
    on conflict (day, path, referrer_host, utm_source, utm_medium, utm_campaign)
    do update set views = analytics_page_views.views + excluded.views`);
  const removed = await tx.delete(v).where(tagged).returning({ day: v.day });
  return removed.length;
}
