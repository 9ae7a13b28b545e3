/**
 * An event is marked processed only when its handler succeeded. A delivery whose
 * handler dies mid-event (the process killed, or a handler hung past Stripe's timeout) leaves the event
 * leased, not processed: a redelivery while the lease runs is answered 409 (so Stripe retries), and the
 * first redelivery after the lease ends handles it: the cancellation is not lost. The lease is a row in
 * the database, so it holds across instances. Time moves with the server's clock.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriptions, users, webhookEvents } from "../../db/schema";
import {
  eventPayload,
  receiveWebhook,
  signPayload,
  WEBHOOK_LEASE_MS,
  type EventHandler,
} from "../../server/payments/webhook";
import { handleProviderEvent } from "../../server/billing/provider-events";
import { DATABASES } from "../support/databases";
import { emailToken, paymentMethod, registration } from "../support/signup";
import { startTestServer, type TestServer } from "../support/test-server";

describe.each(DATABASES)("webhook event leases on %s", (database) => {
  let server: TestServer;
  // The server's clock stands still unless a test moves it: the lease is measured on it alone, while a
  // delivery that finds the event held waits a few seconds of real time.
  const start = Date.now();
  let offsetMs = 0;
  const clock = () => new Date(start + offsetMs);

  beforeAll(async () => {
    server = await startTestServer({ database, env: { RATE_LIMIT_FACTOR: "1000" }, overrides: { clock } });
  });
  afterAll(() => server.close());

  const secret = () => server.services.webhookSecret;
  const deliver = (payload: string) =>
    server.post("/api/stripe/webhook", payload, { "stripe-signature": signPayload(payload, secret()) });
  const statusOf = async (email: string) => {
    const [row] = await server.services.db
      .select({ status: subscriptions.status })
      .from(subscriptions)
      .innerJoin(users, eq(users.companyId, subscriptions.companyId))
      .where(sql`lower(${users.email}) = ${email}`);
    return row?.status;
  };

  /** An active customer and the cancellation event Stripe sends for its subscription. */
  async function cancellation(email: string, eventId: string) {
    const order = registration(email, {
      email_token: await emailToken(server, email),
      paymentMethodId: await paymentMethod(server),
    });
    const res = await server.post("/api/register-plan", order);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [sub] = await server.services.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, res.body.data.subscription_id as number));
    expect(sub!.status).toBe("active");
    // A second later than the sign-up's own events, so it is the newest state.
    return eventPayload(eventId, "customer.subscription.deleted", new Date(clock().getTime() + 1000), {
      id: sub!.providerSubscriptionId,
      object: "subscription",
      status: "canceled",
      metadata: {},
    });
  }

  it("a handler killed mid-event: redeliveries get 409 while its lease runs, then the next one cancels the customer", async () => {
    const email = "killed.handler@tanadvisory.sg";
    const payload = await cancellation(email, `evt_killed_${database}`);
    // The first delivery claims the event and its handler dies in the middle: it never returns, as when
    // the process is killed (nothing after the claim runs, nothing is released).
    let reached!: () => void;
    const inHandler = new Promise<void>((resolve) => (reached = resolve));
    const killed: EventHandler = () => {
      reached();
      return new Promise(() => undefined);
    };
    void receiveWebhook(server.services, secret(), payload, signPayload(payload, secret()), killed);
    await inHandler;

    const during = await deliver(payload);
    expect(during.status).toBe(409);
    expect(await statusOf(email)).toBe("active");

    offsetMs += WEBHOOK_LEASE_MS - 1000;
    expect((await deliver(payload)).status).toBe(409);

    offsetMs += 2000;
    const after = await deliver(payload);
    expect(after.status).toBe(200);
    expect(after.body).toEqual({ message: "Received." });
    expect(await statusOf(email)).toBe("canceled");

    const again = await deliver(payload);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ message: "Already received." });
    const [row] = await server.services.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.id, JSON.parse(payload).id));
    expect(row).toMatchObject({ deliveries: 2, leaseExpiresAt: null });
    expect(row!.processedAt).not.toBeNull();
  });

  it("a slow handler: a redelivery meanwhile gets 409 (not 200), and once it succeeds the event is done", async () => {
    const email = "slow.handler@tanadvisory.sg";
    const payload = await cancellation(email, `evt_slow_${database}`);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let reached!: () => void;
    const inHandler = new Promise<void>((resolve) => (reached = resolve));
    const slow: EventHandler = async (services, event) => {
      reached();
      await held;
      return handleProviderEvent(services, event);
    };
    const first = receiveWebhook(server.services, secret(), payload, signPayload(payload, secret()), slow);
    await inHandler;
    expect((await deliver(payload)).status).toBe(409);
    expect(await statusOf(email)).toBe("active");
    release();
    expect(await first).toEqual({ ok: true, value: { message: "Received." } });
    expect(await statusOf(email)).toBe("canceled");
    expect((await deliver(payload)).body).toEqual({ message: "Already received." });
  });

  it("a handler that failed releases the event at once: the next delivery handles it", async () => {
    const email = "failed.handler@tanadvisory.sg";
    const payload = await cancellation(email, `evt_failed_${database}`);
    const failing: EventHandler = () => Promise.reject(new Error("database went away"));
    await expect(
      receiveWebhook(server.services, secret(), payload, signPayload(payload, secret()), failing),
    ).rejects.toThrow("database went away");
    const next = await deliver(payload);
    expect(next.status).toBe(200);
    expect(next.body).toEqual({ message: "Received." });
    expect(await statusOf(email)).toBe("canceled");
  });
});
