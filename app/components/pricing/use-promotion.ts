/**
 * The promotion code of the order summary: the code kept in the flow (from `?promo=` or
 * "Add promotion code") is checked by the server (POST /api/promotion-code) for the current order, and
 * again whenever the order changes. The summary and Pay Now show only what the server answered; a
 * refusal is shown by its stable `code`, and the order is then priced without the code.
 */
import { useCallback, useEffect, useState } from "react";
import type { Currency } from "../../domain/plan-list";
import { priceOf, type PriceBook } from "../../domain/pricing";
import { PROMOTION_FAILURES, type PromotionQuote } from "../../domain/promotions";
import { postJson } from "../../lib/api";
import type { Order } from "./flow-state";
import type { PricingFlowApi } from "./use-pricing-flow";

/** What the summary shows about the code. */
export interface PromotionState {
  /** The code being applied, if any. */
  code: string | null;
  /** The server's figures for this order with the code, once checked and accepted. */
  applied: PromotionQuote | null;
  /** Why the code cannot be used, once checked and refused. */
  error: string | null;
  checking: boolean;
  apply(code: string): void;
  remove(): void;
  /** Checks again (after register-plan refused the code or the prices). */
  refresh(): void;
}

type Checked = { key: string; applied: PromotionQuote | null; error: string | null };

/** The message for a refusal: by its stable code; the server's message for anything else (e.g. 429). */
const messageOf = (code: string | undefined, message: string) =>
  code && Object.hasOwn(PROMOTION_FAILURES, code)
    ? PROMOTION_FAILURES[code as keyof typeof PROMOTION_FAILURES]
    : message;

/** The promotion state of `order` in `currency`. */
export function usePromotion(flow: PricingFlowApi, book: PriceBook, order: Order, currency: Currency): PromotionState {
  const code = flow.state.promo ?? null;
  const tax = flow.state.tax ?? null;
  const [checked, setChecked] = useState<Checked | null>(null);
  const [round, setRound] = useState(0);
  const envelope = priceOf(book, order.plan_id, order.plan_type_id, currency.code)?.envelope.find(
    (e) => e.id === order.envelope_id,
  )?.total;
  const key =
    code && envelope
      ? JSON.stringify([code, order.plan_id, order.plan_type_id, currency.code, envelope, order.users, tax, round])
      : null;

  useEffect(() => {
    if (!key || !code || !envelope) return;
    const controller = new AbortController();
    const body = {
      code,
      plan_id: order.plan_id,
      plan_type_id: order.plan_type_id,
      currency: currency.code,
      envelope,
      user: order.users,
      // The buyer's tax as the details step decided it: the discounted figures carry the same tax.
      ...(tax ? { country_id: tax.country_id, tax_id: tax.tax_id } : {}),
    };
    postJson<PromotionQuote>("/api/promotion-code", body, controller.signal)
      .then((answer) => {
        if (answer.ok && answer.body.data) setChecked({ key, applied: answer.body.data, error: null });
        else setChecked({ key, applied: null, error: answer.ok ? null : messageOf(answer.code, answer.message) });
      })
      .catch(() => undefined); // aborted: a newer check replaces it
    return () => controller.abort();
  }, [key, code, envelope, order.plan_id, order.plan_type_id, order.users, currency.code, tax]);

  const { update } = flow;
  const apply = useCallback((next: string) => update({ promo: next.trim().toUpperCase() }), [update]);
  const remove = useCallback(() => update({ promo: null }), [update]);
  const refresh = useCallback(() => setRound((r) => r + 1), []);
  const current = checked && checked.key === key ? checked : null;
  return {
    code,
    applied: current?.applied ?? null,
    error: current?.error ?? null,
    checking: Boolean(key) && !current,
    apply,
    remove,
    refresh,
  };
}
