/**
 * Passkeys (WebAuthn, docs/decisions/0043) through @simplewebauthn/server: an operator registers several,
 * each named, and a passkey signs in alone (a discoverable credential with user verification, so it is
 * both factors). The relying party is PUBLIC_URL's host and origin. Challenges live in the database
 * (valid 5 minutes, deleted when used), so the instance that checks an answer need not be the one that
 * asked. The last second factor (TOTP key or passkey) cannot be removed.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import { and, asc, count, eq, gt, isNull, lt } from "drizzle-orm";
import type { Database } from "../../db/database";
import { operatorPasskeys, operators, webauthnChallenges } from "../../db/schema";
import { SITE } from "../../app/content/site-settings";
import { recordAudit } from "../audit";
import { createSession } from "./sessions";

/** How long a challenge may be answered (ms). */
export const CHALLENGE_TTL_MS = 5 * 60_000;

/** What the passkey services need. */
export interface PasskeyDeps {
  db: Database;
  publicUrl: string;
  clock: () => Date;
}

/** The relying party of `publicUrl`: its host name is the RP ID, its origin the expected origin. */
export function relyingPartyOf(publicUrl: string): { id: string; origin: string; name: string } {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin, name: `${SITE.name} console` };
}

/** A passkey as /admin/account lists it. */
export interface PasskeySummary {
  id: number;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** Passkey failures (the console shows `message`). */
export type PasskeyFailure = {
  ok: false;
  code: "passkey_invalid" | "passkey_unknown" | "last_factor" | "not_found";
  message: string;
};

const INVALID: PasskeyFailure = {
  ok: false,
  code: "passkey_invalid",
  message: "The passkey could not be verified. Try again, and confirm with your fingerprint, face or PIN.",
};

/** The refusal to remove an operator's only second factor. */
export const LAST_FACTOR_MESSAGE =
  "This is your last way to confirm a sign-in. Add a passkey or an authenticator app before removing it.";
const LAST_FACTOR: PasskeyFailure = { ok: false, code: "last_factor", message: LAST_FACTOR_MESSAGE };

async function storeChallenge(deps: PasskeyDeps, challenge: string, purpose: string, operatorId: number | null) {
  const now = deps.clock();
  // Expired challenges are swept here, so the table stays as small as the challenges in flight.
  await deps.db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
  await deps.db
    .insert(webauthnChallenges)
    .values({ challenge, purpose, operatorId, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) });
}

/** Takes (deletes) `challenge` if it is unexpired and was asked for `purpose` by `operatorId`: used once. */
async function takeChallenge(
  deps: PasskeyDeps,
  challenge: string,
  purpose: string,
  operatorId: number | null,
): Promise<boolean> {
  const taken = await deps.db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        operatorId === null ? isNull(webauthnChallenges.operatorId) : eq(webauthnChallenges.operatorId, operatorId),
        gt(webauthnChallenges.expiresAt, deps.clock()),
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge });
  return taken.length > 0;
}

/** The operator's passkeys, oldest first. */
export async function listPasskeys(db: Database, operatorId: number): Promise<PasskeySummary[]> {
  return db
    .select({
      id: operatorPasskeys.id,
      name: operatorPasskeys.name,
      createdAt: operatorPasskeys.createdAt,
      lastUsedAt: operatorPasskeys.lastUsedAt,
    })
    .from(operatorPasskeys)
    .where(eq(operatorPasskeys.operatorId, operatorId))
    .orderBy(asc(operatorPasskeys.id));
}

/** How many passkeys operator `operatorId` has. */
export async function passkeyCount(db: Pick<Database, "select">, operatorId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(operatorPasskeys)
    .where(eq(operatorPasskeys.operatorId, operatorId));
  return row?.n ?? 0;
}

/**
 * Options for `navigator.credentials.create` (the browser passes them to `startRegistration`): a
 * discoverable credential with user verification, excluding the operator's passkeys already registered.
 */
export async function passkeyRegistrationOptions(
  deps: PasskeyDeps,
  operator: { id: number; email: string },
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const rp = relyingPartyOf(deps.publicUrl);
  const existing = await deps.db
    .select({ credentialId: operatorPasskeys.credentialId, transports: operatorPasskeys.transports })
    .from(operatorPasskeys)
    .where(eq(operatorPasskeys.operatorId, operator.id));
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: operator.email,
    // The user handle names the operator to the authenticator; the row id says nothing about the person.
    userID: new TextEncoder().encode(`operator:${operator.id}`),
    attestationType: "none",
    excludeCredentials: existing.map((row) => ({
      id: row.credentialId,
      transports: row.transports as AuthenticatorTransport[],
    })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  await storeChallenge(deps, options.challenge, "registration", operator.id);
  return options;
}

/**
 * Verifies the browser's registration answer `response` (parsed JSON) against a stored challenge of
 * this operator, with user verification, and stores the passkey as `name`. Audited "passkey_added".
 */
export async function registerPasskey(
  deps: PasskeyDeps,
  actor: { operatorId: number; ipHash: string },
  input: { name: string; response: unknown },
): Promise<{ ok: true; id: number } | PasskeyFailure> {
  const rp = relyingPartyOf(deps.publicUrl);
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response: input.response as RegistrationResponseJSON,
      expectedChallenge: (challenge) => takeChallenge(deps, challenge, "registration", actor.operatorId),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch {
    return INVALID;
  }
  if (!verified.verified) return INVALID;
  const { credential } = verified.registrationInfo;
  const now = deps.clock();
  const inserted = await deps.db
    .insert(operatorPasskeys)
    .values({
      operatorId: actor.operatorId,
      name: input.name,
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: operatorPasskeys.id });
  if (!inserted[0]) return INVALID;
  await recordAudit(deps.db, {
    operatorId: actor.operatorId,
    action: "passkey_added",
    target: `operator:${actor.operatorId}`,
    ipHash: actor.ipHash,
    detail: { name: input.name },
  });
  return { ok: true, id: inserted[0].id };
}

/** Options for `navigator.credentials.get` for a passkey sign-in (no address: the passkey names its operator). */
export async function passkeySignInOptions(deps: PasskeyDeps): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({
    rpID: relyingPartyOf(deps.publicUrl).id,
    allowCredentials: [],
    userVerification: "required",
  });
  await storeChallenge(deps, options.challenge, "authentication", null);
  return options;
}

