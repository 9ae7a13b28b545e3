/**
 * server/leads/ on both databases: contact messages sent through POST /api/contact appear as leads,
 * newest first, with paging, date order, a literal search (a typed % or _ matches only itself), filters
 * by question type and status; status and note record who and when; erasure removes the message, its
 * review and the outbox copies of its mails, and nothing of another visitor's.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, contactMessages, leadReviews, mailOutbox } from "../../db/schema";
import type { PageSize } from "../../app/domain/admin-list";
import { eraseContactMessage } from "../../server/leads/erase";
import {
  getLead,
  leadsForExport,
  listLeads,
  setLeadNote,
  setLeadStatus,
  type LeadListQuery,
} from "../../server/leads/leads";
import { solvedCaptchaToken, TEST_CAPTCHA } from "../support/captcha";
import { DATABASES } from "../support/databases";
import { startTestServer, type TestServer } from "../support/test-server";

const OPERATOR = { operatorId: 7, email: "support@docsleeve.test", ipHash: "ab12" };
const query = (over: Partial<LeadListQuery> = {}): LeadListQuery => ({
  page: 1,
  size: 25,
  sort: "newest",
  q: "",
  ...over,
});

describe.each(DATABASES)("leads on %s", (database) => {
  let server: TestServer;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    server = await startTestServer({
      database,
      env: { RATE_LIMIT_FACTOR: "1000" },
      overrides: { captcha: TEST_CAPTCHA },
    });
    const messages = [
      {
        key: "ana",
        question: "Sales",
        name: "Ana Lima",
        email: "ana@example.com",
        explain_question: "Do you offer 100% discounts for charities?",
      },
      {
        key: "bo",
        question: "Technical Support",
        name: "Bo Chen",
        email: "bo@example.com",
        explain_question: "The upload_link field is empty.",
      },
      {
        key: "cy",
        question: "Sales",
        name: "Cy Young",
        email: "cy@example.org",
        explain_question: "Pricing for 40 users, please.",
      },
    ];
    for (const { key, ...m } of messages) {
      const res = await server.post("/api/contact", { ...m, captchaToken: await solvedCaptchaToken(server.url) });
      expect(res.status).toBe(200);
      const [row] = await server.services.db
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(eq(contactMessages.email, m.email));
      ids[key] = row!.id;
    }
    // Distinct, known dates: Ana first, Cy last.
    for (const [i, key] of ["ana", "bo", "cy"].entries()) {
      await server.services.db
        .update(contactMessages)
        .set({ createdAt: new Date(Date.UTC(2026, 10, 1 + i)) })
        .where(eq(contactMessages.id, ids[key]!));
    }
  }, 240_000);
  afterAll(() => server.close());

  const names = (rows: { name: string }[]) => rows.map((r) => r.name);

  it("lists every message newest first, as New, with paging and the oldest-first order", async () => {
    const all = await listLeads(server.services.db, query());
    expect(names(all.rows)).toEqual(["Cy Young", "Bo Chen", "Ana Lima"]);
    expect(all.total).toBe(3);
    expect(all.rows.every((r) => r.status === "new" && r.statusBy === null)).toBe(true);
    expect(all.rows[2]).toMatchObject({
      question: "Sales",
      email: "ana@example.com",
      message: "Do you offer 100% discounts for charities?",
    });

    // A page size of 2 (the URL allows only 10/25/50/100) keeps the fixture small; the service pages any size.
    const second = await listLeads(server.services.db, query({ size: 2 as PageSize, page: 2 }));
    expect(names(second.rows)).toEqual(["Ana Lima"]);
    expect(second).toMatchObject({ total: 3, page: 2, size: 2 });
    expect(await listLeads(server.services.db, query({ size: 2 as PageSize, page: 9 }))).toMatchObject({ page: 2 }); // past the end: the last page
    expect(names((await listLeads(server.services.db, query({ sort: "oldest" }))).rows)).toEqual([
      "Ana Lima",
      "Bo Chen",
      "Cy Young",
    ]);
  });

  it("searches name, address and text literally, in any case", async () => {
    const search = async (q: string) => names((await listLeads(server.services.db, query({ q }))).rows);
    expect(await search("bo chen")).toEqual(["Bo Chen"]);
    expect(await search("EXAMPLE.ORG")).toEqual(["Cy Young"]);
    expect(await search("40 users")).toEqual(["Cy Young"]);
    // % and _ are what was typed, not wildcards.
    expect(await search("%")).toEqual(["Ana Lima"]);
    expect(await search("a_l")).toEqual([]); // as a wildcard it would match "Ana Lima"
    expect(await search("_")).toEqual(["Bo Chen"]);
    expect(await search("'; drop table contact_messages; --")).toEqual([]);
    expect((await listLeads(server.services.db, query())).total).toBe(3);
  });

  it("records who changed a status and when, and filters by status and question type", async () => {
    const now = new Date("2026-11-20T10:00:00Z");
    expect(await setLeadStatus(server.services.db, { id: ids.bo!, status: "answered", actor: OPERATOR, now })).toEqual({
      ok: true,
      previous: "new",
    });
    expect(await setLeadStatus(server.services.db, { id: ids.cy!, status: "spam", actor: OPERATOR, now })).toEqual({
      ok: true,
      previous: "new",
    });
    expect(await setLeadStatus(server.services.db, { id: ids.cy!, status: "new", actor: OPERATOR, now })).toEqual({
      ok: true,
      previous: "spam",
    });
    expect(await setLeadStatus(server.services.db, { id: ids.cy!, status: "spam", actor: OPERATOR, now })).toEqual({
      ok: true,
      previous: "new",
    });

    expect(await getLead(server.services.db, ids.bo!)).toMatchObject({
      status: "answered",
      statusBy: OPERATOR.email,
      statusAt: now,
    });
    const audit = await server.services.db.select().from(auditLog).where(eq(auditLog.action, "lead_status"));
    expect(audit.map((a) => [a.operatorId, a.target, a.ipHash, a.detail])).toEqual([
      [7, `contact_message:${ids.bo}`, "ab12", { from: "new", to: "answered" }],
      [7, `contact_message:${ids.cy}`, "ab12", { from: "new", to: "spam" }],
      [7, `contact_message:${ids.cy}`, "ab12", { from: "spam", to: "new" }],
      [7, `contact_message:${ids.cy}`, "ab12", { from: "new", to: "spam" }],
    ]);
    const by = async (filter: Partial<LeadListQuery>) =>
      names((await listLeads(server.services.db, query(filter))).rows);
    expect(await by({ status: "answered" })).toEqual(["Bo Chen"]);
    expect(await by({ status: "spam" })).toEqual(["Cy Young"]);
    expect(await by({ status: "new" })).toEqual(["Ana Lima"]);
    expect(await by({ question: "Sales" })).toEqual(["Cy Young", "Ana Lima"]);
    expect(await by({ question: "Sales", status: "new", q: "ana" })).toEqual(["Ana Lima"]);
    expect(names(await leadsForExport(server.services.db, { sort: "oldest", q: "", question: "Sales" }))).toEqual([
      "Ana Lima",
      "Cy Young",
    ]);
  });

  it("keeps a private note and refuses changes to a message that does not exist", async () => {
    const now = new Date("2026-11-21T08:30:00Z");
    expect(
      await setLeadNote(server.services.db, {
        id: ids.ana!,
        note: "Called back; wants a quote.",
        actor: OPERATOR,
        now,
      }),
    ).toEqual({ ok: true });
    expect(await getLead(server.services.db, ids.ana!)).toMatchObject({
      status: "new",
      note: "Called back; wants a quote.",
      noteBy: OPERATOR.email,
      noteAt: now,
    });
    const missing = { ok: false, code: "not_found", message: "This message no longer exists." };
    expect(await setLeadNote(server.services.db, { id: 999_999, note: "x", actor: OPERATOR, now })).toEqual(missing);
    expect(await setLeadStatus(server.services.db, { id: 999_999, status: "answered", actor: OPERATOR, now })).toEqual(
      missing,
    );
    expect(await getLead(server.services.db, 999_999)).toBeUndefined();
  });

  it("erases a message with its review and the outbox copies of its mails, and only those", async () => {
    const db = server.services.db;
    const outboxFor = async (email: string) =>
      (await db.select({ kind: mailOutbox.kind, text: mailOutbox.text }).from(mailOutbox))
        .filter((m) => m.text.includes(email))
        .map((m) => m.kind)
        .sort();
    expect(await outboxFor("bo@example.com")).toEqual(["contact-notification"]);
    const ack = await db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.kind} = 'contact-acknowledgement' and ${mailOutbox.to} = 'bo@example.com'`);
    expect(ack).toHaveLength(1);

    expect(await eraseContactMessage(db, ids.bo!, OPERATOR)).toEqual({ ok: true, mailsDeleted: 2 });
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "erase"));
    expect(entry).toMatchObject({
      operatorId: 7,
      target: `contact_message:${ids.bo}`,
      ipHash: "ab12",
      detail: { mailsDeleted: 2 },
    });
    expect(JSON.stringify(entry)).not.toMatch(/bo@example|Bo Chen|upload/);
    expect(await getLead(db, ids.bo!)).toBeUndefined();
    expect(await db.select().from(leadReviews).where(eq(leadReviews.messageId, ids.bo!))).toEqual([]);
    expect(
      await db
        .select()
        .from(mailOutbox)
        .where(sql`${mailOutbox.to} = 'bo@example.com' or ${mailOutbox.text} like '%upload_link%'`),
    ).toEqual([]);
    // The other visitors' messages and mails are untouched.
    expect(names((await listLeads(db, query())).rows)).toEqual(["Cy Young", "Ana Lima"]);
    expect(await outboxFor("ana@example.com")).toEqual(["contact-notification"]);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, "ana@example.com"))).toHaveLength(1);

    expect(await eraseContactMessage(db, ids.bo!, OPERATOR)).toEqual({
      ok: false,
      code: "not_found",
      message: "This message no longer exists.",
    });
  });
});
