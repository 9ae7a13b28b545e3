/**
 * Receiving the payment provider's events (POST /api/stripe/webhook): the raw body's `Stripe-Signature`
 * is checked with Stripe's SDK against the webhook secret (a stale timestamp, older than the SDK's
 * five-minute tolerance, is refused like a wrong signature), each event id is handled until one delivery
 * succeeds (stored in `webhook_events`, claimed with an expiring lease), and the work is done by a
 * handler that is idempotent and tolerates any order.
 *
 * The sandbox signs its own events with the same secret and hands them to this same function
 * in-process, rather than POSTing them to its own address: an instance does not reliably know a URL at
 * which it can reach itself (HOST 0.0.0.0 or a port picked by the OS, a proxy in front, readiness
 * turned off while draining), and an in-process call cannot be lost between two processes. What the
 * sandbox skips is only the HTTP framing, which the endpoint's own tests cover with real requests.
 */
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import Stripe from "stripe";
import { webhookEvents } from "../../db/schema";
import { deriveKey } from "../secrets/derive";
import { fail, type Result } from "../error-codes";
import type { Services } from "../services";
import { STRIPE_API_VERSION } from "./stripe";

/** A verified event (Stripe's shape; the sandbox's events have the same shape). */
export type ProviderEvent = Stripe.Event;

/** What handling an event did, stored with it (ids and states only, never personal data). */
export type EventOutcome = Record<string, unknown>;

/** Handles one verified event; must be idempotent (a redelivery after a failure runs it again). */
export type EventHandler = (services: Services, event: ProviderEvent) => Promise<EventOutcome>;

/** An accepted delivery: handled now ("Received.") or already handled by an earlier one ("Already received."). */
export interface WebhookReceipt {
  message: string;
}

/**
 * What receiving one delivery came to: accepted, or refused with `signature_invalid` (a missing, wrong or
 * stale signature) or `event_in_progress` (another delivery holds the event; the provider retries a refusal).
 */
export type WebhookResult = Result<WebhookReceipt, "signature_invalid" | "event_in_progress">;

/**
 * The secret events are signed with: STRIPE_WEBHOOK_SECRET, or for the sandbox one derived from the
 * key generated into $DATA_DIR (the renewal command derives the same one to sign its requests).
 */
export function webhookSecretFrom(configured: string | undefined, dataDirKey: string): string {
  return configured ?? `whsec_${deriveKey(dataDirKey, "sandbox-webhook").toString("hex").slice(0, 48)}`;
}

/** Signs `payload` as Stripe does (the SDK's test-header helper), for the sandbox and tests. */
export function signPayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

