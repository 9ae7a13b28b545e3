/**
 * Whether the app has hydrated: what the server rendered (and the first client render, which must match
 * it) shows the no-script version of a control; once the app runs, the page may swap in the scripted one.
 */
import { useSyncExternalStore } from "react";

/** True once the component has hydrated (false during the server render and the hydrating render). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/** Hydration happens once, so there is nothing to subscribe to. */
function subscribeNever(): () => void {
  return () => {};
}
