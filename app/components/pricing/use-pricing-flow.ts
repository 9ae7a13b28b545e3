/**
 * The pricing flow's state: restored from sessionStorage after hydration (the server cannot see it),
 * saved on every change. The passwords live only in memory (see flow-state.ts for why).
 */
import { useCallback, useEffect, useState } from "react";
import { INITIAL_FLOW, loadFlow, saveFlow, type FlowState } from "./flow-state";

/** The two password fields of the details form. */
export interface Passwords {
  password: string;
  confirm_password: string;
}

/** A change to the flow: fields to replace, or a function of the current state returning them. */
export type FlowPatch = Partial<FlowState> | ((state: FlowState) => Partial<FlowState>);

/** State, updater, passwords, and whether the stored state has been restored yet. */
export function usePricingFlow() {
  const [state, setState] = useState<FlowState>(INITIAL_FLOW);
  const [hydrated, setHydrated] = useState(false);
  const [passwords, setPasswords] = useState<Passwords>({ password: "", confirm_password: "" });

  useEffect(() => {
    setState(loadFlow());
    setHydrated(true);
  }, []);
  useEffect(() => {
    if (hydrated) saveFlow(state);
  }, [state, hydrated]);

  const update = useCallback((patch: FlowPatch) => {
    setState((s) => ({ ...s, ...(typeof patch === "function" ? patch(s) : patch) }));
  }, []);

  /** Starts over after a purchase: keeps the period and currency, forgets everything else. */
  const reset = useCallback(() => {
    setState((s) => ({ ...INITIAL_FLOW, period: s.period, currency: s.currency, currencyChosen: s.currencyChosen }));
    setPasswords({ password: "", confirm_password: "" });
  }, []);

  return { state, update, reset, hydrated, passwords, setPasswords };
}

/** What `usePricingFlow` returns. */
export type PricingFlowApi = ReturnType<typeof usePricingFlow>;
