/**
 * First-party, cookieless measurement (docs/decisions/0030-cookieless-analytics.md): counters per day
 * and dimension, never a row per visit, so the cost stays flat as traffic grows. Every instance adds
 * its batch with `count = count + excluded.count` upserts, so any number of instances add up.
 * Nothing here holds an IP address, a user agent or an e-mail address.
 */
import { bigint, date, index, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/** Page views per day, route, referrer host and campaign (`""` where a dimension is absent). */
export const analyticsPageViews = pgTable(
  "analytics_page_views",
  {
    /** The UTC day, `YYYY-MM-DD`. */
    day: date("day", { mode: "string" }).notNull(),
    /** The route's path, without its query (`/pricing`, `/blog/some-post`). */
    path: text("path").notNull(),
    /** The referring site's host name (lower case); `""` for direct visits and the site's own pages. */
    referrerHost: text("referrer_host").notNull().default(""),
    utmSource: text("utm_source").notNull().default(""),
    utmMedium: text("utm_medium").notNull().default(""),
    utmCampaign: text("utm_campaign").notNull().default(""),
    views: bigint("views", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path, t.referrerHost, t.utmSource, t.utmMedium, t.utmCampaign] })],
);

/** Unique visitors per day (from the day's salted hashes, see analyticsVisitorHashes). */
export const analyticsDailyVisitors = pgTable("analytics_daily_visitors", {
  day: date("day", { mode: "string" }).primaryKey(),
  visitors: bigint("visitors", { mode: "number" }).notNull().default(0),
});

/**
 * The day's random salt, shared by every instance; deleted once its day is over, so a visitor hash can
 * never be recomputed or linked to another day's.
 */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  /** 32 random bytes, hex. */
  salt: text("salt").notNull(),
});

/**
 * Set membership for the day's unique visitors: HMAC(day's salt, site + client key + user agent),
 * truncated. A new row is a new visitor; rows are deleted with their day's salt.
 */
export const analyticsVisitorHashes = pgTable(
  "analytics_visitor_hashes",
  {
    day: date("day", { mode: "string" }).notNull(),
    hash: text("hash").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.hash] }), index("analytics_visitor_hashes_day_idx").on(t.day)],
);

/** Purchase-funnel steps per day, step, plan and billing period (`""` where not known). */
export const analyticsFunnel = pgTable(
  "analytics_funnel",
  {
    day: date("day", { mode: "string" }).notNull(),
    /** A FunnelStep of app/domain/analytics.ts. */
    step: text("step").notNull(),
    /** `pro`, `team` or `""`. */
    plan: text("plan").notNull().default(""),
    /** `monthly`, `yearly` or `""`. */
    period: text("period").notNull().default(""),
    count: bigint("count", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.step, t.plan, t.period] })],
);
