/** Core tables: reference data and the newsletter. */
import { sql } from "drizzle-orm";
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** Countries offered in forms; ids are stable (192 = Singapore, the default). */
export const countries = pgTable("countries", {
  id: integer("id").primaryKey(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
});

/**
 * Newsletter subscribers: one row per address. `email` is stored trimmed and lower-cased and is unique,
 * so concurrent duplicate subscriptions collapse into one row (INSERT … ON CONFLICT DO NOTHING).
 * Double opt-in: a row is `pending` until the link mailed to the address is confirmed (within 7 days of
 * `requested_at`), then `confirmed`; `unsubscribed` keeps the row so the consent history stays
 * provable. Consent is recorded as when, from which form (`source`), and a keyed hash of the IP of
 * the request and of the confirmation (never the IP itself). Only `confirmed` rows get newsletters.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    status: text("status", { enum: ["pending", "confirmed", "unsubscribed"] })
      .notNull()
      .default("pending"),
    /** The form the (latest) request came from: "footer" or "popup"; null for API calls without one. */
    source: text("source", { enum: ["footer", "popup"] }),
    /** When the pending request was made; it expires 7 days later. */
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    /** Random value bound into the confirmation link; a new request invalidates older links. */
    confirmNonce: text("confirm_nonce"),
    /** Last confirmation mail queued (at most one per address per 10 minutes). */
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    requestIpHash: text("request_ip_hash"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    confirmIpHash: text("confirm_ip_hash"),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("newsletter_subscribers_email_key").on(sql`lower(${t.email})`)],
);
