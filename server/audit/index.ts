/**
 * The console's append-only audit log: every sign-in (failed ones too), invitation, role
 * change, refund, export and erasure, with who, what, which record, when, and a keyed hash of the
 * client's IP. This module only appends and reads; nothing in the code base updates or deletes rows.
 */
import { asc, count, desc, eq, ilike, or } from "drizzle-orm";
import type { Database } from "../../db/database";
import { auditLog, operators } from "../../db/schema";
import type { AdminListParams } from "../../app/domain/admin-list";
import { pageOf, type Page } from "../db/paging";
import type { AuditAction } from "./actions";

export type { AuditAction } from "./actions";
export { AUDIT_ACTIONS, AUDIT_ACTION_LABELS } from "./actions";

/** One audit entry to append. `target` names the record, e.g. "operator:3" or "order:42". */
export interface AuditEntry {
  operatorId: number | null;
  action: AuditAction;
  target?: string;
  /** Keyed hash of the client IP (AdminContext.ipHash). */
  ipHash: string;
  detail?: Record<string, string | number | boolean | null>;
}

/** Appends one entry (in `db`, which may be a transaction, so it commits with what it records). */
export async function recordAudit(db: Pick<Database, "insert">, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    operatorId: entry.operatorId,
    action: entry.action,
    target: entry.target ?? null,
    ipHash: entry.ipHash,
    detail: entry.detail ?? null,
  });
}

/** An audit entry as the audit-log page shows it. */
export interface AuditRow {
  id: number;
  createdAt: Date;
  operatorEmail: string | null;
  action: string;
  target: string | null;
  ipHash: string;
  detail: Record<string, string | number | boolean | null> | null;
}

/** One page of the log, newest first by default; `q` matches the operator's address, the action or the target. */
export async function listAudit(db: Database, params: AdminListParams): Promise<Page<AuditRow>> {
  const pattern = `%${params.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = params.q
    ? or(ilike(operators.email, pattern), ilike(auditLog.action, pattern), ilike(auditLog.target, pattern))
    : undefined;
  return pageOf(params, {
    count: async () =>
      (
        await db
          .select({ n: count() })
          .from(auditLog)
          .leftJoin(operators, eq(operators.id, auditLog.operatorId))
          .where(where)
      )[0]?.n ?? 0,
    rows: (limit, offset) =>
      db
        .select({
          id: auditLog.id,
          createdAt: auditLog.createdAt,
          operatorEmail: operators.email,
          action: auditLog.action,
          target: auditLog.target,
          ipHash: auditLog.ipHash,
          detail: auditLog.detail,
        })
        .from(auditLog)
        .leftJoin(operators, eq(operators.id, auditLog.operatorId))
        .where(where)
        .orderBy(params.sort === "oldest" ? asc(auditLog.id) : desc(auditLog.id))
        .limit(limit)
        .offset(offset),
  });
}
