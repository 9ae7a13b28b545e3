/**
 * The API's GET answers that are at hand without waiting (`ApiRoute.answerAtHand`: the country list once
 * read, the caller's country), answered in front of Express like the prerendered pages
 * (../fast-pages/request-pipeline.ts): the pipeline has given them the request id, security headers, log
 * line and metrics sample, and they skip Express's routing, response wrapping and per-request
 * serialisation, which cost them three times the CPU of the answer itself (docs/decisions/0045). What
 * they send is what the /api router sends for the same request: the same body, ETag, 304, compressed
 * variant and headers; anything else (another method, a trailing slash, an answer not read yet) goes on
 * to Express.
 */
import type { IncomingMessage } from "node:http";
import type { FastHandler } from "../fast-pages/request-pipeline";
import { localsOf } from "../response-locals";
import type { Services } from "../services";
import type { ApiRoute, FastApiContext } from "./http";

/** The FastHandler answering `routes`' `answerAtHand` GETs (and HEADs) under /api. */
export function fastApiAnswers(
  routes: readonly ApiRoute[],
  services: Services,
  clientIp: (req: IncomingMessage) => string,
): FastHandler {
  const byUrl = new Map<string, ApiRoute>();
  for (const route of routes) if (route.method === "GET" && route.answerAtHand) byUrl.set(`/api${route.path}`, route);

  return (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "";
    const q = url.indexOf("?");
    const route = byUrl.get(q === -1 ? url : url.slice(0, q));
    if (!route) return false;
    let ip: string | undefined;
    const ctx: FastApiContext = { services, ip: () => (ip ??= clientIp(req)) };
    const body = route.answerAtHand!(ctx);
    if (!body) return false;
    // The label Express gives the route (its pattern), so the metrics do not tell the two paths apart.
    localsOf(res).metricsRoute = `/api${route.path}`;
    body.sendRaw(req, res, route.noStore === true);
    return true;
  };
}
