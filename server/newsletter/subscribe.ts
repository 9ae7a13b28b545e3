/**
 * Subscribing from a form or POST /api/newsletter: the one place that takes the client's point of the
 * newsletter rate limit and records the request (double opt-in, ./subscriptions.ts). Both the footer and
 * pop-up forms' route action (/newsletter/subscribe) and the /api adapter call it, so a client counts
 * against the same limit whichever way it comes.
 */
import type { NewsletterSource } from "../../app/domain/newsletter";
import { NEWSLETTER_SUCCESS_MESSAGE } from "../../app/domain/newsletter-messages";
import type { Result } from "../error-codes";
import type { Services } from "../services";
import { requestSubscription } from "./subscriptions";

/** A validated subscription request and the client's IP (its IPv4 address or IPv6 /64 is what is counted). */
export interface SubscribeInput {
  email: string;
  source?: NewsletterSource;
  ip: string;
}

/**
 * Takes one point of the `newsletter` limit for the client, then records the request and mails the
 * confirmation link. The answer is the same for every accepted address (it reveals nothing about the list).
 * @returns the message for the person, or `rate_limited` (with the seconds to wait)
 * @throws for the unexpected (the database is away): callers answer their generic failure
 */
export async function subscribe(
  services: Pick<Services, "db" | "mailer" | "config" | "clock" | "log" | "rateLimits">,
  input: SubscribeInput,
): Promise<Result<{ message: string }, "rate_limited">> {
  const limit = await services.rateLimits.takeClient("newsletter", input.ip);
  if (!limit.ok) return limit;
  await requestSubscription(services, { email: input.email, source: input.source, ip: input.ip });
  return { ok: true, value: { message: NEWSLETTER_SUCCESS_MESSAGE } };
}
