/**
 * Remembers that the visitor dealt with the newsletter pop-up, so it does not come back on every
 * visit. The browser keeps `{ until }` (epoch ms) in localStorage: closing the
 * pop-up hides it for 30 days, subscribing for a year. Storage that is missing, full or blocked
 * (private modes, disabled cookies) degrades to "show it", never to an error.
 */

/** localStorage key. */
export const POPUP_STORAGE_KEY = "docsleeve.newsletter-popup";
/** How long the pop-up stays away after it was closed (ms). */
export const DISMISS_FOR_MS = 30 * 24 * 60 * 60 * 1000;
/** How long the pop-up stays away after a subscription (ms). */
export const SUBSCRIBED_FOR_MS = 365 * 24 * 60 * 60 * 1000;
/** Delay between the page load and the pop-up (ms). */
export const POPUP_DELAY_MS = 5000;

/** The part of the Web Storage API used here (injectable for tests). */
export type PopupStorage = Pick<Storage, "getItem" | "setItem">;

/** Whether the pop-up may show at `now` (epoch ms). */
export function popupAllowed(storage: PopupStorage | undefined, now: number): boolean {
  try {
    const raw = storage?.getItem(POPUP_STORAGE_KEY);
    if (!raw) return true;
    const until = (JSON.parse(raw) as { until?: unknown }).until;
    return typeof until !== "number" || until <= now;
  } catch {
    return true;
  }
}

/** Records that the visitor closed the pop-up or subscribed at `now` (epoch ms). */
export function rememberPopup(
  storage: PopupStorage | undefined,
  now: number,
  outcome: "dismissed" | "subscribed",
): void {
  const until = now + (outcome === "subscribed" ? SUBSCRIBED_FOR_MS : DISMISS_FOR_MS);
  try {
    storage?.setItem(POPUP_STORAGE_KEY, JSON.stringify({ until }));
  } catch {
    // Storage full or blocked: the pop-up may show again next visit, which is harmless.
  }
}

/** `window.localStorage`, or undefined where reading it throws (blocked storage). */
export function browserStorage(): PopupStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
