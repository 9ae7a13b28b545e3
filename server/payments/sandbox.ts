/**
 * The sandbox payment provider (PAYMENT_PROVIDER=sandbox, the default): offline, with Stripe's test card
 * behaviour. Cards are turned into payment methods by POST /api/sandbox/payment-methods; charges are rows
 * in `sandbox_charges`, unique per idempotency key. Like Stripe's idempotency keys, a charge retried with
 * the same key (by any instance, after any crash) returns the first charge and charges nothing more, and
 * the same key with other parameters is an error; the key is kept in the database, not in memory.
 */
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { sandboxCharges, sandboxPaymentMethods } from "../../db/schema";
import type { Database } from "../db/client";
import { CARD_MESSAGES, isExpired, type SandboxCard } from "./sandbox-cards";
import type { ChargeOutcome, ChargeRequest, PaymentProvider, PaymentRecord } from "./types";

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("base64url")}`;

/** A charge with the card it was made on. */
interface KeyedCharge {
  charge: typeof sandboxCharges.$inferSelect;
  brand: string;
  last4: string;
}

/** Stripe's `idempotency_error`: a key reused with different parameters (a bug in the caller). */
export class SandboxIdempotencyError extends Error {
  constructor(key: string) {
    super(`Keys for idempotent requests can only be used with the same parameters they were first used with (key ${key})`);
    this.name = "SandboxIdempotencyError";
  }
}

/** Stores an accepted card as a payment method; returns its id (`pm_sandbox_…`). */
export async function createSandboxPaymentMethod(db: Database, card: SandboxCard, expiry: { month: number; year: number }): Promise<string> {
  const id = newId("pm_sandbox");
  await db.insert(sandboxPaymentMethods).values({ id, brand: card.brand, last4: card.last4, expMonth: expiry.month, expYear: expiry.year, behavior: card.behavior });
  return id;
}

/** The sandbox provider over `db`. */
export function createSandboxProvider(db: Database): PaymentProvider {
  /** The charge made with `idempotencyKey`, with its card, if any. */
  async function chargeByKey(idempotencyKey: string): Promise<KeyedCharge | undefined> {
    const [row] = await db
      .select({ charge: sandboxCharges, brand: sandboxPaymentMethods.brand, last4: sandboxPaymentMethods.last4 })
      .from(sandboxCharges)
      .innerJoin(sandboxPaymentMethods, eq(sandboxPaymentMethods.id, sandboxCharges.paymentMethodId))
      .where(eq(sandboxCharges.idempotencyKey, idempotencyKey));
    return row;
  }

  const recordOf = (row: KeyedCharge): PaymentRecord => ({
    provider: "sandbox",
    paymentId: row.charge.id,
    card: { brand: row.brand, last4: row.last4 },
  });

  /** Stripe replays the first answer to a key, provided the parameters are the same. */
  function replay(row: KeyedCharge, request: ChargeRequest): ChargeOutcome {
    const { charge } = row;
    if (charge.paymentMethodId !== request.paymentMethodId || charge.amount !== request.total || charge.currency !== request.currency) {
      throw new SandboxIdempotencyError(request.idempotencyKey);
    }
    return { status: "succeeded", record: recordOf(row) };
  }

  return {
    name: "sandbox",
    async charge(request): Promise<ChargeOutcome> {
      const earlier = await chargeByKey(request.idempotencyKey);
      if (earlier) return replay(earlier, request);
      const [method] = await db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, request.paymentMethodId));
      if (!method) return { status: "failed", code: "payment_method_missing", message: CARD_MESSAGES.missing };
      if (method.behavior === "decline_on_charge") return { status: "failed", code: "card_declined", message: CARD_MESSAGES.declined };
      if (isExpired(method.expMonth, method.expYear)) return { status: "failed", code: "expired_card", message: CARD_MESSAGES.expired };
      // Two instances charging the same key at once: the unique key lets one insert win; both then
      // answer with that one charge.
      await db
        .insert(sandboxCharges)
        .values({
          id: newId("ch_sandbox"),
          idempotencyKey: request.idempotencyKey,
          paymentMethodId: method.id,
          amount: request.total,
          currency: request.currency,
          description: request.description,
          status: "succeeded",
        })
        .onConflictDoNothing({ target: sandboxCharges.idempotencyKey });
      const charge = await chargeByKey(request.idempotencyKey);
      if (!charge) throw new Error("sandbox charge vanished");
      return replay(charge, request);
    },
    async resume(record) {
      // The sandbox never asks for 3-D Secure: a recorded charge that was not refunded has succeeded.
      const [charge] = record.paymentId ? await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, record.paymentId)) : [];
      if (!charge || charge.status !== "succeeded") return { status: "failed", code: "card_declined", message: CARD_MESSAGES.declined, record };
      return { status: "succeeded", record };
    },
    async refund(record) {
      if (!record.paymentId) return;
      // Only a charge not yet refunded changes, so a repeated refund keeps the first refund's time.
      await db
        .update(sandboxCharges)
        .set({ status: "refunded", refundedAt: new Date() })
        .where(and(eq(sandboxCharges.id, record.paymentId), eq(sandboxCharges.status, "succeeded")));
    },
    async findCharge({ idempotencyKey }) {
      const row = await chargeByKey(idempotencyKey);
      return row ? recordOf(row) : null;
    },
  };
}
