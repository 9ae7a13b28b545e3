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
import headScript from "virtual:head-script";
import { useWebFontOnNavigation } from "./lib/web-font";
import { hydrationOf, type HydrationHandle } from "./lib/hydrate-on-intent";
import { APP_SCRIPTS_ID } from "./head-scripts/app-scripts";
import { pageOptionAttributes } from "./head-scripts/page-options";

// The site CSS is inlined in production (lib/inline-css.tsx); only development links it. The Inter font
// is not preloaded: a visit's first page does not use it at all, and fetches it after its first paint for
// the pages after it (lib/web-font.ts, docs/decisions/0039-web-font-after-first-load.md).
export const links: LinksFunction = () => [
  ...(import.meta.env.DEV ? [{ rel: "stylesheet", href: stylesheet }] : []),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * The head script (app/head-scripts/index.ts, compiled into one IIFE at build): before the stylesheet and
 * the first paint, one element (one tag, and one hash in a fixed page's Content-Security-Policy header).
 * The remembered colour scheme, with no flash; Inter from a visit's second page on; and, on public pages,
 * React Router's scripts released at the visitor's first sign of intent. It reads this document's
 * options from `<html>` (app/head-scripts/page-options.ts).
 */
function HeadScript({ nonce }: { nonce: string | undefined }) {
  return (
    <script nonce={nonce || undefined} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: headScript }} />
  );
}

/** Public configuration for every page; stand-ins while prerendering (replaced by the server at start). */
export function loader({ context }: Route.LoaderArgs): { publicEnv: PublicEnv } {
  const publicEnv = context?.publicEnv ?? { appUrl: PRERENDER_TOKENS.appUrl, publicUrl: PRERENDER_TOKENS.publicUrl };
  return { publicEnv };
}

/** Whether the matched routes are the operator console's (their `handle.console`, app/components/admin/meta.ts). */
function useIsConsole(): boolean {
  return useMatches().some((match) => (match.handle as { console?: boolean } | undefined)?.console === true);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const matches = useMatches();
  const isConsole = useIsConsole();
  useWebFontOnNavigation();
  // Pages hydrate on the visitor's first interaction unless their route asks otherwise. The choice belongs
  // to the document (the head script reads it once): a client-side navigation does not change it.
  const { search } = useLocation();
  const [pageOptions] = useState(() =>
    hydrationOf(
      matches.map((match) => (match.handle ?? {}) as HydrationHandle),
      new URLSearchParams(search),
    ),
  );
  if (isConsole) return <ConsoleDocument nonce={nonce}>{children}</ConsoleDocument>;
  return (
    <html lang="en" {...pageOptionAttributes(pageOptions)} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2563eb" />
        {/* React Router's scripts, unchanged: inert text while scripting is on (React never renders inside a
            noscript in the browser, and hoists no link out of it on the server), an inert template when it
            is off. The head script right after it inserts them: what loads nothing at once, the rest at the
            first sign of intent (app/head-scripts/app-scripts.ts). */}
        <noscript id={APP_SCRIPTS_ID}>
          <template>
            <Scripts nonce={nonce} />
          </template>
        </noscript>
        <HeadScript nonce={nonce} />
        <Meta />
        <InlineStyles nonce={nonce} />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col bg-surface text-ink antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
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
        <HeadScript nonce={nonce} />
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
