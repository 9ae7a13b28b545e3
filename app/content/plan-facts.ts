/**
 * The plan figures that marketing copy is allowed to mention, in one place.
 *
 * Why a module of its own: the database seed imports these same constants to build the plan
 * table, so the FAQ, the feature copy and the pricing page cannot drift apart. Copy elsewhere
 * must build its sentences from these values (template literals) instead of retyping numbers.
 * Prices are deliberately absent: they come from the server (`/api/plan-list`).
 *
 * Keep this file free of imports so that server-side seed scripts can load it on their own.
 */

/**
 * The three plans by code, as the seed and the pricing table name them. Not an id: the paid plans' numeric
 * ids on the wire (`plan_id`) are `PLAN_ID` / `PaidPlanId` in app/domain/plan-ids.ts.
 */
export type PlanCode = "free" | "pro" | "team";

/** Shape of the Free plan's allowance. */
export interface FreePlanFacts {
  /** Sleeves (request envelopes) that can be sent per calendar month. */
  readonly sleevesPerMonth: number;
  /** Seats included. */
  readonly users: number;
  /** Storage included, in gigabytes. */
  readonly storageGb: number;
}

/** What the Free plan includes: no credit card is needed to start it. */
export const FREE_PLAN = {
  sleevesPerMonth: 3,
  users: 1,
  storageGb: 2,
} as const satisfies FreePlanFacts;

/** Seats on the Pro plan (Team has as many seats as are bought). */
export const PRO_PLAN_USERS = 1;

/** Limits that apply to a single Sleeve. */
export interface SleeveLimit {
  /** Most document requests one Sleeve may hold. */
  readonly documents: number;
  /** Most recipients one Sleeve may be sent to. */
  readonly recipients: number;
}

/** Per-Sleeve limits for each plan. */
export const SLEEVE_LIMITS = {
  free: { documents: 20, recipients: 5 },
  pro: { documents: 30, recipients: 15 },
  team: { documents: 50, recipients: 30 },
} as const satisfies Readonly<Record<PlanCode, SleeveLimit>>;

/** Uptime promised by the service-level agreement. */
export const UPTIME = "99.9%";

/** Documents collected through DocSleeve to date, as the site may state it. */
export const DOCUMENTS_COLLECTED = "500K+";

/** Largest saving, in percent, of yearly billing over twelve monthly payments. */
export const YEARLY_SAVING_PERCENT = 17;

/** When support is reachable for urgent incidents (priority email). */
export const SUPPORT_AVAILABILITY = "24/7";

/** Hours within which support@ replies to an ordinary email. */
export const SUPPORT_REPLY_HOURS = 24;

/** Days that daily encrypted backups are kept. */
export const BACKUP_RETENTION_DAYS = 30;
