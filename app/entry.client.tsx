/**
 * The client entry. React DOM and the router's hydration code are loaded only when the page should
 * hydrate: at once on pages that ask for it, otherwise on the visitor's first sign of intent
 * (lib/early-interactions.ts, docs/decisions/0010-deferred-hydration.md).
 */
import { hydrationTrigger } from "./lib/early-interactions";

void hydrationTrigger()
  .then(() => import("./hydrate-document"))
  .then(({ hydrateDocument }) => hydrateDocument());
