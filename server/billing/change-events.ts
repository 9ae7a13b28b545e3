/**
 * The customer's own changes as the payment provider's events report them (the sandbox's billing page
 * and Stripe's customer portal alike): a change of users (`customer.subscription.updated` whose item
 * quantity changed), a new default card (`default_payment_method` of the subscription, or the
 * customer's `invoice_settings.default_payment_method` from `customer.updated`) and a scheduled or
 * withdrawn cancellation. Read from the event's typed object and `previous_attributes`; the provider
 * events handler (server/billing/provider-events.ts) records and mails them and puts them on the order's
 * timeline.
 */
import { and, eq, notInArray } from "drizzle-orm";
import type Stripe from "stripe";
import { subscriptions } from "../../db/schema";
import type { TaxReason } from "../../app/domain/tax";
import { idOf } from "../payments/expandable";
import type { Services } from "../services";
import { referenceOf } from "../signup/reference";
import { subscriptionWithOwner } from "../signup/subscription-owner";
import { billingUrl } from "./links";
import { cancellationScheduledMail, cancellationWithdrawnMail, cardUpdatedMail, usersChangedMail } from "./mails";

/** A subscription's quantity: its (single) item's, when a positive whole number. */
function quantityOf(subscription: Partial<Stripe.Subscription>): number | undefined {
  const quantity = subscription.items?.data[0]?.quantity;
  return typeof quantity === "number" && Number.isSafeInteger(quantity) && quantity > 0 ? quantity : undefined;
}

/** A change of users: the quantity before and after. */
export interface UsersChange {
  from: number;
  to: number;
}

/** The change of users a `customer.subscription.updated` event reports, if its item quantity changed. */
export function usersChangeOf(event: Stripe.Event): UsersChange | undefined {
  if (event.type !== "customer.subscription.updated") return undefined;
  const previous = event.data.previous_attributes;
  if (!previous || !Object.hasOwn(previous, "items")) return undefined;
  const to = quantityOf(event.data.object);
  const from = quantityOf(previous);
  return to !== undefined && from !== undefined && from !== to ? { from, to } : undefined;
}

/**
 * The new default payment method an event reports, if it changed one: the subscription's own
 * (`customer.subscription.updated`) or the customer's (`customer.updated`, which Stripe's portal changes).
 * `paymentMethodId` is null when the default was removed.
 */
export function cardChangeOf(event: Stripe.Event): { paymentMethodId: string | null } | undefined {
  if (event.type === "customer.subscription.updated") {
    const previous = event.data.previous_attributes;
    if (!previous || !Object.hasOwn(previous, "default_payment_method")) return undefined;
    const now = idOf(event.data.object.default_payment_method) ?? null;
    return now === (idOf(previous.default_payment_method) ?? null) ? undefined : { paymentMethodId: now };
  }
  if (event.type === "customer.updated") {
    const before = event.data.previous_attributes?.invoice_settings;
    if (!before || !Object.hasOwn(before, "default_payment_method")) return undefined;
    const now = idOf(event.data.object.invoice_settings?.default_payment_method) ?? null;
    return now === (idOf(before.default_payment_method) ?? null) ? undefined : { paymentMethodId: now };
  }
  return undefined;
}

/** A subscription's scheduled cancellation as an event reports it. */
export interface Cancellation {
  atPeriodEnd: boolean;
  /** Stripe's `cancellation_details.feedback`, if given. */
  feedback?: string;
  /** Whether the event changed it (`previous_attributes.cancel_at_period_end` is present). */
  changed: boolean;
}

/**
 * The cancellation fields of a subscription event's object (undefined when it does not carry
 * `cancel_at_period_end`), and whether `previous` (the event's `previous_attributes`) says it changed.
 */
export function cancellationOf(
  subscription: Stripe.Subscription,
  previous: Partial<Stripe.Subscription> | undefined,
): Cancellation | undefined {
  if (typeof subscription.cancel_at_period_end !== "boolean") return undefined;
  const feedback = subscription.cancellation_details?.feedback;
  return {
    atPeriodEnd: subscription.cancel_at_period_end,
    feedback: feedback ?? undefined,
    changed: typeof previous?.cancel_at_period_end === "boolean",
  };
}

/**
 * A subscription's price per period after a change of users, as its metadata names it: the net price
 * (minor units, the subscription's `period_amount`), and the tax decision it was priced with (the percent
 * and its reason), when given. The order's own figures (what was bought and paid) are not among them.
 */
export interface PeriodPrice {
  periodAmount: number;
  taxPercent?: number;
  taxReason?: TaxReason;
}

const TAX_REASONS: readonly TaxReason[] = ["standard", "reverse_charge", "not_collected", "abn"];

/**
 * The price a change of users set in the subscription's metadata (`amount`, `tax_amount`, `total`, as the
 * site's subscriptions carry them, with `tax_percent` and `tax_reason`), when the event changed the
 * metadata; Stripe's portal never does, so there only the users change.
 */
