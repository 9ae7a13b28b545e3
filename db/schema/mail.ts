/** The mail outbox: every mail is stored before it is sent, so a mail server outage never loses one. */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** One outgoing mail; `status` moves pending → sent, or stays pending with a later `next_attempt_at`. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** Extra headers of this mail (e.g. a newsletter's List-Unsubscribe), name → value. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** Why the mail exists (e.g. "contact-notification", "verification-code"), for logs and metrics. */
    kind: text("kind").notNull(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt)],
);
