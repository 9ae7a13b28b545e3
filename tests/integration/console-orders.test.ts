/**
 * The console's Orders services on both databases (decision 0028): sandbox purchases, a
 * declined card and a 3-D Secure payment left waiting appear in the list with their status, search,
 * filter, order and pages; the order page's figures and timeline; refunds through the sandbox provider:
 * partial then full, a double submit refunded once, more than is left refused, a provider refusal shown
 * with nothing changed, and (fast-check) refund amounts never adding up to more than was paid.
 */
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import { refundAction } from "../../app/server/console/orders.server";
import { postToAction } from "../support/route-action";
import { majorString } from "../../app/domain/money";
import { orderEvents, sandboxRefunds, subscriptions } from "../../db/schema";
import { getOrderDetail } from "../../server/orders/detail";
import { listOrders } from "../../server/orders/queries";
import { refundOrder, type RefundOrderInput } from "../../server/orders/refund";
import { DATABASES } from "../support/databases";
import {
  emailToken,
  paymentMethod,
  registration,
  TEAM_3_YEARLY_SGD,
  THREE_DS_CARD,
  DECLINED_CARD,
} from "../support/signup";
import { startTestServer, type TestServer } from "../support/test-server";

const TOTAL = TEAM_3_YEARLY_SGD.total_amount; // S$730.30 in cents
const OPERATOR = { id: 1, email: "ops@docsleeve.test" };
const IP_HASH = "test-ip-hash";