/**
 * Signs in with the browser's authentication answer `response`: the passkey must belong to an active
 * operator, answer a stored sign-in challenge and carry user verification. Starts a session; audited
 * "sign_in" (via passkey), or "sign_in_failed" with reason "passkey".
 */
export async function signInWithPasskey(
  deps: PasskeyDeps,
  input: { response: unknown; ipHash: string; userAgent?: string | null },
): Promise<{ ok: true; sessionId: string; operatorId: number; role: string } | PasskeyFailure> {
  const response = input.response as AuthenticationResponseJSON;
  const credentialId = typeof response?.id === "string" ? response.id : "";
  const [row] = credentialId
    ? await deps.db
        .select({ passkey: operatorPasskeys, role: operators.role })
        .from(operatorPasskeys)
        .innerJoin(operators, and(eq(operators.id, operatorPasskeys.operatorId), eq(operators.active, true)))
        .where(eq(operatorPasskeys.credentialId, credentialId))
    : [];
  const failed = async () => {
    await recordAudit(deps.db, {
      operatorId: row?.passkey.operatorId ?? null,
      action: "sign_in_failed",
      target: row ? `operator:${row.passkey.operatorId}` : undefined,
      ipHash: input.ipHash,
      detail: { reason: "passkey" },
    });
    return INVALID;
  };
  if (!row) return failed();
  const rp = relyingPartyOf(deps.publicUrl);
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: (challenge) => takeChallenge(deps, challenge, "authentication", null),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: row.passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(row.passkey.publicKey),
        counter: row.passkey.counter,
        transports: row.passkey.transports as AuthenticatorTransport[],
      },
      requireUserVerification: true,
    });
  } catch {
    return failed();
  }
  if (!verified.verified) return failed();
  const now = deps.clock();
  const operatorId = row.passkey.operatorId;
  await deps.db
    .update(operatorPasskeys)
    .set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: now })
    .where(eq(operatorPasskeys.id, row.passkey.id));
  const sessionId = await createSession(deps.db, operatorId, now, input.userAgent);
  await recordAudit(deps.db, {
    operatorId,
    action: "sign_in",
    target: `operator:${operatorId}`,
    ipHash: input.ipHash,
    detail: { via: "passkey" },
  });
  return { ok: true, sessionId, operatorId, role: row.role };
}

/**
 * Removes passkey `passkeyId` of the operator, unless it is their last second factor (no TOTP key and no
 * other passkey). The operator's row is locked so two removals cannot each leave the other as the last.
 * Audited "passkey_removed".
 */
export async function removePasskey(
  db: Database,
  actor: { operatorId: number; ipHash: string },
  passkeyId: number,
): Promise<{ ok: true } | PasskeyFailure> {
  return db.transaction(async (tx) => {
    const [operator] = await tx
      .select({ totpSecret: operators.totpSecret })
      .from(operators)
      .where(eq(operators.id, actor.operatorId))
      .for("update");
    const [passkey] = await tx
      .select({ name: operatorPasskeys.name })
      .from(operatorPasskeys)
      .where(and(eq(operatorPasskeys.id, passkeyId), eq(operatorPasskeys.operatorId, actor.operatorId)));
    if (!operator || !passkey)
      return { ok: false, code: "not_found", message: "This passkey no longer exists." } as const;
    if (!operator.totpSecret && (await passkeyCount(tx, actor.operatorId)) <= 1) return LAST_FACTOR;
    await tx.delete(operatorPasskeys).where(eq(operatorPasskeys.id, passkeyId));
    await recordAudit(tx, {
      operatorId: actor.operatorId,
      action: "passkey_removed",
      target: `operator:${actor.operatorId}`,
      ipHash: actor.ipHash,
      detail: { name: passkey.name },
    });
    return { ok: true } as const;
  });
}

/**
 * Removes the operator's authenticator app (TOTP key), unless it is their last second factor (no
 * passkey). Audited "authenticator_removed".
 */
export async function removeAuthenticatorApp(
  db: Database,
  actor: { operatorId: number; ipHash: string },
): Promise<{ ok: true } | PasskeyFailure> {
  return db.transaction(async (tx) => {
    const [operator] = await tx
      .select({ totpSecret: operators.totpSecret })
      .from(operators)
      .where(eq(operators.id, actor.operatorId))
      .for("update");
    if (!operator?.totpSecret)
      return { ok: false, code: "not_found", message: "No authenticator app is set up." } as const;
    if ((await passkeyCount(tx, actor.operatorId)) === 0) return LAST_FACTOR;
    await tx.update(operators).set({ totpSecret: null }).where(eq(operators.id, actor.operatorId));
    await recordAudit(tx, {
      operatorId: actor.operatorId,
      action: "authenticator_removed",
      target: `operator:${actor.operatorId}`,
      ipHash: actor.ipHash,
    });
    return { ok: true } as const;
  });
}
