/**
 * The operator console's people and their traces (docs/decisions/0026): operators, their
 * invitations, their server-side sessions, and the append-only audit log. Secrets are never stored as
 * they are: invitation tokens and session ids as SHA-256, passwords as argon2id; the TOTP key is kept
 * (it must be, to check codes) and never shown again after enrolment.
 */
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** One operator. `email` is stored lower-cased; a deactivated operator keeps its row for the audit log. */
export const operators = pgTable(
  "operators",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    /** "owner" | "support" | "marketing" (app/domain/admin-access.ts). */
    role: text("role").notNull(),
    passwordHash: text("password_hash").notNull(),
    /**
     * The TOTP key, base32 (RFC 6238, SHA-1, 6 digits, 30 s); null once removed (the operator then has a
     * passkey) or reset by an owner (the next sign-in enrols a new authenticator).
     */
    totpSecret: text("totp_secret"),
    /** A new TOTP key offered at sign-in after a reset, kept until one of its codes confirms it. */
    pendingTotpSecret: text("pending_totp_secret"),
    /** The last TOTP time step accepted: a code of this step or an earlier one is refused (replay). */
    totpLastStep: integer("totp_last_step").notNull().default(0),
    /**
     * Raised whenever the operator's credentials change (password, second factor, a restoring
     * invitation): a sign-in's pending token names the version it was given for, so a change voids it.
     */
    credentialVersion: integer("credential_version").notNull().default(1),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("operators_email_key").on(t.email)],
);

/**
 * One invitation: valid 24 hours, used once. Only one is valid per address at a time (sending a new one
 * revokes the older ones). `token_hash` is the SHA-256 (hex) of the token in the mailed link.
 */
export const operatorInvitations = pgTable(
  "operator_invitations",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    role: text("role").notNull(),
    tokenHash: text("token_hash").notNull(),
    /** Who invited (null: OPERATOR_EMAIL at start, or the CLI). */
    invitedBy: integer("invited_by"),
    /** The TOTP key offered on the invitation page, kept between its two steps (base32). */
    pendingTotpSecret: text("pending_totp_secret"),
    /** The password hash chosen on the first step, kept until the code confirms the authenticator. */
    pendingPasswordHash: text("pending_password_hash"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("operator_invitations_token_key").on(t.tokenHash),
    index("operator_invitations_email_idx").on(t.email),
  ],
);

/** One signed-in session. `id_hash` is the SHA-256 (hex) of the cookie's random id. */
export const operatorSessions = pgTable(
  "operator_sessions",
  {
    idHash: text("id_hash").primaryKey(),
    operatorId: integer("operator_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** Renewed on each request; the session ends 30 minutes after it (idle expiry). */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    /** created_at + 12 hours (absolute expiry). */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The browser's User-Agent at sign-in (first 512 characters), shown as the device on /admin/account. */
    userAgent: text("user_agent"),
  },
  (t) => [index("operator_sessions_operator_idx").on(t.operatorId)],
);

/**
 * The audit log: append-only (nothing updates or deletes its rows). Who (`operator_id`, null for a
 * failed sign-in or the system), what (`action`, server/audit/actions.ts), which record (`target`),
 * when, and a keyed hash of the client IP.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    operatorId: integer("operator_id"),
    action: text("action").notNull(),
    target: text("target"),
    ipHash: text("ip_hash").notNull(),
    detail: jsonb("detail").$type<Record<string, string | number | boolean | null>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt), index("audit_log_operator_idx").on(t.operatorId)],
);

/**
 * An operator's passkeys (WebAuthn credentials, docs/decisions/0043): several per operator, each named.
 * `credential_id` and `public_key` are base64url; `counter` is the authenticator's signature counter.
 */
export const operatorPasskeys = pgTable(
  "operator_passkeys",
  {
    id: serial("id").primaryKey(),
    operatorId: integer("operator_id").notNull(),
    name: text("name").notNull(),
    credentialId: text("credential_id").notNull(),
    publicKey: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    /** The transports the authenticator named ("internal", "usb", …), as hints for the browser. */
    transports: jsonb("transports").$type<string[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("operator_passkeys_credential_key").on(t.credentialId),
    index("operator_passkeys_operator_idx").on(t.operatorId),
  ],
);

/**
 * WebAuthn challenges, kept server-side so any instance can check the answer: valid 5 minutes, deleted
 * when used (single use). `operator_id` is set for a registration, null for a passkey sign-in.
 */
export const webauthnChallenges = pgTable(
  "webauthn_challenges",
  {
    challenge: text("challenge").primaryKey(),
    /** "registration" | "authentication". */
    purpose: text("purpose").notNull(),
    operatorId: integer("operator_id"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("webauthn_challenges_expires_idx").on(t.expiresAt)],
);

/** Recovery codes: ten per operator, each stored as an argon2id hash, used once (`used_at`). */
export const operatorRecoveryCodes = pgTable(
  "operator_recovery_codes",
  {
    id: serial("id").primaryKey(),
    operatorId: integer("operator_id").notNull(),
    codeHash: text("code_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("operator_recovery_codes_operator_idx").on(t.operatorId)],
);

/** Console-wide settings owners change on /admin/operators (e.g. `owner_passkey_required`). */
export const consoleSettings = pgTable("console_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<boolean | number | string>().notNull(),
  updatedBy: integer("updated_by"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});
