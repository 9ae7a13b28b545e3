/**
 * The one channel from the server's render to the head script: how this document hydrates, written by
 * the document shell (app/root.tsx) as attributes of `<html>` and read once, here, by the head script
 * (./index.ts). Everything else the head script does is the same on every page. The console's document
 * writes none: it hydrates at once through React Router's scripts as they are.
 *
 * | attribute | meaning |
 * | --- | --- |
 * | `data-hydrate` | `"interaction"`: at the visitor's first sign of intent; `"load"`: at once, after the first paint |
 * | `data-hydrate-by` | with `"interaction"`: hydrate this many ms after the document started even without intent (the home page's pop-up) |
 * | `data-hydrate-if-stored` | with `"interaction"`: hydrate at once when the tab's sessionStorage holds this key (a flow only the app restores) |
 */

/** When a document hydrates: at once, or on the visitor's first sign of intent (the default). */
export type HydrationPolicy = "load" | "interaction";

/** How a public document hydrates (see the table above). */
export interface PageOptions {
  hydrate: HydrationPolicy;
  hydrateByMs?: number;
  hydrateIfStored?: string;
}

const HYDRATE = "data-hydrate";
const HYDRATE_BY = "data-hydrate-by";
const HYDRATE_IF_STORED = "data-hydrate-if-stored";

/** The `<html>` attributes that carry `options` (for JSX: absent values are left out). */
export function pageOptionAttributes(options: PageOptions): Record<string, string | number | undefined> {
  return {
    [HYDRATE]: options.hydrate,
    [HYDRATE_BY]: options.hydrateByMs,
    [HYDRATE_IF_STORED]: options.hydrateIfStored,
  };
}

/** The options `root` carries, or undefined when it carries none (the console's document). */
export function readPageOptions(root: Element): PageOptions | undefined {
  const hydrate = root.getAttribute(HYDRATE);
  if (hydrate !== "load" && hydrate !== "interaction") return undefined;
  const by = Number(root.getAttribute(HYDRATE_BY));
  return {
    hydrate,
    hydrateByMs: by > 0 ? by : undefined,
    hydrateIfStored: root.getAttribute(HYDRATE_IF_STORED) ?? undefined,
  };
}