describe.each(DATABASES)("console orders and refunds on %s", (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database, env: { RATE_LIMIT_FACTOR: "1000" } });
    // A fresh PostgreSQL database on a busy shared server can take over a minute to create.
  }, 180_000);
  afterAll(() => server.close());

  const db = () => server.services.db;
  const nonce = () => randomBytes(12).toString("base64url");
  const refund = (key: string, amount: string, extra: Partial<RefundOrderInput["form"]> = {}) =>
    refundOrder(server.services, {
      key,
      operator: OPERATOR,
      ipHash: IP_HASH,
      form: { amount, reason: "Customer asked within the refund window", nonce: nonce(), ...extra },
    });
  const refundMails = (email: string) => server.mails.filter((m) => m.to === email && /refund/i.test(m.subject));

  /** A sign-up through the API with `card`; returns the order key and the answer's status. */
  async function purchase(email: string, card?: string) {
    const body = registration(email, {
      email_token: await emailToken(server, email),
      paymentMethodId: await paymentMethod(server, card),
    });
    const res = await server.post("/api/register-plan", body);
    return { key: body.idempotency_key, status: res.status };
  }

  it("lists paid, declined and waiting orders with buyer, plan, amounts and status; searches, filters, sorts and pages", async () => {
    const paid = await purchase("list.paid@tanadvisory.sg");
    expect(paid.status).toBe(200);
    const declined = await purchase("list.declined@tanadvisory.sg", DECLINED_CARD);
    expect(declined.status).toBe(402);
    const waiting = await purchase("list.waiting@tanadvisory.sg", THREE_DS_CARD);
    expect(waiting.status).toBe(202);

    const all = await listOrders(db(), { page: 1, size: 100, sort: "newest" });
    const byKey = new Map(all.rows.map((r) => [r.key, r]));
    expect(byKey.get(paid.key)).toMatchObject({
      email: "list.paid@tanadvisory.sg",
      buyerName: "Mei Ling Tan",
      company: "Tan Advisory Pte. Ltd.",
      plan: "Team",
      period: "Yearly",
      users: 3,
      currency: { code: "SGD", symbol: "S$", minorUnit: 2 },
      subtotal: 67000,
      tax: 6030,
      total: TOTAL,
      refunded: 0,
      status: "paid",
      provider: "sandbox",
    });
    expect(byKey.get(paid.key)!.providerPaymentId).toMatch(/^ch_sandbox_/);
    expect(byKey.get(declined.key)).toMatchObject({
      status: "declined",
      email: "list.declined@tanadvisory.sg",
      total: null,
    });
    // A payment waiting for the bank already has its buyer and price (kept for whoever settles it).
    expect(byKey.get(waiting.key)).toMatchObject({
      status: "waiting_3ds",
      buyerName: "Mei Ling Tan",
      plan: "Team",
      total: TOTAL,
      currency: { code: "SGD" },
    });
    // Newest first: the last purchase leads.
    expect(all.rows.findIndex((r) => r.key === waiting.key)).toBeLessThan(
      all.rows.findIndex((r) => r.key === paid.key),
    );

    const search = await listOrders(db(), { page: 1, size: 10, sort: "newest", q: "LIST.DECLINED" });
    expect(search.rows.map((r) => r.key)).toEqual([declined.key]);
    expect(search.total).toBe(1);
    const byProviderId = await listOrders(db(), {
      page: 1,
      size: 10,
      sort: "newest",
      q: byKey.get(paid.key)!.providerPaymentId!,
    });
    expect(byProviderId.rows.map((r) => r.key)).toEqual([paid.key]);
    // The searcher's own wildcards are matched literally.
    expect((await listOrders(db(), { page: 1, size: 10, sort: "newest", q: "%" })).total).toBe(0);

    const waitingOnly = await listOrders(db(), { page: 1, size: 10, sort: "newest", status: "waiting_3ds" });
    expect(waitingOnly.rows.every((r) => r.status === "waiting_3ds")).toBe(true);
    expect(waitingOnly.rows.map((r) => r.key)).toContain(waiting.key);

    const oldest = await listOrders(db(), { page: 1, size: 10, sort: "oldest", q: "list." });
    expect(oldest.rows.map((r) => r.key)).toEqual([paid.key, declined.key, waiting.key]);
    // Past the end: the last page.
    const beyond = await listOrders(db(), { page: 9, size: 10, sort: "oldest", q: "list." });
    expect(beyond).toMatchObject({ total: 3, page: 1 });
    expect(beyond.rows).toHaveLength(3);
    expect(await listOrders(db(), { page: 3, size: 10, sort: "oldest", q: "nobody-matches-this" })).toMatchObject({
      rows: [],
      total: 0,
      page: 1,
    });
  });

  it("refunds part, then the rest: the provider's events record it, the timeline shows it, the customer is mailed each time", async () => {
    const email = "refund.twice@tanadvisory.sg";
    const { key } = await purchase(email);
    const before = await getOrderDetail(db(), key);
    expect(before).toMatchObject({
      refundable: TOTAL,
      reference: expect.stringMatching(/^DS-\d{6}$/),
      card: { brand: "Visa", last4: "4242" },
    });

    const part = await refund(key, "100.30");
    expect(part).toMatchObject({ ok: true, value: { amount: 10030, left: TOTAL - 10030, replayed: false } });
    const partial = await getOrderDetail(db(), key);
    expect(partial!.order).toMatchObject({ status: "partially_refunded", refunded: 10030 });
    expect(partial!.refundable).toBe(TOTAL - 10030);
    expect(refundMails(email).map((m) => m.text)).toEqual([expect.stringContaining("We have refunded S$100.30")]);
    expect(refundMails(email)[0]!.text).toContain("S$630.00 of the payment remains charged");

    // The form's default: what is left, in major units.
    const rest = await refund(key, majorString(partial!.refundable, 2));
    expect(rest).toMatchObject({ ok: true, value: { amount: TOTAL - 10030, left: 0 } });
    const done = await getOrderDetail(db(), key);
    expect(done!.order).toMatchObject({ status: "refunded", refunded: TOTAL });
    expect(done!.refundable).toBe(0);
    expect(refundMails(email)).toHaveLength(2);
    expect(refundMails(email)[1]!.text).toContain("This refunds the whole payment.");
    // Refunding does not cancel the subscription: that stays the customer's or the provider's call.
    const [sub] = await db().select().from(subscriptions).where(eq(subscriptions.signupKey, key));
    expect(sub!.status).toBe("active");

    const titles = done!.timeline.map((e) => `${e.kind}: ${e.title}${e.detail ? ` (${e.detail})` : ""}`);
    expect(titles).toEqual(
      expect.arrayContaining([
        "attempt: This order's attempt: paid (Visa ending in 4242)",
        "provider_event: First payment confirmed by the provider (S$730.30)",
        `refund: Refund of S$100.30 issued by ${OPERATOR.email} (Reason: Customer asked within the refund window)`,
        "provider_event: Refund recorded by the provider (S$100.30 refunded in total)",
        "provider_event: Refund recorded by the provider (S$730.30 refunded in total)",
        "mail: Mail: Your DocSleeve refund (Delivered)",
      ]),
    );
    const times = done!.timeline.map((e) => e.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));

    // Nothing is left: another refund is refused before the provider is asked.
    expect(await refund(key, "0.01")).toMatchObject({ ok: false, code: "not_refundable" });
  });

  it("refunds a double-submitted form once, and refuses more than is left, bad amounts and unknown orders without asking the provider", async () => {
    const email = "refund.double@tanadvisory.sg";
    const { key } = await purchase(email);
    const form = { amount: "10", reason: "Duplicate charge", nonce: nonce() };
    const [a, b] = await Promise.all([
      refundOrder(server.services, { key, operator: OPERATOR, ipHash: IP_HASH, form }),
      refundOrder(server.services, { key, operator: OPERATOR, ipHash: IP_HASH, form }),
    ]);
    expect([a, b].filter((r) => r.ok)).toHaveLength(2);
    expect(a.ok && b.ok && a.value.refundId === b.value.refundId).toBe(true);
    expect([a, b].map((r) => r.ok && r.value.replayed).sort()).toEqual([false, true]);
    expect(refundMails(email)).toHaveLength(1);
    expect((await getOrderDetail(db(), key))!.order.refunded).toBe(1000);

    const left = TOTAL - 1000;
    expect(await refund(key, majorString(left + 1, 2))).toMatchObject({
      ok: false,
      code: "amount_too_large",
      errors: { amount: "The refund amount cannot be more than what is left to refund (S$720.30)." },
    });
    expect(await refund(key, "1.005")).toMatchObject({
      ok: false,
      code: "validation_failed",
      errors: { amount: "Enter the amount to refund, such as 12.50." },
    });
    expect(await refund(key, "0.00")).toMatchObject({
      ok: false,
      code: "validation_failed",
      errors: { amount: "The refund amount must be more than zero." },
    });
    // The form's own shape is checked before the service is asked (the action answers validation_failed).
    const ctx = { operator: { ...OPERATOR, role: "owner" as const }, services: server.services, ipHash: IP_HASH };
    const post = (fields: Record<string, string>) =>
      postToAction<{ code: string; message: string; reply: { error: Record<string, string[]> } }>(
        async ({ request }: { request: Request }) => refundAction(ctx, key, await request.formData()),
        fields,
        {} as AppLoadContext,
      );
    const noReason = await post({ amount: "5", reason: "", nonce: nonce() });
    expect(noReason.status).toBe(400);
    expect(noReason.data).toMatchObject({
      code: "validation_failed",
      message: "Enter the reason for the refund.",
      reply: { error: { reason: ["Enter the reason for the refund."] } },
    });
    const expired = await post({ amount: "5", reason: "Duplicate charge" });
    expect([expired.status, expired.data.code, expired.data.message]).toEqual([
      400,
      "validation_failed",
      "This form has expired: open the order again.",
    ]);
    expect(await refund("no-such-order-key-000", "5")).toMatchObject({ ok: false, code: "not_found" });
    const declined = await purchase("refund.declined@tanadvisory.sg", DECLINED_CARD);
    expect(await refund(declined.key, "5")).toMatchObject({ ok: false, code: "not_refundable" });
    expect(
      await db()
        .select()
        .from(sandboxRefunds)
        .where(sql`${sandboxRefunds.idempotencyKey} like ${`console-refund:${key}:%`}`),
    ).toHaveLength(1);
    expect(refundMails(email)).toHaveLength(1);
  });

  it("shows the provider's refusal and changes nothing", async () => {
    const email = "refund.refused@tanadvisory.sg";
    const { key } = await purchase(email);
    const order = (await getOrderDetail(db(), key))!.order;
    // Refunded at the provider (its dashboard) a moment ago; its event has not arrived yet.
    await db()
      .insert(sandboxRefunds)
      .values({
        id: "re_sandbox_dashboard",
        idempotencyKey: `dashboard:${key}`,
        chargeId: order.providerPaymentId!,
        amount: 20000,
        reason: "dashboard",
      });
    const eventsBefore = await db().select().from(orderEvents).where(eq(orderEvents.signupKey, key));

    const answer = await refund(key, majorString(TOTAL, 2));
    expect(answer).toEqual({
      ok: false,
      code: "provider_refused",
      message: "Refund amount (73030) is greater than unrefunded amount on charge (53030), in minor units.",
      errors: undefined,
    });
    expect(await db().select().from(orderEvents).where(eq(orderEvents.signupKey, key))).toEqual(eventsBefore);
    expect((await getOrderDetail(db(), key))!.order).toMatchObject({ status: "paid", refunded: 0 });
    expect(refundMails(email)).toHaveLength(0);
    // What the provider still holds can be refunded.
    expect(await refund(key, majorString(TOTAL - 20000, 2))).toMatchObject({
      ok: true,
      value: { amount: TOTAL - 20000 },
    });
  });

  it("never refunds more than was paid, whatever amounts are asked, one after another or at once (fast-check)", async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: TOTAL + 5000 }), { minLength: 1, maxLength: 5 }),
        fc.boolean(),
        async (amounts, concurrent) => {
          const email = `refund.property.${run++}@tanadvisory.sg`;
          const { key } = await purchase(email);
          const ask = (minor: number) => refund(key, majorString(minor, 2));
          const answers = concurrent
            ? await Promise.all(amounts.map(ask))
            : await amounts.reduce(
                async (prev, m) => [...(await prev), await ask(m)],
                Promise.resolve([] as Awaited<ReturnType<typeof ask>>[]),
              );
          const refunded = answers.reduce((sum, a) => sum + (a.ok ? a.value.amount : 0), 0);
          expect(refunded).toBeLessThanOrEqual(TOTAL);
          const detail = (await getOrderDetail(db(), key))!;
          // The provider's events recorded exactly what was refunded; what is left is the rest.
          expect(detail.order.refunded).toBe(refunded);
          expect(detail.refundable).toBe(TOTAL - refunded);
          expect(detail.order.status).toBe(
            refunded === 0 ? "paid" : refunded === TOTAL ? "refunded" : "partially_refunded",
          );
          expect(refundMails(email)).toHaveLength(answers.filter((a) => a.ok).length);
          // One after another, every refusal was for asking more than was left then.
          if (!concurrent) {
            let left = TOTAL;
            amounts.forEach((m, i) => {
              expect(answers[i]!.ok).toBe(m <= left);
              if (m <= left) left -= m;
            });
          }
        },
      ),
      { numRuns: 6 },
    );
    // Six purchases (each hashes a password with argon2) and their refunds: minutes on two busy cores.
  }, 180_000);
});
