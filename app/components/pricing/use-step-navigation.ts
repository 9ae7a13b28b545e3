/**
 * Stages as browser history entries: each stage has its URL (`/pricing?step=payment`), moving
 * forward pushes an entry, so the browser's Back button walks back through the stages instead of
 * leaving the page. The on-page Back button goes back in history when the visitor came from another
 * stage, and otherwise (a reload, a redirect) replaces the entry, so history never grows loops; the
 * guards in flow-state.ts send any stage that cannot be shown to the right one.
 */
import { useCallback, useEffect, useRef } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { parseStep, type Step } from "./flow-state";
import { withoutChoices } from "./plan-choices";

/** History state the flow leaves on its entries. */
export interface StepHistoryState {
  from?: Step;
  /** Why the flow was sent back to Details (shown as a notice). */
  reason?: "password";
}

/** The current stage and the ways to move between stages. */
export function useStepNavigation() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const step = parseStep(params.get("step"));
  const historyState = (location.state ?? {}) as StepHistoryState;
  // The stage a navigation is heading to, until the URL shows it (router navigations are asynchronous).
  const pending = useRef<Step | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [step]);

  // `?promo=` stays in the URL through every stage, so a reload or a shared link keeps it.
  const promo = params.get("promo");
  const urlOf = useCallback(
    (s: Step) => {
      const query = new URLSearchParams();
      if (s !== "plans") query.set("step", s);
      if (promo) query.set("promo", promo);
      const search = query.toString();
      return search ? `${location.pathname}?${search}` : location.pathname;
    },
    [location.pathname, promo],
  );

  const goTo = useCallback(
    (s: Step, options: { replace?: boolean; reason?: StepHistoryState["reason"]; redirect?: boolean } = {}) => {
      // A guard's redirect is not a move the visitor made: it leaves no "from", so Back does not return to it.
      const state: StepHistoryState = { from: options.redirect ? undefined : step, reason: options.reason };
      pending.current = s;
      void navigate(urlOf(s), { replace: options.replace || options.redirect, state, preventScrollReset: true });
    },
    [navigate, step, urlOf],
  );

  /** On-page Back: one history step back when we came from another stage, else replace with `s`. */
  const back = useCallback(
    (s: Step) => {
      if (historyState.from) void navigate(-1);
      else void navigate(urlOf(s), { replace: true, preventScrollReset: true });
    },
    [historyState.from, navigate, urlOf],
  );

  /** Whether a navigation to `s` has started but the URL does not show it yet. */
  const isHeadingTo = useCallback((s: Step) => pending.current === s, []);

  /** Replaces the URL by itself without the plan choices (plan-choices.ts), once the flow holds them. */
  const dropChoices = useCallback(() => {
    const search = withoutChoices(params).toString();
    void navigate(search ? `${location.pathname}?${search}` : location.pathname, {
      replace: true,
      state: location.state,
      preventScrollReset: true,
    });
  }, [location.pathname, location.state, navigate, params]);

  return { step, params, historyState, goTo, back, isHeadingTo, dropChoices, promo };
}
