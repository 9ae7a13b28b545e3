/**
 * The console's shell for signed-in operators: a header with the sections the operator's role
 * may use, "Account" (/admin/account, every role) and "Sign out", then the page. Its loader lets any signed-in operator in (the overview's
 * roles); each page's own loader checks its own section. Errors of the pages below (403 above all)
 * render inside this shell.
 */
import { Form, NavLink, Outlet, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { ROLE_LABELS, sectionsFor } from "../../domain/admin-access";
import { requireOperator } from "../../server/console/guard.server";
import { ConsoleErrorPage } from "../../components/admin/error-page";
import { consoleHandle } from "../../components/admin/meta";

export const handle = consoleHandle;

export async function loader(args: Route.LoaderArgs) {
  const { operator } = await requireOperator(args, "overview");
  return {
    operator: { email: operator.email, role: operator.role },
    sections: sectionsFor(operator.role).map(({ path, label }) => ({ path, label })),
  };
}

function ConsoleHeader({
  email,
  role,
  sections,
}: {
  email: string;
  role: keyof typeof ROLE_LABELS;
  sections: Array<{ path: string; label: string }>;
}) {
  return (
    <header className="border-b border-line bg-surface">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-2">
        <a href="/admin" className="font-bold text-accent">
          DocSleeve console
        </a>
        <nav aria-label="Console" className="order-3 w-full overflow-x-auto md:order-none md:w-auto md:flex-1">
          <ul className="flex gap-1 text-sm">
            {sections.map((section) => (
              <li key={section.path}>
                <NavLink
                  to={section.path}
                  end={section.path === "/admin"}
                  // A document load for the overview: its data URL `/admin.data` is outside the cookie's path.
                  reloadDocument={section.path === "/admin"}
                  className={({ isActive }) =>
                    `block rounded-md px-2.5 py-1.5 font-medium whitespace-nowrap ${isActive ? "bg-accent-soft text-accent" : "text-ink-muted hover:bg-surface-muted hover:text-ink"}`
                  }
                >
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-3 text-sm">
          {/* Shown where the header has room beside every section and "Account" (the account page names it too). */}
          <span className="hidden text-ink-muted 2xl:inline">
            {email} · {ROLE_LABELS[role]}
          </span>
          <NavLink
            to="/admin/account"
            className={({ isActive }) =>
              `rounded-md px-2.5 py-1.5 font-semibold ${isActive ? "bg-accent-soft text-accent" : "text-ink-muted hover:bg-surface-muted hover:text-ink"}`
            }
          >
            Account
          </NavLink>
          <Form method="post" action="/admin/logout" reloadDocument>
            <button
              type="submit"
              className="rounded-md border border-line-strong px-3 py-1.5 font-semibold hover:bg-surface-muted"
            >
              Sign out
            </button>
          </Form>
        </div>
      </div>
    </header>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  // By id: in the error boundary the loader may have failed (its data is then absent).
  const data = useRouteLoaderData<typeof loader>("routes/admin/layout");
  return (
    <div className="min-h-dvh bg-surface-muted">
      <a
        href="#console-main"
        className="sr-only z-50 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      {data ? <ConsoleHeader email={data.operator.email} role={data.operator.role} sections={data.sections} /> : null}
      <main id="console-main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 outline-none">
        {children}
      </main>
    </div>
  );
}

export default function ConsoleLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Shell>
      <ConsoleErrorPage error={error} />
    </Shell>
  );
}
