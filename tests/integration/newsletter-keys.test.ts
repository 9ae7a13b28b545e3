/**
 * The newsletter key outside the database, and unsubscribe links that cannot put anyone back on the list
 * once old: with NEWSLETTER_HMAC_KEY set, links signed with the key a database dump would give away only
 * unsubscribe (links already mailed keep working for that); an unsubscribe link subscribes again only
 * while it is recent and of the subscription that was left.
 */
import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { newsletterSubscribers, serverSecrets } from "../../db/schema";
import { NEWSLETTER_SECRET_NAME } from "../../server/secrets/newsletter-keys";
import {
  CONFIRM_TTL_MS,
  confirmSubscription,
  requestSubscription,
  resubscribe,
  unsubscribe,
} from "../../server/newsletter/subscriptions";
import { signConfirmToken, signUnsubscribeToken } from "../../server/newsletter/tokens";
import { DATABASES } from "../support/databases";
import { startTestServer, type TestServer } from "../support/test-server";
import type { TokenKey } from "../../server/secrets/signed-token";

const PUBLIC_URL = "https://www.docsleeve.test";
const DAY = 24 * 60 * 60 * 1000;
// Derived here as the links have always been keyed, not through server/secrets: links mailed before keep working.
const tokenKeyOf = (secret: string) =>
  createHmac("sha256", secret).update("docsleeve:newsletter:token").digest() as TokenKey;

function suite(
  database: (typeof DATABASES)[number],
  env: Record<string, string>,
  title: string,
  body: (ctx: { server: () => TestServer; advance: (ms: number) => void }) => void,
) {
  describe(`${title} on ${database}`, () => {
    let server: TestServer;
    let now = new Date("2026-05-04T09:00:00Z").getTime();
    beforeAll(async () => {
      server = await startTestServer({
        database,
        env: { RATE_LIMIT_FACTOR: "1000", PUBLIC_URL, ...env },
        overrides: { clock: () => new Date(now) },
      });
    });
    afterAll(() => server.close());
    beforeEach(() => {
      now += 30 * DAY;
    });
    body({ server: () => server, advance: (ms) => (now += ms) });
  });
}

/** Subscribes and confirms `email`; returns its row and the unsubscribe token of the welcome mail. */
async function confirmed(server: TestServer, email: string) {
  await requestSubscription(server.services, { email });
  const confirmMail = server.mails.filter((m) => m.to === email && m.kind === "newsletter-confirmation").at(-1)!;
  const confirm = decodeURIComponent(
    new RegExp(`${PUBLIC_URL}/newsletter/confirm\\?token=([\\w.%-]+)`).exec(confirmMail.text)![1]!,
  );
  expect(await confirmSubscription(server.services, confirm)).toBe("confirmed");
  const welcome = server.mails.filter((m) => m.to === email && m.kind === "newsletter-welcome").at(-1)!;
  const unsubscribeToken = decodeURIComponent(
    new RegExp(`${PUBLIC_URL}/newsletter/unsubscribe\\?token=([\\w.%-]+)`).exec(welcome.text)![1]!,
  );
  const [row] = await server.services.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  return { row: row!, unsubscribeToken };
}

const statusOf = async (server: TestServer, id: number) =>
  (await server.services.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)))[0]!.status;

for (const database of DATABASES) {
  suite(database, {}, "unsubscribe links and subscribing again", ({ server, advance }) => {
    it("a recent link of the subscription just left subscribes again", async () => {
      const { row, unsubscribeToken } = await confirmed(server(), "recent@example.com");
      expect(await unsubscribe(server().services, unsubscribeToken)).toBe(true);
      advance(DAY);
      expect(await resubscribe(server().services, unsubscribeToken, "198.51.100.7")).toBe(true);
      expect(await statusOf(server(), row.id)).toBe("confirmed");
    });

    it("an old link still unsubscribes but never subscribes again", async () => {
      const { row, unsubscribeToken } = await confirmed(server(), "old-link@example.com");
      advance(CONFIRM_TTL_MS + 1000);
      expect(await unsubscribe(server().services, unsubscribeToken)).toBe(true);
      expect(await resubscribe(server().services, unsubscribeToken, "198.51.100.7")).toBe(false);
      expect(await statusOf(server(), row.id)).toBe("unsubscribed");
    });

    it("a link of an earlier subscription, or one without an issue date, never subscribes again", async () => {
      const first = await confirmed(server(), "twice@example.com");
      expect(await unsubscribe(server().services, first.unsubscribeToken)).toBe(true);
      advance(DAY);
      await confirmed(server(), "twice@example.com"); // subscribed again through the form later
      advance(DAY);
      expect(await unsubscribe(server().services, first.unsubscribeToken)).toBe(true);
      expect(await resubscribe(server().services, first.unsubscribeToken)).toBe(false);
      // A link as mailed before links carried their date (same key, no `t`).
      const [secret] = await server()
        .services.db.select()
        .from(serverSecrets)
        .where(eq(serverSecrets.name, NEWSLETTER_SECRET_NAME));
      const undated = signUnsubscribeToken(tokenKeyOf(secret!.value), first.row.id, "twice@example.com");
      expect(await unsubscribe(server().services, undated)).toBe(true);
      expect(await resubscribe(server().services, undated)).toBe(false);
      expect(await statusOf(server(), first.row.id)).toBe("unsubscribed");
    });
  });

  suite(
    database,
    { NEWSLETTER_HMAC_KEY: "newsletter-key-from-the-secret-store" },
    "NEWSLETTER_HMAC_KEY set",
    ({ server }) => {
      it("links signed with the database's key (a dump gives it away) only unsubscribe; the configured key signs new links", async () => {
        const generated = "0f".repeat(32);
        await server()
          .services.db.insert(serverSecrets)
          .values({ name: NEWSLETTER_SECRET_NAME, value: generated })
          .onConflictDoNothing();
        const dbKey = tokenKeyOf(generated);
        const { row, unsubscribeToken } = await confirmed(server(), "keyed@example.com");
        // The welcome mail's link is not signed with the database's key.
        expect(signUnsubscribeToken(dbKey, row.id, row.email)).not.toBe(unsubscribeToken);

        // A link already mailed (signed with the database's key) still unsubscribes…
        const mailedBefore = signUnsubscribeToken(dbKey, row.id, row.email, new Date());
        expect(await unsubscribe(server().services, mailedBefore)).toBe(true);
        expect(await statusOf(server(), row.id)).toBe("unsubscribed");
        // …but a link forged with that key subscribes nobody, and confirms nothing.
        expect(await resubscribe(server().services, mailedBefore)).toBe(false);
        expect(await statusOf(server(), row.id)).toBe("unsubscribed");
        await requestSubscription(server().services, { email: "victim@example.com" });
        const [victim] = await server()
          .services.db.select()
          .from(newsletterSubscribers)
          .where(eq(newsletterSubscribers.email, "victim@example.com"));
        expect(
          await confirmSubscription(server().services, signConfirmToken(dbKey, victim!.id, victim!.confirmNonce!)),
        ).toBe("invalid");
        // The current link does what it always did.
        expect(await resubscribe(server().services, unsubscribeToken)).toBe(true);
        expect(await statusOf(server(), row.id)).toBe("confirmed");
      });
    },
  );
}
