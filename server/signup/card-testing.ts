/**
 * Card-testing defence for POST /api/register-plan: someone with one verified address must not be able
 * to try card after card. Declined payments (attempts that ended `card_declined`) are counted per address, per email
 * token and per client (a keyed hash of its client key: the IPv4 address or the IPv6 /64, see
 * ../client-ip.ts, so one IPv6 network cannot try cards from a fresh address each time) from `signup_requests`, so every instance sees the same
 * counts; past a cap the next attempt is refused (`too_many_declines`, answered 429 with Retry-After) before anything is charged.
 * These caps protect money, so RATE_LIMIT_FACTOR (which loosens request rates for tests) does not apply.
 */
import { createHash, createHmac } from "node:crypto";
import { and, eq, gt, or, sql, type SQL } from "drizzle-orm";
import { signupRequests } from "../../db/schema";
import { fail, type Failure } from "../error-codes";
import { clientKey } from "../client-ip";
import type { Services } from "../services";
import { emailIs } from "../db/email";

/** Declines allowed per verified address, and per email token, in `DECLINE_WINDOW_MS`. */
export const DECLINES_PER_ADDRESS = 3;
/** Declines allowed per client (IPv4 address or IPv6 /64) in `DECLINE_WINDOW_MS`. */
export const DECLINES_PER_CLIENT = 20;
/** The window the caps count over (ms): a day. */
export const DECLINE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The answer past a cap. */
export const TOO_MANY_DECLINES = "Too many declined payments. Please try again tomorrow or contact support.";

/** What identifies the buyer for the caps. */
export interface DeclineSubject {
  email: string;
  tokenHash: string;
  clientHash: string;
}

/** The keyed hashes stored with an attempt (never the token or the IP themselves); `ip` counts as its client key. */
export function declineSubject(key: Buffer, email: string, emailToken: string, ip: string): DeclineSubject {
  const mac = (value: string) => createHmac("sha256", key).update(value).digest("base64url").slice(0, 32);
  return {
    email,
    tokenHash: mac(`token:${createHash("sha256").update(emailToken).digest("hex")}`),
    clientHash: mac(`client:${clientKey(ip)}`),
  };
}

/**
 * Refuses the attempt when the address, the token or the client has used up its declines.
 * @returns ok, or `too_many_declines` with `retryAfterSeconds` (until the oldest counted decline leaves the window)
 */
export async function enforceDeclineCaps(
  services: Pick<Services, "db" | "clock" | "log">,
  subject: DeclineSubject,
): Promise<{ ok: true } | Failure<"too_many_declines">> {
  const since = new Date(services.clock().getTime() - DECLINE_WINDOW_MS);
  const byAddress = emailIs(signupRequests.email, subject.email);
  const byToken = eq(signupRequests.tokenHash, subject.tokenHash);
  const byClient = eq(signupRequests.clientHash, subject.clientHash);
  const count = (where: SQL) => sql<number>`count(*) filter (where ${where})`.mapWith(Number);
  const oldest = (where: SQL) => sql<string | null>`min(${signupRequests.createdAt}) filter (where ${where})`;
  const [row] = await services.db
    .select({
      address: count(byAddress),
      token: count(byToken),
      client: count(byClient),
      oldestAddress: oldest(byAddress),
      oldestToken: oldest(byToken),
      oldestClient: oldest(byClient),
    })
    .from(signupRequests)
    .where(
      and(
        eq(signupRequests.outcome, "card_declined"),
        gt(signupRequests.createdAt, since),
        or(byAddress, byToken, byClient),
      ),
    );
  if (!row) return { ok: true };
  const over: Array<string | null> = [];
  if (row.address >= DECLINES_PER_ADDRESS) over.push(row.oldestAddress);
  if (row.token >= DECLINES_PER_ADDRESS) over.push(row.oldestToken);
  if (row.client >= DECLINES_PER_CLIENT) over.push(row.oldestClient);
  if (over.length === 0) return { ok: true };
  const until = Math.max(...over.map((t) => new Date(t ?? services.clock()).getTime() + DECLINE_WINDOW_MS));
  const retryAfter = Math.max(1, Math.ceil((until - services.clock().getTime()) / 1000));
  services.log.warn(
    { client: subject.clientHash.slice(0, 12), address: row.address, token: row.token, perClient: row.client },
    "card-testing cap reached: payment attempt refused",
  );
  return fail("too_many_declines", TOO_MANY_DECLINES, undefined, retryAfter);
}
