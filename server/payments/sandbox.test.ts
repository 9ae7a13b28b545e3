/**
 * The sandbox provider honours idempotency keys as Stripe does: the same key returns the same charge
 * and charges nothing more (also when several calls race, and from another provider instance on the same
 * database, as after a restart), the same key with other parameters is an error, and refunds are
 * idempotent. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxCharges } from "../../db/schema";
import { createTestDatabase, DATABASES } from "../../tests/support/databases";
import { teamYearlySgdCharge } from "../../tests/support/signup";
import type { DatabaseHandle } from "../db/client";
import { checkCard } from "./sandbox-cards";
import {
  answerChallenge,
  createSandboxPaymentMethod,
  createSandboxProvider,
  SandboxIdempotencyError,
  type SandboxEvent,
} from "./sandbox";

describe.each(DATABASES)("sandbox provider idempotency on %s", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  const card = async (number = "4242424242424242") => {
    const checked = checkCard({ number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: "123" });
    if (!checked.ok) throw new Error(checked.message);
    return createSandboxPaymentMethod(database.db, checked.card, { month: 12, year: new Date().getUTCFullYear() + 2 });
  };
  const order = (idempotencyKey: string, paymentMethodId: string) =>
    teamYearlySgdCharge(idempotencyKey, paymentMethodId);
  const chargesOf = (key: string) =>
    database.db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, key));

  it("returns the first charge for a repeated key and charges once", async () => {
    const provider = createSandboxProvider(database.db);
    const pm = await card();
    const first = await provider.charge(order("key-repeat", pm));
    const second = await provider.charge(order("key-repeat", pm));
    expect(first.status).toBe("succeeded");
    expect(second).toEqual(first);
    expect(first.status === "succeeded" && first.record).toMatchObject({
      provider: "sandbox",
      paymentId: expect.stringMatching(/^ch_sandbox_/),
      card: { brand: "Visa", last4: "4242" },
    });
    expect(await chargesOf("key-repeat")).toEqual([
      expect.objectContaining({ amount: 73030, currency: "SGD", status: "succeeded" }),
    ]);
  });

  it("makes one charge when calls with one key race, whichever provider instance makes them", async () => {
    const pm = await card();
    const providers = [createSandboxProvider(database.db), createSandboxProvider(database.db)];
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, (_, i) => providers[i % 2]!.charge(order("key-race", pm))),
    );
    const ids = new Set(outcomes.map((o) => (o.status === "succeeded" ? o.record.paymentId : o.status)));
    expect(ids.size).toBe(1);
    expect(await chargesOf("key-race")).toHaveLength(1);
  });

  it("refuses a key reused with another amount or card, like Stripe's idempotency_error", async () => {
    const provider = createSandboxProvider(database.db);
    const pm = await card();
    await provider.charge(order("key-params", pm));
    await expect(provider.charge({ ...order("key-params", pm), total: 73031 })).rejects.toBeInstanceOf(
      SandboxIdempotencyError,
    );
    await expect(provider.charge(order("key-params", await card("5555555555554444")))).rejects.toBeInstanceOf(
      SandboxIdempotencyError,
    );
    expect(await chargesOf("key-params")).toHaveLength(1);
  });

  it("charges again for another key", async () => {
    const provider = createSandboxProvider(database.db);
    const pm = await card();
    const a = await provider.charge(order("key-a", pm));
    const b = await provider.charge(order("key-b", pm));
    expect(a.status === "succeeded" && b.status === "succeeded" && a.record.paymentId !== b.record.paymentId).toBe(
      true,
    );
  });

  it("finds a charge by its key (recovery after a crash), and nothing for an unused key", async () => {
    const provider = createSandboxProvider(database.db);
    const pm = await card();
    const charged = await provider.charge(order("key-find", pm));
    expect(await provider.findCharge({ idempotencyKey: "key-find", email: "mei.ling@tanadvisory.sg" })).toEqual(
      charged.status === "succeeded" && charged.record,
    );
    expect(
      await provider.findCharge({ idempotencyKey: "key-never-used", email: "mei.ling@tanadvisory.sg" }),
    ).toBeNull();
  });

  it("refunds once: a repeated refund changes nothing, and a refunded charge no longer resumes as paid", async () => {
    const provider = createSandboxProvider(database.db);
    const pm = await card();
    const charged = await provider.charge(order("key-refund", pm));
    if (charged.status !== "succeeded") throw new Error("charge failed");
    await provider.refund(charged.record, "test");
    const [refunded] = await chargesOf("key-refund");
    expect(refunded).toMatchObject({ status: "refunded", refundedAt: expect.any(Date) });
    await provider.refund(charged.record, "test again");
    const [again] = await chargesOf("key-refund");
    expect(again!.refundedAt).toEqual(refunded!.refundedAt);
    expect(await provider.resume(charged.record)).toMatchObject({ status: "failed" });
  });

  it("declines a card that fails at charge time without recording a charge", async () => {
    const provider = createSandboxProvider(database.db);
    const pm = await card("4000000000000341");
    expect(await provider.charge(order("key-declined", pm))).toMatchObject({ status: "failed", code: "card_declined" });
    expect(await chargesOf("key-declined")).toHaveLength(0);
  });

  it("asks for 3-D Secure on 4000 0027 6000 3184 and takes the money only when the challenge is completed", async () => {
    const sent: SandboxEvent[] = [];
    const events = { emit: async (e: SandboxEvent[]) => void sent.push(...e) };
    const provider = createSandboxProvider(database.db, { events });
    const pm = await card("4000002760003184");
    const first = await provider.charge(order("key-3ds-complete", pm));
    expect(first.status).toBe("requires_action");
    if (first.status !== "requires_action") return;
    expect(await chargesOf("key-3ds-complete")).toEqual([expect.objectContaining({ status: "requires_action" })]);
    expect((await provider.resume(first.record)).status).toBe("requires_action");
    expect(await answerChallenge(database.db, events, "ch_sandbox_unknown_secret_x", "complete")).toBe(false);
    expect(await answerChallenge(database.db, events, first.clientSecret, "complete")).toBe(true);
    expect(await answerChallenge(database.db, events, first.clientSecret, "complete")).toBe(true);
    expect((await provider.resume(first.record)).status).toBe("succeeded");
    expect(sent.map((e) => e.type)).toEqual(["invoice.paid", "customer.subscription.updated"]);
    expect(sent[0]!.object).toMatchObject({
      billing_reason: "subscription_create",
      parent: { subscription_details: { metadata: { signup_key: "key-3ds-complete" } } },
    });

    const other = await provider.charge(order("key-3ds-fail", await card("4000002760003184")));
    if (other.status !== "requires_action") throw new Error("expected 3-D Secure");
    await answerChallenge(database.db, events, other.clientSecret, "fail");
    expect(await provider.resume(other.record)).toMatchObject({ status: "failed", code: "authentication_failed" });
    expect(await chargesOf("key-3ds-fail")).toEqual([expect.objectContaining({ status: "failed" })]);
  });

  it("declines 4000 0000 0000 0002 and 9995 when charged, as Stripe does, recording no charge", async () => {
    const provider = createSandboxProvider(database.db);
    expect(await provider.charge(order("key-decline", await card("4000000000000002")))).toMatchObject({
      status: "failed",
      message: "Your card was declined.",
    });
    expect(await provider.charge(order("key-funds", await card("4000000000009995")))).toMatchObject({
      status: "failed",
      message: "Your card has insufficient funds.",
    });
    expect(await chargesOf("key-decline")).toEqual([]);
  });
});
