// @vitest-environment happy-dom
/**
 * The checkout's client logic (Pay Now, posted to the pricing route's action): which answers make the next Pay Now send the same request again
 * (same idempotency key and payment method, so the server finishes or replays the first attempt instead
 * of charging twice) and which start a new attempt, decided by the answer's `code`, never its wording.
 */
import { act, cleanup, render, waitFor } from "@testing-library/react";
import { createElement } from "react";
import { createRoutesStub } from "react-router";
import "../../../tests/support/dom-tests";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answerOrUnavailable } from "../../lib/form-action";
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

type Answer = Record<string, unknown> | "network error";

/**
 * A page running the checkout, whose pricing action answers the payment posts in turn (a "network error"
 * is a post that brought no answer, as the route's clientAction turns it), and records what each sent.
 */
function checkout(...answers: Answer[]) {
  const sent: Array<Record<string, unknown>> = [];
  const handlers: CheckoutHandlers = { onSuccess: vi.fn(), onPricesChanged: vi.fn(), onDetailsNeeded: vi.fn() };
  let current: ReturnType<typeof useCheckout> | undefined;
  function Page() {
    current = useCheckout(flowStub(), book, sgd, handlers);
    return null;
  }
  const Stub = createRoutesStub([
    { path: "/", Component: Page },
    {
      path: "/pricing",
      action: ({ request }) =>
        answerOrUnavailable(async () => {
          sent.push((await request.json()) as Record<string, unknown>);
          const answer = answers.shift() ?? "network error";
          if (answer === "network error") throw new TypeError("Failed to fetch");
          return answer;
        }),
    },
  ]);
  render(createElement(Stub, { initialEntries: ["/"] }));
  /** Pay Now, awaited outside `act` (the answers need React's renders, which an awaited act would hold back). */
  const pay = async (source: PaymentSource) => {
    await waitFor(() => expect(current).toBeDefined());
    let done = false;
    act(() => void current!.pay(source).then(() => (done = true)));
    await waitFor(() => expect(done).toBe(true));
  };
  return { handlers, pay, sent };
}

const PAID = { intent: "pay", ok: true, code: "paid", message: "Your account is ready." };
const refusal = (code: string, more: Record<string, unknown> = {}) => ({
  intent: "pay",
  ok: false,
  code,
  message: "Any wording.",
  ...more,
});

