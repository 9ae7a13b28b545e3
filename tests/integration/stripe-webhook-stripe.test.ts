/**
 * The same lifecycle with PAYMENT_PROVIDER=stripe, on recorded Stripe exchanges (no network) and events
 * signed with the SDK's test-header helper: a 3-D Secure payment completed after the tab was closed is
 * settled by the first invoice's `invoice.paid` (one account, one welcome and one receipt mail), a
 * renewal moves the period and mails a receipt, a failed renewal marks the subscription past due, and
 * a cancellation is copied.
 */
import { eq, sql } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditNotes, invoices, signupRequests, subscriptions, users } from "../../db/schema";
import { eventPayload } from "../../server/payments/webhook";
import { loadPlanList } from "../../server/pricing/plan-list";
import { planDataOf, quote } from "../../app/domain/pricing";
import { DATABASES } from "../support/databases";
import { emailToken, registration } from "../support/signup";
import { replay } from "../support/stripe-replay";
import { startTestServer, type TestServer } from "../support/test-server";

const SECRET = "whsec_test_fixture_secret_0123456789";
const SUB = "sub_1QvXq92eZvKYlo2C3DSPro";
const KEY = "signup-key-3ds-00001";

describe.each(DATABASES)("Stripe events on %s", (database) => {
  let server: TestServer;
  let stripe: ReturnType<typeof replay>;

  beforeAll(async () => {
    stripe = replay("signup-requires-action");
    server = await startTestServer({
      database,
      env: {
        PAYMENT_PROVIDER: "stripe",
        STRIPE_SECRET_KEY: "sk_test_fixture",
        STRIPE_PUBLISHABLE_KEY: "pk_test_fixture",
        STRIPE_WEBHOOK_SECRET: SECRET,
        RATE_LIMIT_FACTOR: "1000",
      },
      overrides: { paymentProvider: stripe.provider },
    });
  });
  afterAll(() => server.close());

  const send = (id: string, type: string, created: number, object: Record<string, unknown>) => {
    const payload = eventPayload(id, type, new Date(created * 1000), object);
    return server.post("/api/stripe/webhook", payload, {
      "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
    });
  };
  const subscription = async () =>
    (await server.services.db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, SUB)))[0];
  const invoice = (reason: string, start: number, extra: Record<string, unknown> = {}) => ({
    id: `in_${reason}_${start}`,
    object: "invoice",
    billing_reason: reason,
    amount_paid: 2071,
    amount_due: 2071,
    parent: {
      type: "subscription_details",
      subscription_details: { subscription: SUB, metadata: { signup_key: KEY } },
    },
    lines: { data: [{ period: { start, end: start + 30 * 86400 } }] },
    ...extra,
  });

  it("3-D Secure completed with the tab closed, a renewal, a failed renewal and a cancellation", async () => {
    const email = "secure@example.com";
    const body = registration(email, {
      email_token: await emailToken(server, email),
      paymentMethodId: "pm_card_threeDSecure2Required",
      idempotency_key: KEY,
    });
    // Pro, monthly, USD, smallest tier, one user: the order the recorded exchanges were made with.
    const planList = await loadPlanList(server.services.db);
    const priced = quote(planList, { plan_id: 1, plan_type_id: 1, envelope_id: 1, currency: "USD", users: 1 });
    if (!priced.ok) throw new Error(priced.reason);
    expect(priced.quote.total).toBe(2071);
    const order = { ...body, plan_data: planDataOf(planList, priced.quote) };
    const first = await server.post("/api/register-plan", order);
    expect(first.status, JSON.stringify(first.body)).toBe(202);
    expect(first.body.data.client_secret).toBe("pi_3QvXqA2eZvKYlo2C3DSecure_secret_Wq8mY3kx");

    // The buyer completes 3-D Secure in Stripe's modal and closes the tab; Stripe reports the payment.
    const now = Math.floor(Date.now() / 1000);
    expect((await send("evt_first_paid", "invoice.paid", now, invoice("subscription_create", now))).status).toBe(200);
    expect((await send("evt_first_paid", "invoice.paid", now, invoice("subscription_create", now))).status).toBe(200);
    stripe.done(); // the subscription was read once (resume); nothing was charged again
    expect(
      await server.services.db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`),
    ).toHaveLength(1);
    expect(server.mails.filter((m) => m.to === email && /^Welcome/.test(m.subject))).toHaveLength(1);
    const receipts = server.mails.filter((m) => m.to === email && /receipt/.test(m.subject));
    expect(receipts).toHaveLength(1);
    // The first receipt links Stripe's PDF of the first invoice, as renewal receipts do theirs.
    expect(receipts[0]!.text).toContain(
      "Your invoice (PDF), with both parties' tax numbers for your accounts: https://pay.stripe.com/invoice/acct_1Fixture/test_YWNjdF8zRFNQcm8/pdf",
    );
    const [attempt] = await server.services.db
      .select()
      .from(signupRequests)
      .where(eq(signupRequests.idempotencyKey, KEY));
    expect(attempt!.status).toBe("succeeded");
    expect(attempt!.pending).toBeNull();

    // The tab comes back later: the stored answer, no second account.
    const again = await server.post("/api/register-plan", order);
    expect(again.status).toBe(200);

    // Renewal paid a month later: period moves on, receipt.
    const renewal = now + 30 * 86400;
    expect(
      (await send("evt_renewal_paid", "invoice.paid", renewal, invoice("subscription_cycle", renewal))).status,
    ).toBe(200);
    let row = (await subscription())!;
    expect(row.currentPeriodStart.getTime()).toBe(renewal * 1000);
    expect(row.currentPeriodEnd.getTime()).toBe((renewal + 30 * 86400) * 1000);
    expect(server.mails.filter((m) => m.to === email && /receipt/.test(m.subject))).toHaveLength(2);

    // The next renewal fails: past due and a mail; Stripe's later retries give up and cancel.
    const next = renewal + 30 * 86400;
    expect(
      (
        await send(
          "evt_renewal_failed",
          "invoice.payment_failed",
          next,
          invoice("subscription_cycle", next, { amount_paid: 0 }),
        )
      ).status,
    ).toBe(200);
    row = (await subscription())!;
    expect(row.status).toBe("past_due");
    expect(server.mails.filter((m) => m.to === email && /payment failed/.test(m.subject))).toHaveLength(1);
    const deleted = {
      id: SUB,
      object: "subscription",
      status: "canceled",
      items: { data: [{ current_period_start: renewal, current_period_end: next }] },
    };
    expect((await send("evt_deleted", "customer.subscription.deleted", next + 86400, deleted)).status).toBe(200);
    // A late, older "active" update changes nothing.
    expect(
      (await send("evt_old_update", "customer.subscription.updated", renewal, { ...deleted, status: "active" })).status,
    ).toBe(200);
    expect((await subscription())!.status).toBe("canceled");
  });

  it("records Stripe's own invoice and credit note (number and PDF address) instead of issuing a second one", async () => {
    const at = Math.floor(Date.now() / 1000) + 90 * 86400;
    const pdf = "https://pay.stripe.com/invoice/acct_1Fixture/test_YWNjdF9GaXh0dXJl/pdf";
    const paid = invoice("subscription_cycle", at, {
      id: "in_fixture_numbered",
      number: "9F3C2A1B-0004",
      invoice_pdf: pdf,
    });
    expect((await send("evt_numbered_1", "invoice.paid", at, paid)).status).toBe(200);
    // The same invoice reported again under another event id: still one document.
    expect((await send("evt_numbered_2", "invoice.paid", at, paid)).status).toBe(200);
    const row = (await subscription())!;
    const recorded = await server.services.db.select().from(invoices).where(eq(invoices.subscriptionId, row.id));
    expect(recorded).toEqual([
      expect.objectContaining({
        number: "9F3C2A1B-0004",
        pdfUrl: pdf,
        provider: "stripe",
        chargeRef: "in_fixture_numbered",
        pdf: null,
      }),
    ]);
    const receipt = server.mails.filter((m) => m.to === "secure@example.com" && /receipt/.test(m.subject)).at(-1);
    expect(receipt!.text).toContain(pdf);

    const notePdf = "https://pay.stripe.com/credit_notes/acct_1Fixture/test_Q04/pdf";
    const note = {
      id: "cn_fixture_1",
      object: "credit_note",
      invoice: "in_fixture_numbered",
      number: "9F3C2A1B-0004-CN-01",
      total: 2071,
      pdf: notePdf,
      created: at + 60,
    };
    expect((await send("evt_cn_1", "credit_note.created", at + 60, note)).status).toBe(200);
    expect((await send("evt_cn_2", "credit_note.created", at + 60, note)).status).toBe(200);
    const notes = await server.services.db.select().from(creditNotes).where(eq(creditNotes.subscriptionId, row.id));
    expect(notes).toEqual([expect.objectContaining({ number: "9F3C2A1B-0004-CN-01", pdfUrl: notePdf, total: 2071 })]);
  });
});
