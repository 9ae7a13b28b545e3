/**
 * The newsletter's sending side: each issue sent with `npm run newsletter:send`, and which subscriber's
 * copy of it has been queued in the mail outbox (so a send interrupted by a crash resumes without
 * queueing anyone twice). The subscriber list itself is `newsletter_subscribers` (core.ts).
 */
import { integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** One newsletter issue, identified by the SHA-256 of its Markdown file: re-running the same file resumes it. */
export const newsletterIssues = pgTable(
  "newsletter_issues",
  {
    id: serial("id").primaryKey(),
    contentHash: text("content_hash").notNull(),
    subject: text("subject").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("newsletter_issues_content_hash_key").on(t.contentHash)],
);

/** One subscriber's copy of an issue, written in the same transaction as its outbox row (`mail_id`). */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    issueId: integer("issue_id").notNull(),
    subscriberId: integer("subscriber_id").notNull(),
    mailId: integer("mail_id"),
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.issueId, t.subscriberId] })],
);

/**
 * Addresses erased from the list on request (the console's Erase): only HMAC-SHA-256(newsletter erasure
 * key, lower-cased address) in hex, never the address, so an import of an old list can tell the address
 * must not be added back (server/newsletter/subscribers.ts `wasErased`) without the site keeping it.
 */
export const newsletterErasures = pgTable("newsletter_erasures", {
  emailHash: text("email_hash").primaryKey(),
  erasedAt: timestamp("erased_at", { withTimezone: true }).notNull().defaultNow(),
});
