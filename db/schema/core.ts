/** Core tables: reference data and the newsletter (foundation issue). */
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
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("newsletter_subscribers_email_key").on(sql`lower(${t.email})`)],
);
