/**
 * The visitor's first sign of intent (docs/decisions/0022-hydration-on-intent-without-rewriting.md): a
 * pointer move, press or hover, a touch, a key, a focus, a scroll or a wheel; or, by the page's options
 * (./page-options.ts), the first paint (a page only the app can show) or a deadline (the home page's
 * pop-up). `whenIntent` runs its callbacks then, once.
 */
import { afterFirstPaint } from "./first-paint";
import type { PageOptions } from "./page-options";

const EVENTS = ["pointerdown", "pointermove", "pointerover", "touchstart", "keydown", "focusin", "wheel", "scroll"];

let shown = false;
const waiting: Array<() => void> = [];

function intent(): void {
  if (shown) return;
  shown = true;
  EVENTS.forEach((type) => removeEventListener(type, intent, true));
  waiting.splice(0).forEach((callback) => callback());
}

/** Runs `callback` on the first sign of intent (at once if there was one already). */
export function whenIntent(callback: () => void): void {
  if (shown) callback();
  else waiting.push(callback);
}

/** Starts watching for intent as `options` say. */
export function watchForIntent(options: PageOptions): void {
  let stored = false;
  try {
    stored = !!options.hydrateIfStored && sessionStorage.getItem(options.hydrateIfStored) !== null;
  } catch {
    // Storage disabled: nothing to restore.
  }
  // At once, but after the first contentful paint: released while the parser reaches the end of the body,
  // the ~40 module requests would compete with the first paint whenever the parser wins that race
  // (Lighthouse on /pricing: FCP 0.8 s when the paint came first, 1.85 s when the requests did).
  if (options.hydrate === "load" || stored) {
    afterFirstPaint(intent);
    return;
  }
  if (options.hydrateByMs) setTimeout(intent, options.hydrateByMs);
  EVENTS.forEach((type) => addEventListener(type, intent, { capture: true, passive: true }));
}
