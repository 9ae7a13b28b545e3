/**
 * Deferred hydration (docs/decisions/0010-deferred-hydration.md).
 *
 * A prerendered page is complete without JavaScript: text, images and links work as they arrive. Most
 * pages therefore load no module at all until the visitor's first sign of intent (a pointer move or
 * press, a touch, a key, a focus, a scroll or wheel); then React Router's bootstrap runs as usual (its
 * imports are deferred by lib/page-scripts.tsx) and the page hydrates. A page whose route asks for it
 * (`handle.hydrate = "load"`, see `HydrationPolicy`) hydrates at once. Until the app has hydrated, a tiny
 * inline script (`EARLY_INTERACTIONS_SCRIPT`, first in the document head) holds back what the visitor
 * does that needs the app: clicks on buttons and other non-link elements, and form submissions. Once
 * hydrated, `replayEarlyInteractions` brings React up to date with fields typed into before hydration,
 * the pointer's position and the focus, then replays the held-back clicks and submissions in order.
 * Links, text fields, labels, checkboxes and selection keep their native behaviour throughout (a link
 * followed before hydration is a plain page load of a prerendered page).
 */

/** When a route's page hydrates: at once, or on the visitor's first sign of intent (the default). */
export type HydrationPolicy = "load" | "interaction";

/** A route module's `handle` as the document shell reads it. */
export interface HydrationHandle {
  hydrate?: HydrationPolicy;
  /**
   * With "interaction": hydrate this long after the document started (ms) even without interaction,
   * for a page with something timed to show (the home page's 5 s pop-up).
   */
  hydrateByMs?: number;
}

/** What the visitor did before hydration that the app must still handle. */
type HeldInteraction = { type: "click"; target: Element } | { type: "submit"; form: HTMLFormElement; submitter: HTMLElement | null };

/** The inline script's state on `window.__docsleeveEarly`. */
export interface EarlyInteractions {
  /** Date.now() when the document head ran this script (epoch ms). */
  startedAt: number;
  /** True once the visitor showed intent. */
  intent: boolean;
  /** Runs `callback` on the first sign of intent (at once if there was one already). */
  whenIntent: (callback: () => void) => void;
  /** Callbacks waiting for the first sign of intent. */
  waiting: Array<() => void>;
  /** True once the app has hydrated: from then on nothing is held back. */
  hydrated: boolean;
  /** Clicks and submissions held back before hydration, oldest first. */
  queue: HeldInteraction[];
  /** The element the pointer last moved onto (hover effects are replayed on it). */
  hovered: Element | null;
}

declare global {
  interface Window {
    __docsleeveEarly?: EarlyInteractions;
  }
}

/**
 * The body of the inline script. It is serialised with `toString()`, so it must not refer to anything
 * outside itself (no imports, no helpers); plain functions keep the output small.
 */
function captureEarlyInteractions(): void {
  const state: EarlyInteractions = {
    startedAt: Date.now(),
    intent: false,
    waiting: [],
    whenIntent: function (callback) {
      if (state.intent) callback();
      else state.waiting.push(callback);
    },
    hydrated: false,
    queue: [],
    hovered: null,
  };
  window.__docsleeveEarly = state;
  const capture = { capture: true, passive: true };
  function intent(): void {
    if (state.intent) return;
    state.intent = true;
    state.waiting.splice(0).forEach(function (callback) {
      callback();
    });
  }
  // <html data-hydrate-by="ms">: the page must hydrate by then even if the visitor does nothing.
  const by = Number(document.documentElement.getAttribute("data-hydrate-by"));
  if (by > 0) setTimeout(intent, by);
  ["pointerdown", "pointermove", "touchstart", "keydown", "focusin", "wheel", "scroll"].forEach(function (type) {
    window.addEventListener(type, intent, capture);
  });
  window.addEventListener(
    "pointerover",
    function (event) {
      state.hovered = event.target instanceof Element ? event.target : null;
      intent();
    },
    capture,
  );
  window.addEventListener(
    "click",
    function (event) {
      const target = event.target;
      if (state.hydrated || event.defaultPrevented || !(target instanceof Element)) return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      // Native behaviour is already right for these, with or without the app (menus opened by invoker
      // buttons, `popovertarget` and `commandfor`, work before hydration: components/layout/mobile-menu.tsx).
      if (target.closest("a[href], label, input, select, textarea, summary, button[popovertarget], button[commandfor]")) return;
      event.preventDefault();
      event.stopPropagation();
      state.queue.push({ type: "click", target: target });
      intent();
    },
    true,
  );
  window.addEventListener(
    "submit",
    function (event) {
      if (state.hydrated || !(event.target instanceof HTMLFormElement)) return;
      event.preventDefault();
      event.stopPropagation();
      state.queue.push({ type: "submit", form: event.target, submitter: event.submitter instanceof HTMLElement ? event.submitter : null });
      intent();
    },
    true,
  );
}

