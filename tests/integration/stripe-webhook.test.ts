/**
 * POST /api/stripe/webhook and the subscription lifecycle on the sandbox (which signs its events with
 * the same secret and hands them to the same handler): signatures (missing, wrong, stale: 400),
 * one processing per event id, order tolerance, 3-D Secure completed with the tab closed (one account,
 * one charge, one welcome and one receipt mail), failed and abandoned, renewals paid and failed, refunds
 * and disputes from the dashboard, and the card-testing caps. Time moves with the server's clock.
 */
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  sandboxCharges,
  sandboxSubscriptions,
  signupRequests,
  subscriptions,
  users,
  webhookEvents,
} from "../../db/schema";
import { RENEWAL_KEY_HEADER, renewalKey } from "../../server/api/sandbox-payments";
import { CARD_MESSAGES } from "../../server/payments/sandbox-cards";
import { eventPayload, signPayload } from "../../server/payments/webhook";
import { TOO_MANY_DECLINES } from "../../server/signup/card-testing";
import { recoverAbandonedSignups } from "../../server/signup/recovery";
import { ACTION_LEASE_MS, INCOMPLETE_WINDOW_MS } from "../../server/signup/settle";
import { DATABASES } from "../support/databases";
import { emailToken, paymentMethod, registration, THREE_DS_CARD, DECLINED_CARD } from "../support/signup";
import { startTestServer, type TestServer } from "../support/test-server";

