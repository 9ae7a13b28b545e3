/** Messages sent through the contact page, stored before any mail is attempted. */
import { index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One contact message. `ip_hash` is HMAC-SHA-256(server secret, client IP) in hex: it lets an operator
 * see that several messages came from one address without keeping the address itself.
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    /** "Sales" | "Technical Support" (app/domain/contact.ts). */
    question: text("question").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    explainQuestion: text("explain_question").notNull(),
    ipHash: text("ip_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);
