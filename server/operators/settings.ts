/**
 * Console-wide settings owners change on /admin/operators. One so far: whether owners must use a
 * passkey (an owner without one is asked to add one right after signing in). Audited.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { consoleSettings, operators } from "../../db/schema";
import { recordAudit } from "../audit";
import { passkeyCount } from "./passkeys";

const OWNER_PASSKEY_REQUIRED = "owner_passkey_required";

/** Whether owners must use a passkey (off until an owner turns it on). */
export async function ownerPasskeyRequired(db: Pick<Database, "select">): Promise<boolean> {
  const [row] = await db.select().from(consoleSettings).where(eq(consoleSettings.key, OWNER_PASSKEY_REQUIRED));
  return row?.value === true;
}

/** Turns "owners must use a passkey" on or off. Audited "setting_changed". */
export async function setOwnerPasskeyRequired(
  db: Database,
  actor: { operatorId: number; ipHash: string },
  required: boolean,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const values = { value: required, updatedBy: actor.operatorId, updatedAt: now };
    await tx
      .insert(consoleSettings)
      .values({ key: OWNER_PASSKEY_REQUIRED, ...values })
      .onConflictDoUpdate({ target: consoleSettings.key, set: values });
    await recordAudit(tx, {
      operatorId: actor.operatorId,
      action: "setting_changed",
      target: `setting:${OWNER_PASSKEY_REQUIRED}`,
      ipHash: actor.ipHash,
      detail: { value: required },
    });
  });
}

/**
 * Where a fresh sign-in of `operatorId` lands: the account page when there is something to tell them
 * (`recoveryCodesLeft` after a recovery code; an owner without a passkey while owners must use one),
 * else the overview.
 */
export async function afterSignInPath(db: Database, operatorId: number, recoveryCodesLeft?: number): Promise<string> {
  if (recoveryCodesLeft !== undefined) return `/admin/account?recoveryCodesLeft=${recoveryCodesLeft}`;
  const [operator] = await db.select({ role: operators.role }).from(operators).where(eq(operators.id, operatorId));
  if (operator?.role === "owner" && (await ownerPasskeyRequired(db)) && (await passkeyCount(db, operatorId)) === 0)
    return "/admin/account?passkey=required";
  return "/admin";
}
