/**
 * The payment provider interface: the sign-up charges through it and never knows which
 * provider is behind it. Expected failures (declined card, 3-D Secure needed) are values; exceptions
 * mean the provider could not be reached or answered nonsense.
 */
import type { PaymentRecordJson } from "../../db/schema";
import type { TaxIdKind, TaxReason } from "../../app/domain/tax";

/** What the provider recorded about a payment: ids to refund or resume it, the card's public part. */
export type PaymentRecord = PaymentRecordJson;

/** The first payment of a new subscription. Amounts in minor units; `currency` an ISO code. */
export interface ChargeRequest {
  /**
   * The provider idempotency key (the sign-up's key): a charge retried with the same key, even from
   * another instance or after a crash, returns the first charge instead of making a second one.
   */
  idempotencyKey: string;
  paymentMethodId: string;
  email: string;
  name: string;
  companyName: string;
  /**
   * The buyer's tax as decided (server/tax/buyer-tax.ts): billing country, reason, and the checked tax ID
   * with its kind. Stripe mode sends the ID as a customer tax ID and lets Stripe Tax decide.
   */
  tax?: { countryCode: string; reason: TaxReason; taxId: string | null; taxIdType: TaxIdKind | null };
  currency: string;
  /** Subtotal before tax. */
  amount: number;
  taxAmount: number;
  /** What is charged now and at every renewal: amount + taxAmount. */
  total: number;
  interval: "month" | "year";
  /** e.g. "DocSleeve Team (Yearly), 1,200 Sleeves per year, 3 users". */
  description: string;
  /** Product the subscription is for ("pro" or "team"). */
  planCode: "pro" | "team";
  /** The number of users (the sandbox keeps it as the subscription item's quantity). */
  users?: number;
  /**
   * A promotion code's discount, kept on the subscription so renewals follow its duration (Stripe: a
   * coupon; sandbox: the same rule). `amountOff` is minor units off each discounted payment, tax
   * included: the undiscounted payment is `total + amountOff`.
   */
  discount?: {
    code: string;
    amountOff: number;
    duration: "once" | "forever" | "repeating";
    durationInMonths: number | null;
    /** Minor units off the subtotal before tax (what a coupon takes off a price before tax, Stripe Tax). */
    amountOffBeforeTax?: number;
  };
}

/** How a charge ended. `requires_action`: the bank wants 3-D Secure; hand `clientSecret` to Stripe.js. */
export type ChargeOutcome =
  | { status: "succeeded"; record: PaymentRecord }
  | { status: "requires_action"; clientSecret: string; record: PaymentRecord }
  | { status: "failed"; code: string; message: string; record?: PaymentRecord };

/**
 * A refund of part or all of one payment, asked by an operator (decision 0028). `amount` in minor
 * units of `currency`, more than 0; the provider refuses more than what is left of the payment.
 */
export interface RefundRequest {
  /** The payment to refund (`paymentId`: the sandbox charge or Stripe PaymentIntent). */
  record: PaymentRecord;
  amount: number;
  currency: string;
  /** The provider idempotency key: a retried refund with the same key refunds once. */
  idempotencyKey: string;
  /** The operator's reason, kept with the refund at the provider. */
  reason: string;
}

/** How a refund ended: issued (with the provider's refund id) or refused with the provider's message. */
export type RefundOutcome =
  { status: "succeeded"; refundId: string } | { status: "failed"; code: string; message: string };

/** A payment provider. */
export interface PaymentProvider {
  readonly name: "sandbox" | "stripe";
  /** Starts the subscription and takes its first payment. */
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /** The outcome of a charge that needed 3-D Secure, once the browser has finished it. */
  resume(record: PaymentRecord): Promise<ChargeOutcome>;
  /**
   * Gives the money back (refund, or void if not captured), cancels a payment still waiting for 3-D
   * Secure (nothing is charged, and the buyer can no longer complete it) and cancels the subscription;
   * idempotent.
   */
  refund(record: PaymentRecord, reason: string): Promise<void>;
  /**
   * Refunds `amount` of a payment and leaves the subscription as it is; idempotent by the request's key.
   * A refusal (too much, already refunded, payment unknown) is a value; exceptions mean the provider
   * could not be asked. The refunded amount is recorded from the provider's `charge.refunded` event.
   */
  refundAmount(request: RefundRequest): Promise<RefundOutcome>;
  /**
   * What a charge made with this idempotency key left at the provider, for an attempt that died before
   * recording it: `null` when the provider never saw the charge. `email` is the lower-cased address the
   * charge was made for (Stripe lists customers by it). Throws when the provider cannot be asked.
   */
  findCharge(lookup: { idempotencyKey: string; email: string }): Promise<PaymentRecord | null>;
  /**
   * Stripe only: the address of a customer portal session for `customerId` (Stripe's
   * `billing_portal.sessions.create`), returning to `returnUrl`; with `configuration` (`bpc_…`) the
   * portal made by `npm run stripe:portal`, else the account's default. Throws when Stripe cannot be asked.
   */
  billingPortal?(input: { customerId: string; returnUrl: string; configuration?: string }): Promise<string>;
  /**
   * Sandbox only: the brand and last four digits of a payment method, for the timeline and the mail of a
   * card change (Stripe's events name the payment method by id only); null for an unknown one.
   */
  cardOf?(paymentMethodId: string): Promise<{ brand: string; last4: string } | null>;
}
