/**
 * Leads: the contact messages as the console's Leads page shows them, newest first, with their review
 * (status New / Answered / Spam with who changed it and when, a private note). Typed input and results,
 * no HTTP: the route module /admin/leads calls these after its role check.
 */
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
import type { LeadFilter, LeadStatus } from "../../app/domain/admin-leads";
import type { Database } from "../../db/database";
import { contactMessages, leadReviews } from "../../db/schema";
import type { AdminListParams } from "../../app/domain/admin-list";
import { containsPattern } from "../db/like";
import { pageOf, type Page } from "../db/paging";
import { recordAudit } from "../audit";

/** A page of the list (the console's shared list parameters: page, size, sort, q) and the Leads filters. */
export interface LeadListQuery extends LeadFilter, AdminListParams {}

/** Who acts in the console: the operator, their address (shown on the lead) and the keyed hash of their IP (audit log). */
export interface Actor {
  operatorId: number;
  email: string;
  ipHash: string;
}

/** One lead as the list and the detail view show it; `message` is the visitor's text, plain text only. */
export interface Lead {
  id: number;
  createdAt: Date;
  question: string;
  name: string;
  email: string;
  message: string;
  status: LeadStatus;
  statusBy: string | null;
  statusAt: Date | null;
  note: string;
  noteBy: string | null;
  noteAt: Date | null;
}

const leadColumns = {
  id: contactMessages.id,
  createdAt: contactMessages.createdAt,
  question: contactMessages.question,
  name: contactMessages.name,
  email: contactMessages.email,
  message: contactMessages.explainQuestion,
  status: sql<LeadStatus>`coalesce(${leadReviews.status}, 'new')`,
  statusBy: leadReviews.statusByEmail,
  statusAt: leadReviews.statusAt,
  note: sql<string>`coalesce(${leadReviews.note}, '')`,
  noteBy: leadReviews.noteByEmail,
  noteAt: leadReviews.noteAt,
};

/** The WHERE of a filter: search (name, address or text, literally, any case), question type, status. */
function leadWhere(filter: LeadFilter & { q: string }): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(
      or(
        ilike(contactMessages.name, pattern),
        ilike(contactMessages.email, pattern),
        ilike(contactMessages.explainQuestion, pattern),
      ),
    );
  }
  if (filter.question) conditions.push(eq(contactMessages.question, filter.question));
  if (filter.status === "new") conditions.push(or(isNull(leadReviews.status), eq(leadReviews.status, "new")));
  else if (filter.status) conditions.push(eq(leadReviews.status, filter.status));
  return and(...conditions);
}

const order = (sort: LeadListQuery["sort"]) =>
  sort === "oldest"
    ? [asc(contactMessages.createdAt), asc(contactMessages.id)]
    : [desc(contactMessages.createdAt), desc(contactMessages.id)];

/** One page of leads matching the query, and how many match in all. */
/** One page of leads matching the query (a page past the end shows the last one), and how many match in all. */
export async function listLeads(db: Database, query: LeadListQuery): Promise<Page<Lead>> {
  const where = leadWhere(query);
  const joined = () =>
    db.select(leadColumns).from(contactMessages).leftJoin(leadReviews, eq(leadReviews.messageId, contactMessages.id));
  return pageOf(query, {
    count: async () =>
      Number(
        (
          await db
            .select({ n: count() })
            .from(contactMessages)
            .leftJoin(leadReviews, eq(leadReviews.messageId, contactMessages.id))
            .where(where)
        )[0]?.n ?? 0,
      ),
    rows: (limit, offset) =>
      joined()
        .where(where)
        .orderBy(...order(query.sort))
        .limit(limit)
        .offset(offset),
  });
}

/** Every lead matching a filter (no paging), in the list's order: what Export CSV writes. */
export async function leadsForExport(db: Database, query: Omit<LeadListQuery, "page" | "size">): Promise<Lead[]> {
  return db
    .select(leadColumns)
    .from(contactMessages)
    .leftJoin(leadReviews, eq(leadReviews.messageId, contactMessages.id))
    .where(leadWhere(query))
    .orderBy(...order(query.sort));
}

/** One lead, or undefined when there is none with this id (never was, or erased). */
export async function getLead(db: Database, id: number): Promise<Lead | undefined> {
  const [row] = await db
    .select(leadColumns)
    .from(contactMessages)
    .leftJoin(leadReviews, eq(leadReviews.messageId, contactMessages.id))
    .where(eq(contactMessages.id, id));
  return row;
}

/** A change refused: the message does not exist (any more). */
export type LeadFailure = { ok: false; code: "not_found"; message: string };
const notFound: LeadFailure = { ok: false, code: "not_found", message: "This message no longer exists." };

async function exists(db: Pick<Database, "select">, id: number): Promise<boolean> {
  const [row] = await db.select({ id: contactMessages.id }).from(contactMessages).where(eq(contactMessages.id, id));
  return Boolean(row);
}

/**
 * Sets a lead's status and records who did it and when (`now`), with a "lead_status" audit entry in the
 * same transaction.
 * @returns the previous status, or `not_found`
 */
export async function setLeadStatus(
  db: Database,
  input: { id: number; status: LeadStatus; actor: Actor; now: Date },
): Promise<{ ok: true; previous: LeadStatus } | LeadFailure> {
  return db.transaction(async (tx) => {
    if (!(await exists(tx, input.id))) return notFound;
    const [before] = await tx
      .select({ status: leadReviews.status })
      .from(leadReviews)
      .where(eq(leadReviews.messageId, input.id))
      .for("update");
    const change = {
      status: input.status,
      statusById: input.actor.operatorId,
      statusByEmail: input.actor.email,
      statusAt: input.now,
    };
    await tx
      .insert(leadReviews)
      .values({ messageId: input.id, ...change })
      .onConflictDoUpdate({ target: leadReviews.messageId, set: change });
    const previous = before?.status ?? "new";
    await recordAudit(tx, {
      operatorId: input.actor.operatorId,
      action: "lead_status",
      target: `contact_message:${input.id}`,
      ipHash: input.actor.ipHash,
      detail: { from: previous, to: input.status },
    });
    return { ok: true as const, previous };
  });
}

/** Replaces a lead's private note (trimmed by the form's schema; "" clears it), recording who and when. */
export async function setLeadNote(
  db: Database,
  input: { id: number; note: string; actor: Actor; now: Date },
): Promise<{ ok: true } | LeadFailure> {
  if (!(await exists(db, input.id))) return notFound;
  const change = {
    note: input.note,
    noteById: input.actor.operatorId,
    noteByEmail: input.actor.email,
    noteAt: input.now,
  };
  await db
    .insert(leadReviews)
    .values({ messageId: input.id, ...change })
    .onConflictDoUpdate({ target: leadReviews.messageId, set: change });
  return { ok: true };
}
