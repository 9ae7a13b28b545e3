/**
 * POST /billing: mails a billing link to an address that pays for a subscription, or a notice to one
 * that does not. The answer is the same either way and both paths do the same work (one lookup, one
 * link signed, one mail through the outbox), so neither the answer nor its time tells whether the
 * address is a customer. Limited per client, per address and client, and per address (like the e-mail
 * code's mails); the address quotas count only mails sent.
 */
import { desc, eq } from "drizzle-orm";
import { subscriptions, users } from "../../db/schema";
import { normalizeEmail } from "../../app/domain/email";
import { clientKey } from "../client-ip";
import { emailIs } from "../db/email";
import type { Failure } from "../error-codes";
import type { Services } from "../services";
import { BILLING_LINK_TTL_MS, billingUrl } from "./links";
import { billingLinkMail, noSubscriptionMail } from "./mails";

/** The subscription billed to `email` (its owner's address), the newest one if several. */
export async function subscriptionOfEmail(services: Pick<Services, "db">, email: string): Promise<number | undefined> {
  const [row] = await services.db
    .select({ id: subscriptions.id })
    .from(users)
    .innerJoin(subscriptions, eq(subscriptions.companyId, users.companyId))
    .where(emailIs(users.email, email))
    .orderBy(desc(subscriptions.id))
    .limit(1);
  return row?.id;
}

/**
 * Mails the billing link (or the notice) to `email`.
 * @returns ok, or `rate_limited` (with `retryAfterSeconds`) when the client's or the address's quota is used up
 */
export async function requestBillingLink(
  services: Services,
  input: { email: string; ip: string },
): Promise<{ ok: true } | (Failure<"rate_limited"> & { retryAfterSeconds?: number })> {
  const { rateLimits } = services;
  const limited = await rateLimits.takeClient("billingLink", input.ip);
  if (!limited.ok) return limited;
  const email = normalizeEmail(input.email);
  const ofClient = `${email} ${clientKey(input.ip)}`;
  const own = await rateLimits.take("billingLinkAddress", ofClient, input.ip);
  if (!own.ok) return own;
  const total = await rateLimits.take("billingLinkAddressTotal", email, input.ip);
  if (!total.ok) {
    await rateLimits.refund("billingLinkAddress", ofClient);
    return total;
  }
  let mailed = false;
  try {
    const subscriptionId = await subscriptionOfEmail(services, email);
    // A link is signed either way, so both paths cost alike.
    const url = await billingUrl(services, subscriptionId ?? 1);
    const mail =
      subscriptionId === undefined
        ? {
            ...noSubscriptionMail({ billingPageUrl: `${services.config.publicUrl}/billing` }),
            kind: "billing-no-subscription",
          }
        : { ...billingLinkMail({ url, minutes: BILLING_LINK_TTL_MS / 60_000 }), kind: "billing-link" };
    await services.mailer.send({ to: email, ...mail });
    mailed = true;
  } finally {
    if (!mailed)
      await Promise.all([
        rateLimits.refund("billingLinkAddress", ofClient),
        rateLimits.refund("billingLinkAddressTotal", email),
      ]);
  }
  return { ok: true };
}
