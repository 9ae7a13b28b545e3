/**
 * Console integration tests: the real app WITH its pages (the production build in ./build, or
 * $BUILD_DIR, built first when stale), operators created directly through the services, and signed-in
 * requests that carry the session cookie and the right `Origin`, so a test can call any console loader
 * or action over HTTP for each role.
 *
 *   const server = await startConsoleServer({ database });
 *   const support = await signInAs(server, "support");
 *   expect((await support.get("/admin/leads")).status).toBe(200);
 *   expect((await support.post("/admin/operators", { intent: "invite", email: "a@b.c", role: "owner" })).status).toBe(403);
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { operators } from "../../db/schema";
import type { OperatorRole } from "../../app/domain/admin-access";
import { SESSION_COOKIE } from "../../app/server/console/session.server";
import { hashPassword } from "../../server/operators/password";
import { createSession } from "../../server/operators/sessions";
import { newTotpSecret } from "../../server/operators/totp";
import type { Services } from "../../server/services";
import { ensureBuild } from "./instances";
import { startTestServer, type TestServer } from "./test-server";

const ROOT = path.resolve(import.meta.dirname, "../..");
/** The build the console tests load (the same folder `npm start` and Playwright use by default). */
const BUILD_DIR = process.env.BUILD_DIR ?? "build";

let build: Promise<ServerBuild> | undefined;

/** The production server build, built first if stale (once per test process). */
export function serverBuild(): Promise<ServerBuild> {
  build ??= ensureBuild(BUILD_DIR).then(
    () => import(pathToFileURL(path.join(ROOT, BUILD_DIR, "server", "index.js")).href) as Promise<ServerBuild>,
  );
  return build;
}

/**
 * `startTestServer` with the console's pages served (same options). The server trusts a proxy on
 * loopback (TRUST_PROXY) so that the clients below can present PUBLIC_URL's host and scheme as a proxy
 * would: React Router refuses an action whose `Origin` differs from the request's own origin, and the
 * console wants `Origin` to be PUBLIC_URL (which a test sets, e.g. https, to see the Secure cookie).
 * PUBLIC_URL defaults to a fixed origin: the test server's own default (`http://localhost:0`, from its
 * port 0) is no origin a proxy could present, and React Router would refuse every post with a bare 400.
 */
export async function startConsoleServer(options: Parameters<typeof startTestServer>[0]): Promise<TestServer> {
  const env = { TRUST_PROXY: "loopback", PUBLIC_URL: "http://console.docsleeve.test", ...options.env };
  return startTestServer({ ...options, env, pages: { build: await serverBuild() } });
}

/** An operator made for a test, with what signing in needs. */
export interface TestOperator {
  id: number;
  email: string;
  role: OperatorRole;
  password: string;
  /** Base32 TOTP key: `totpCode(operator.totpSecret, at)` gives a code. */
  totpSecret: string;
}

let counter = 0;

/** A strong password no dictionary knows. */
export const TEST_OPERATOR_PASSWORD = "violet-anchor-marble-92-orbit";

/** Creates an active operator directly in the database (no invitation). */
export async function createOperator(
  services: Services,
  options: { role: OperatorRole; email?: string; password?: string },
): Promise<TestOperator> {
  counter += 1;
  const email = (options.email ?? `${options.role}-${process.pid}-${counter}@operators.test`).toLowerCase();
  const password = options.password ?? TEST_OPERATOR_PASSWORD;
  const totpSecret = newTotpSecret();
  const [row] = await services.db
    .insert(operators)
    .values({
      email,
      role: options.role,
      passwordHash: await hashPassword(password),
      totpSecret,
      createdAt: services.clock(),
    })
    .returning({ id: operators.id });
  return { id: row!.id, email, role: options.role, password, totpSecret };
}

/** The TOTP code of `secret` at `at` (pass `services.clock()` for the server's time). */
export { totpCodeAt as totpCode } from "../../server/operators/totp";

/** A signed-in client of the console. */
export interface ConsoleClient {
  operator: TestOperator;
  /** The `Cookie` header value. */
  cookie: string;
  /** GET `path` with the session (redirects are not followed: a 303 is seen as it is). */
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  /** POST `fields` as a form to `path` with the session and `Origin: PUBLIC_URL` (redirects not followed). */
  post(
    path: string,
    fields: Record<string, string> | URLSearchParams,
    headers?: Record<string, string>,
  ): Promise<Response>;
}

/** A client for `server` with the given cookie (or none), sending the right Origin on posts. */
export function consoleClient(
  server: TestServer,
  cookie: string | undefined,
  operator?: TestOperator,
): Omit<ConsoleClient, "operator"> & { operator?: TestOperator } {
  const publicUrl = new URL(server.services.config.publicUrl);
  const origin = publicUrl.origin;
  // As the proxy in front of the site would say it (see startConsoleServer). The port is explicit: without
  // one, React Router's adapter takes the Host header's (the test server's own port).
  const port = publicUrl.port || (publicUrl.protocol === "https:" ? "443" : "80");
  const forwarded = {
    "X-Forwarded-Host": `${publicUrl.hostname}:${port}`,
    "X-Forwarded-Proto": publicUrl.protocol.replace(":", ""),
  };
  const base: Record<string, string> = cookie ? { Cookie: cookie, ...forwarded } : forwarded;
  return {
    operator,
    cookie: cookie ?? "",
    get: (path, headers = {}) => fetch(server.url + path, { headers: { ...base, ...headers }, redirect: "manual" }),
    post: (path, fields, headers = {}) =>
      fetch(server.url + path, {
        method: "POST",
        headers: { ...base, Origin: origin, "Content-Type": "application/x-www-form-urlencoded", ...headers },
        body: new URLSearchParams(fields),
        redirect: "manual",
      }),
  };
}

/** Creates an operator of `role` and a session for them; returns a client that is signed in. */
export async function signInAs(
  server: TestServer,
  role: OperatorRole,
  options: { email?: string } = {},
): Promise<ConsoleClient> {
  const operator = await createOperator(server.services, { role, email: options.email });
  const sessionId = await createSession(server.services.db, operator.id, server.services.clock());
  const client = consoleClient(server, `${SESSION_COOKIE}=${sessionId}`, operator);
  return { ...client, operator };
}
