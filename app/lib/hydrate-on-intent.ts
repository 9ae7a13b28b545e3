/**
 * Hydration on intent, the app's side (docs/decisions/0022-hydration-on-intent-without-rewriting.md and
 * 0074-head-script-as-modules.md).
 *
 * A prerendered page is complete without JavaScript: text, images, links, menus, accordions, dialogs and
 * forms work as they arrive. Most pages therefore load no script file until the visitor's first sign of
 * intent; the head script does that (app/head-scripts/intent.ts and app-scripts.ts). Routes choose how
 * their document hydrates through their `handle` (`HydrationHandle`); the document shell (app/root.tsx)
 * turns the matched routes' choices into the page's options (`hydrationOf`), which reach the head script
 * through app/head-scripts/page-options.ts. Nothing the visitor does before hydration is held back or
 * replayed: what needs no script works natively, and the rest works from the next tap on.
 */
import type { HydrationPolicy, PageOptions } from "../head-scripts/page-options";

export type { HydrationPolicy } from "../head-scripts/page-options";

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

/** How the document hydrates, from its matched routes' `handle`s and its query: "load" if any route asks for it. */
export function hydrationOf(handles: HydrationHandle[], search: URLSearchParams): PageOptions {
  const policyOf = ({ hydrate }: HydrationHandle) => (typeof hydrate === "function" ? hydrate(search) : hydrate);
  if (handles.some((handle) => policyOf(handle) === "load")) return { hydrate: "load" };
  return {
    hydrate: "interaction",
    hydrateByMs: handles.find((handle) => handle.hydrateByMs)?.hydrateByMs,
    hydrateIfStored: handles.find((handle) => handle.hydrateIfStored)?.hydrateIfStored,
  };
}

let documentStartTaken = false;

/**
 * When the visitor arrived, for something timed from the page load (epoch ms): the first call in a
 * document returns the document's start (the navigation's time origin, before hydration, which may come
 * much later); later calls (a client-side navigation back to the page) return undefined: the caller times
 * from now.
 */
export function takeDocumentStart(): number | undefined {
  if (documentStartTaken) return undefined;
  documentStartTaken = true;
  return Date.now() - performance.now();
}