/** The inline script for the document head (run it with the page's CSP nonce). */
export const EARLY_INTERACTIONS_SCRIPT = `(${captureEarlyInteractions.toString()})()`;

let documentStartTaken = false;

/**
 * When the visitor arrived, for something timed from the page load (epoch ms): the first call in a
 * document returns the moment its head ran (before hydration, which may come much later); later calls
 * (a client-side navigation back to the page) return undefined: the caller times from now.
 */
export function takeDocumentStart(): number | undefined {
  if (documentStartTaken) return undefined;
  documentStartTaken = true;
  return window.__docsleeveEarly?.startedAt;
}

const nativeValueSetter = (element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, "value")?.set;

/**
 * Tells React about a field the visitor changed before hydration. React compares a field's value with
 * the one it last saw, so the field is set back through React's view first, then to the visitor's value
 * through the native setter, and an input event makes React read it (its onChange runs as for typing).
 */
function syncField(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): void {
  // A chosen file cannot be set back and forth; hidden fields are the page's own, not the visitor's.
  if (field instanceof HTMLInputElement && (field.type === "file" || field.type === "hidden")) return;
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
    if (field.checked === field.defaultChecked) return;
    // Back to what React rendered, then a click: React sees the visitor's choice as if made now.
    field.checked = field.defaultChecked;
    field.click();
    return;
  }
  const changed =
    field instanceof HTMLSelectElement ? [...field.options].some((option) => option.selected !== option.defaultSelected) : field.value !== field.defaultValue;
  if (!changed) return;
  const value = field.value;
  const textField = field instanceof HTMLSelectElement ? null : field;
  const selection = textField ? ([textField.selectionStart, textField.selectionEnd] as const) : null;
  field.value = field instanceof HTMLSelectElement ? "" : field.defaultValue;
  nativeValueSetter(field)?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
  field.dispatchEvent(new Event("change", { bubbles: true }));
  if (textField && selection && document.activeElement === textField) {
    try {
      textField.setSelectionRange(selection[0], selection[1]);
    } catch {
      // Email and number fields have no selection API.
    }
  }
}

/** The next macrotask: React commits the updates of the replayed input events before the clicks run. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Marks the app as hydrated (nothing is held back from now on) and replays what the visitor did before:
 * changed fields, the hover under the pointer, the focus, then held-back clicks and submissions in order.
 * Elements no longer in the document are skipped. Safe to call when the inline script is missing.
 */
export async function replayEarlyInteractions(): Promise<void> {
  const state = window.__docsleeveEarly;
  if (!state || state.hydrated) return;
  state.hydrated = true;
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>("input, textarea, select")) syncField(field);
  const hovered = state.hovered;
  if (hovered?.isConnected && hovered.matches(":hover")) {
    hovered.dispatchEvent(new PointerEvent("pointerover", { bubbles: true, pointerType: "mouse", isPrimary: true }));
    hovered.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
  }
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused !== document.body) focused.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
  await nextTask();
  for (const held of state.queue.splice(0)) {
    if (held.type === "click") {
      if (!held.target.isConnected) continue;
      // An icon inside a button is an SVG element, which has no click(): dispatch the event instead.
      if (held.target instanceof HTMLElement) held.target.click();
      else held.target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, view: window }));
    } else if (held.form.isConnected) {
      held.form.requestSubmit(held.submitter?.isConnected && held.form.contains(held.submitter) ? held.submitter : undefined);
    }
    await nextTask();
  }
}