export function changedPriceOf(event: Stripe.Event): PeriodPrice | undefined {
  if (event.type !== "customer.subscription.updated") return undefined;
  const previous = event.data.previous_attributes;
  if (!previous || !Object.hasOwn(previous, "metadata")) return undefined;
  const metadata = event.data.object.metadata ?? {};
  const int = (v: string | undefined) => (v !== undefined && /^\d{1,12}$/.test(v) ? Number(v) : undefined);
  const [amount, taxAmount, total] = [int(metadata.amount), int(metadata.tax_amount), int(metadata.total)];
  if (amount === undefined || taxAmount === undefined || total === undefined || amount + taxAmount !== total)
    return undefined;
  const percent = metadata.tax_percent !== undefined && /^\d{1,2}(\.\d{1,2})?$/.test(metadata.tax_percent);
  const reason = TAX_REASONS.find((r) => r === metadata.tax_reason);
  return {
    periodAmount: amount,
    ...(percent ? { taxPercent: Number(metadata.tax_percent) } : {}),
    ...(reason ? { taxReason: reason } : {}),
  };
}

/** "Visa ending in 4242" for a payment method, when the provider can tell (the sandbox); else null. */
export async function cardWords(
  services: Pick<Services, "payments" | "log">,
  paymentMethodId: string | null,
): Promise<string | null> {
  if (!paymentMethodId || !services.payments.cardOf) return null;
  try {
    const card = await services.payments.cardOf(paymentMethodId);
    return card ? `${card.brand} ending in ${card.last4}` : null;
  } catch (error) {
    services.log.error({ err: error }, "could not describe a payment method");
    return null;
  }
}

/** Mails the owner of the subscription with provider id `providerId` its change of users (a failure is logged). */
export async function mailUsersChange(services: Services, providerId: string, change: UsersChange): Promise<void> {
  const owner = await subscriptionWithOwner(services, eq(subscriptions.providerSubscriptionId, providerId));
  if (!owner) return;
  const s = owner.subscription;
  const mail = usersChangedMail({
    firstName: owner.firstName,
    companyName: owner.companyName,
    reference: referenceOf(s.id),
    ...change,
    periodEnd: s.currentPeriodEnd,
    billingUrl: await billingUrl(services, s.id),
  });
  await services.mailer
    .send({ to: owner.email, ...mail, kind: "users-changed" })
    .catch((error: unknown) => services.log.error({ err: error }, "could not queue a billing mail"));
}

/**
 * Mails the owners of the live subscriptions the card change concerns (the subscription `providerId`, or
 * every one of the customer `customerId`) that their card changed; a failure is logged.
 * @returns how many were mailed
 */
export async function mailCardChange(
  services: Services,
  concerns: { providerId: string } | { customerId: string },
  paymentMethodId: string | null,
): Promise<number> {
  const which =
    "providerId" in concerns
      ? eq(subscriptions.providerSubscriptionId, concerns.providerId)
      : eq(subscriptions.providerCustomerId, concerns.customerId);
  const owner = await subscriptionWithOwner(
    services,
    and(which, notInArray(subscriptions.status, ["canceled", "incomplete_expired"])),
  );
  if (!owner) return 0;
  const s = owner.subscription;
  const mail = cardUpdatedMail({
    firstName: owner.firstName,
    companyName: owner.companyName,
    reference: referenceOf(s.id),
    card: await cardWords(services, paymentMethodId),
    billingUrl: await billingUrl(services, s.id),
  });
  await services.mailer
    .send({ to: owner.email, ...mail, kind: "card-updated" })
    .catch((error: unknown) => services.log.error({ err: error }, "could not queue a billing mail"));
  return 1;
}

/** Confirms a scheduled or withdrawn cancellation to the account owner; a failure is logged, not thrown. */
export async function mailCancellationChange(
  services: Services,
  providerId: string,
  cancellation: Cancellation,
): Promise<void> {
  const owner = await subscriptionWithOwner(services, eq(subscriptions.providerSubscriptionId, providerId));
  if (!owner) return;
  const s = owner.subscription;
  const facts = {
    firstName: owner.firstName,
    companyName: owner.companyName,
    periodEnd: s.currentPeriodEnd,
    reference: referenceOf(s.id),
    billingUrl: await billingUrl(services, s.id),
  };
  const mail = cancellation.atPeriodEnd ? cancellationScheduledMail(facts) : cancellationWithdrawnMail(facts);
  await services.mailer
    .send({
      to: owner.email,
      ...mail,
      kind: cancellation.atPeriodEnd ? "cancellation-scheduled" : "cancellation-withdrawn",
    })
    .catch((error: unknown) => services.log.error({ err: error }, "could not queue a billing mail"));
}
