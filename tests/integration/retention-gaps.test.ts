/**
 * What the privacy policy promises and the retention job did not apply: mail that could not be delivered
 * goes 7 days after its last try, contact messages after CONTACT_MESSAGE_RETENTION_DAYS; and one contact
 * message can be erased at once (the console's "erase").
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, mailOutbox } from "../../db/schema";
import { CONTACT_MESSAGE_RETENTION_DAYS } from "../../app/content/legal/commitments";
import { PRIVACY } from "../../app/content/legal/privacy-policy";
import { eraseContactMessage } from "../../server/contact/retention";
import { DELIVERED_MAIL_TTL_MS, runRetention } from "../../server/retention";
import { DATABASES } from "../support/databases";
import { startTestServer, type TestServer } from "../support/test-server";

const DAY = 24 * 60 * 60 * 1000;
/** An erasure no operator asked for (its audit entry has no operator). */
const SYSTEM = { operatorId: null, ipHash: "0".repeat(64) };

describe.each(DATABASES)("retention gaps on %s", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server.close());

  const message = (name: string, receivedAgo: number) => ({
    question: "Sales",
    name,
    email: `${name.toLowerCase()}@example.com`,
    explainQuestion: "Pricing for 12 users?",
    ipHash: "0".repeat(64),
    createdAt: new Date(Date.now() - receivedAgo),
  });

  it("deletes mail that could not be delivered 7 days after its last try, and contact messages after the policy's period", async () => {
    const { db } = server.services;
    const ago = (ms: number) => new Date(Date.now() - ms);
    const mails = await db
      .insert(mailOutbox)
      .values([
        {
          to: "gone@example.com",
          subject: "undeliverable-old",
          text: "x",
          kind: "verification-code",
          status: "failed",
          attempts: 12,
          createdAt: ago(DELIVERED_MAIL_TTL_MS + 3 * DAY),
          nextAttemptAt: ago(DELIVERED_MAIL_TTL_MS + DAY),
        },
        {
          to: "gone@example.com",
          subject: "undeliverable-recent",
          text: "x",
          kind: "verification-code",
          status: "failed",
          attempts: 12,
          createdAt: ago(DELIVERED_MAIL_TTL_MS + DAY),
          nextAttemptAt: ago(DAY),
        },
      ])
      .returning({ id: mailOutbox.id });
    const period = CONTACT_MESSAGE_RETENTION_DAYS * DAY;
    const messages = await db
      .insert(contactMessages)
      .values([message("Old", period + DAY), message("Recent", period - DAY)])
      .returning({ id: contactMessages.id, name: contactMessages.name });

    const result = await runRetention(server.services);
    expect(result).toMatchObject({ skipped: false, mails: 1, contactMessages: 1 });
    const left = await db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.id,
          mails.map((m) => m.id),
        ),
      );
    expect(left.map((m) => m.subject)).toEqual(["undeliverable-recent"]);
    const kept = await db
      .select({ name: contactMessages.name })
      .from(contactMessages)
      .where(
        inArray(
          contactMessages.id,
          messages.map((m) => m.id),
        ),
      );
    expect(kept.map((m) => m.name)).toEqual(["Recent"]);
  });

  it("erases one contact message on request; erasing it again is not_found", async () => {
    const { db } = server.services;
    const [kept, erased] = await db
      .insert(contactMessages)
      .values([message("Keep", DAY), message("Erase", DAY)])
      .returning({ id: contactMessages.id });
    expect(await eraseContactMessage(db, erased!.id, SYSTEM)).toEqual({ ok: true, mailsDeleted: 0 });
    expect(await db.select().from(contactMessages).where(eq(contactMessages.id, erased!.id))).toHaveLength(0);
    expect(await db.select().from(contactMessages).where(eq(contactMessages.id, kept!.id))).toHaveLength(1);
    expect(await eraseContactMessage(db, erased!.id, SYSTEM)).toMatchObject({ ok: false, code: "not_found" });
  });

  it("the privacy policy states both periods", () => {
    const text = JSON.stringify(PRIVACY);
    expect(text).toContain(
      `Messages sent through our contact page are deleted ${CONTACT_MESSAGE_RETENTION_DAYS} days after we receive them, or sooner if you ask us to erase them.`,
    );
    expect(text).toContain("7 days after our last attempt when an e-mail cannot be delivered");
  });
});
