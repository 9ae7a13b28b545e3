/**
 * Any other `/admin/…` path: signed out, the sign-in page like every console URL (documented names that outside tests use); signed in,
 * the console's 404 inside its shell (never the public not-found page).
 */
import type { Route } from "./+types/not-found";
import { requireOperator } from "../../server/console/guard.server";
import { consoleHandle } from "../../components/admin/meta";

export const handle = consoleHandle;

export async function loader(args: Route.LoaderArgs) {
  await requireOperator(args, "overview");
  throw new Response("Not found", { status: 404 });
}

export async function action(args: Route.ActionArgs) {
  await requireOperator(args, "overview");
  throw new Response("Not found", { status: 404 });
}

export default function ConsoleNotFound() {
  return null;
}
