/**
 * The pricing flow's state: restored from sessionStorage after hydration (the server cannot see it),
 * saved on every change. The passwords live only in memory (see flow-state.ts for why). The choices a
 * URL carries (plan-choices.ts: made before the app had loaded) shape the first render, the server's
 * too, and are applied again on top of the restored flow.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { INITIAL_FLOW, readStoredFlow, saveFlow, type FlowState } from "./flow-state";

/** The two password fields of the details form. */
export interface Passwords {
  password: string;
  confirm_password: string;
}

/** A change to the flow: fields to replace, or a function of the current state returning them. */
export type FlowPatch = Partial<FlowState> | ((state: FlowState) => Partial<FlowState>);

const applyPatch = (state: FlowState, patch: FlowPatch): FlowState => ({
  ...state,
  ...(typeof patch === "function" ? patch(state) : patch),
});

/** State, updater, passwords, and whether the stored state has been restored yet. */
export function usePricingFlow(fromUrl?: FlowPatch) {
  const [state, setState] = useState<FlowState>(() => (fromUrl ? applyPatch(INITIAL_FLOW, fromUrl) : INITIAL_FLOW));
  const [hydrated, setHydrated] = useState(false);
  const [passwords, setPasswords] = useState<Passwords>({ password: "", confirm_password: "" });
  // Changes made before the stored flow is back (a click replayed at hydration, while the schema loads):
  // applied again on top of the restored flow, so none is lost. null once restored.
  const early = useRef<FlowPatch[] | null>(fromUrl ? [fromUrl] : []);

  useEffect(() => {
    const restore = (stored: FlowState) => {
      const patches = early.current ?? [];
      early.current = null;
      setState(patches.reduce(applyPatch, stored));
      setHydrated(true);
    };
    const raw = readStoredFlow();
    // Nothing stored (a first visit): no schema to load, restored at once.
    if (raw === null) {
      restore(INITIAL_FLOW);
      return;
    }
    let live = true;
    import("./flow-schema")
      .then(({ parseFlow }) => parseFlow(raw) ?? INITIAL_FLOW)
      // The schema's chunk did not arrive: start afresh rather than never.
      .catch(() => INITIAL_FLOW)
      .then((stored) => {
        if (live) restore(stored);
      });
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    if (hydrated) saveFlow(state);
  }, [state, hydrated]);

  const update = useCallback((patch: FlowPatch) => {
    early.current?.push(patch);
    setState((s) => applyPatch(s, patch));
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
