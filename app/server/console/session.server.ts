/**
 * The console's session cookie (the documented contract "Session cookie"): an opaque id, HttpOnly, SameSite=Strict,
 * Secure when PUBLIC_URL is https, path /admin, no Max-Age (the server ends the session: 30 minutes idle,
 * 12 hours at most). Also the request checks every console route shares: the Origin of a state-changing
 * request, and the keyed hash of the client's IP for the audit log.
 */
import type { AppLoadContext } from "react-router";
import { clientKey } from "../../../server/client-ip";
import { shortIpHash } from "../../../server/secrets/ip-hash";

/** The cookie's name. */
export const SESSION_COOKIE = "docsleeve_console";

/** The session id in the request's cookies, if any. */
export function sessionIdOf(request: Request): string | undefined {
  const header = request.headers.get("Cookie") ?? "";
  for (const part of header.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === SESSION_COOKIE) {
      const id = value.join("=");
      return /^[A-Za-z0-9_-]{43}$/.test(id) ? id : undefined;
    }
  }
  return undefined;
}

function attributes(publicUrl: string): string {
  return `Path=/admin; HttpOnly; SameSite=Strict${publicUrl.startsWith("https:") ? "; Secure" : ""}`;
}

/** The Set-Cookie value that stores session `id`. */
export function sessionCookie(id: string, publicUrl: string): string {
  return `${SESSION_COOKIE}=${id}; ${attributes(publicUrl)}`;
}

/** The Set-Cookie value that removes the session cookie. */
export function clearedSessionCookie(publicUrl: string): string {
  return `${SESSION_COOKIE}=; ${attributes(publicUrl)}; Max-Age=0`;
}

/**
 * Whether a state-changing request comes from the console's own pages: its `Origin` must be PUBLIC_URL's
 * (SameSite=Strict already keeps the cookie off cross-site posts; this is the second, explicit check).
 * GET and HEAD change nothing and always pass.
 */
export function originAllowed(request: Request, publicUrl: string): boolean {
  if (request.method === "GET" || request.method === "HEAD") return true;
  return request.headers.get("Origin") === new URL(publicUrl).origin;
}

/**
 * Throws 403 for a state-changing request from another origin (see `originAllowed`).
 * @throws Response 403
 */
export function refuseForeignOrigin(request: Request, publicUrl: string): void {
  if (!originAllowed(request, publicUrl))
    throw new Response("This request did not come from the console's own pages.", { status: 403 });
}

/** The keyed hash of the client's IP the audit log keeps (never the address itself). */
export function ipHashFor(context: AppLoadContext): string {
  const key = context.services.captcha.deriveSecret("operator-audit-ip");
  return shortIpHash(key, clientKey(context.clientIp) || "unknown");
}
