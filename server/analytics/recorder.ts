/**
 * The analytics recorder of one instance (docs/decisions/0030-cookieless-analytics.md). Counting is a
 * Map increment on the request path; `flush()` (every few seconds by the "analytics" worker, and at
 * shutdown) writes the batch as additive upserts, so any number of instances on one database add up.
 * Unique visitors: each view carries an unsalted digest of site + client key + user agent, kept only
 * in memory until the next flush, where it becomes HMAC(day's random salt, digest): a new row in the
 * day's set is a new visitor. The salt and the set are deleted once their day is over.
 */
import { createHmac, randomBytes } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import {
  analyticsDailyVisitors,
  analyticsFunnel,
  analyticsPageViews,
  analyticsSalts,
  analyticsVisitorHashes,
} from "../../db/schema";
import type { Logger } from "../logger";
import type { Analytics, Forwarder } from "./types";

/** How often each instance writes its batch (ms): figures reach the console within a minute. */
export const ANALYTICS_FLUSH_MS = 5_000;
/** Distinct keys one batch keeps per table; more (a flood of made-up campaigns) are dropped and logged. */
export const MAX_BATCH_KEYS = 10_000;
/** Rows per insert statement (7 parameters each, far below PostgreSQL's 65,535). */
const CHUNK = 1_000;

/** `YYYY-MM-DD` of `date` in UTC. */
export const utcDay = (date: Date) => date.toISOString().slice(0, 10);

const SEP = "\u0000";

interface Batch {
  views: Map<string, number>;
  funnel: Map<string, number>;
  /** Per day, the visitor digests seen. */
  visitors: Map<string, Set<string>>;
  dropped: number;
}

const emptyBatch = (): Batch => ({ views: new Map(), funnel: new Map(), visitors: new Map(), dropped: 0 });

