/**
 * The promotion code of the order summary: the code kept in the flow (from `?promo=` or
 * "Add promotion code") is checked by the server for the current order, and again whenever the order
 * changes, through a fetcher loading the pricing page's check (PROMOTION_CHECK_PATH; React Router drops
 * the answer of a check a newer one replaced). The summary and Pay Now show only what the server
 * answered; a refusal is shown by its stable `code`, and the order is then priced without the code.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { Currency } from "../../domain/plan-list";
import { priceOf, type PriceBook } from "../../domain/pricing";
import { normalizePromotionCode } from "../../domain/promotion-code-shape";
import { PROMOTION_FAILURES, type PromotionQuote } from "../../domain/promotions";
import type { Order } from "./flow-state";
import { PROMOTION_CHECK_PATH, type PromotionCheckAnswer } from "./promotion-answer";
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
  /** Checks again (after the registration refused the code or the prices). */
  refresh(): void;
}

/** The message for a refusal: by its stable code; the server's message for anything else (e.g. 429). */
const messageOf = (code: string, message: string) =>
  Object.hasOwn(PROMOTION_FAILURES, code) ? PROMOTION_FAILURES[code as keyof typeof PROMOTION_FAILURES] : message;

/** The promotion state of `order` in `currency`. */
export function usePromotion(flow: PricingFlowApi, book: PriceBook, order: Order, currency: Currency): PromotionState {
  const code = flow.state.promo ?? null;
  const tax = flow.state.tax ?? null;
  const fetcher = useFetcher<PromotionCheckAnswer>();
  // The check last asked for (its query and round) and the answer held then: the fetcher's answer is this
  // check's once it is idle with another answer (an answer is a new object each time).
  const [asked, setAsked] = useState<{ key: string; before: unknown } | null>(null);
  const held = useRef<unknown>(undefined);
  useEffect(() => {
    held.current = fetcher.data;
  });
  const [round, setRound] = useState(0);
  const envelope = priceOf(book, order.plan_id, order.plan_type_id, currency.code)?.envelope.find(
    (e) => e.id === order.envelope_id,
  )?.total;
  let query: string | null = null;
  if (code && envelope) {
    const params = new URLSearchParams({
      code,
      plan_id: String(order.plan_id),
      plan_type_id: String(order.plan_type_id),
      currency: currency.code,
      envelope: String(envelope),
      user: String(order.users),
    });
    // The buyer's tax as the details step decided it: the discounted figures carry the same tax.
    if (tax) {
      params.set("country_id", String(tax.country_id));
      params.set("tax_id", tax.tax_id);
    }
    query = params.toString();
  }
  const key = query === null ? null : `${query}#${round}`;

  const { load } = fetcher;
  useEffect(() => {
    if (query === null || key === null) return;
    setAsked({ key, before: held.current });
    void load(`${PROMOTION_CHECK_PATH}?${query}`);
  }, [key, query, load]);

  const { update } = flow;
  const apply = useCallback((next: string) => update({ promo: normalizePromotionCode(next) }), [update]);
  const remove = useCallback(() => update({ promo: null }), [update]);
  const refresh = useCallback(() => setRound((r) => r + 1), []);
  const answered = key !== null && asked?.key === key && fetcher.state === "idle" && fetcher.data !== asked.before;
  const answer = answered ? fetcher.data : undefined;
  return {
    code,
    applied: answer?.ok ? answer.quote : null,
    error: answer && !answer.ok ? messageOf(answer.code, answer.message) : null,
    checking: key !== null && !answer,
    apply,
    remove,
    refresh,
  };
}
