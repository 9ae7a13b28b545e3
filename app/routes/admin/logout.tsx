/** `/admin/logout`: "Sign out" posts here; the session ends on the server and its cookie is removed. */
import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { recordAudit } from "../../../server/audit";
import { destroySession } from "../../../server/operators/sessions";
import { requireOperator } from "../../server/console/guard.server";
import { clearedSessionCookie, sessionIdOf } from "../../server/console/session.server";

/** A GET changes nothing: back to the console (or its sign-in page). */
export function loader() {
  return redirect("/admin", 303);
}

export async function action(args: Route.ActionArgs) {
  const { operator, services, ipHash } = await requireOperator(args, "overview");
  const id = sessionIdOf(args.request);
  if (id) await destroySession(services.db, id);
  await recordAudit(services.db, {
    operatorId: operator.id,
    action: "sign_out",
    target: `operator:${operator.id}`,
    ipHash,
  });
  return redirect("/admin/login", {
    status: 303,
    headers: { "Set-Cookie": clearedSessionCookie(services.config.publicUrl) },
  });
}