describe("Pay Now", () => {
  afterEach(cleanup);

  it("after a lost answer, sends the same request again: same key, same payment method, no new card", async () => {
    const card = cardStub();
    const { handlers, pay, sent } = checkout("network error", PAID);
    await pay(card);
    expect(handlers.onSuccess).not.toHaveBeenCalled();
    await pay(card);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    expect(sent[0]).toMatchObject({ intent: "pay", idempotency_key: expect.any(String), paymentMethodId: "pm_test_1" });
    expect(card.createPaymentMethod).toHaveBeenCalledTimes(1);
    expect(handlers.onSuccess).toHaveBeenCalledTimes(1);
  });

  it("after `payment_in_progress` or `internal_error`, retries with the same key whatever the message says", async () => {
    const card = cardStub();
    const { pay, sent } = checkout(
      refusal("payment_in_progress", { message: "Reworded: still working on it." }),
      refusal("internal_error"),
      PAID,
    );
    await pay(card);
    await pay(card);
    await pay(card);
    expect(sent[1]).toEqual(sent[0]);
    expect(sent[2]).toEqual(sent[0]);
    expect(card.createPaymentMethod).toHaveBeenCalledTimes(1);
  });

  it("a rate limit after a lost answer leaves that attempt unsettled: the next Pay Now still sends it again", async () => {
    const card = cardStub();
    const { handlers, pay, sent } = checkout("network error", refusal("rate_limited"), PAID);
    await pay(card);
    await pay(card);
    await pay(card);
    expect(sent).toHaveLength(3);
    expect(sent[1]).toEqual(sent[0]);
    expect(sent[2]).toEqual(sent[0]);
    expect(card.createPaymentMethod).toHaveBeenCalledTimes(1);
    expect(handlers.onSuccess).toHaveBeenCalledTimes(1);
  });

  it("`requires_action`: the bank is asked with the client secret, then the same request is posted again", async () => {
    const card = { ...cardStub(), handleNextAction: vi.fn(async () => ({ ok: true as const })) };
    const { handlers, pay, sent } = checkout(
      { intent: "pay", ok: true, code: "requires_action", message: "Any wording.", client_secret: "pi_1_secret_2" },
      PAID,
    );
    await pay(card);
    expect(card.handleNextAction).toHaveBeenCalledWith("pi_1_secret_2");
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    expect(handlers.onSuccess).toHaveBeenCalledTimes(1);
  });

  it("`requires_action` again after the challenge (closed): the next Pay Now resumes the same payment", async () => {
    const asked = { intent: "pay", ok: true, code: "requires_action", message: "Any wording.", client_secret: "s" };
    const card = { ...cardStub(), handleNextAction: vi.fn(async () => ({ ok: false as const, message: "Closed." })) };
    // Each answer a new object, as each post's deserialised answer is.
    const { handlers, pay, sent } = checkout(asked, { ...asked }, PAID);
    await pay(card);
    expect(handlers.onSuccess).not.toHaveBeenCalled();
    await pay(card);
    expect(sent).toHaveLength(3);
    expect(sent[2]).toEqual(sent[0]);
    expect(card.createPaymentMethod).toHaveBeenCalledTimes(1);
    expect(handlers.onSuccess).toHaveBeenCalledTimes(1);
  });

  it("after a decline, starts a new attempt: a new payment method and a new key", async () => {
    const card = cardStub();
    const { handlers, pay, sent } = checkout(refusal("card_declined", { message: "Your card was declined." }), PAID);
    await pay(card);
    await pay(card);
    expect(card.createPaymentMethod).toHaveBeenCalledTimes(2);
    expect(sent[1]!.idempotency_key).not.toBe(sent[0]!.idempotency_key);
    expect(sent[1]!.paymentMethodId).not.toBe(sent[0]!.paymentMethodId);
    expect(handlers.onSuccess).toHaveBeenCalledTimes(1);
  });

  it("a refusal that is not `payment_in_progress` is settled, not a retry (the message wording does not matter)", async () => {
    const card = cardStub();
    const { handlers, pay, sent } = checkout(
      refusal("attempt_interrupted", { message: "Your payment is already being processed. Please wait a moment." }),
      PAID,
    );
    await pay(card);
    expect(handlers.onDetailsNeeded).not.toHaveBeenCalled();
    await pay(card);
    expect(sent[1]!.idempotency_key).not.toBe(sent[0]!.idempotency_key);
  });

  it("`prices_changed` reloads the prices; `email_not_verified` sends the buyer back to Details", async () => {
    const card = cardStub();
    const { handlers, pay } = checkout(refusal("prices_changed"), refusal("email_not_verified"));
    await pay(card);
    expect(handlers.onPricesChanged).toHaveBeenCalledTimes(1);
    expect(handlers.onDetailsNeeded).not.toHaveBeenCalled();
    await pay(card);
    expect(handlers.onDetailsNeeded).toHaveBeenCalledTimes(1);
  });

  it("branches on the code alone: a taken address or an invalid tax ID goes back to Details, field errors or not", async () => {
    const card = cardStub();
    const { handlers, pay } = checkout(
      refusal("email_taken"),
      refusal("tax_id_invalid"),
      refusal("validation_failed", { errors: { email: "Any wording." } }),
    );
    await pay(card);
    expect(handlers.onDetailsNeeded).toHaveBeenCalledTimes(1);
    await pay(card);
    expect(handlers.onDetailsNeeded).toHaveBeenCalledTimes(2);
    await pay(card);
    expect(handlers.onDetailsNeeded).toHaveBeenCalledTimes(2);
  });
});
