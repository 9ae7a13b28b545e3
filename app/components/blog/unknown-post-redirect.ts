/**
 * The timed move from an unknown post's page to /blog, in two parts that hand over through the DOM
 * (lib/inline-handover.ts): the inline script in the server's HTML starts the timer at once
 * (app/body-scripts/unknown-post.ts: static pages hydrate only at the visitor's first interaction, and a
 * visitor who never touches the page must still be taken to the blog); once React runs, the page claims
 * what time is left and moves with the router itself (components/blog/unknown-post.tsx).
 */
import { claimHandover, offerHandover } from "../../lib/inline-handover";

/** How long an unknown post's error message shows before the visitor is sent to /blog (ms). */
export const UNKNOWN_POST_REDIRECT_MS = 2500;

/** The event name under which the inline script hands its timer over. */
const HANDOVER = "docsleeve:unknown-post-redirect";

/** The inline script's part: replaces the page by /blog in `UNKNOWN_POST_REDIRECT_MS`, unless claimed first. */
export function startRedirectAtLoad(): void {
  const at = Date.now() + UNKNOWN_POST_REDIRECT_MS;
  const timer = setTimeout(function () {
    location.replace("/blog");
  }, UNKNOWN_POST_REDIRECT_MS);
  offerHandover(HANDOVER, function () {
    clearTimeout(timer);
    return at;
  });
}

/**
 * The page's part: stops the inline script's timer and returns the milliseconds it had left (at least 0);
 * `UNKNOWN_POST_REDIRECT_MS` when no inline script ran (a client-side navigation).
 */
export function claimRedirectDelay(): number {
  const at = claimHandover<number>(HANDOVER);
  return at === undefined ? UNKNOWN_POST_REDIRECT_MS : Math.max(0, at - Date.now());
}
