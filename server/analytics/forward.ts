/**
 * Optional forwarding of the measured events to ANALYTICS_FORWARD_URL, server-side and batched: events
 * are queued in memory and sent with the recorder's flush. A URL whose path ends in `/api/send` gets
 * Umami's payload (`website` from the URL's `?website=` parameter); any other gets Plausible's Events API
 * payload (`domain` is PUBLIC_URL's host). No IP address or user agent is passed on, only what the site
 * itself keeps: the page, the referrer's host, the campaign, the funnel step with its plan and period.
 * A failed send is logged and its events dropped.
 */
import { FUNNEL_LABELS, type FunnelPeriod, type FunnelPlan, type FunnelStep } from "../../app/domain/analytics";
import type { Logger } from "../logger";
import type { Forwarder, PageView } from "./types";

/** Events kept between two flushes; more are dropped (and counted in the flush's log line). */
export const MAX_FORWARD_QUEUE = 5_000;
/** Requests in flight at once while a batch is sent. */
const CONCURRENCY = 4;
/** One request's time limit (ms): a slow collector must not hold the flush, or shutdown, for long. */
const TIMEOUT_MS = 3_000;

interface ForwardEvent {
  name: string;
  /** Absolute URL of the page (with the campaign parameters). */
  url: string;
  referrer?: string;
  props?: Record<string, string>;
}

/** Creates the forwarder for `url`; `siteUrl` is PUBLIC_URL. */
export function createForwarder(options: {
  url: string;
  siteUrl: string;
  log: Logger;
  fetch?: typeof fetch;
}): Forwarder {
  const { log, siteUrl } = options;
  const send = options.fetch ?? fetch;
  const target = new URL(options.url);
  const umami = target.pathname.endsWith("/api/send");
  const website = target.searchParams.get("website") ?? "";
  const hostname = new URL(siteUrl).hostname;
  let queue: ForwardEvent[] = [];
  let dropped = 0;

  const push = (event: ForwardEvent) => {
    if (queue.length >= MAX_FORWARD_QUEUE) return void (dropped += 1);
    queue.push(event);
  };

  const body = (event: ForwardEvent): string => {
    if (umami) {
      const page = new URL(event.url);
      const payload: Record<string, unknown> = {
        website,
        hostname,
        url: page.pathname + page.search,
        referrer: event.referrer ?? "",
      };
      if (event.name !== "pageview") Object.assign(payload, { name: event.name, data: event.props ?? {} });
      return JSON.stringify({ type: "event", payload });
    }
    return JSON.stringify({
      name: event.name,
      url: event.url,
      domain: hostname,
      ...(event.referrer && { referrer: event.referrer }),
      ...(event.props && { props: event.props }),
    });
  };

  const sendOne = async (event: ForwardEvent): Promise<boolean> => {
    try {
      const response = await send(options.url, {
        method: "POST",
        headers: { "content-type": "application/json", "user-agent": "DocSleeve-Site (server-side forwarding)" },
        body: body(event),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.arrayBuffer().catch(() => undefined);
      return response.ok;
    } catch {
      return false;
    }
  };

  return {
    pageView(view: PageView) {
      const url = new URL(view.path, siteUrl);
      if (view.utmSource) url.searchParams.set("utm_source", view.utmSource);
      if (view.utmMedium) url.searchParams.set("utm_medium", view.utmMedium);
      if (view.utmCampaign) url.searchParams.set("utm_campaign", view.utmCampaign);
      push({
        name: "pageview",
        url: url.toString(),
        ...(view.referrerHost && { referrer: `https://${view.referrerHost}/` }),
      });
    },
    funnel(step: FunnelStep, dims: { plan: FunnelPlan; period: FunnelPeriod }) {
      const props: Record<string, string> = {};
      if (dims.plan) props.plan = dims.plan;
      if (dims.period) props.period = dims.period;
      push({ name: FUNNEL_LABELS[step], url: new URL("/pricing", siteUrl).toString(), props });
    },
    async flush() {
      const events = queue;
      const lost = dropped;
      queue = [];
      dropped = 0;
      let failed = 0;
      let next = 0;
      const worker = async () => {
        while (next < events.length) {
          const event = events[next++]!;
          if (!(await sendOne(event))) failed += 1;
        }
      };
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, events.length) }, worker));
      if (failed > 0 || lost > 0)
        log.warn(
          { failed, dropped: lost, sent: events.length - failed },
          "analytics forwarding: events not delivered were dropped",
        );
    },
  };
}
