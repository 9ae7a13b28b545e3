/**
 * The console's one gate: EVERY loader and action of every console page calls
 * `requireOperator` first, with its own section (app/domain/admin-access.ts). Signed out or expired: a
 * 303 to /admin/login; a role without access: 403 (the console's error boundary shows "You do not have
 * access"); a state-changing request from another origin: 403. It renews the session's idle expiry.
 */
import { redirect, type AppLoadContext } from "react-router";
import type { Services } from "../../../server/services";
import { readSession } from "../../../server/operators/sessions";
import { canAccess, type AdminSection, type OperatorRole } from "../../domain/admin-access";
import { clearedSessionCookie, ipHashFor, refuseForeignOrigin, sessionIdOf } from "./session.server";

export type { AdminSection } from "../../domain/admin-access";

/** What a console loader or action gets once the operator is let in. */
export interface AdminContext {
  operator: { id: number; email: string; role: OperatorRole };
  services: Services;
  /** Keyed hash of the client's IP, for `recordAudit`. */
  ipHash: string;
}

/** The body of the 403 for a role without access (the error boundary shows its own text). */
export const FORBIDDEN_MESSAGE = "You do not have access to this page.";

/**
 * Lets the signed-in operator in to `section`, or throws the Response that keeps them out.
 * @throws Response 303 to /admin/login (signed out or expired), 403 (wrong role, or a non-GET request whose Origin is not PUBLIC_URL)
 */
export async function requireOperator(
  args: { request: Request; context: AppLoadContext },
  section: AdminSection,
): Promise<AdminContext> {
  const { request, context } = args;
  const { services } = context;
  refuseForeignOrigin(request, services.config.publicUrl);
  const id = sessionIdOf(request);
  const operator = id ? await readSession(services.db, id, services.clock()) : null;
  if (!operator) {
    throw redirect("/admin/login", {
      status: 303,
      headers: id ? { "Set-Cookie": clearedSessionCookie(services.config.publicUrl) } : undefined,
    });
  }
  if (!canAccess(operator.role, section)) throw new Response(FORBIDDEN_MESSAGE, { status: 403 });
  return { operator, services, ipHash: ipHashFor(context) };
}

/** The signed-in operator, or null (the sign-in page sends a signed-in operator on to the overview). */
export async function currentOperator(args: {
  request: Request;
  context: AppLoadContext;
}): Promise<AdminContext["operator"] | null> {
  const id = sessionIdOf(args.request);
  return id ? readSession(args.context.services.db, id, args.context.services.clock()) : null;
}
