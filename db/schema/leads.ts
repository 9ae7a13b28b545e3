/**
 * The console's review of contact messages ("leads"): status and private note, one row per reviewed
 * message (a message without a row is New). A table of its own rather than columns on
 * `contact_messages`, so the visitor's message stays exactly as stored, and deleting a message (erasure,
 * retention) deletes its review with it.
 */
import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { contactMessages } from "./contact";

/**
 * The review of one contact message. `status_by_*` / `note_by_*` name the operator who made the last
 * change: the id, and the address as it was then (kept so the record still reads after the operator
 * leaves).
 */
export const leadReviews = pgTable(
  "lead_reviews",
  {
    messageId: integer("message_id")
      .primaryKey()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    /** "new" | "answered" | "spam" (app/domain/admin-leads.ts). */
    status: text("status", { enum: ["new", "answered", "spam"] })
      .notNull()
      .default("new"),
    statusById: integer("status_by_id"),
    statusByEmail: text("status_by_email"),
    statusAt: timestamp("status_at", { withTimezone: true }),
    note: text("note").notNull().default(""),
    noteById: integer("note_by_id"),
    noteByEmail: text("note_by_email"),
    noteAt: timestamp("note_at", { withTimezone: true }),
  },
  (t) => [index("lead_reviews_status_idx").on(t.status)],
);
