/**
 * Newsletter double opt-in on both databases: a subscription is pending until the mailed link's Confirm
 * is pressed (looking at the link changes nothing), requests expire after 7 days, re-subscribing is not
 * an error and mails at most once per 10 minutes, forged links change nothing, one-click unsubscribe,
 * and the export lists only confirmed addresses with the consent's form.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { newsletterSubscribers } from "../../db/schema";
import { exportConfirmedSubscribers } from "../../server/newsletter/export";
import {
  confirmationState,
  confirmSubscription,
  purgeExpiredRequests,
  resubscribe,
  unsubscribe,
} from "../../server/newsletter/subscriptions";
import { DATABASES } from "../support/databases";
import { startTestServer, type TestServer } from "../support/test-server";

const PUBLIC_URL = "https://www.docsleeve.test";
const DAY = 24 * 60 * 60 * 1000;

describe.each(DATABASES)("newsletter double opt-in on %s", (database) => {
  let server: TestServer;
  let now = new Date("2026-03-02T10:00:00Z").getTime();
  beforeAll(async () => {
    server = await startTestServer({
      database,
      env: { RATE_LIMIT_FACTOR: "1000", PUBLIC_URL, SUPPORT_EMAIL: "support@docsleeve.test" },
      overrides: { clock: () => new Date(now) },
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    now += 30 * DAY; // each test starts far from the previous one's throttles and expiries
  });

  let n = 0;
  const address = (label: string) => `${label}-${++n}-${database}@example.com`;
  const mailsTo = (email: string) => server.mails.filter((m) => m.to === email);
  const tokenIn = (text: string, page: "confirm" | "unsubscribe") => {
    const url = new RegExp(`${PUBLIC_URL}/newsletter/${page}\\?token=([\\w.%-]+)`).exec(text)?.[1];
    expect(url, `a ${page} link in the mail`).toBeDefined();
    return decodeURIComponent(url!);
  };
  const confirmTokenOf = (email: string) =>
    tokenIn(
      mailsTo(email)
        .filter((m) => m.kind === "newsletter-confirmation")
        .at(-1)!.text,
      "confirm",
    );
  const rowOf = async (email: string) =>
    (await server.services.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]!;
  const exported = async () =>
    (await exportConfirmedSubscribers(server.services.db)).slice(1).map((line) => line.slice(1, -1).split('","'));
  const subscribe = (email: string, source?: "footer" | "popup") =>
    server.post("/api/newsletter", source ? { email, source } : { email });

  it("subscribe → confirmation mail → the link's GET changes nothing → Confirm subscribes → exported with the consent", async () => {
    const email = address("flow");
    const res = await subscribe(email, "footer");
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/confirm your address/);

    const [mail, ...more] = mailsTo(email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe("Confirm your DocSleeve newsletter subscription");
    const token = confirmTokenOf(email);

    const pending = await rowOf(email);
    expect(pending).toMatchObject({ status: "pending", source: "footer", confirmedAt: null });
    expect(pending.requestIpHash).toMatch(/^[0-9a-f]{64}$/);
    expect(pending.requestIpHash).not.toContain("127.0.0.1");

    // Opening the link (a person, or a mail scanner) only reads.
    expect(await confirmationState(server.services, token)).toBe("pending");
    expect(await confirmationState(server.services, token)).toBe("pending");
    expect((await rowOf(email)).status).toBe("pending");
    expect((await exported()).map((r) => r[0])).not.toContain(email);

    expect(await confirmSubscription(server.services, token, "203.0.113.9")).toBe("confirmed");
    const confirmed = await rowOf(email);
    expect(confirmed).toMatchObject({ status: "confirmed", source: "footer" });
    expect(confirmed.confirmedAt?.getTime()).toBe(now);
    expect(confirmed.confirmIpHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await exported()).toContainEqual([email, new Date(now).toISOString(), "footer"]);

    // The welcome mail is a newsletter mail: one-click unsubscribe headers and the link in the body.
    const welcome = mailsTo(email).find((m) => m.kind === "newsletter-welcome")!;
    const unsubscribeToken = tokenIn(welcome.text, "unsubscribe");
    expect(welcome.headers).toEqual({
      "List-Unsubscribe": `<${PUBLIC_URL}/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}>, <mailto:support@docsleeve.test?subject=unsubscribe%20${encodeURIComponent(email)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });

    // A second press is harmless: still confirmed, no second welcome.
    expect(await confirmSubscription(server.services, token)).toBe("confirmed");
    expect(mailsTo(email).filter((m) => m.kind === "newsletter-welcome")).toHaveLength(1);
  });

  it("re-subscribing a pending address is not an error and mails at most once per 10 minutes", async () => {
    const email = address("again");
    expect((await subscribe(email, "popup")).status).toBe(200);
    now += 9 * 60 * 1000;
    expect((await subscribe(email.toUpperCase(), "footer")).status).toBe(200);
    expect(mailsTo(email)).toHaveLength(1);
    now += 2 * 60 * 1000;
    expect((await subscribe(email)).status).toBe(200);
    expect(mailsTo(email)).toHaveLength(2);
    // Both links lead to the same request; the form of the latest request is recorded.
    expect(await confirmationState(server.services, tokenIn(mailsTo(email)[0]!.text, "confirm"))).toBe("pending");
    expect((await rowOf(email)).source).toBe("footer");
    const rows = await server.services.db
      .select({ n: sql<number>`count(*)::int` })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(Number(rows[0]!.n)).toBe(1);
  });

  it("mails once for 30 concurrent subscriptions of one address", async () => {
    const email = address("race");
    const results = await Promise.all(Array.from({ length: 30 }, () => subscribe(email, "footer")));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it("re-subscribing a confirmed address is not an error, sends nothing and keeps it confirmed", async () => {
    const email = address("confirmed");
    await subscribe(email, "popup");
    await confirmSubscription(server.services, confirmTokenOf(email));
    const before = mailsTo(email).length;
    now += 60 * 60 * 1000;
    expect((await subscribe(email, "footer")).status).toBe(200);
    expect(mailsTo(email)).toHaveLength(before);
    expect(await rowOf(email)).toMatchObject({ status: "confirmed", source: "popup" });
  });

  it("a request expires after 7 days; subscribing again sends a new link and retires the old one", async () => {
    const email = address("expiry");
    await subscribe(email, "footer");
    const oldToken = confirmTokenOf(email);
    now += 7 * DAY - 1000;
    expect(await confirmationState(server.services, oldToken)).toBe("pending");
    now += 2000;
    expect(await confirmationState(server.services, oldToken)).toBe("expired");
    expect(await confirmSubscription(server.services, oldToken)).toBe("expired");
    expect((await rowOf(email)).status).toBe("pending");
    expect((await exported()).map((r) => r[0])).not.toContain(email);

    await subscribe(email, "popup");
    const newToken = confirmTokenOf(email);
    expect(newToken).not.toBe(oldToken);
    expect(await confirmSubscription(server.services, oldToken)).toBe("invalid");
    expect(await confirmSubscription(server.services, newToken)).toBe("confirmed");
    expect(await exported()).toContainEqual([email, new Date(now).toISOString(), "popup"]);
  });

  it("deletes expired requests, never confirmed or recent ones", async () => {
    const stale = address("stale");
    const kept = address("kept");
    await subscribe(stale);
    await subscribe(kept);
    await confirmSubscription(server.services, confirmTokenOf(kept));
    now += 8 * DAY;
    const fresh = address("fresh");
    await subscribe(fresh);
    expect(await purgeExpiredRequests(server.services)).toBeGreaterThanOrEqual(1);
    const left = (
      await server.services.db.select({ email: newsletterSubscribers.email }).from(newsletterSubscribers)
    ).map((r) => r.email);
    expect(left).not.toContain(stale);
    expect(left).toEqual(expect.arrayContaining([kept, fresh]));
  });

  it("keeps the addresses that subscribed before double opt-in (never asked to confirm) past the window", async () => {
    // What migration 0007 left of a subscriber of the single opt-in days: pending, no confirmation nonce.
    const earlier = address("before-opt-in");
    await server.services.db
      .insert(newsletterSubscribers)
      .values({ email: earlier, status: "pending", requestedAt: new Date(now) });
    now += 30 * DAY;
    await purgeExpiredRequests(server.services);
    const [row] = await server.services.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, earlier));
    expect(row?.status).toBe("pending");
    expect(await exported()).not.toContainEqual(expect.arrayContaining([earlier]));
    // Subscribing again asks them to confirm, like anyone else.
    await subscribe(earlier);
    expect(await confirmSubscription(server.services, confirmTokenOf(earlier))).toBe("confirmed");
  });

  it("forged or altered tokens change nothing", async () => {
    const victim = address("victim");
    const attacker = address("attacker");
    await subscribe(victim);
    await subscribe(attacker);
    const token = confirmTokenOf(attacker);
    const [body, signature] = token.split(".") as [string, string];
    const payload = JSON.parse(Buffer.from(body, "base64url").toString()) as { id: number };
    const victimRow = await rowOf(victim);
    const forgedBody = Buffer.from(JSON.stringify({ ...payload, id: victimRow.id })).toString("base64url");
    const flipped = signature.slice(0, -2) + (signature.endsWith("AA") ? "BA" : "AA");
    for (const forged of [`${forgedBody}.${signature}`, `${body}.${flipped}`, body, "", "x.y.z", `${body}.`]) {
      expect(await confirmationState(server.services, forged)).toBe("invalid");
      expect(await confirmSubscription(server.services, forged)).toBe("invalid");
    }
    expect((await rowOf(victim)).status).toBe("pending");

    // Confirm the attacker's own address, then try to unsubscribe the (now confirmed) victim with a forged link.
    await confirmSubscription(server.services, confirmTokenOf(victim));
    await confirmSubscription(server.services, token);
    const welcome = mailsTo(attacker).find((m) => m.kind === "newsletter-welcome")!;
    const unsubscribeToken = tokenIn(welcome.text, "unsubscribe");
    const [ubody, usig] = unsubscribeToken.split(".") as [string, string];
    const upayload = JSON.parse(Buffer.from(ubody, "base64url").toString()) as Record<string, unknown>;
    const retargeted = Buffer.from(JSON.stringify({ ...upayload, id: victimRow.id, e: victim })).toString("base64url");
    expect(await unsubscribe(server.services, `${retargeted}.${usig}`)).toBe(false);
    expect(await unsubscribe(server.services, `${ubody}.${usig.slice(1)}`)).toBe(false);
    expect((await rowOf(victim)).status).toBe("confirmed");
    expect((await rowOf(attacker)).status).toBe("confirmed");
  });

  it("unsubscribes with the mailed link (repeatable), leaves the export, and can subscribe again from it", async () => {
    const email = address("leaver");
    await subscribe(email, "popup");
    await confirmSubscription(server.services, confirmTokenOf(email));
    const token = tokenIn(mailsTo(email).find((m) => m.kind === "newsletter-welcome")!.text, "unsubscribe");
    expect(await unsubscribe(server.services, token)).toBe(true);
    expect(await unsubscribe(server.services, token)).toBe(true);
    expect(await rowOf(email)).toMatchObject({ status: "unsubscribed", unsubscribedAt: new Date(now) });
    expect((await exported()).map((r) => r[0])).not.toContain(email);

    now += 1000;
    expect(await resubscribe(server.services, token, "198.51.100.7")).toBe(true);
    expect(await exported()).toContainEqual([email, new Date(now).toISOString(), "popup"]);
  });

  it("records the form the request came from, and rejects an unknown one", async () => {
    const popup = address("popup");
    const plain = address("plain");
    await subscribe(popup, "popup");
    await subscribe(plain);
    expect((await rowOf(popup)).source).toBe("popup");
    expect((await rowOf(plain)).source).toBeNull();
    const bad = await server.post("/api/newsletter", { email: address("bad"), source: "sidebar" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ source: "Unknown form" });
  });
});
