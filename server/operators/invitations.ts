/**
 * Operator invitations: an owner (from the console), `npm run operator:invite` or the server
 * at start (OPERATOR_EMAIL) invites an address with a role; the mail's link opens
 * `/admin/invite/<token>`, where the invitee chooses a password and enrols a TOTP authenticator, which
 * creates the operator. One valid invitation per address at a time (a new one revokes the older), valid
 * 24 hours, used once; the database keeps only the token's SHA-256.
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { operatorInvitations, operators } from "../../db/schema";
import type { OperatorRole } from "../../app/domain/admin-access";
import { isOperatorRole } from "../../app/domain/admin-access";
import type { Mailer } from "../mail";
import { recordAudit } from "../audit";
import { checkPasswordStrength, hashPassword } from "./password";
import { invitationMail, invitationUrl, INVITATION_TTL_HOURS } from "./mails";
import { randomToken, tokenHash } from "../secrets/random-token";
import { matchTotp, newTotpSecret } from "./totp";
import { normalizeEmail } from "../../app/domain/email";

/** What the invitation services need. */
export interface InvitationDeps {
  db: Database;
  mailer: Pick<Mailer, "send">;
  publicUrl: string;
  clock: () => Date;
}

/** Outcome of `inviteOperator`. */
export type InviteResult =
  { ok: true; invitationId: number; url: string } | { ok: false; code: "already_operator"; message: string };

/**
 * Invites `email` with `role`: revokes the address's earlier invitations, stores the new one and mails
 * its link through the outbox; audited as "invitation_sent" (by `invitedBy`, null for start-up and CLI).
 */
export async function inviteOperator(
  deps: InvitationDeps,
  input: { email: string; role: OperatorRole; invitedBy: number | null; ipHash: string },
): Promise<InviteResult> {
  const email = normalizeEmail(input.email);
  const [existing] = await deps.db
    .select({ id: operators.id })
    .from(operators)
    .where(and(eq(operators.email, email), eq(operators.active, true)));
  if (existing)
    return { ok: false, code: "already_operator", message: "This address already belongs to an active operator." };
  const now = deps.clock();
  const token = randomToken();
  const invitationId = await deps.db.transaction(async (tx) => {
    await tx
      .update(operatorInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(operatorInvitations.email, email),
          isNull(operatorInvitations.usedAt),
          isNull(operatorInvitations.revokedAt),
        ),
      );
    const [row] = await tx
      .insert(operatorInvitations)
      .values({
        email,
        role: input.role,
        tokenHash: tokenHash(token),
        invitedBy: input.invitedBy,
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_HOURS * 3_600_000),
      })
      .returning({ id: operatorInvitations.id });
    await recordAudit(tx, {
      operatorId: input.invitedBy,
      action: "invitation_sent",
      target: `invitation:${row!.id}`,
      ipHash: input.ipHash,
      detail: { email, role: input.role },
    });
    return row!.id;
  });
  const url = invitationUrl(deps.publicUrl, token);
  const mail = invitationMail(url, input.role);
  await deps.mailer.send({ to: email, ...mail, kind: "operator-invitation" });
  return { ok: true, invitationId, url };
}

/**
 * At start: with OPERATOR_EMAIL set and no operator row of that address at all, makes sure one valid
 * owner invitation exists (sends one unless a valid one is already waiting, so restarts do not mail
 * again). A deactivated operator counts as existing: a deploy must never undo a deactivation (only an
 * owner's invitation from the console restores one).
 */
export async function ensureFirstOwnerInvitation(
  deps: InvitationDeps,
  email: string | undefined,
): Promise<"sent" | "waiting" | "operator" | "unset"> {
  if (!email) return "unset";
  const address = normalizeEmail(email);
  const [existing] = await deps.db.select({ id: operators.id }).from(operators).where(eq(operators.email, address));
  if (existing) return "operator";
  const [waiting] = await deps.db
    .select({ id: operatorInvitations.id })
    .from(operatorInvitations)
    .where(
      and(
        eq(operatorInvitations.email, address),
        isNull(operatorInvitations.usedAt),
        isNull(operatorInvitations.revokedAt),
        gt(operatorInvitations.expiresAt, deps.clock()),
      ),
    );
  if (waiting) return "waiting";
  const result = await inviteOperator(deps, { email: address, role: "owner", invitedBy: null, ipHash: "system" });
  return result.ok ? "sent" : "operator";
}

