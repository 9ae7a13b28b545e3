/** Types of the analytics recorder and its forwarder (./recorder.ts, ./forward.ts). */
import type { FunnelPeriod, FunnelPlan, FunnelStep } from "../../app/domain/analytics";

/** One counted page view; every text dimension is `""` when absent. */
export interface PageView {
  path: string;
  referrerHost: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  /** Unsalted digest of site + client key + user agent (memory only until the flush), for unique visitors. */
  visitor?: string;
}

/** The recorder every handler counts with (`services.analytics`). */
export interface Analytics {
  /** Counts a page view on today's (UTC) counters. Synchronous, no I/O. */
  pageView(view: PageView): void;
  /** Counts a funnel step for a plan and period (`""` when not known). Synchronous, no I/O. */
  funnel(step: FunnelStep, dims?: { plan?: FunnelPlan; period?: FunnelPeriod }): void;
  /**
   * Holds the next flush until `work` (a count still being checked, e.g. against a cap) has settled, so a
   * flush writes every view whose response has ended.
   */
  hold(work: Promise<unknown>): void;
  /** Writes the batch (and forwards it when configured); failures are logged and the counts kept for the next flush. */
  flush(): Promise<void>;
}

/** Sends the same events to ANALYTICS_FORWARD_URL (./forward.ts). */
export interface Forwarder {
  pageView(view: PageView): void;
  funnel(step: FunnelStep, dims: { plan: FunnelPlan; period: FunnelPeriod }): void;
  /** Sends what is queued; failures are logged and the events dropped. Never rejects. */
  flush(): Promise<void>;
}
