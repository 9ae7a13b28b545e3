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
};
