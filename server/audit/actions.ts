/**
 * What the audit log records: one string per kind of event. Each console feature adds its
 * own here; the audit-log page shows `AUDIT_ACTION_LABELS`.
 */
export const AUDIT_ACTIONS = [
  "sign_in",
  "sign_in_failed",
  "sign_out",
  "invitation_sent",
  "invitation_accepted",
  "role_changed",
  "operator_deactivated",
  "refund",
  "export",
  "erase",
  "lead_status",
  "newsletter_test",
  "newsletter_send",
  "promotion_created",
  "promotion_updated",
  "password_changed",
  "passkey_added",
  "passkey_removed",
  "authenticator_removed",
  "authenticator_enrolled",
  "recovery_codes_generated",
  "recovery_code_used",
  "sessions_ended",
  "invitation_revoked",
  "second_factor_reset",
  "setting_changed",
] as const;

/** An audited event. */
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** How each event reads on the audit-log page. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  sign_in: "Signed in",
  sign_in_failed: "Sign-in failed",
  sign_out: "Signed out",
  invitation_sent: "Invitation sent",
  invitation_accepted: "Invitation accepted",
  role_changed: "Role changed",
  operator_deactivated: "Operator deactivated",
  refund: "Refund",
  export: "Export",
  erase: "Erasure",
  lead_status: "Lead status changed",
  newsletter_test: "Newsletter test sent",
  newsletter_send: "Newsletter sent",
  promotion_created: "Promotion created",
  promotion_updated: "Promotion updated",
  password_changed: "Password changed",
  passkey_added: "Passkey added",
  passkey_removed: "Passkey removed",
  authenticator_removed: "Authenticator app removed",
  authenticator_enrolled: "Authenticator app set up",
  recovery_codes_generated: "Recovery codes generated",
  recovery_code_used: "Recovery code used",
  sessions_ended: "Other sessions signed out",
  invitation_revoked: "Invitation revoked",
  second_factor_reset: "Second factor reset",
  setting_changed: "Setting changed",
};
