/**
 * The sandbox payment provider (PAYMENT_PROVIDER=sandbox, the default): offline, with Stripe's test card
 * behaviour. Cards are turned into payment methods by POST /api/sandbox/payment-methods; charges are rows
 * in `sandbox_charges`, unique per idempotency key, so a retried charge never charges twice.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { sandboxCharges, sandboxPaymentMethods } from "../../db/schema";
import type { Database } from "../db/client";
import { CARD_MESSAGES, isExpired, type SandboxCard } from "./sandbox-cards";
import type { ChargeOutcome, PaymentProvider } from "./types";

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("base64url")}`;

/** Stores an accepted card as a payment method; returns its id (`pm_sandbox_…`). */
export async function createSandboxPaymentMethod(db: Database, card: SandboxCard, expiry: { month: number; year: number }): Promise<string> {
  const id = newId("pm_sandbox");
  await db.insert(sandboxPaymentMethods).values({ id, brand: card.brand, last4: card.last4, expMonth: expiry.month, expYear: expiry.year, behavior: card.behavior });
  return id;
}

/** The sandbox provider over `db`. */
export function createSandboxProvider(db: Database): PaymentProvider {
  return {
    name: "sandbox",
    async charge(request): Promise<ChargeOutcome> {
      const [method] = await db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, request.paymentMethodId));
      if (!method) return { status: "failed", code: "payment_method_missing", message: CARD_MESSAGES.missing };
      if (method.behavior === "decline_on_charge") return { status: "failed", code: "card_declined", message: CARD_MESSAGES.declined };
      if (isExpired(method.expMonth, method.expYear)) return { status: "failed", code: "expired_card", message: CARD_MESSAGES.expired };
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
      const [charge] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, request.idempotencyKey));
      if (!charge) throw new Error("sandbox charge vanished");
      return { status: "succeeded", record: { provider: "sandbox", paymentId: charge.id, card: { brand: method.brand, last4: method.last4 } } };
    },
    async resume(record) {
      // The sandbox never asks for 3-D Secure: a recorded charge has succeeded.
      if (!record.paymentId) return { status: "failed", code: "card_declined", message: CARD_MESSAGES.declined };
      return { status: "succeeded", record };
    },
    async refund(record) {
      if (!record.paymentId) return;
      await db.update(sandboxCharges).set({ status: "refunded", refundedAt: new Date() }).where(eq(sandboxCharges.id, record.paymentId));
    },
  };
}