describe.each(DATABASES)("provider events and the subscription lifecycle on %s", (database) => {
  let server: TestServer;
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);

  beforeAll(async () => {
    // A high factor must not loosen the card-testing caps.
    server = await startTestServer({ database, env: { RATE_LIMIT_FACTOR: "1000" }, overrides: { clock } });
  });
  afterAll(() => server.close());

  const db = () => server.services.db;
  const secret = () => server.services.webhookSecret;
  const mailsTo = (email: string, subject: RegExp) =>
    server.mails.filter((m) => m.to === email && subject.test(m.subject));
  const postEvent = (payload: string, signature?: string) =>
    server.post("/api/stripe/webhook", payload, signature === undefined ? {} : { "stripe-signature": signature });
  const subscriptionOf = async (email: string) => {
    const [row] = await db()
      .select({ s: subscriptions })
      .from(subscriptions)
      .innerJoin(users, eq(users.companyId, subscriptions.companyId))
      .where(sql`lower(${users.email}) = ${email}`);
    return row?.s;
  };

  /** A registration with a verified address and a sandbox card. */
  async function order(email: string, card?: string) {
    return registration(email, {
      email_token: await emailToken(server, email),
      paymentMethodId: await paymentMethod(server, card),
    });
  }

  /** A completed sign-up with the good card. */
  async function customer(email: string) {
    const res = await server.post("/api/register-plan", await order(email));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (await subscriptionOf(email))!;
  }

  describe("signatures", () => {
    const payload = () =>
      eventPayload(`evt_test_${randomBytes(6).toString("hex")}`, "customer.subscription.updated", new Date(), {
        id: "sub_none",
        object: "subscription",
        status: "active",
      });

    it("refuses a missing, a wrong and a stale signature with 400, and accepts a good one", async () => {
      const p = payload();
      expect((await postEvent(p)).status).toBe(400);
      expect((await postEvent(p, signPayload(p, "whsec_someone_elses_secret_0000"))).status).toBe(400);
      const stale = Math.floor(Date.now() / 1000) - 10 * 60;
      expect((await postEvent(p, signPayload(p, secret(), stale))).status).toBe(400);
      expect((await postEvent(p.replace("active", "canceled"), signPayload(p, secret()))).status).toBe(400);
      expect(
        await db()
          .select()
          .from(webhookEvents)
          .where(eq(webhookEvents.id, JSON.parse(p).id)),
      ).toHaveLength(0);
      const ok = await postEvent(p, Stripe.webhooks.generateTestHeaderString({ payload: p, secret: secret() }));
      expect(ok.status).toBe(200);
      const refused = server.logs.filter((l) => l.msg === "security: webhook_signature_invalid");
      expect(refused.length).toBeGreaterThanOrEqual(4);
      expect(refused.every((l) => typeof l.ipHash === "string" && l.security === "webhook_signature_invalid")).toBe(
        true,
      );
      expect(JSON.stringify(refused)).not.toContain("127.0.0.1");
    });
  });

  it("processes a redelivered event once (one receipt), and an older event never overwrites newer state", async () => {
    const email = "renewal.dup@tanadvisory.sg";
    const sub = await customer(email);
    const start = Math.floor(Date.now() / 1000) + 3600;
    const invoice = {
      id: "in_dup",
      object: "invoice",
      billing_reason: "subscription_cycle",
      amount_paid: sub.total,
      parent: { subscription_details: { subscription: sub.providerSubscriptionId } },
      lines: { data: [{ period: { start, end: start + 365 * 86400 } }] },
    };
    const paid = eventPayload("evt_dup_1", "invoice.paid", new Date(start * 1000), invoice);
    const receiptsBefore = mailsTo(email, /receipt/).length;
    const answers = await Promise.all([
      postEvent(paid, signPayload(paid, secret())),
      postEvent(paid, signPayload(paid, secret())),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect((await postEvent(paid, signPayload(paid, secret()))).status).toBe(200);
    expect(mailsTo(email, /receipt/).length).toBe(receiptsBefore + 1);
    expect((await subscriptionOf(email))!.currentPeriodEnd.getTime()).toBe((start + 365 * 86400) * 1000);

    // Newer: past_due at start+200; then an older "active" at start+100 arrives late.
    const subObject = (status: string) => ({
      id: sub.providerSubscriptionId,
      object: "subscription",
      status,
      items: { data: [{ current_period_start: start, current_period_end: start + 365 * 86400 }] },
    });
    const newer = eventPayload(
      "evt_order_2",
      "customer.subscription.updated",
      new Date((start + 200) * 1000),
      subObject("past_due"),
    );
    const older = eventPayload(
      "evt_order_1",
      "customer.subscription.updated",
      new Date((start + 100) * 1000),
      subObject("active"),
    );
    expect((await postEvent(newer, signPayload(newer, secret()))).status).toBe(200);
    expect((await postEvent(older, signPayload(older, secret()))).status).toBe(200);
    expect((await subscriptionOf(email))!.status).toBe("past_due");
  });

  it("3-D Secure completed and the tab closed: exactly one account, one charge, one welcome and one receipt mail", async () => {
    const email = "three.ds@tanadvisory.sg";
    const body = await order(email, THREE_DS_CARD);
    const first = await server.post("/api/register-plan", body);
    expect(first.status).toBe(202);
    const secretOf = first.body.data.client_secret as string;
    // (A new attempt with another key no longer waits for this one: it cancels it, decision 0024;
    // tests/integration/money-state.test.ts.)

    // The buyer completes the challenge and closes the tab: the order is never posted again.
    expect(
      (await server.post("/api/sandbox/challenges", { client_secret: secretOf, outcome: "complete" })).status,
    ).toBe(200);
    expect(
      await db()
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`),
    ).toHaveLength(1);
    const charges = await db()
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.paymentMethodId, body.paymentMethodId));
    expect(charges.map((c) => c.status)).toEqual(["succeeded"]);
    expect(mailsTo(email, /^Welcome/)).toHaveLength(1);
    expect(mailsTo(email, /receipt/)).toHaveLength(1);
    expect((await subscriptionOf(email))!.status).toBe("active");

    // Nothing more happens when the recovery job runs, the challenge is answered again, or the tab returns.
    offsetMs += ACTION_LEASE_MS * 2;
    await recoverAbandonedSignups(server.services);
    await server.post("/api/sandbox/challenges", { client_secret: secretOf, outcome: "complete" });
    const again = await server.post("/api/register-plan", body);
    expect(again.status).toBe(200);
    expect(
      await db()
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`),
    ).toHaveLength(1);
    expect(mailsTo(email, /^Welcome/)).toHaveLength(1);
    expect(
      (await db().select().from(sandboxCharges).where(eq(sandboxCharges.paymentMethodId, body.paymentMethodId))).filter(
        (c) => c.status === "succeeded",
      ),
    ).toHaveLength(1);
  });

  it("3-D Secure failed: 402 with the bank's message, nothing charged, the address free again", async () => {
    const email = "three.ds.fail@tanadvisory.sg";
    const body = await order(email, THREE_DS_CARD);
    const first = await server.post("/api/register-plan", body);
    expect(
      (await server.post("/api/sandbox/challenges", { client_secret: first.body.data.client_secret, outcome: "fail" }))
        .status,
    ).toBe(200);
    const again = await server.post("/api/register-plan", body);
    expect(again.status).toBe(402);
    expect(again.body.message).toBe(CARD_MESSAGES.authenticationFailed);
    expect(
      await db()
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`),
    ).toHaveLength(0);
    const retry = await server.post("/api/register-plan", {
      ...body,
      idempotency_key: randomBytes(8).toString("hex"),
      paymentMethodId: await paymentMethod(server),
    });
    expect(retry.status).toBe(200);
  });

  it("3-D Secure never answered: the recovery job cancels it past the incomplete window, nothing charged", async () => {
    const email = "three.ds.gone@tanadvisory.sg";
    const body = await order(email, THREE_DS_CARD);
    expect((await server.post("/api/register-plan", body)).status).toBe(202);
    offsetMs += ACTION_LEASE_MS + 1000;
    await recoverAbandonedSignups(server.services);
    const [waiting] = await db()
      .select()
      .from(signupRequests)
      .where(eq(signupRequests.idempotencyKey, body.idempotency_key));
    expect(waiting!.status).toBe("requires_action"); // still within Stripe's window: handed back
    offsetMs += INCOMPLETE_WINDOW_MS;
    await recoverAbandonedSignups(server.services);
    const [closed] = await db()
      .select()
      .from(signupRequests)
      .where(eq(signupRequests.idempotencyKey, body.idempotency_key));
    expect(closed!.status).toBe("failed");
    const [sub] = await db()
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.signupKey, body.idempotency_key));
    expect(sub!.status).toBe("incomplete_expired");
    const charges = await db()
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.paymentMethodId, body.paymentMethodId));
    expect(charges.map((c) => c.status)).toEqual(["failed"]);
    expect(
      await db()
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`),
    ).toHaveLength(0);
  });

  it("3-D Secure completed but its event lost: the recovery job finds the payment and writes the account once", async () => {
    const email = "three.ds.lost@tanadvisory.sg";
    const body = await order(email, THREE_DS_CARD);
    expect((await server.post("/api/register-plan", body)).status).toBe(202);
    // The bank took the money, but no event reached the site.
    await db()
      .update(sandboxCharges)
      .set({ status: "succeeded" })
      .where(eq(sandboxCharges.paymentMethodId, body.paymentMethodId));
    offsetMs += ACTION_LEASE_MS + 1000;
    await Promise.all([recoverAbandonedSignups(server.services), recoverAbandonedSignups(server.services)]);
    expect(
      await db()
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`),
    ).toHaveLength(1);
    expect(mailsTo(email, /^Welcome/)).toHaveLength(1);
  });

  it("the renewal command's endpoint moves the period with a receipt, or marks the subscription past due with a mail", async () => {
    const email = "renewal.sandbox@tanadvisory.sg";
    await customer(email);
    const [before] = await db()
      .select()
      .from(sandboxSubscriptions)
      .where(sql`${sandboxSubscriptions.customerEmail} = ${email}`);
    expect((await server.post("/api/sandbox/renewals", { email })).status).toBe(403);
    const headers = { [RENEWAL_KEY_HEADER]: renewalKey(secret()) };
    const receipts = mailsTo(email, /receipt/).length;
    const renewed = await server.post("/api/sandbox/renewals", { email }, headers);
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
    const after = (await subscriptionOf(email))!;
    expect(after.status).toBe("active");
    // The provider's new period, to the second.
    expect(after.currentPeriodStart.getTime()).toBe(before!.currentPeriodEnd.getTime());
    expect(after.currentPeriodEnd.getTime()).toBe(
      Date.UTC(
        before!.currentPeriodEnd.getUTCFullYear() + 1,
        before!.currentPeriodEnd.getUTCMonth(),
        before!.currentPeriodEnd.getUTCDate(),
        before!.currentPeriodEnd.getUTCHours(),
        before!.currentPeriodEnd.getUTCMinutes(),
        before!.currentPeriodEnd.getUTCSeconds(),
      ),
    );
    expect(mailsTo(email, /receipt/).length).toBe(receipts + 1);

    const failed = await server.post("/api/sandbox/renewals", { email, fail: true }, headers);
    expect(failed.status).toBe(200);
    expect((await subscriptionOf(email))!.status).toBe("past_due");
    expect(mailsTo(email, /payment failed/)).toHaveLength(1);
  });

  it("records refunds and disputes made at the provider", async () => {
    const email = "refund.dispute@tanadvisory.sg";
    const sub = await customer(email);
    const charge = {
      id: sub.providerPaymentId,
      object: "charge",
      customer: sub.providerCustomerId,
      amount: sub.total,
      amount_refunded: 1000,
      payment_intent: sub.providerPaymentId,
    };
    const refunded = eventPayload("evt_refund_1", "charge.refunded", new Date(), charge, { amount_refunded: 0 });
    expect((await postEvent(refunded, signPayload(refunded, secret()))).status).toBe(200);
    expect((await postEvent(refunded, signPayload(refunded, secret()))).status).toBe(200);
    const dispute = eventPayload("evt_dispute_1", "charge.dispute.created", new Date(), {
      id: "dp_1",
      object: "dispute",
      charge: sub.providerPaymentId,
      payment_intent: sub.providerPaymentId,
      amount: sub.total,
    });
    expect((await postEvent(dispute, signPayload(dispute, secret()))).status).toBe(200);
    const after = (await subscriptionOf(email))!;
    expect(after.refundedAmount).toBe(1000);
    expect(after.disputedAt).not.toBeNull();
  });

  it("card testing: after 3 declines for an address the next attempt is 429 with Retry-After, before any charge", async () => {
    const email = "card.tester@tanadvisory.sg";
    const token = await emailToken(server, email);
    for (let i = 0; i < 3; i++) {
      const res = await server.post(
        "/api/register-plan",
        registration(email, { email_token: token, paymentMethodId: await paymentMethod(server, DECLINED_CARD) }),
      );
      expect(res.status).toBe(402);
      expect(res.body.message).toBe(CARD_MESSAGES.declined);
    }
    const good = await paymentMethod(server);
    const blocked = await server.post(
      "/api/register-plan",
      registration(email, { email_token: token, paymentMethodId: good }),
    );
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(TOO_MANY_DECLINES);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await db().select().from(sandboxCharges).where(eq(sandboxCharges.paymentMethodId, good))).toHaveLength(0);
  });
});
