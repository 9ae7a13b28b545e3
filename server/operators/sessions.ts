/**
 * Server-side console sessions (ASVS 3): the cookie holds 32 random bytes (base64url), the
 * database only their SHA-256, so any instance serves a session and a leaked table signs nobody in.
 * A session ends 30 minutes after its last request (idle) and 12 hours after sign-in (absolute); every
 * time rule reads `services.clock`, so tests move time instead of waiting.
 */
import { and, desc, eq, lt, ne, or } from "drizzle-orm";
import type { Database } from "../../db/database";
import { operators, operatorSessions } from "../../db/schema";
import { isOperatorRole, type OperatorRole } from "../../app/domain/admin-access";
import { randomToken, tokenHash } from "../secrets/random-token";

/** Idle expiry: 30 minutes without a request. */
export const SESSION_IDLE_MS = 30 * 60_000;
/** Absolute expiry: 12 hours after sign-in. */
export const SESSION_ABSOLUTE_MS = 12 * 3_600_000;
/** The session is renewed at most this often, so a page's parallel requests do not each write. */
const RENEW_AFTER_MS = 60_000;

/** The signed-in operator a session belongs to. */
export interface SessionOperator {
  id: number;
  email: string;
  role: OperatorRole;
}

/** How much of a User-Agent is kept (enough to name the browser and system). */
const USER_AGENT_MAX = 512;

/**
 * Starts a session for `operatorId` at `now`; returns the id for the cookie (never stored as it is).
 * `userAgent` (the request's header, if known) names the device in the account's session list.
 */
export async function createSession(
  db: Database,
  operatorId: number,
  now: Date,
  userAgent?: string | null,
): Promise<string> {
  const id = randomToken();
  await db.insert(operatorSessions).values({
    idHash: tokenHash(id),
    operatorId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
  });
  return id;
}

/** One session as /admin/account lists it; `current` marks the one the request came with. */
export interface SessionSummary {
  createdAt: Date;
  lastSeenAt: Date;
  userAgent: string | null;
  current: boolean;
}

/** The operator's sessions still valid at `now`, most recently seen first. */
export async function listSessions(
  db: Database,
  operatorId: number,
  currentId: string,
  now: Date,
): Promise<SessionSummary[]> {
  const currentHash = tokenHash(currentId);
  const rows = await db
    .select()
    .from(operatorSessions)
    .where(eq(operatorSessions.operatorId, operatorId))
    .orderBy(desc(operatorSessions.lastSeenAt));
  return rows
    .filter((row) => now < row.expiresAt && now.getTime() - row.lastSeenAt.getTime() < SESSION_IDLE_MS)
    .map((row) => ({
      createdAt: row.createdAt,
      lastSeenAt: row.lastSeenAt,
      userAgent: row.userAgent,
      current: row.idHash === currentHash,
    }));
}

/** Ends every session of `operatorId` but `keepId` (password change, "Sign out other sessions"); returns how many. */
export async function destroyOtherSessions(db: Database, operatorId: number, keepId: string): Promise<number> {
  const ended = await db
    .delete(operatorSessions)
    .where(and(eq(operatorSessions.operatorId, operatorId), ne(operatorSessions.idHash, tokenHash(keepId))))
    .returning({ idHash: operatorSessions.idHash });
  return ended.length;
}

/**
 * The operator of session `id` at `now`, renewing its idle expiry; null when the session is unknown,
 * idle for 30 minutes, past its 12 hours, or its operator deactivated (an expired row is deleted).
 */
export async function readSession(db: Database, id: string, now: Date): Promise<SessionOperator | null> {
  const idHash = tokenHash(id);
  const [row] = await db
    .select({
      lastSeenAt: operatorSessions.lastSeenAt,
      expiresAt: operatorSessions.expiresAt,
      id: operators.id,
      email: operators.email,
      role: operators.role,
      active: operators.active,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(eq(operatorSessions.idHash, idHash));
  if (!row) return null;
  const idle = now.getTime() - row.lastSeenAt.getTime() >= SESSION_IDLE_MS;
  if (idle || now >= row.expiresAt || !row.active || !isOperatorRole(row.role)) {
    await db.delete(operatorSessions).where(eq(operatorSessions.idHash, idHash));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() >= RENEW_AFTER_MS) {
    await db.update(operatorSessions).set({ lastSeenAt: now }).where(eq(operatorSessions.idHash, idHash));
  }
  return { id: row.id, email: row.email, role: row.role };
}

/** Ends session `id` (Sign out). */
export async function destroySession(db: Database, id: string): Promise<void> {
  await db.delete(operatorSessions).where(eq(operatorSessions.idHash, tokenHash(id)));
}

/** Ends every session of `operatorId` (deactivation, role change). */
export async function destroyOperatorSessions(db: Database, operatorId: number): Promise<void> {
  await db.delete(operatorSessions).where(eq(operatorSessions.operatorId, operatorId));
}

/** Deletes sessions expired at `now` (housekeeping; expired sessions are refused anyway). */
export async function purgeExpiredSessions(db: Database, now: Date): Promise<void> {
  await db
    .delete(operatorSessions)
    .where(
      or(
        lt(operatorSessions.expiresAt, now),
        lt(operatorSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    );
}
