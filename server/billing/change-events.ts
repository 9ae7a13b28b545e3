/**
 * The customer's own changes as the payment provider's events report them (the sandbox's billing page
 * and Stripe's customer portal alike): a change of users (`customer.subscription.updated` whose item
 * quantity changed) and a new default card (`default_payment_method` of the subscription, or the
 * customer's `invoice_settings.default_payment_method` from `customer.updated`). Read from the event's
 * object and `previous_attributes`; the subscription lifecycle (server/signup/subscription-events.ts)
 * records and mails them, the order timeline (server/orders/provider-events.ts) lists them.
 */
import { and, eq, notInArray } from "drizzle-orm";
import { subscriptions } from "../../db/schema";
import type { TaxReason } from "../../app/domain/tax";
import type { ProviderEvent } from "../payments/webhook";
import type { Services } from "../services";
import { referenceOf } from "../signup/reference";
import { subscriptionWithOwner } from "../signup/subscription-owner";
import { billingUrl } from "./links";
import { cardUpdatedMail, usersChangedMail } from "./mails";

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === "object" ? (v as Obj) : {});
const has = (o: Obj, key: string) => Object.hasOwn(o, key);
const idOf = (v: unknown): string | null =>
  typeof v === "string" ? v : typeof obj(v).id === "string" ? (obj(v).id as string) : null;

/** A subscription object's quantity: its (single) item's, else the legacy top-level `quantity`. */
function quantityOf(subscription: Obj): number | undefined {
  const item = obj((obj(subscription.items).data as unknown[] | undefined)?.[0]);
  const quantity = item.quantity ?? subscription.quantity;
  return typeof quantity === "number" && Number.isSafeInteger(quantity) && quantity > 0 ? quantity : undefined;
}

/** A change of users: the quantity before and after. */
export interface UsersChange {
  from: number;
  to: number;
}

/** The change of users a `customer.subscription.updated` event reports, if its quantity changed. */
export function usersChangeOf(event: ProviderEvent): UsersChange | undefined {
  if (event.type !== "customer.subscription.updated") return undefined;
  const previous = obj(event.data.previous_attributes);
  if (!has(previous, "items") && !has(previous, "quantity")) return undefined;
  const to = quantityOf(obj(event.data.object));
  const from = quantityOf(previous);
  return to !== undefined && from !== undefined && from !== to ? { from, to } : undefined;
}

/**
 * The new default payment method an event reports, if it changed one: the subscription's own
 * (`customer.subscription.updated`) or the customer's (`customer.updated`, which Stripe's portal changes).
 * `paymentMethodId` is null when the default was removed.
 */
export function cardChangeOf(event: ProviderEvent): { paymentMethodId: string | null } | undefined {
  const object = obj(event.data.object);
  const previous = obj(event.data.previous_attributes);
  if (event.type === "customer.subscription.updated" && has(previous, "default_payment_method")) {
    const now = idOf(object.default_payment_method);
    return now === idOf(previous.default_payment_method) ? undefined : { paymentMethodId: now };
  }
  if (event.type === "customer.updated" && has(obj(previous.invoice_settings), "default_payment_method")) {
    const now = idOf(obj(object.invoice_settings).default_payment_method);
    return now === idOf(obj(previous.invoice_settings).default_payment_method) ? undefined : { paymentMethodId: now };
  }
  return undefined;
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
export function changedPriceOf(event: ProviderEvent): PeriodPrice | undefined {
  if (!has(obj(event.data.previous_attributes), "metadata")) return undefined;
  const metadata = obj(obj(event.data.object).metadata);
  const int = (v: unknown) => (typeof v === "string" && /^\d{1,12}$/.test(v) ? Number(v) : undefined);
  const [amount, taxAmount, total] = [int(metadata.amount), int(metadata.tax_amount), int(metadata.total)];
  if (amount === undefined || taxAmount === undefined || total === undefined || amount + taxAmount !== total)
    return undefined;
  const percent = typeof metadata.tax_percent === "string" && /^\d{1,2}(\.\d{1,2})?$/.test(metadata.tax_percent);
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
