// @vitest-environment happy-dom
/**
 * The checkout's client logic (Pay Now): which answers make the next Pay Now send the same request again
 * (same idempotency key and payment method, so the server finishes or replays the first attempt instead
 * of charging twice) and which start a new attempt, decided by the answer's `code`, never its wording.
 */
import { act, renderHook } from "@testing-library/react";
import "../../../tests/support/dom-tests";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { seedBook } from "../../../tests/support/price-book";
import type { PaymentSource } from "../payments/payment-source";
import { useCheckout, type CheckoutHandlers } from "./use-checkout";
import type { PricingFlowApi } from "./use-pricing-flow";

vi.mock("../../lib/toast", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const book = seedBook();
const sgd = book.currencies.find((c) => c.code === "SGD")!;
const teamYearly = book.team_plan.find((t) => t.id === 2)!.price.SGD!.envelope[0]!;

function flowStub(): PricingFlowApi {
  const state = {
    order: { plan_id: 2, plan_type_id: 2, envelope_id: teamYearly.id, users: 3 },
    details: {
      first_name: "Mei Ling",
      last_name: "Tan",
      email: "mei@tanadvisory.sg",
      company_name: "Tan Advisory",
      country_id: 192,
      terms: true,
    },
    emailToken: { token: "token.sig", email: "mei@tanadvisory.sg", expiresAt: Date.now() + 60_000 },
  };
  return {
    state,
    passwords: { password: "Sleeve#2025", confirm_password: "Sleeve#2025" },
    update: vi.fn(),
    setPasswords: vi.fn(),
  } as unknown as PricingFlowApi;
}

/** A card form whose every payment method gets a fresh id. */
function cardStub(): PaymentSource & { created: number } {
  const source = {
    created: 0,
    createPaymentMethod: vi.fn(async () => ({ ok: true as const, id: `pm_test_${++source.created}` })),
  };
  return source;
}

type Answer = { status: number; body: unknown } | "network error";

/** Answers the register-plan posts in turn, and records what each sent. */
function serverAnswering(...answers: Answer[]) {
  const sent: Array<Record<string, unknown>> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_path: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)) as Record<string, unknown>);
      const answer = answers.shift() ?? "network error";
      if (answer === "network error") throw new TypeError("Failed to fetch");
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { "Content-Type": "application/json" },
      });
    }),
  );
  return sent;
}

const PAID = { status: 200, body: { message: "Your account is ready.", data: { subscription_id: 1 } } };

function checkout() {
  const handlers: CheckoutHandlers = { onSuccess: vi.fn(), onPricesChanged: vi.fn(), onDetailsNeeded: vi.fn() };
  const hook = renderHook(() => useCheckout(flowStub(), book, sgd, handlers));
  const pay = async (source: PaymentSource) => act(() => hook.result.current.pay(source));
  return { handlers, pay };
}

describe("Pay Now", () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it("after a lost answer, sends the same request again: same key, same payment method, no new card", async () => {
    const sent = serverAnswering("network error", PAID);
    const card = cardStub();
    const { handlers, pay } = checkout();
    await pay(card);
    expect(handlers.onSuccess).not.toHaveBeenCalled();
    await pay(card);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    expect(sent[0]!.idempotency_key).toEqual(expect.any(String));
    expect(card.createPaymentMethod).toHaveBeenCalledTimes(1);
    expect(handlers.onSuccess).toHaveBeenCalledTimes(1);
  });

  it("after `payment_in_progress`, retries with the same key whatever the message says", async () => {
    const sent = serverAnswering(
      { status: 409, body: { message: "Reworded: still working on it.", code: "payment_in_progress" } },
      PAID,
    );
    const card = cardStub();
    const { pay } = checkout();
    await pay(card);
    await pay(card);
    expect(sent[1]).toEqual(sent[0]);
    expect(card.createPaymentMethod).toHaveBeenCalledTimes(1);
  });

  it("after a decline, starts a new attempt: a new payment method and a new key", async () => {
    const sent = serverAnswering(
      { status: 402, body: { message: "Your card was declined.", code: "card_declined" } },
      PAID,
    );
    const card = cardStub();
    const { handlers, pay } = checkout();
    await pay(card);
    await pay(card);
    expect(card.createPaymentMethod).toHaveBeenCalledTimes(2);
    expect(sent[1]!.idempotency_key).not.toBe(sent[0]!.idempotency_key);
    expect(sent[1]!.paymentMethodId).not.toBe(sent[0]!.paymentMethodId);
    expect(handlers.onSuccess).toHaveBeenCalledTimes(1);
  });

  it("a 409 that is not `payment_in_progress` is a settled refusal, not a retry (the message wording does not matter)", async () => {
    const sent = serverAnswering(
      {
        status: 409,
        body: {
          message: "Your payment is already being processed. Please wait a moment.",
          code: "attempt_interrupted",
        },
      },
      PAID,
    );
    const card = cardStub();
    const { handlers, pay } = checkout();
    await pay(card);
    expect(handlers.onDetailsNeeded).not.toHaveBeenCalled();
    await pay(card);
    expect(sent[1]!.idempotency_key).not.toBe(sent[0]!.idempotency_key);
  });

  it("`prices_changed` reloads the prices; `email_not_verified` sends the buyer back to Details", async () => {
    serverAnswering(
      { status: 409, body: { message: "Any wording.", code: "prices_changed" } },
      { status: 403, body: { message: "Any wording.", code: "email_not_verified" } },
    );
    const card = cardStub();
    const { handlers, pay } = checkout();
    await pay(card);
    expect(handlers.onPricesChanged).toHaveBeenCalledTimes(1);
    expect(handlers.onDetailsNeeded).not.toHaveBeenCalled();
    await pay(card);
    expect(handlers.onDetailsNeeded).toHaveBeenCalledTimes(1);
  });

  it("branches on the code alone: a taken address or an invalid tax ID goes back to Details, field errors or not", async () => {
    serverAnswering(
      { status: 409, body: { message: "Any wording.", code: "email_taken" } },
      { status: 400, body: { message: "Any wording.", code: "tax_id_invalid" } },
      { status: 400, body: { message: "Any wording.", code: "validation_failed", errors: { email: "Any wording." } } },
    );
    const card = cardStub();
    const { handlers, pay } = checkout();
    await pay(card);
    expect(handlers.onDetailsNeeded).toHaveBeenCalledTimes(1);
    await pay(card);
    expect(handlers.onDetailsNeeded).toHaveBeenCalledTimes(2);
    await pay(card);
    expect(handlers.onDetailsNeeded).toHaveBeenCalledTimes(2);
  });
});
