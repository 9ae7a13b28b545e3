/**
 * The customers' billing links: `{PUBLIC_URL}/billing/<token>`, the token a signed `{s, x}` (the
 * subscription's id and the expiry in Unix seconds; server/secrets/signed-token.ts, keyed by a key derived from
 * the sign-up secret, which every instance shares). Valid `BILLING_LINK_TTL_MS` (1 hour) from issue; a
 * newer link does not void an older one (decision 0046): the hour bounds every link, and the link stays
 * usable for every step of the billing page within it.
 */
import { z } from "zod";
import type { Services } from "../services";
import { signToken, verifyToken } from "../secrets/signed-token";
import { signupKeys } from "../secrets/signup-keys";

/** How long a billing link works (ms). */
export const BILLING_LINK_TTL_MS = 60 * 60 * 1000;

/** The public path prefix of a billing link. */
export const BILLING_PATH = "/billing/";

const payload = z.object({ s: z.number().int().positive(), x: z.number().int().positive() });

type Deps = Pick<Services, "config" | "db" | "clock">;

/** The absolute address of a billing link for subscription `subscriptionId`, valid 1 hour from now. */
export async function billingUrl(services: Deps, subscriptionId: number): Promise<string> {
  const { billing } = await signupKeys(services);
  const expires = Math.floor((services.clock().getTime() + BILLING_LINK_TTL_MS) / 1000);
  return `${services.config.publicUrl}${BILLING_PATH}${signToken(billing, { s: subscriptionId, x: expires })}`;
}

/** What a billing link's token is worth: its subscription, or why not (forged/altered, or expired). */
export type BillingLinkState = { state: "valid"; subscriptionId: number } | { state: "invalid" | "expired" };

/** Checks a billing link's token (never throws). */
export async function billingLinkState(services: Deps, token: string | undefined): Promise<BillingLinkState> {
  const { billing } = await signupKeys(services);
  const parsed = verifyToken(billing, token, payload);
  if (!parsed) return { state: "invalid" };
  if (parsed.x * 1000 <= services.clock().getTime()) return { state: "expired" };
  return { state: "valid", subscriptionId: parsed.s };
}
