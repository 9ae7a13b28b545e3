/**
 * An operator's own account (/admin/account): changing the password (ASVS 2.1.5: the current one
 * required, the invitation's rules for the new one) ends every other session of the operator, so a
 * password someone else learnt stops working everywhere at once. Audited.
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { operators } from "../../db/schema";
import { recordAudit } from "../audit";
import { checkPasswordStrength, hashPassword, verifyPassword } from "./password";
import { destroyOtherSessions } from "./sessions";

/** Failures of a password change, by field. */
export type ChangePasswordFailure = {
  ok: false;
  code: "password_wrong" | "password_weak";
  message: string;
  field: "currentPassword" | "newPassword";
};

/** The refusal of a wrong current password. */
export const CURRENT_PASSWORD_WRONG = "Your current password is not correct.";

/**
 * Changes the password of `operator` from `current` to `next` (already length- and match-checked by
 * `changePasswordSchema`), then ends their sessions other than `sessionId`. Audited "password_changed".
 */
export async function changePassword(
  db: Database,
  operator: { id: number; email: string; sessionId: string; ipHash: string },
  input: { current: string; next: string },
): Promise<{ ok: true; endedSessions: number } | ChangePasswordFailure> {
  const [row] = await db
    .select({ passwordHash: operators.passwordHash })
    .from(operators)
    .where(eq(operators.id, operator.id));
  if (!row || !(await verifyPassword(row.passwordHash, input.current)))
    return { ok: false, code: "password_wrong", message: CURRENT_PASSWORD_WRONG, field: "currentPassword" };
  const strength = checkPasswordStrength(input.next, [operator.email, ...operator.email.split(/[@.]/)]);
  if (!strength.ok) return { ok: false, code: "password_weak", message: strength.message, field: "newPassword" };
  const passwordHash = await hashPassword(input.next);
  // A new credential version voids every pending sign-in token signed for the old password.
  await db
    .update(operators)
    .set({ passwordHash, credentialVersion: sql`${operators.credentialVersion} + 1` })
    .where(eq(operators.id, operator.id));
  const endedSessions = await destroyOtherSessions(db, operator.id, operator.sessionId);
  await recordAudit(db, {
    operatorId: operator.id,
    action: "password_changed",
    target: `operator:${operator.id}`,
    ipHash: operator.ipHash,
    detail: { endedSessions },
  });
  return { ok: true, endedSessions };
}

/** "Sign out other sessions": ends every session of the operator but `sessionId`. Audited "sessions_ended". */
export async function signOutOtherSessions(
  db: Database,
  operator: { id: number; sessionId: string; ipHash: string },
): Promise<number> {
  const ended = await destroyOtherSessions(db, operator.id, operator.sessionId);
  await recordAudit(db, {
    operatorId: operator.id,
    action: "sessions_ended",
    target: `operator:${operator.id}`,
    ipHash: operator.ipHash,
    detail: { ended },
  });
  return ended;
}
