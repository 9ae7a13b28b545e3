/**
 * The retention job: delivered mail and `.eml` files go 7 days after delivery, expired codes at once,
 * unfinished sign-ups 30 days after their last change; nothing younger, nothing that may hold money, no
 * account's sign-up. Two instances running it at once share the work without doubling it. The data
 * folder is private (0700, files 0600).
 */
import { mkdtemp, readdir, rm, stat, utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsPageViews, emailCodes, mailOutbox, signupRequests } from "../../db/schema";
import { DELIVERED_MAIL_TTL_MS, runRetention, UNFINISHED_SIGNUP_TTL_MS } from "../../server/retention";
import { DATABASES } from "../support/databases";
import { startTestServer, type TestServer } from "../support/test-server";

const DAY = 24 * 60 * 60 * 1000;

describe.each(DATABASES)("retention of personal data on %s", (database) => {
  let server: TestServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = path.join(await mkdtemp(path.join(tmpdir(), "docsleeve-retention-")), "data");
    // Mail goes to the `.eml` outbox of a fresh data folder (not captured), as with nothing configured.
    server = await startTestServer({ database, env: { DATA_DIR: dataDir }, captureMail: false });
  });
  afterAll(async () => {
    await server.close();
    await rm(path.dirname(dataDir), { recursive: true, force: true });
  });

  it("creates the data folder 0700 and writes its files 0600", async () => {
    await server.services.mailer.send({ to: "mode@example.com", subject: "Mode", text: "x", kind: "test" });
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(dataDir, "outbox"))).mode & 0o777).toBe(0o700);
    const [eml] = await readdir(path.join(dataDir, "outbox"));
    expect((await stat(path.join(dataDir, "outbox", eml!))).mode & 0o777).toBe(0o600);
    expect((await stat(path.join(dataDir, "captcha-hmac.key"))).mode & 0o777).toBe(0o600);
  });

  it("deletes delivered mail and .eml files after 7 days, expired codes, and unfinished sign-ups after 30 days", async () => {
    const { db } = server.services;
    const now = Date.now();
    const ago = (ms: number) => new Date(now - ms);
    const mails = await db
      .insert(mailOutbox)
      .values([
        {
          to: "old@example.com",
          subject: "old",
          text: "x",
          kind: "verification-code",
          status: "sent",
          sentAt: ago(DELIVERED_MAIL_TTL_MS + DAY),
        },
        {
          to: "recent@example.com",
          subject: "recent",
          text: "x",
          kind: "verification-code",
          status: "sent",
          sentAt: ago(DELIVERED_MAIL_TTL_MS - DAY),
        },
        {
          to: "stuck@example.com",
          subject: "stuck",
          text: "x",
          kind: "receipt",
          status: "pending",
          createdAt: ago(DELIVERED_MAIL_TTL_MS + DAY),
        },
      ])
      .returning({ subject: mailOutbox.subject });
    expect(mails).toHaveLength(3);
    await db.insert(emailCodes).values([
      { email: "expired@example.com", codeHash: "0".repeat(64), expiresAt: ago(1000) },
      { email: "live@example.com", codeHash: "0".repeat(64), expiresAt: new Date(now + 60_000) },
    ]);
    const signup = (key: string, status: (typeof signupRequests.$inferInsert)["status"], age: number) => ({
      idempotencyKey: key,
      email: `${key}@example.com`,
      fingerprint: "f",
      status,
      updatedAt: ago(age),
      createdAt: ago(age),
    });
    const OLD = UNFINISHED_SIGNUP_TTL_MS + DAY;
    await db
      .insert(signupRequests)
      .values([
        signup("ret-abandoned-old", "abandoned", OLD),
        signup("ret-failed-old", "failed", OLD),
        signup("ret-failed-recent", "failed", UNFINISHED_SIGNUP_TTL_MS - DAY),
        signup("ret-refunding-old", "refunding", OLD),
        signup("ret-succeeded-old", "succeeded", OLD),
      ]);
    const outbox = path.join(dataDir, "outbox");
    const files = await readdir(outbox);
    const [oldFile] = files;
    const oldTime = ago(DELIVERED_MAIL_TTL_MS + DAY);
    await utimes(path.join(outbox, oldFile!), oldTime, oldTime);
    await server.services.mailer.send({ to: "fresh@example.com", subject: "Fresh", text: "x", kind: "test" });

    const result = await runRetention(server.services);
    expect(result).toMatchObject({ skipped: false, files: 1 });
    const subjects = (await db.select({ subject: mailOutbox.subject }).from(mailOutbox)).map((r) => r.subject);
    expect(subjects).not.toContain("old");
    expect(subjects).toEqual(expect.arrayContaining(["recent", "stuck", "Fresh"]));
    const codes = (await db.select({ email: emailCodes.email }).from(emailCodes)).map((r) => r.email);
    expect(codes).toContain("live@example.com");
    expect(codes).not.toContain("expired@example.com");
    const keys = (
      await db
        .select({ key: signupRequests.idempotencyKey })
        .from(signupRequests)
        .where(sql`${signupRequests.idempotencyKey} like 'ret-%'`)
    ).map((r) => r.key);
    expect(keys.sort()).toEqual(["ret-failed-recent", "ret-refunding-old", "ret-succeeded-old"]);
    const left = await readdir(outbox);
    expect(left).not.toContain(oldFile);
    expect(left).toHaveLength(files.length);
    expect(server.logs.some((line) => line.msg === "retention: old personal data deleted")).toBe(true);
  });

  it("removes page views' campaign values after 90 days, keeping the views (folded into the campaign-less count)", async () => {
    const day = (ago: number) => new Date(Date.now() - ago * DAY).toISOString().slice(0, 10);
    const row = (d: string, utmCampaign: string, views: number) => ({
      day: d,
      path: "/pricing",
      referrerHost: "news.example.com",
      utmSource: utmCampaign ? "newsletter" : "",
      utmMedium: "",
      utmCampaign,
      views,
    });
    await server.services.db
      .insert(analyticsPageViews)
      .values([
        row(day(100), "", 2),
        row(day(100), "spring", 3),
        row(day(100), "autumn", 4),
        row(day(120), "winter", 1),
        row(day(10), "spring", 5),
      ]);
    expect((await runRetention(server.services)).campaigns).toBe(3);
    const rows = await server.services.db
      .select()
      .from(analyticsPageViews)
      .orderBy(analyticsPageViews.day, analyticsPageViews.utmCampaign);
    expect(rows.map((r) => [r.day, r.utmSource, r.utmCampaign, r.views])).toEqual([
      [day(120), "", "", 1],
      [day(100), "", "", 9],
      [day(10), "newsletter", "spring", 5],
    ]);
  });

  it("runs one at a time: a run that finds another running skips", async () => {
    const { db } = server.services;
    if (database === "pglite") {
      // One PGlite connection serialises transactions: two runs can only follow each other.
      const results = await Promise.all([runRetention(server.services), runRetention(server.services)]);
      expect(results.every((r) => !r.skipped)).toBe(true);
      return;
    }
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${0x5e7e_0001})`);
      locked();
      await held;
    });
    await isLocked;
    try {
      expect(await runRetention(server.services)).toEqual({
        skipped: true,
        mails: 0,
        codes: 0,
        signups: 0,
        files: 0,
        contactMessages: 0,
        campaigns: 0,
      });
    } finally {
      release();
      await holder;
    }
    expect((await runRetention(server.services)).skipped).toBe(false);
  });
});
