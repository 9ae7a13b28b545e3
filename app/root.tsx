/**
 * The document shell shared by every page: header, footer, toasts, the scroll-to-top
 * button, and the error boundary ("Unexpected Application Error!", no stack in
 * production; a 404 shows the not-found page).
 */
import { useEffect, useState } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  type LinksFunction,
} from "react-router";
import type { Route } from "./+types/root";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { ScrollToTopButton } from "./components/layout/scroll-to-top-button";
import { NotFound } from "./components/layout/not-found";
import { Toasts } from "./components/ui/toasts";
import { useNonce } from "./lib/nonce";
import type { PublicEnv } from "./lib/public-env";
import { PRERENDER_TOKENS } from "./seo/prerender-tokens";
import stylesheet from "./styles/app.css?url";
import { InlineStyles } from "./lib/inline-css";
import { FIRST_PAINT_SCRIPT } from "./lib/first-paint";
import { THEME_SCRIPT } from "./lib/theme";
import { useWebFontOnNavigation, WEB_FONT_SCRIPT } from "./lib/web-font";
import {
  DEFERRED_SCRIPTS_ID,
  HYDRATE_ON_INTENT_SCRIPT,
  RELEASE_SCRIPTS_SCRIPT,
  type HydrationHandle,
  type HydrationPolicy,
} from "./lib/hydrate-on-intent";

// The site CSS is inlined in production (lib/inline-css.tsx); only development links it. The Inter font
// is not preloaded: a visit's first page does not use it at all, and fetches it after its first paint for
// the pages after it (lib/web-font.ts, docs/decisions/0039-web-font-after-first-load.md).
export const links: LinksFunction = () => [
  ...(import.meta.env.DEV ? [{ rel: "stylesheet", href: stylesheet }] : []),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * The head's scripts, before the stylesheet and the first paint, as one element (one tag, and one hash in
 * a fixed page's Content-Security-Policy header, which travels with the page in its first round trip):
 * "once the page has painted" for the others (lib/first-paint.ts); the remembered colour scheme, with no
 * flash (lib/theme.ts); Inter from a visit's second page on, the metric-matched fallback on its first
 * (lib/web-font.ts); and, on public pages, the watch for the visitor's first sign of intent that releases
 * the app's scripts (lib/hydrate-on-intent.ts). Each is a self-contained call.
 */
const CONSOLE_HEAD_SCRIPT = [FIRST_PAINT_SCRIPT, THEME_SCRIPT, WEB_FONT_SCRIPT].join(";");
const PUBLIC_HEAD_SCRIPT = [FIRST_PAINT_SCRIPT, THEME_SCRIPT, WEB_FONT_SCRIPT, HYDRATE_ON_INTENT_SCRIPT].join(";");

/** Public configuration for every page; stand-ins while prerendering (replaced by the server at start). */
export function loader({ context }: Route.LoaderArgs): { publicEnv: PublicEnv } {
  const publicEnv = context?.publicEnv ?? { appUrl: PRERENDER_TOKENS.appUrl, publicUrl: PRERENDER_TOKENS.publicUrl };
  return { publicEnv };
}

/** Whether the matched routes are the operator console's (their `handle.console`, app/components/admin/meta.ts). */
function useIsConsole(): boolean {
  return useMatches().some((match) => (match.handle as { console?: boolean } | undefined)?.console === true);
}

/** How the document's first page hydrates (lib/hydrate-on-intent.ts), from its routes' `handle`s and its query. */
function hydrationOf(
  handles: HydrationHandle[],
  search: URLSearchParams,
): { hydrate: HydrationPolicy; hydrateBy: number | undefined; hydrateIfStored: string | undefined } {
  const policyOf = ({ hydrate }: HydrationHandle) => (typeof hydrate === "function" ? hydrate(search) : hydrate);
  const hydrate = handles.some((handle) => policyOf(handle) === "load") ? "load" : "interaction";
  const atIntent = hydrate === "interaction";
  return {
    hydrate,
    hydrateBy: atIntent ? handles.find((handle) => handle.hydrateByMs)?.hydrateByMs : undefined,
    hydrateIfStored: atIntent ? handles.find((handle) => handle.hydrateIfStored)?.hydrateIfStored : undefined,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const matches = useMatches();
  const isConsole = useIsConsole();
  useWebFontOnNavigation();
  // Pages hydrate on the visitor's first interaction unless their route asks otherwise. The choice belongs
  // to the document (the head script reads it once): a client-side navigation does not change it.
  const { search } = useLocation();
  const [{ hydrate, hydrateBy, hydrateIfStored }] = useState(() =>
    hydrationOf(
      matches.map((match) => (match.handle ?? {}) as HydrationHandle),
      new URLSearchParams(search),
    ),
  );
  if (isConsole) return <ConsoleDocument nonce={nonce}>{children}</ConsoleDocument>;
  return (
    <html
      lang="en"
      data-hydrate={hydrate}
      data-hydrate-by={hydrateBy}
      data-hydrate-if-stored={hydrateIfStored}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2563eb" />
        <script
          nonce={nonce || undefined}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: PUBLIC_HEAD_SCRIPT }}
        />
        <Meta />
        <InlineStyles nonce={nonce} />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col bg-surface text-ink antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        {/* Inert text while scripting is on (React never renders inside it in the browser either), an inert
            template when it is off; the script after it inserts React Router's elements, those that load
            something on intent (lib/hydrate-on-intent.ts). */}
        <noscript id={DEFERRED_SCRIPTS_ID}>
          <template>
            <Scripts nonce={nonce} />
          </template>
        </noscript>
        <script
          nonce={nonce || undefined}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: RELEASE_SCRIPTS_SCRIPT }}
        />
      </body>
    </html>
  );
}

