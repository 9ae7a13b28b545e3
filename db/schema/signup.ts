/**
 * Sign-up bookkeeping: e-mail verification codes (hashed), the idempotency record of every
 * paid sign-up attempt, and generated server secrets shared by every instance on the database.
 */
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The current verification code of an address (lower-cased): only an HMAC of it is kept. A new code
 * replaces the old one. `attempts` counts the tries of every client (30 kill the code);
 * `client_attempts` counts them per client (keyed hash of its IPv4 address or IPv6 /64 → tries; 5 end
 * that client's tries), so a stranger's wrong guesses cannot kill the owner's code.
 */
export const emailCodes = pgTable(
  "email_codes",
  {
    email: text("email").primaryKey(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    clientAttempts: jsonb("client_attempts").$type<Record<string, number>>().notNull().default({}),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** When the tries started being counted: a resend keeps it (and the counts) for CODE_TTL_MS. */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("email_codes_expires_idx").on(t.expiresAt)],
);

/** Payment details of an attempt, as the provider reported them (never card numbers). */
export interface PaymentRecordJson {
  provider: "sandbox" | "stripe";
  /** The client secret of a payment waiting for 3-D Secure (handed to the browser again on a replay). */
  clientSecret?: string;
  customerId?: string;
  subscriptionId?: string;
  paymentId?: string;
  card?: { brand: string; last4: string };
  /** Stripe's PDF of the paid first invoice, as the charge's answer gave it: the receipt links it. */
  invoicePdfUrl?: string;
}

/**
 * The account an attempt waiting for 3-D Secure will become once its payment succeeds, kept so that
 * whoever settles the attempt (the buyer's browser, a webhook or the recovery job) can write it even
 * after the buyer closed the tab. Never the password itself: its argon2id hash. Cleared once settled.
 */
export interface PendingAccountJson {
  holder: { first_name: string; last_name: string; company_name: string; country_id: number };
  /** The buyer's checked tax ID and its kind, and the IP's country at purchase (absent in older attempts). */
  tax?: { taxId: string | null; taxIdType: string | null; ipCountryCode: string | null };
  passwordHash: string;
  /** The quote charged (app/domain/pricing.ts `Quote`), figures in minor units. */
  quote: Record<string, unknown>;
  /** The order in the registration payload's names, as priced (app/domain/signup.ts `PlanData`), echoed in the answer. */
  planData: Record<string, unknown>;
  /** Facts for the welcome and receipt mails. */
  planName: string;
  periodName: "Monthly" | "Yearly";
  tierText: string;
  currency: { code: string; symbol: string; minor_unit: number };
}

/**
 * One paid sign-up attempt, keyed by the browser's idempotency key. The first request inserts it as
 * `processing` and does the work; identical requests wait for it and replay its answer. The partial
 * unique index lets only one attempt per address be `processing` at a time, so two tabs or two keys
 * cannot charge one address twice.
 *
 * Ownership is a lease (`lease_expires_at`) fenced by `attempt`: whoever takes an expired attempt over
 * (a retry with the same key, or the recovery job) increments `attempt`, and every later write of the
 * previous owner is conditional on its own `attempt`, so a request that outlived its lease can no
 * longer finish, refund or release the attempt. `refunding` is an attempt whose money is being given
 * back: it no longer blocks the address, and its stored answer is replayed (server/signup/recovery.ts).
 */
export const signupRequests = pgTable(
  "signup_requests",
  {
    idempotencyKey: text("idempotency_key").primaryKey(),
    email: text("email").notNull(),
    /** SHA-256 of the order (no password): a key reused for another order is refused. */
    fingerprint: text("fingerprint").notNull(),
    status: text("status", {
      enum: ["processing", "requires_action", "refunding", "succeeded", "failed", "abandoned"],
    }).notNull(),
    payment: jsonb("payment").$type<PaymentRecordJson>(),
    /** What to write once a 3-D Secure payment succeeds (see PendingAccountJson); null otherwise. */
    pending: jsonb("pending").$type<PendingAccountJson>(),
    /** Keyed hash of the email token the attempt was made with (card-testing caps per token). */
    tokenHash: text("token_hash"),
    /** Keyed hash of the client IP (card-testing caps per IP); never the IP itself. */
    clientHash: text("client_hash"),
    /** Fencing token: incremented by every takeover; an owner's writes require its own value. */
    attempt: integer("attempt").notNull().default(1),
    /** Until when the current owner may work undisturbed; after it, the attempt may be taken over. */
    leaseExpiresAt: timestamp("lease_expires_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set just before the provider is asked to charge: from then on money may have moved even if no
     * payment is recorded (a crash between the provider's answer and `payment` being written), so the
     * recovery looks the charge up by its provider idempotency key (the sign-up key).
     */
    chargeStartedAt: timestamp("charge_started_at", { withTimezone: true }),
    /** How the attempt ended once finished: "paid", or the error code it was refused with (card_declined…). */
    outcome: text("outcome"),
    /** The answer as sent (JSON text, so a replay is byte-identical: jsonb would reorder the keys). */
    responseBody: text("response_body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open attempt per address: a payment waiting for 3-D Secure holds the address like one in work.
    uniqueIndex("signup_requests_open_email_key")
      .on(sql`lower(${t.email})`)
      .where(sql`${t.status} in ('processing', 'requires_action')`),
    index("signup_requests_email_idx").on(t.email),
    // The recovery job's scan: only open attempts, by lease end.
    index("signup_requests_open_lease_idx")
      .on(t.leaseExpiresAt)
      .where(sql`${t.status} in ('processing', 'refunding', 'requires_action')`),
    // Card-testing caps count recent declines per address, token and client.
    index("signup_requests_declines_idx")
      .on(t.createdAt)
      .where(sql`${t.outcome} = 'card_declined'`),
  ],
);

/** Secrets generated on first use and shared by every instance (e.g. the sign-up HMAC key). */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