/** A Stripe-shaped event around `object`, as the sandbox sends it. */
export function eventPayload(
  id: string,
  type: string,
  created: Date,
  object: Record<string, unknown>,
  previousAttributes?: Record<string, unknown>,
): string {
  const data = previousAttributes ? { object, previous_attributes: previousAttributes } : { object };
  return JSON.stringify({
    id,
    object: "event",
    api_version: STRIPE_API_VERSION,
    created: Math.floor(created.getTime() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data,
  });
}

/**
 * How long one delivery may handle an event before another delivery may take it over (ms). Longer than
 * any handler normally runs (a 3-D Secure settlement may wait 3 × 8 s on the provider, then writes the
 * account), short enough that an event whose handler died with its process is handled by Stripe's next
 * retry (minutes to hours later) rather than lost.
 */
export const WEBHOOK_LEASE_MS = 2 * 60 * 1000;

/**
 * How long a delivery that finds the event held by another waits for that one to finish before answering
 * 409 (ms of real time): a duplicate sent at the same moment as a quick handler gets 200 "Already
 * received." rather than a needless retry; well inside Stripe's own wait for an answer.
 */
export const WEBHOOK_WAIT_MS = 3_000;
const WAIT_POLL_MS = 100;

/** The refusal while another delivery holds the event: the provider delivers a refused event again later. */
const EVENT_IN_PROGRESS_MESSAGE = "This event is being handled; deliver it again later.";

/**
 * Verifies, records and handles one delivery. The event is claimed with an expiring lease and marked
 * processed only once its handler succeeded: a redelivery of an event whose handler failed, crashed or
 * hung past the lease is handled again; one that arrives while another delivery holds the lease waits
 * up to WEBHOOK_WAIT_MS for it, then is refused (`event_in_progress`) so that the provider retries it.
 * @param raw the body exactly as received (the signature covers these bytes)
 * @param signature the `Stripe-Signature` header
 * @throws what the handler threw (the lease is released, so the provider's retry handles it)
 */
export async function receiveWebhook(
  services: Services,
  secret: string,
  raw: Buffer | string,
  signature: string | undefined,
  handle: EventHandler,
  ip = "in-process",
): Promise<WebhookResult> {
  let event: ProviderEvent;
  try {
    if (!signature) throw new Error("missing Stripe-Signature header");
    event = Stripe.webhooks.constructEvent(raw, signature, secret);
  } catch (error) {
    services.securityLog("webhook_signature_invalid", ip, { reason: (error as Error).message.slice(0, 120) });
    return fail("signature_invalid", "Invalid signature.");
  }
  const { db } = services;
  const now = services.clock();
  await db
    .insert(webhookEvents)
    .values({ id: event.id, type: event.type, createdAt: new Date(event.created * 1000) })
    .onConflictDoNothing();
  // Claim the event: one delivery (of several at once, on any instance) handles it while its lease runs.
  const [claimed] = await db
    .update(webhookEvents)
    .set({
      leaseExpiresAt: new Date(now.getTime() + WEBHOOK_LEASE_MS),
      deliveries: sql`${webhookEvents.deliveries} + 1`,
    })
    .where(
      and(
        eq(webhookEvents.id, event.id),
        isNull(webhookEvents.processedAt),
        or(isNull(webhookEvents.leaseExpiresAt), lt(webhookEvents.leaseExpiresAt, now)),
      ),
    )
    .returning({ deliveries: webhookEvents.deliveries });
  if (!claimed) {
    if (await handledMeanwhile(services, event.id)) return { ok: true, value: { message: "Already received." } };
    services.log.info(
      { eventId: event.id, type: event.type },
      "payment event redelivered while another delivery handles it",
    );
    return fail("event_in_progress", EVENT_IN_PROGRESS_MESSAGE);
  }
  const mine = and(eq(webhookEvents.id, event.id), eq(webhookEvents.deliveries, claimed.deliveries));
  try {
    const outcome = await handle(services, event);
    // Done, even if this delivery outlived its lease: the handler's work is done (and idempotent).
    await db
      .update(webhookEvents)
      .set({ processedAt: services.clock(), leaseExpiresAt: null, outcome })
      .where(eq(webhookEvents.id, event.id));
    services.log.info({ eventId: event.id, type: event.type, ...outcome }, "payment event handled");
    return { ok: true, value: { message: "Received." } };
  } catch (error) {
    // Released (unless another delivery took the event over meanwhile), so the next delivery handles it.
    await db
      .update(webhookEvents)
      .set({ leaseExpiresAt: null })
      .where(mine)
      .catch(() => undefined);
    throw error;
  }
}

/**
 * Whether the event is processed, waiting up to WEBHOOK_WAIT_MS for the delivery holding it. Stops
 * waiting early when the holder released it (failed): the caller then refuses the delivery and Stripe retries.
 */
async function handledMeanwhile(services: Services, eventId: string): Promise<boolean> {
  const deadline = Date.now() + WEBHOOK_WAIT_MS;
  for (;;) {
    const [row] = await services.db
      .select({ processedAt: webhookEvents.processedAt, leaseExpiresAt: webhookEvents.leaseExpiresAt })
      .from(webhookEvents)
      .where(eq(webhookEvents.id, eventId));
    if (!row || row.processedAt) return Boolean(row?.processedAt);
    if (!row.leaseExpiresAt || Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS));
  }
}