/** A valid invitation as its page needs it. */
export interface OpenInvitation {
  id: number;
  email: string;
  role: OperatorRole;
  /** The password step is done; the authenticator step remains. */
  passwordChosen: boolean;
  /** The TOTP key offered (base32), once the password is chosen. */
  totpSecret: string | null;
}

/** The invitation of `token` if it is valid at `now` (unused, not revoked, not expired); else null. */
export async function openInvitation(db: Database, token: string, now: Date): Promise<OpenInvitation | null> {
  const [row] = await db
    .select()
    .from(operatorInvitations)
    .where(
      and(
        eq(operatorInvitations.tokenHash, tokenHash(token)),
        isNull(operatorInvitations.usedAt),
        isNull(operatorInvitations.revokedAt),
        gt(operatorInvitations.expiresAt, now),
      ),
    );
  if (!row || !isOperatorRole(row.role)) return null;
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    passwordChosen: row.pendingPasswordHash !== null,
    totpSecret: row.pendingTotpSecret,
  };
}

/** Failure codes of the invitation steps. */
export type InvitationFailure = {
  ok: false;
  code: "invitation_invalid" | "password_weak" | "code_wrong";
  message: string;
};

const INVALID: InvitationFailure = {
  ok: false,
  code: "invitation_invalid",
  message: "This invitation link is no longer valid. Ask an owner for a new one.",
};

/**
 * Step 1: the password (already length- and match-checked by `invitationPasswordSchema`) is refused when
 * weak, else hashed and kept on the invitation with a new TOTP key for step 2.
 */
export async function choosePassword(
  db: Database,
  token: string,
  password: string,
  now: Date,
): Promise<{ ok: true } | InvitationFailure> {
  const invitation = await openInvitation(db, token, now);
  if (!invitation) return INVALID;
  const strength = checkPasswordStrength(password, [invitation.email, ...invitation.email.split(/[@.]/)]);
  if (!strength.ok) return { ok: false, code: "password_weak", message: strength.message };
  await db
    .update(operatorInvitations)
    .set({ pendingPasswordHash: await hashPassword(password), pendingTotpSecret: newTotpSecret() })
    .where(eq(operatorInvitations.id, invitation.id));
  return { ok: true };
}

/**
 * Step 2: one current code confirms the authenticator; the operator is created (or a deactivated one
 * of the same address restored with the new role and secrets), the invitation used, and the result is
 * the new operator's id (the caller signs them in). Audited as "invitation_accepted".
 */
export async function confirmAuthenticator(
  db: Database,
  token: string,
  code: string,
  now: Date,
  ipHash: string,
): Promise<{ ok: true; operatorId: number } | InvitationFailure> {
  const invitation = await openInvitation(db, token, now);
  if (!invitation) return INVALID;
  const [row] = await db.select().from(operatorInvitations).where(eq(operatorInvitations.id, invitation.id));
  if (!row?.pendingPasswordHash || !row.pendingTotpSecret) return INVALID;
  const step = matchTotp(row.pendingTotpSecret, code, now, 0);
  if (step === null)
    return {
      ok: false,
      code: "code_wrong",
      message: "That code is not correct. Enter the current code from your authenticator app.",
    };
  const values = {
    role: invitation.role,
    passwordHash: row.pendingPasswordHash,
    totpSecret: row.pendingTotpSecret,
    totpLastStep: step,
    active: true,
    deactivatedAt: null,
  };
  // A restored operator's new credentials void whatever was vouched for under the old ones.
  const restored = { ...values, credentialVersion: sql`${operators.credentialVersion} + 1` };
  const operatorId = await db.transaction(async (tx) => {
    const used = await tx
      .update(operatorInvitations)
      .set({ usedAt: now, pendingPasswordHash: null, pendingTotpSecret: null })
      .where(and(eq(operatorInvitations.id, invitation.id), isNull(operatorInvitations.usedAt)))
      .returning({ id: operatorInvitations.id });
    if (!used[0]) return null;
    const [operator] = await tx
      .insert(operators)
      .values({ email: invitation.email, createdAt: now, ...values })
      .onConflictDoUpdate({ target: operators.email, set: restored })
      .returning({ id: operators.id });
    await recordAudit(tx, {
      operatorId: operator!.id,
      action: "invitation_accepted",
      target: `operator:${operator!.id}`,
      ipHash,
      detail: { role: invitation.role },
    });
    return operator!.id;
  });
  return operatorId === null ? INVALID : { ok: true, operatorId };
}
