/**
 * Links to /pricing keep the visitor's promotion code: a page reached as `/?promo=LAUNCH20` (or any page
 * with a code-shaped `promo` in its query) links to `/pricing?promo=LAUNCH20`. The code comes from the
 * page's own URL only (no cookie, no storage), so it works in the server's HTML before any script runs
 * and after hydration alike (decision 0062). A page with a query string is rendered by the server, not
 * served prerendered, so its HTML already carries the code.
 */
import { useLocation } from "react-router";
import { promotionCodeOf } from "../domain/promotion-code-shape";

/**
 * `to` with the `promo` of the query string `search` ("?promo=LAUNCH20&utm_source=x") added when `to`
 * is /pricing (with or without its own query) and the code is code-shaped; any other `to`, or a
 * missing or malformed code, is returned unchanged.
 */
export function keepPromo(to: string, search: string): string {
  const code = promotionCodeOf(new URLSearchParams(search).get("promo"));
  if (!code) return to;
  const [path = "", hash] = to.split("#", 2);
  const [pathname, query = ""] = path.split("?", 2);
  if (pathname !== "/pricing") return to;
  const params = new URLSearchParams(query);
  params.set("promo", code);
  return `${pathname}?${params.toString()}${hash === undefined ? "" : `#${hash}`}`;
}

/** `keepPromo` bound to the current location: call once per component, apply to each link's `to`. */
export function usePromoLinks(): (to: string) => string {
  const { search } = useLocation();
  return (to) => keepPromo(to, search);
}
