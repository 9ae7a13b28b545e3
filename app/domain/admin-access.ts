/**
 * Who may see what in the operator console, in one place: the roles, the console's sections
 * with their paths and navigation labels, and which roles each section admits. The server enforces it in
 * every loader and action (app/server/console/guard.server.ts); the navigation only mirrors it.
 */

/** An operator's role: owner (everything), support (leads, orders, refunds), marketing (subscribers, campaigns). */
export type OperatorRole = "owner" | "support" | "marketing";

/** Every role, in the order forms list them. */
export const OPERATOR_ROLES = ["owner", "support", "marketing"] as const satisfies readonly OperatorRole[];

/** How each role is named on screen. */
export const ROLE_LABELS: Record<OperatorRole, string> = { owner: "Owner", support: "Support", marketing: "Marketing" };

/** A console section: its path, its navigation label and the roles allowed in. */
export interface AdminSectionInfo {
  path: string;
  label: string;
  roles: readonly OperatorRole[];
}

const ALL: readonly OperatorRole[] = ["owner", "support", "marketing"];
const SUPPORT: readonly OperatorRole[] = ["owner", "support"];
const MARKETING: readonly OperatorRole[] = ["owner", "marketing"];
const OWNER: readonly OperatorRole[] = ["owner"];

/** The console's sections, in navigation order. */
export const ADMIN_SECTIONS = {
  overview: { path: "/admin", label: "Overview", roles: ALL },
  leads: { path: "/admin/leads", label: "Leads", roles: SUPPORT },
  orders: { path: "/admin/orders", label: "Orders", roles: SUPPORT },
  subscribers: { path: "/admin/subscribers", label: "Subscribers", roles: MARKETING },
  promotions: { path: "/admin/promotions", label: "Promotions", roles: MARKETING },
  analytics: { path: "/admin/analytics", label: "Analytics", roles: MARKETING },
  operators: { path: "/admin/operators", label: "Operators", roles: OWNER },
  auditLog: { path: "/admin/audit-log", label: "Audit log", roles: OWNER },
} as const satisfies Record<string, AdminSectionInfo>;

/** A section's key, e.g. "leads". */
export type AdminSection = keyof typeof ADMIN_SECTIONS;

/** Whether `role` may use `section`. */
export function canAccess(role: OperatorRole, section: AdminSection): boolean {
  return (ADMIN_SECTIONS[section].roles as readonly OperatorRole[]).includes(role);
}

/** The sections `role` may use, in navigation order (what the console's header lists). */
export function sectionsFor(role: OperatorRole): Array<AdminSectionInfo & { key: AdminSection }> {
  return (Object.keys(ADMIN_SECTIONS) as AdminSection[])
    .filter((key) => canAccess(role, key))
    .map((key) => ({ key, ...ADMIN_SECTIONS[key] }));
}

/** Narrows a stored string to a role (rows are parsed at the boundary). */
export function isOperatorRole(value: unknown): value is OperatorRole {
  return typeof value === "string" && (OPERATOR_ROLES as readonly string[]).includes(value);
}

/**
 * Whether a URL path belongs to the console (`/admin` and below), in any letter case: the routes match
 * `/ADMIN/login` too, so every check of the console's paths must.
 */
export function isConsolePath(pathname: string): boolean {
  const head = pathname.slice(0, 7).toLowerCase();
  return head === "/admin" || head === "/admin/" || head === "/admin.";
}