/** Creates the recorder of one instance. */
export function createAnalytics(options: {
  db: Database;
  clock: () => Date;
  log: Logger;
  forwarder?: Forwarder;
}): Analytics {
  const { db, clock, log, forwarder } = options;
  let batch = emptyBatch();
  let purgedBefore = "";
  let flushing: Promise<void> | undefined;
  const held = new Set<Promise<unknown>>();

  const add = (map: Map<string, number>, key: string, n: number) => {
    const current = map.get(key);
    if (current === undefined && map.size >= MAX_BATCH_KEYS) return void (batch.dropped += n);
    map.set(key, (current ?? 0) + n);
  };

  const merge = (from: Batch) => {
    for (const [key, n] of from.views) add(batch.views, key, n);
    for (const [key, n] of from.funnel) add(batch.funnel, key, n);
    for (const [day, set] of from.visitors) {
      const into = batch.visitors.get(day) ?? new Set<string>();
      for (const digest of set) if (into.size < MAX_BATCH_KEYS * 10) into.add(digest);
      batch.visitors.set(day, into);
    }
  };

  const write = async (b: Batch) => {
    const viewRows = [...b.views].map(([key, views]) => {
      const [day = "", path = "", referrerHost = "", utmSource = "", utmMedium = "", utmCampaign = ""] = key.split(SEP);
      return { day, path, referrerHost, utmSource, utmMedium, utmCampaign, views };
    });
    for (let i = 0; i < viewRows.length; i += CHUNK) {
      await db
        .insert(analyticsPageViews)
        .values(viewRows.slice(i, i + CHUNK))
        .onConflictDoUpdate({
          target: [
            analyticsPageViews.day,
            analyticsPageViews.path,
            analyticsPageViews.referrerHost,
            analyticsPageViews.utmSource,
            analyticsPageViews.utmMedium,
            analyticsPageViews.utmCampaign,
          ],
          set: { views: sql`${analyticsPageViews.views} + excluded.views` },
        });
    }
    const funnelRows = [...b.funnel].map(([key, count]) => {
      const [day = "", step = "", plan = "", period = ""] = key.split(SEP);
      return { day, step, plan, period, count };
    });
    for (let i = 0; i < funnelRows.length; i += CHUNK) {
      await db
        .insert(analyticsFunnel)
        .values(funnelRows.slice(i, i + CHUNK))
        .onConflictDoUpdate({
          target: [analyticsFunnel.day, analyticsFunnel.step, analyticsFunnel.plan, analyticsFunnel.period],
          set: { count: sql`${analyticsFunnel.count} + excluded.count` },
        });
    }
    for (const [day, digests] of b.visitors) await countVisitors(db, day, [...digests]);
  };

  /** Deletes the salts and visitor sets of finished days (once per day per instance). */
  const purgeOldDays = async (today: string) => {
    if (purgedBefore === today) return;
    await db.delete(analyticsVisitorHashes).where(lt(analyticsVisitorHashes.day, today));
    await db.delete(analyticsSalts).where(lt(analyticsSalts.day, today));
    purgedBefore = today;
  };

  const flushOnce = async () => {
    if (held.size > 0) await Promise.allSettled([...held]);
    const b = batch;
    batch = emptyBatch();
    if (b.dropped > 0) log.warn({ dropped: b.dropped }, "analytics batch full: counts dropped");
    if (b.views.size + b.funnel.size + b.visitors.size > 0) {
      try {
        await write(b);
      } catch (error) {
        // Kept for the next flush (an upsert either added its rows or not; a half-written batch can only
        // happen across statements, where the written part is then counted twice: rare and small).
        merge(b);
        log.warn({ err: error }, "analytics batch not written; kept for the next flush");
        return;
      }
    }
    await purgeOldDays(utcDay(clock())).catch((error: unknown) =>
      log.warn({ err: error }, "analytics: old visitor salts not deleted yet"),
    );
    if (forwarder) await forwarder.flush();
  };

  return {
    pageView(view) {
      const day = utcDay(clock());
      add(
        batch.views,
        [day, view.path, view.referrerHost, view.utmSource, view.utmMedium, view.utmCampaign].join(SEP),
        1,
      );
      if (view.visitor) {
        let set = batch.visitors.get(day);
        if (!set) batch.visitors.set(day, (set = new Set()));
        if (set.size < MAX_BATCH_KEYS * 10) set.add(view.visitor);
      }
      forwarder?.pageView(view);
    },
    funnel(step, dims = {}) {
      const plan = dims.plan ?? "";
      const period = dims.period ?? "";
      add(batch.funnel, [utcDay(clock()), step, plan, period].join(SEP), 1);
      forwarder?.funnel(step, { plan, period });
    },
    hold(work) {
      const settled: Promise<void> = work.then(
        () => void held.delete(settled),
        () => void held.delete(settled),
      );
      held.add(settled);
    },
    flush() {
      // One flush at a time: a shutdown flush waits for the worker's and then writes what is left.
      const run = (flushing ?? Promise.resolve()).then(flushOnce);
      flushing = run.catch(() => undefined);
      return run;
    },
  };
}

/**
 * Adds the new visitors among `digests` to `day`'s count: salts them with the day's salt (created by
 * the first instance that needs it), inserts them into the day's set and counts the rows that were new
 * (so two instances seeing one visitor count it once).
 */
async function countVisitors(db: Database, day: string, digests: string[]): Promise<void> {
  if (digests.length === 0) return;
  await db
    .insert(analyticsSalts)
    .values({ day, salt: randomBytes(32).toString("hex") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ salt: analyticsSalts.salt })
    .from(analyticsSalts)
    .where(sql`${analyticsSalts.day} = ${day}`);
  if (!row) return;
  const salt = Buffer.from(row.salt, "hex");
  let added = 0;
  for (let i = 0; i < digests.length; i += CHUNK) {
    const values = digests
      .slice(i, i + CHUNK)
      .map((digest) => ({ day, hash: createHmac("sha256", salt).update(digest).digest("base64url").slice(0, 22) }));
    const inserted = await db
      .insert(analyticsVisitorHashes)
      .values(values)
      .onConflictDoNothing()
      .returning({ hash: analyticsVisitorHashes.hash });
    added += inserted.length;
  }
  if (added === 0) return;
  await db
    .insert(analyticsDailyVisitors)
    .values({ day, visitors: added })
    .onConflictDoUpdate({
      target: analyticsDailyVisitors.day,
      set: { visitors: sql`${analyticsDailyVisitors.visitors} + excluded.visitors` },
    });
}
