/**
 * `prefers-reduced-motion: reduce` as a React value that follows the system setting live.
 * The server (and the first client render, for a matching hydration) assumes motion is allowed;
 * animations therefore start only in effects, after the browser has reported the real preference.
 */
import { useSyncExternalStore } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

/** True when the visitor asked the system for reduced motion; always false on the server. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
