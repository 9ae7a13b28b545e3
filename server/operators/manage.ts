/**
 * Owners manage operators (/admin/operators): list them, change a role, deactivate one. The
 * console always keeps an owner: the last active owner can be neither demoted nor deactivated (checked
 * inside the transaction that makes the change, under a row lock of the owners). Audited.
 */
import { and, asc, count, desc, eq, gt, ilike, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { operatorInvitations, operatorPasskeys, operatorRecoveryCodes, operators } from "../../db/schema";
import type { Mailer } from "../mail";
import { isOperatorRole, type OperatorRole } from "../../app/domain/admin-access";
import type { AdminListParams } from "../../app/domain/admin-list";
import { pageOf, type Page } from "../db/paging";
import { recordAudit } from "../audit";
import { secondFactorResetMail } from "./mails";
import { destroyOperatorSessions } from "./sessions";

/** An operator as the operators page lists them. */
export interface OperatorRow {
  id: number;
  email: string;
  role: OperatorRole;
  active: boolean;
  createdAt: Date;
}

/** One page of operators, by date like every table, searched by address. */
export async function listOperators(db: Database, params: AdminListParams): Promise<Page<OperatorRow>> {
  const where = params.q ? ilike(operators.email, `%${params.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined;
  const page = await pageOf(params, {
    count: async () => (await db.select({ n: count() }).from(operators).where(where))[0]?.n ?? 0,
    rows: (limit, offset) =>
      db
        .select({
          id: operators.id,
          email: operators.email,
          role: operators.role,
          active: operators.active,
          createdAt: operators.createdAt,
        })
        .from(operators)
        .where(where)
        .orderBy(params.sort === "oldest" ? asc(operators.createdAt) : desc(operators.createdAt), desc(operators.id))
        .limit(limit)
        .offset(offset),
  });
  return { ...page, rows: page.rows.map((row) => ({ ...row, role: isOperatorRole(row.role) ? row.role : "support" })) };
}

/** Invitations waiting to be used (the operators page lists them under the table). */
export async function pendingInvitations(
  db: Database,
  now: Date,
): Promise<Array<{ id: number; email: string; role: string; expiresAt: Date }>> {
  const rows = await db
    .select({
      id: operatorInvitations.id,
      email: operatorInvitations.email,
      role: operatorInvitations.role,
      expiresAt: operatorInvitations.expiresAt,
      usedAt: operatorInvitations.usedAt,
      revokedAt: operatorInvitations.revokedAt,
    })
    .from(operatorInvitations)
    .orderBy(desc(operatorInvitations.id))
    .limit(50);
  return rows
    .filter((row) => !row.usedAt && !row.revokedAt && row.expiresAt > now)
    .map(({ id, email, role, expiresAt }) => ({ id, email, role, expiresAt }));
}

/** Failure codes of the operator changes. */
export type ManageFailure = { ok: false; code: "not_found" | "last_owner" | "not_yourself"; message: string };

const LAST_OWNER: ManageFailure = {
  ok: false,
  code: "last_owner",
  message: "The console needs at least one owner: make someone else an owner first.",
};
const NOT_FOUND: ManageFailure = { ok: false, code: "not_found", message: "This operator no longer exists." };

/** Who makes a change, for the audit log. */
export interface Actor {
  operatorId: number;
  ipHash: string;
}

/**
 * Inside a change's transaction: locks every active owner, so changes that could take away an owner run
 * one after another and each sees the outcome of the one before, then reads active operator `operatorId`.
 * @returns the operator and whether it is the last active owner, or undefined when there is no such
 *   active operator
 */
async function lockOwnersAndRead(tx: Pick<Database, "select">, operatorId: number) {
  const owners = await tx
    .select({ id: operators.id })
    .from(operators)
    .where(and(eq(operators.role, "owner"), eq(operators.active, true)))
    .for("update");
  const [target] = await tx
    .select()
    .from(operators)
    .where(and(eq(operators.id, operatorId), eq(operators.active, true)));
  return target && { target, lastOwner: target.role === "owner" && owners.length <= 1 };
}

/** Gives operator `operatorId` the role `role`; refuses to demote the last active owner. */
export async function changeRole(
  db: Database,
  actor: Actor,
  operatorId: number,
  role: OperatorRole,
): Promise<{ ok: true } | ManageFailure> {
  return db.transaction(async (tx) => {
    const found = await lockOwnersAndRead(tx, operatorId);
    if (!found) return NOT_FOUND;
    const { target, lastOwner } = found;
    if (target.role === role) return { ok: true } as const;
    if (lastOwner) return LAST_OWNER;
    await tx.update(operators).set({ role }).where(eq(operators.id, operatorId));
    await recordAudit(tx, {
      operatorId: actor.operatorId,
      action: "role_changed",
      target: `operator:${operatorId}`,
      ipHash: actor.ipHash,
      detail: { email: target.email, from: target.role, to: role },
    });
    return { ok: true } as const;
  });
}

/** Deactivates operator `operatorId` and ends their sessions; refuses the last active owner. */
export async function deactivateOperator(
  db: Database,
  actor: Actor,
  operatorId: number,
  now: Date,
): Promise<{ ok: true } | ManageFailure> {
  return db.transaction(async (tx) => {
    const found = await lockOwnersAndRead(tx, operatorId);
    if (!found) return NOT_FOUND;
    const { target, lastOwner } = found;
    if (lastOwner) return LAST_OWNER;
    await tx.update(operators).set({ active: false, deactivatedAt: now }).where(eq(operators.id, operatorId));
    await destroyOperatorSessions(tx as unknown as Database, operatorId);
    await recordAudit(tx, {
      operatorId: actor.operatorId,
      action: "operator_deactivated",
      target: `operator:${operatorId}`,
      ipHash: actor.ipHash,
      detail: { email: target.email, role: target.role },
    });
    return { ok: true } as const;
  });
}

/** "Revoke invitation": a pending invitation's link stops working at once. Audited "invitation_revoked". */
export async function revokeInvitation(
  db: Database,
  actor: Actor,
  invitationId: number,
  now: Date,
): Promise<{ ok: true; email: string } | ManageFailure> {
  const [revoked] = await db
    .update(operatorInvitations)
    .set({ revokedAt: now, pendingPasswordHash: null, pendingTotpSecret: null })
    .where(
      and(
        eq(operatorInvitations.id, invitationId),
        isNull(operatorInvitations.usedAt),
        isNull(operatorInvitations.revokedAt),
        gt(operatorInvitations.expiresAt, now),
      ),
    )
    .returning({ email: operatorInvitations.email });
  if (!revoked)
    return { ok: false, code: "not_found", message: "This invitation was already used, revoked or has expired." };
  await recordAudit(db, {
    operatorId: actor.operatorId,
    action: "invitation_revoked",
    target: `invitation:${invitationId}`,
    ipHash: actor.ipHash,
    detail: { email: revoked.email },
  });
  return { ok: true, email: revoked.email };
}

/**
 * "Reset second factor" (a lost phone): clears operator `operatorId`'s TOTP key, passkeys and recovery
 * codes and ends their sessions; their next sign-in, after the password, enrols a new authenticator app.
 * Not for oneself (the account page manages one's own factors). Audited "second_factor_reset"; the
 * operator is mailed.
 */
export async function resetSecondFactor(
  deps: { db: Database; mailer: Pick<Mailer, "send">; publicUrl: string },
  actor: Actor,
  operatorId: number,
): Promise<{ ok: true; email: string } | ManageFailure> {
  if (operatorId === actor.operatorId)
    return { ok: false, code: "not_yourself", message: "Manage your own second factor on your account page." };
  const email = await deps.db.transaction(async (tx) => {
    const [target] = await tx
      .update(operators)
      // A new credential version voids any pending sign-in token issued before the reset.
      .set({ totpSecret: null, pendingTotpSecret: null, credentialVersion: sql`${operators.credentialVersion} + 1` })
      .where(and(eq(operators.id, operatorId), eq(operators.active, true)))
      .returning({ email: operators.email });
    if (!target) return null;
    await tx.delete(operatorPasskeys).where(eq(operatorPasskeys.operatorId, operatorId));
    await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
    await destroyOperatorSessions(tx as unknown as Database, operatorId);
    await recordAudit(tx, {
      operatorId: actor.operatorId,
      action: "second_factor_reset",
      target: `operator:${operatorId}`,
      ipHash: actor.ipHash,
      detail: { email: target.email },
    });
    return target.email;
  });
  if (email === null) return NOT_FOUND;
  await deps.mailer.send({
    to: email,
    ...secondFactorResetMail(`${deps.publicUrl}/admin/login`),
    kind: "operator-second-factor-reset",
  });
  return { ok: true, email };
}
