/**
 * Recovery codes (ASVS 2.6): ten single-use codes `xxxxx-xxxxx` from a CSPRNG (about 49 bits each), shown once
 * and stored as argon2id hashes like passwords. Generating a new set voids the old one. A code replaces
 * the authenticator's code at sign-in; claiming it is atomic, so a code works once even when posted twice.
 */
import { randomInt } from "node:crypto";
import { and, count, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/database";
import { operatorRecoveryCodes } from "../../db/schema";
import { recordAudit } from "../audit";
import { hashPassword, verifyPassword } from "./password";

/** How many codes a set holds. */
export const RECOVERY_CODE_COUNT = 10;
/** Lower-case letters and digits without the look-alikes 0/o, 1/l/i: 31 symbols, almost 5 bits each. */
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** One new code, `xxxxx-xxxxx`. */
export function newRecoveryCode(): string {
  const symbol = () => ALPHABET[randomInt(ALPHABET.length)];
  const group = () => Array.from({ length: 5 }, symbol).join("");
  return `${group()}-${group()}`;
}

/** A typed code in its stored form: lower case, no spaces, the hyphen put back if it was left out. */
export function normalizeRecoveryCode(typed: string): string {
  const bare = typed.toLowerCase().replace(/[\s-]+/g, "");
  return bare.length === 10 ? `${bare.slice(0, 5)}-${bare.slice(5)}` : bare;
}

/**
 * Replaces the operator's codes with ten new ones and returns them (the only time they exist in clear).
 * Audited "recovery_codes_generated".
 */
export async function generateRecoveryCodes(
  db: Database,
  actor: { operatorId: number; ipHash: string },
  now: Date,
): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = await Promise.all(codes.map((code) => hashPassword(code)));
  await db.transaction(async (tx) => {
    await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, actor.operatorId));
    await tx
      .insert(operatorRecoveryCodes)
      .values(hashes.map((codeHash) => ({ operatorId: actor.operatorId, codeHash, createdAt: now })));
    await recordAudit(tx, {
      operatorId: actor.operatorId,
      action: "recovery_codes_generated",
      target: `operator:${actor.operatorId}`,
      ipHash: actor.ipHash,
    });
  });
  return codes;
}

/** How many unused codes operator `operatorId` has left. */
export async function recoveryCodesLeft(db: Pick<Database, "select">, operatorId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(operatorRecoveryCodes)
    .where(and(eq(operatorRecoveryCodes.operatorId, operatorId), isNull(operatorRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/**
 * Uses `typed` if it is one of the operator's unused codes: marks it used and returns how many remain;
 * null when it matches none (wrong, already used, or voided by a newer set).
 */
export async function redeemRecoveryCode(
  db: Database,
  operatorId: number,
  typed: string,
  now: Date,
): Promise<{ left: number } | null> {
  const code = normalizeRecoveryCode(typed);
  if (!/^[a-z0-9]{5}-[a-z0-9]{5}$/.test(code)) return null;
  const unused = await db
    .select({ id: operatorRecoveryCodes.id, codeHash: operatorRecoveryCodes.codeHash })
    .from(operatorRecoveryCodes)
    .where(and(eq(operatorRecoveryCodes.operatorId, operatorId), isNull(operatorRecoveryCodes.usedAt)));
  const matches = await Promise.all(unused.map((row) => verifyPassword(row.codeHash, code)));
  const match = unused[matches.indexOf(true)];
  if (!match) return null;
  // Claimed only while still unused: of two posts of one code, one wins and the other is a replay.
  const claimed = await db
    .update(operatorRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(operatorRecoveryCodes.id, match.id), isNull(operatorRecoveryCodes.usedAt)))
    .returning({ id: operatorRecoveryCodes.id });
  if (!claimed[0]) return null;
  return { left: await recoveryCodesLeft(db, operatorId) };
}
