/**
 * Which responses are page views, and what is counted of them (docs/decisions/0030): a successful GET
 * of a page as a document (the prerendered and server-rendered HTML alike), or a client-side navigation's
 * data request (`/x.data`, React Router's single fetch). Never assets, the API, the console, prefetches
 * (`Sec-Purpose`/`Purpose: prefetch`) or bots (isbot, or no user agent). Runs when the response has
 * closed, as a few header reads and a Map increment: no database work on the request path.
 * A script loading `/pricing` in a loop cannot inflate the figures: each client (IPv4 address or IPv6
 * /64) counts at most PAGE_VIEWS_PER_CLIENT_PER_DAY views a UTC day, and each visitor one
 * `pricing_viewed` a day. Both are counted in the rate limiter's store (`count`), which every instance
 * shares when REDIS_URL is set.
 */
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { isbot } from "isbot";
import { clientKey } from "../client-ip";
import type { Logger } from "../logger";
import type { RateLimits } from "../rate-limit";
import { utcDay } from "./recorder";
import type { Analytics, PageView } from "./types";

/** Longest path kept (longer ones are cut). */
const MAX_PATH = 200;
/** Longest campaign value (utm_*) and referrer host kept: campaign names are short; longer is noise. */
export const MAX_CAMPAIGN_VALUE = 64;
const MAX_VALUE = MAX_CAMPAIGN_VALUE;
/** Not pages, or not public ones. */
const EXCLUDED_PREFIXES = ["/admin", "/api/", "/assets/", "/livez", "/healthz", "/metrics"];

/** Counts the page views among responses; `clientIp` resolves the client's address as Express does (TRUST_PROXY). */
export function pageViewCounter(options: {
  analytics: Analytics;
  publicUrl: string;
  clientIp: (req: IncomingMessage) => string;
  /** The counts behind the caps (`pageViewsPerClient`, `pricingViewedPerVisitor` policies). */
  rateLimits: Pick<RateLimits, "count">;
  clock: () => Date;
  log: Pick<Logger, "warn">;
}) {
  const { analytics, clientIp, rateLimits, clock, log } = options;
  const site = new URL(options.publicUrl).host;
  const record = async (view: PageView, client: string) => {
    const day = utcDay(clock());
    const views = await rateLimits.count("pageViewsPerClient", `${day}:${client}`);
    if (views.used > views.limit) return;
    analytics.pageView(view);
    if (view.path !== "/pricing") return;
    const pricing = await rateLimits.count("pricingViewedPerVisitor", `${day}:${view.visitor}`);
    if (pricing.used === 1) analytics.funnel("pricing_viewed");
  };
  return (req: IncomingMessage, res: ServerResponse, url: string): void => {
    const view = pageViewOf(req, res, url, site);
    if (!view) return;
    const ua = req.headers["user-agent"] ?? "";
    const client = clientKey(clientIp(req));
    view.visitor = createHash("sha256").update(`${site}\n${client}\n${ua}`).digest("base64url");
    // After the response: the caps' counts never delay a request, and a failing store loses a count only.
    analytics.hold(
      record(view, client).catch((error: unknown) => log.warn({ err: error }, "analytics: page view not counted")),
    );
  };
}

/** The page view `req`/`res` amount to, or undefined when they are not one. Exported for tests. */
export function pageViewOf(req: IncomingMessage, res: ServerResponse, url: string, site: string): PageView | undefined {
  if (req.method !== "GET" || (res.statusCode !== 200 && res.statusCode !== 304) || !res.writableFinished)
    return undefined;
  const lower = url.toLowerCase();
  if (EXCLUDED_PREFIXES.some((prefix) => lower.startsWith(prefix))) return undefined;
  const h = req.headers;
  if (isPrefetch(h["sec-purpose"]) || isPrefetch(h.purpose) || isPrefetch(h["x-purpose"]) || isPrefetch(h["x-moz"]))
    return undefined;
  const ua = h["user-agent"];
  if (!ua || isbot(ua)) return undefined;

  let parsed: URL;
  try {
    parsed = new URL(url, "http://site");
  } catch {
    return undefined;
  }
  let path = parsed.pathname;
  const dest = h["sec-fetch-dest"];
  if (path.endsWith(".data")) {
    // A client-side navigation's loader data. The same path right after an action on it is a
    // revalidation of the page already shown, not a new view.
    if (dest === "document" || res.statusCode !== 200) return undefined;
    path = path === "/_root.data" ? "/" : path.slice(0, -".data".length);
    if (refererPath(h.referer, [site, h.host]) === path) return undefined;
  } else {
    const documentRequest = dest === "document" || (dest === undefined && (h.accept ?? "").includes("text/html"));
    if (!documentRequest) return undefined;
    const type = res.getHeader("content-type");
    if (res.statusCode === 200 && !(typeof type === "string" && type.startsWith("text/html"))) return undefined;
  }
  if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
  const q = parsed.searchParams;
  return {
    path: path.slice(0, MAX_PATH),
    referrerHost: referrerHost(h.referer, site, h.host),
    utmSource: value(q.get("utm_source")),
    utmMedium: value(q.get("utm_medium")),
    utmCampaign: value(q.get("utm_campaign")),
  };
}

const isPrefetch = (header: string | string[] | undefined) =>
  typeof header === "string" && /prefetch|prerender/i.test(header);
const value = (raw: string | null) => (raw ?? "").trim().slice(0, MAX_VALUE);

/** The referring site's host (lower case, `www.` kept), or `""` for none and for the site itself (PUBLIC_URL's or the request's host). */
function referrerHost(referer: string | undefined, site: string, requestHost: string | undefined): string {
  if (!referer) return "";
  try {
    const ref = new URL(referer);
    if (ref.protocol !== "http:" && ref.protocol !== "https:") return "";
    const host = ref.host.toLowerCase();
    return host === site || host === requestHost?.toLowerCase() ? "" : host.slice(0, MAX_VALUE);
  } catch {
    return "";
  }
}

function refererPath(referer: string | undefined, hosts: Array<string | undefined>): string | undefined {
  if (!referer) return undefined;
  try {
    const ref = new URL(referer);
    return hosts.includes(ref.host) ? ref.pathname.replace(/(.)\/$/, "$1") : undefined;
  } catch {
    return undefined;
  }
}
