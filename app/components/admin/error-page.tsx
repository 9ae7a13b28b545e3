/**
 * What the console shows for a thrown response or error: 403 "You do not have access" (a role without
 * access to the section), 404, or a short generic failure (never a stack trace).
 */
import { isRouteErrorResponse, Link } from "react-router";

export function ConsoleErrorPage({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const [title, text] =
    status === 403
      ? ["You do not have access", "Your role does not include this page. Ask an owner if you need it."]
      : status === 404
        ? ["Not found", "This page or record does not exist."]
        : ["Something went wrong", "The console could not show this page. Try again in a moment."];
  return (
    <div className="mx-auto max-w-xl py-12 text-center">
      <title>{`${title} | DocSleeve console`}</title>
      <p className="text-sm font-semibold text-ink-muted">Error {status}</p>
      <h1 className="mt-1 text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-ink-muted">{text}</p>
      <Link to="/admin" reloadDocument className="mt-6 inline-block font-semibold text-accent underline">
        Back to the overview
      </Link>
    </div>
  );
}
