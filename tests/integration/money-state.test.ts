/**
 * The money state on the sandbox: refunds stored as the absolute amount per charge, whatever
 * order or how often `charge.refunded` arrives (item 4); each currency's own extra-user price, served
 * and charged from the same rows (item 5); a new attempt for an address whose payment
 * waits for 3-D Secure cancels the waiting payment, nothing charged, and goes on (item 6).
 */
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  sandboxCharges,
  sandboxSubscriptions,
  signupRequests,
  subscriptionCharges,
  subscriptions,
  users,
} from "../../db/schema";
import { planListSchema } from "../../app/domain/plan-list";
import { planDataOf, quote } from "../../app/domain/pricing";
import { SIGNUP_MESSAGES } from "../../app/domain/signup";
import { eventPayload, signPayload } from "../../server/payments/webhook";
import { DATABASES } from "../support/databases";
import { emailToken, paymentMethod, registration, THREE_DS_CARD } from "../support/signup";
import { startTestServer, type TestServer } from "../support/test-server";

describe.each(DATABASES)("money state on %s", (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database, env: { RATE_LIMIT_FACTOR: "1000" } });
  });
  afterAll(() => server.close());

  const db = () => server.services.db;
  const usersOf = (email: string) =>
    db()
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
  const order = async (email: string, card?: string) =>
    registration(email, {
      email_token: await emailToken(server, email),
      paymentMethodId: await paymentMethod(server, card),
    });

  it("stores the absolute refunded amount per charge: partial refunds, redelivered and late events count once", async () => {
    const email = "partial.refunds@tanadvisory.sg";
    const res = await server.post("/api/register-plan", await order(email));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [sub] = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, res.body.data.subscription_id as number));
    const chargeId = `ch_partial_${database}`;
    const charge = (amountRefunded: number) => ({
      id: chargeId,
      object: "charge",
      customer: sub!.providerCustomerId,
      payment_intent: sub!.providerPaymentId,
      amount: sub!.total,
      amount_refunded: amountRefunded,
      refunded: false,
    });
    const t0 = Date.now();
    // As Stripe sends charge.refunded: no previous_attributes (documented only for *.updated events).
    const first = eventPayload(`evt_refund_a_${database}`, "charge.refunded", new Date(t0), charge(1000));
    const second = eventPayload(`evt_refund_b_${database}`, "charge.refunded", new Date(t0 + 60_000), charge(2500));
    const deliver = async (payload: string) =>
      expect(
        (
          await server.post("/api/stripe/webhook", payload, {
            "stripe-signature": signPayload(payload, server.services.webhookSecret),
          })
        ).status,
      ).toBe(200);
    const refunded = async () =>
      (await db().select().from(subscriptions).where(eq(subscriptions.id, sub!.id)))[0]!.refundedAmount;

    await deliver(first);
    expect(await refunded()).toBe(1000);
    await deliver(second);
    expect(await refunded()).toBe(2500);
    // The first event again under another id (Stripe resends the state, not a delta), and late.
    await deliver(eventPayload(`evt_refund_a2_${database}`, "charge.refunded", new Date(t0), charge(1000)));
    await deliver(second);
    expect(await refunded()).toBe(2500);
    const [row] = await db()
      .select()
      .from(subscriptionCharges)
      .where(eq(subscriptionCharges.providerChargeId, chargeId));
    expect(row).toMatchObject({ subscriptionId: sub!.id, amount: sub!.total, amountRefunded: 2500 });
  });

  it("serves and charges each currency's own extra-user price from the database (AUD is not USD's number)", async () => {
    const { body } = await server.post("/api/plan-list", {});
    const planList = planListSchema.parse(body.data);
    const teamMonthly = planList.team_plan.find((t) => t.id === 1)!.price;
    expect(teamMonthly.USD!.extra_user_amount).toBe(500);
    expect(teamMonthly.AUD!.extra_user_amount).toBe(800);
    // The order as the page prices it from that list is what the server recomputes and charges.
    const priced = quote(planList, { plan_id: 2, plan_type_id: 1, envelope_id: 1, currency: "AUD", users: 3 });
    if (!priced.ok) throw new Error(priced.reason);
    const email = "aud.team@tanadvisory.sg";
    const res = await server.post("/api/register-plan", {
      ...(await order(email)),
      plan_data: planDataOf(planList, priced.quote),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [sub] = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, res.body.data.subscription_id as number));
    expect(sub).toMatchObject({ currencyCode: "AUD", users: 3, amount: 5900 + 2 * 800, total: 8175 });
  });

  it("a new attempt for an address whose payment waits for 3-D Secure cancels it (nothing charged) and goes on", async () => {
    const email = "closed.tab@tanadvisory.sg";
    const waiting = await order(email, THREE_DS_CARD);
    const first = await server.post("/api/register-plan", waiting);
    expect(first.status).toBe(202);
    const clientSecret = first.body.data.client_secret as string;

    // The buyer closed the tab mid-challenge and comes back at once with another card (another key).
    const fresh = { ...(await order(email)), idempotency_key: randomBytes(8).toString("hex") };
    const second = await server.post("/api/register-plan", fresh);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(await usersOf(email)).toHaveLength(1);

    // The waiting payment was cancelled at the provider: nothing taken, and the old challenge can no longer pay it.
    const [old] = await db()
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.paymentMethodId, waiting.paymentMethodId));
    expect(old).toMatchObject({ status: "failed", failureCode: "payment_intent_canceled" });
    const [oldSubscription] = await db()
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.signupKey, waiting.idempotency_key!));
    expect(oldSubscription!.status).toBe("incomplete_expired");
    expect(
      (await server.post("/api/sandbox/challenges", { client_secret: clientSecret, outcome: "complete" })).status,
    ).toBe(200);
    const charges = await db()
      .select()
      .from(sandboxCharges)
      .where(sql`${sandboxCharges.paymentMethodId} in (${waiting.paymentMethodId}, ${fresh.paymentMethodId})`);
    expect(charges.filter((c) => c.status === "succeeded").map((c) => c.paymentMethodId)).toEqual([
      fresh.paymentMethodId,
    ]);

    // The old attempt is closed; its tab, if it comes back, is told so.
    const [attempt] = await db()
      .select()
      .from(signupRequests)
      .where(eq(signupRequests.idempotencyKey, waiting.idempotency_key!));
    expect(attempt).toMatchObject({ status: "failed", outcome: "attempt_interrupted" });
    const back = await server.post("/api/register-plan", waiting);
    expect(back).toMatchObject({ status: 409, body: { message: SIGNUP_MESSAGES.attemptInterrupted } });
    expect(await usersOf(email)).toHaveLength(1);
  });
});
