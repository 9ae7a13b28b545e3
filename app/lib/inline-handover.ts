/**
 * The hand-over from a body's inline script (app/body-scripts/) to the component that takes its work over
 * once React runs, through the DOM instead of a global on `window` (docs/decisions/0097-body-scripts-as-modules.md).
 * The script offers a value under an event name on `document`; the component claims it by dispatching
 * that event, whose `detail` the script's listener fills (`dispatchEvent` runs listeners synchronously).
 * A value is handed over once; when no script ran (a client-side navigation, where inline scripts do not
 * run), the claim finds nothing and the component starts the work itself.
 */

/** What a claim carries to the offering listener, and back. */
interface Claim<T> {
  value?: T;
}

/**
 * Offers what `take()` returns to the next `claimHandover(name)`, once. `take` runs at the claim (so it
 * can stop the script's own work and hand over its state).
 */
export function offerHandover<T>(name: string, take: () => T): void {
  document.addEventListener(
    name,
    (event) => {
      (event as CustomEvent<Claim<T>>).detail.value = take();
    },
    { once: true },
  );
}

/** The value offered under `name`, taken from its offer; `undefined` when none is waiting. */
export function claimHandover<T>(name: string): T | undefined {
  const claim: Claim<T> = {};
  document.dispatchEvent(new CustomEvent(name, { detail: claim }));
  return claim.value;
}
