/**
 * Captcha replay protection: every accepted ALTCHA solution records its challenge here, so a
 * second use of the same solution is refused by every instance (the primary key decides, atomically).
 * Rows are useless once their challenge has expired and are pruned from time to time.
 */
import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** One used challenge: its signed nonce and when the challenge stops being valid anyway. */
export const captchaUsedChallenges = pgTable(
  "captcha_used_challenges",
  {
    /** The challenge's nonce (random, covered by the HMAC signature, so it cannot be altered). */
    challengeId: text("challenge_id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("captcha_used_challenges_expires_idx").on(t.expiresAt)],
);
