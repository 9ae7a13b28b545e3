/**
 * Hydration on intent (docs/decisions/0022-hydration-on-intent-without-rewriting.md).
 *
 * A prerendered page is complete without JavaScript: text, images, links, menus, accordions, dialogs and
 * forms work as they arrive. Most pages therefore load no script file until the visitor's first sign of
 * intent (a pointer move or press, a touch, a key, a focus, a scroll or a wheel). The document shell
 * (root.tsx) renders React Router's `<Scripts>` unchanged inside `<noscript id="deferred-scripts">`,
 * which the browser keeps as inert text while scripting is on, followed by `RELEASE_SCRIPTS_SCRIPT`.
 * That script hands React Router's elements to the document as they are, in two steps:
 * - at once, the inline scripts that load nothing (React Router's context, which the data scripts
 *   streamed after it need);
 * - on the first sign of intent (noted from the start by `HYDRATE_ON_INTENT_SCRIPT`, in the head script),
 *   the rest: the bootstrap module and its `modulepreload` links, which load and hydrate the app (on a
 *   prerendered page the build has moved both into files, loaded by one module script:
 *   scripts/build/bootstrap-file.ts).
 * Inside the `noscript` they sit in a `<template>`: with scripting off the browser parses the
 * `noscript` as HTML, and would otherwise fetch every `modulepreload` link for nothing.
 * A route may hydrate at once instead (`handle.hydrate = "load"`, see `HydrationHandle`): the same
 * elements are then all inserted right after the page's first contentful paint. (Rendered plainly,
 * React would hoist the `modulepreload` links into the head, where they compete with the first paint:
 * Lighthouse on /pricing, FCP 1.06 s → 2.4 s.) Nothing the visitor does before hydration is held back
 * or replayed: what needs no script works natively, and the rest works from the next tap on.
 */

/** When a route's page hydrates: at once, or on the visitor's first sign of intent (the default). */
export type HydrationPolicy = "load" | "interaction";

/** A route module's `handle` as the document shell reads it. */
export interface HydrationHandle {
  /** The policy, or the policy for the document's query (e.g. by the stage a URL asks for). */
  hydrate?: HydrationPolicy | ((search: URLSearchParams) => HydrationPolicy);
  /**
   * With "interaction": hydrate at once after all when the tab's sessionStorage holds this key (a visitor
   * coming back to a flow the server cannot see, which only the app can restore).
   */
  hydrateIfStored?: string;
  /**
   * With "interaction": hydrate this long after the document started (ms) even without interaction,
   * for a page with something timed to show (the home page's 5 s pop-up).
   */
  hydrateByMs?: number;
}

/** The `id` of the `<noscript>` that holds React Router's scripts until intent. */
export const DEFERRED_SCRIPTS_ID = "deferred-scripts";

/** The head script's state on `window.__docsleeveIntent`. */
export interface HydrationIntent {
  /** Date.now() when the document head ran the script (epoch ms). */
  startedAt: number;
  /** True once the visitor showed intent (or the page's deadline passed). */
  intent: boolean;
  /** Runs `callback` on the first sign of intent (at once if there was one already). */
  whenIntent: (callback: () => void) => void;
  /** Callbacks waiting for the first sign of intent. */
  waiting: Array<() => void>;
}

declare global {
  interface Window {
    __docsleeveIntent?: HydrationIntent;
  }
}

/**
 * The body of the head script. It is serialised with `toString()` at build time, so it must not refer
 * to anything outside itself (no imports, no helpers); plain functions keep the output small.
 */
function watchForIntent(): void {
  const state: HydrationIntent = {
    startedAt: Date.now(),
    intent: false,
    waiting: [],
    whenIntent: function (callback) {
      if (state.intent) callback();
      else state.waiting.push(callback);
    },
  };
  window.__docsleeveIntent = state;
  const types = ["pointerdown", "pointermove", "pointerover", "touchstart", "keydown", "focusin", "wheel", "scroll"];
  function intent(): void {
    if (state.intent) return;
    state.intent = true;
    types.forEach(function (type) {
      window.removeEventListener(type, intent, true);
    });
    state.waiting.splice(0).forEach(function (callback) {
      callback();
    });
  }
  // <html data-hydrate="load">: the page hydrates at once, just after its first contentful paint
  // (lib/first-paint.ts). Released while the parser reaches the end of the body, its ~40 module requests
  // would start before the first paint whenever the parser wins that race, and compete with it (Lighthouse
  // on /pricing: FCP 0.8 s when the paint came first, 1.85 s when the requests did, run to run on the same
  // build).
  // <html data-hydrate-if-stored="key">: the same when the tab holds that key (a flow only the app restores).
  const storedKey = document.documentElement.getAttribute("data-hydrate-if-stored");
  let stored = false;
  try {
    stored = storedKey !== null && window.sessionStorage.getItem(storedKey) !== null;
  } catch {
    // Storage disabled: nothing to restore.
  }
  if (document.documentElement.getAttribute("data-hydrate") === "load" || stored) {
    window.__docsleeveAfterFirstPaint!(intent);
    return;
  }
  // <html data-hydrate-by="ms">: the page must hydrate by then even if the visitor does nothing.
  const by = Number(document.documentElement.getAttribute("data-hydrate-by"));
  if (by > 0) setTimeout(intent, by);
  types.forEach(function (type) {
    window.addEventListener(type, intent, { capture: true, passive: true });
  });
}

/**
 * The body of the script right after the `<noscript>`; it runs while the document is parsed, before
 * the data scripts React Router streams after its `<Scripts>`. Serialised like `watchForIntent`.
 */
function releaseScripts(id: string): void {
  const holder = document.getElementById(id);
  if (!holder) return;
  // The noscript's text is `<template>…</template>`. Parsed in a body context: unlike innerHTML,
  // scripts created this way run when inserted (those of a template's content would not: hence the
  // second parse, of the template's HTML).
  const range = document.createRange();
  const template = range.createContextualFragment(holder.textContent || "").querySelector("template");
  if (!template) return;
  const fragment = range.createContextualFragment(template.innerHTML);
  // Elements that load something (module scripts, scripts with a source, links) wait for intent.
  const later = Array.from(fragment.children).filter(function (element) {
    return element.localName === "link" || element.hasAttribute("src") || element.getAttribute("type") === "module";
  });
  later.forEach(function (element) {
    element.remove();
  });
  document.body.append(fragment);
  const state = window.__docsleeveIntent;
  const release = function (): void {
    document.body.append(...later);
  };
  if (state) state.whenIntent(release);
  else release();
}

/** The inline script for the top of the document head (run it with the page's CSP nonce). */
export const HYDRATE_ON_INTENT_SCRIPT = `(${watchForIntent.toString()})()`;

/** The inline script right after `<noscript id={DEFERRED_SCRIPTS_ID}>` (run it with the page's CSP nonce). */
export const RELEASE_SCRIPTS_SCRIPT = `(${releaseScripts.toString()})(${JSON.stringify(DEFERRED_SCRIPTS_ID)})`;

let documentStartTaken = false;

/**
 * When the visitor arrived, for something timed from the page load (epoch ms): the first call in a
 * document returns the moment its head ran (before hydration, which may come much later); later calls
 * (a client-side navigation back to the page) return undefined: the caller times from now.
 */
export function takeDocumentStart(): number | undefined {
  if (documentStartTaken) return undefined;
  documentStartTaken = true;
  return window.__docsleeveIntent?.startedAt;
}