/**
 * The operator console's document: no public chrome, no deferred hydration (its pages are forms that
 * need the app at once), React Router's scripts as they are. Public pages never reach this branch.
 */
function ConsoleDocument({ nonce, children }: { nonce: string | undefined; children: React.ReactNode }) {
  // The visitor's colour scheme, as on the public pages: the system's, or the choice remembered from the
  // footer (same origin, same localStorage key), applied before the first paint by the same head script.
  // The console's components use only the semantic colour tokens, so they read in both schemes.
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script
          nonce={nonce || undefined}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: CONSOLE_HEAD_SCRIPT }}
        />
        <Meta />
        <InlineStyles nonce={nonce} />
        <Links />
      </head>
      <body className="bg-surface-muted text-ink antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Marks the document once React has hydrated (end-to-end tests wait for it before interacting). */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

function Chrome({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader />
      {/* data-pagefind-body: the region the site search indexes on the pages it indexes (server/search/build-index.ts). */}
      <main id="main" tabIndex={-1} className="flex-1 outline-none" data-pagefind-body="">
        {children}
      </main>
      <SiteFooter />
      <ScrollToTopButton />
      <Toasts />
      <HydrationMarker />
    </>
  );
}

export default function App() {
  if (useIsConsole()) {
    return (
      <>
        <Outlet />
        <HydrationMarker />
      </>
    );
  }
  return (
    <Chrome>
      <Outlet />
    </Chrome>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Chrome>
        <NotFound />
      </Chrome>
    );
  }
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <Chrome>
      <title>Unexpected Application Error! | DocSleeve</title>
      <section className="container-page py-section text-center">
        <h1 className="text-h1 font-bold">Unexpected Application Error!</h1>
        <p className="mx-auto mt-4 max-w-xl text-lead text-ink-muted">
          Something went wrong on our side. Please reload the page or try again in a moment.
        </p>
        <a href="/" className="btn btn-primary mt-8">
          Back to Home
        </a>
        {stack ? (
          <pre className="mt-8 overflow-x-auto rounded-card bg-surface-muted p-4 text-left text-sm">{stack}</pre>
        ) : null}
      </section>
    </Chrome>
  );
}
