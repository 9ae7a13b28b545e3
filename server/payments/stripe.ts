/**
 * The Stripe payment provider (PAYMENT_PROVIDER=stripe), with the official SDK. The browser turns the
 * card into a PaymentMethod with Stripe Elements; the server then creates a Customer with it as the
 * default, and a Subscription whose single item is priced inline at the order's tax-inclusive total
 * (so Stripe charges exactly the cents the order summary showed; Stripe Tax is not used). The first
 * invoice is paid at once (`payment_behavior: allow_incomplete`, cards only); when the bank wants 3-D Secure the
 * PaymentIntent's client secret goes back to the browser, which confirms it with Stripe.js and posts
 * the same order again, and `resume` reads the result. Every write carries an idempotency key derived
 * from the sign-up's, so a retried request never creates a second customer or charge; customer and
 * subscription carry the sign-up key in their metadata, so `findCharge` can find what an attempt that
 * died before recording it left behind.
 */
import { CANCELLATION_REASONS } from "../../app/domain/cancellation";
import Stripe from "stripe";
import type { ChargeOutcome, ChargeRequest, PaymentProvider, PaymentRecord } from "./types";

/**
 * How long one HTTP request to Stripe may take (ms; the SDK's default is 80 s). Below the 9 s after
 * SIGTERM at which a stopping instance cuts the connections still open (server/lifecycle.ts), so a call
 * in flight at shutdown fails inside the request, which then leaves its attempt for a retry or the
 * recovery job instead of being killed mid-call. Stripe answers in well under a second normally.
 */
export const STRIPE_TIMEOUT_MS = 8_000;

/**
 * The Stripe API version every request and every webhook endpoint uses, pinned so that a new SDK or an
 * account upgrade cannot change the shape of objects under the code (the fixtures are of this version).
 * The webhook endpoint in Stripe's dashboard must be created with the same version (docs/stripe.md).
 */
export const STRIPE_API_VERSION = "2026-10-28.endive" as const;

/** Options; `httpClient` lets tests replay recorded Stripe responses (no network). */
export interface StripeProviderOptions {
  secretKey: string;
  httpClient?: NonNullable<ConstructorParameters<typeof Stripe>[1]>["httpClient"];
  maxNetworkRetries?: number;
  /** Per-request timeout (ms); default STRIPE_TIMEOUT_MS. */
  timeoutMs?: number;
  /**
   * The seller's own tax IDs in Stripe (`atxi_…`/`txi_…`, STRIPE_ACCOUNT_TAX_IDS), printed on every invoice
   * of the subscriptions created; none: Stripe prints the account's defaults, if any.
   */
  accountTaxIds?: readonly string[];
}

type Subscription = Stripe.Subscription;

/** PaymentIntent states in which nothing is taken yet and the payment can still be given up. */
const WAITING = new Set<Stripe.PaymentIntent.Status>([
  "requires_action",
  "requires_confirmation",
  "requires_payment_method",
]);

/** The PaymentIntent id of a subscription's first invoice, if Stripe created one. */
function paymentIntentIdOf(subscription: Subscription): string | undefined {
  const invoice = subscription.latest_invoice;
  if (!invoice || typeof invoice === "string") return undefined;
  const payment = invoice.payments?.data[0]?.payment;
  const pi = payment?.payment_intent;
  return typeof pi === "string" ? pi : pi?.id;
}

/**
 * Stripe's PDF of a subscription's first invoice once it is paid (numbered and final, so the address
 * stays the invoice's), if the answer carries it: the receipt mailed at once links it, before the
 * invoice's own `invoice.paid` event records it (server/invoices/events.ts).
 */
function invoicePdfOf(subscription: Subscription): string | undefined {
  const invoice = subscription.latest_invoice;
  if (!invoice || typeof invoice === "string" || invoice.status !== "paid") return undefined;
  return invoice.invoice_pdf ?? undefined;
}

/** Creates the provider. */
/**
 * The customer's tax facts for Stripe Tax: the billing country, the checked tax ID (its kind is Stripe's
 * tax ID type; Stripe then verifies EU VAT numbers and ABNs itself) and, for a reverse charge,
 * `tax_exempt: "reverse"`, which also prints "Reverse charge" on Stripe's invoices.
 */
export function customerTax(tax: NonNullable<ChargeRequest["tax"]>): Stripe.CustomerCreateParams {
  return {
    address: { country: tax.countryCode },
    tax_exempt: tax.reason === "reverse_charge" ? "reverse" : "none",
    ...(tax.taxId && tax.taxIdType ? { tax_id_data: [{ type: tax.taxIdType, value: tax.taxId }] } : {}),
  };
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const accountTaxIds = options.accountTaxIds ?? [];
  const stripe = new Stripe(options.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    httpClient: options.httpClient,
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? STRIPE_TIMEOUT_MS,
    telemetry: false,
    appInfo: { name: "DocSleeve website" },
  });
  const products = new Map<string, Promise<string>>();

  /** The product of a plan: `docsleeve_pro` / `docsleeve_team`, created on first use. */
  function productId(planCode: ChargeRequest["planCode"]): Promise<string> {
    const id = `docsleeve_${planCode}`;
    let pending = products.get(id);
    if (!pending) {
      pending = stripe.products.retrieve(id).then(
        (p) => p.id,
        async (error: unknown) => {
          if ((error as Stripe.errors.StripeError).code !== "resource_missing") throw error;
          const name = `DocSleeve ${planCode === "pro" ? "Pro" : "Team"}`;
          return (await stripe.products.create({ id, name }, { idempotencyKey: `product:${id}` })).id;
        },
      );
      pending.catch(() => products.delete(id));
      products.set(id, pending);
    }
    return pending;
  }

  /** Turns a subscription into an outcome; a failed first payment cancels the incomplete subscription. */
  async function outcomeOf(subscription: Subscription, record: PaymentRecord): Promise<ChargeOutcome> {
    const paymentId = paymentIntentIdOf(subscription);
    const withPayment = { ...record, subscriptionId: subscription.id, paymentId: paymentId ?? record.paymentId };
    const paid = () => {
      const invoicePdfUrl = invoicePdfOf(subscription);
      return { status: "succeeded" as const, record: invoicePdfUrl ? { ...withPayment, invoicePdfUrl } : withPayment };
    };
    if (subscription.status === "active" || subscription.status === "trialing") return paid();
    // Cancelled (by a refund) or expired: whatever its payment says, there is nothing left to sell on.
    if (subscription.status === "canceled" || subscription.status === "incomplete_expired") {
      return {
        status: "failed",
        code: "subscription_canceled",
        message: "Your card was declined.",
        record: withPayment,
      };
    }
    if (!withPayment.paymentId)
      throw new Error(`subscription ${subscription.id} is ${subscription.status} without a payment`);
    const intent = await stripe.paymentIntents.retrieve(withPayment.paymentId);
    if ((intent.status === "requires_action" || intent.status === "requires_confirmation") && intent.client_secret) {
      return { status: "requires_action", clientSecret: intent.client_secret, record: withPayment };
    }
    if (intent.status === "succeeded") return paid();
    // A debit still in flight is not money taken (it can fail for days): the attempt keeps waiting, as
    // for 3-D Secure, until `invoice.paid` or `invoice.payment_failed` settles it.
    if (intent.status === "processing" && intent.client_secret)
      return { status: "requires_action", clientSecret: intent.client_secret, record: withPayment };
    await stripe.subscriptions.cancel(subscription.id).catch(() => undefined);
    const error = intent.last_payment_error;
    return {
      status: "failed",
      code: error?.decline_code ?? error?.code ?? "card_declined",
      message: error?.message ?? "Your card was declined.",
      record: withPayment,
    };
  }

  /**
   * The coupon of an order with a promotion code: one per order, for the exact minor units the order
   * summary took off (tax included), with the code's duration, so Stripe charges our figure to the cent
   * (a percent coupon would round the tax-inclusive price its own way) and renewals follow the duration.
   * The use count and limits are the site's (server/promotions), so the coupon is single-use.
   */
  async function couponFor(request: ChargeRequest): Promise<string | undefined> {
    const d = request.discount;
    if (!d || d.amountOff <= 0) return undefined;
    const coupon = await stripe.coupons.create(
      {
        name: d.code,
        // With Stripe Tax the price is before tax, so the coupon takes the discount before tax off it.
        amount_off: request.tax && d.amountOffBeforeTax !== undefined ? d.amountOffBeforeTax : d.amountOff,
        currency: request.currency.toLowerCase(),
        duration: d.duration,
        ...(d.duration === "repeating" ? { duration_in_months: d.durationInMonths ?? 1 } : {}),
        max_redemptions: 1,
        metadata: { promotion_code: d.code, signup_key: request.idempotencyKey },
      },
      { idempotencyKey: `${request.idempotencyKey}:coupon` },
    );
    return coupon.id;
  }

  const cardFailure = (error: unknown): ChargeOutcome | undefined => {
    if (error instanceof Stripe.errors.StripeCardError) {
      return { status: "failed", code: error.decline_code ?? error.code ?? "card_declined", message: error.message };
    }
    return undefined;
  };

  return {
    name: "stripe",
    async charge(request) {
      const record: PaymentRecord = { provider: "stripe" };
      const tax = request.tax;
      try {
        const product = await productId(request.planCode);
        const customer = await stripe.customers.create(
          {
            email: request.email,
            name: request.name,
            description: request.companyName,
            payment_method: request.paymentMethodId,
            invoice_settings: { default_payment_method: request.paymentMethodId },
            metadata: { company: request.companyName, signup_key: request.idempotencyKey },
            ...(tax ? customerTax(tax) : {}),
          },
          { idempotencyKey: `${request.idempotencyKey}:customer` },
        );
        record.customerId = customer.id;
        const coupon = await couponFor(request);
        // With the buyer's tax decided, Stripe Tax computes the tax on a price before tax (its own
        // registrations decide, the customer's tax ID and exemption above); without, the tax-inclusive price.
        // `amount` is the undiscounted subtotal; a coupon takes its part off while it lasts.
        const unitAmount = tax ? request.amount : request.total + (coupon ? request.discount!.amountOff : 0);
        const subscription = await stripe.subscriptions.create(
          {
            customer: customer.id,
            description: request.description,
            // The undiscounted tax-inclusive price; a promotion's coupon takes its part off while it lasts.
            items: [
              {
                price_data: {
                  currency: request.currency.toLowerCase(),
                  product,
                  unit_amount: unitAmount,
                  recurring: { interval: request.interval },
                  ...(tax ? { tax_behavior: "exclusive" as const } : {}),
                },
              },
            ],
            ...(coupon ? { discounts: [{ coupon }] } : {}),
            ...(tax ? { automatic_tax: { enabled: true } } : {}),
            // The seller's tax numbers on Stripe's invoices: a business books an invoice that names both parties'.
            ...(accountTaxIds.length ? { invoice_settings: { account_tax_ids: [...accountTaxIds] } } : {}),
            payment_behavior: "allow_incomplete",
            // Cards only (the Element offers only cards too): a bank debit would still be `processing`
            // when the account is written, and could fail afterwards.
            payment_settings: { payment_method_types: ["card"] },
            expand: ["latest_invoice.payments"],
            metadata: {
              amount: String(request.amount),
              tax_amount: String(request.taxAmount),
              total: String(request.total),
              signup_key: request.idempotencyKey,
              ...(coupon ? { promotion_code: request.discount!.code } : {}),
            },
          },
          { idempotencyKey: `${request.idempotencyKey}:subscription` },
        );
        return await outcomeOf(subscription, record);
      } catch (error) {
        const failure = cardFailure(error);
        if (failure) return record.customerId ? { ...failure, record } : failure;
        throw error;
      }
    },
    async resume(record) {
      if (!record.subscriptionId) throw new Error("nothing to resume: no subscription recorded");
      const subscription = await stripe.subscriptions.retrieve(record.subscriptionId, {
        expand: ["latest_invoice.payments"],
      });
      return outcomeOf(subscription, record);
    },
    async refund(record, reason) {
      if (record.paymentId) {
        const intent = await stripe.paymentIntents.retrieve(record.paymentId);
        if (intent.status === "succeeded") {
          await stripe.refunds.create(
            { payment_intent: record.paymentId, metadata: { reason } },
            { idempotencyKey: `refund:${record.paymentId}` },
          );
        } else if (intent.status === "requires_capture") {
          await stripe.paymentIntents.cancel(record.paymentId, {}, { idempotencyKey: `void:${record.paymentId}` });
        } else if (WAITING.has(intent.status) && record.subscriptionId) {
          // A first payment still waiting (3-D Secure): a subscription's PaymentIntent is cancelled by
          // voiding its open invoice, so the buyer can no longer complete the old challenge and pay.
          const subscription = await stripe.subscriptions.retrieve(record.subscriptionId, {
            expand: ["latest_invoice"],
          });
          const invoice = subscription.latest_invoice;
          if (invoice && typeof invoice !== "string" && invoice.status === "open" && invoice.id) {
            await stripe.invoices.voidInvoice(invoice.id, {}, { idempotencyKey: `void-invoice:${invoice.id}` });
          }
        }
      }
      if (record.subscriptionId) {
        await stripe.subscriptions.cancel(record.subscriptionId).catch((error: unknown) => {
          if ((error as Stripe.errors.StripeError).code !== "resource_missing") throw error;
        });
      }
    },
    async refundAmount(request) {
      if (!request.record.paymentId)
        return { status: "failed", code: "resource_missing", message: "No payment to refund." };
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: request.record.paymentId,
            amount: request.amount,
            reason: "requested_by_customer",
            metadata: { reason: request.reason.slice(0, 500) },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        // A refund Stripe could not carry out at once (rare for cards) ends `failed` or `canceled`.
        if (refund.status === "failed" || refund.status === "canceled")
          return {
            status: "failed",
            code: refund.failure_reason ?? "refund_failed",
            message: "The payment provider could not issue this refund.",
          };
        return { status: "succeeded", refundId: refund.id };
      } catch (error) {
        // Refusals (more than is left, already refunded, unknown payment) come as invalid requests.
        if (error instanceof Stripe.errors.StripeInvalidRequestError)
          return { status: "failed", code: error.code ?? "refund_refused", message: error.message };
        throw error;
      }
    },
    async findCharge({ idempotencyKey, email }) {
      // Listing is strongly consistent (the Search API may lag a minute and is not offered everywhere).
      // Customers made before the key was put in their metadata are searched too, by their subscriptions.
      const customers = await stripe.customers.list({ email, limit: 100 });
      const candidates = customers.data.filter((c) => (c.metadata?.signup_key ?? idempotencyKey) === idempotencyKey);
      for (const customer of candidates) {
        const subscriptions = await stripe.subscriptions.list({
          customer: customer.id,
          status: "all",
          limit: 100,
          expand: ["data.latest_invoice.payments"],
        });
        const subscription = subscriptions.data.find((s) => s.metadata?.signup_key === idempotencyKey);
        if (subscription)
          return {
            provider: "stripe",
            customerId: customer.id,
            subscriptionId: subscription.id,
            paymentId: paymentIntentIdOf(subscription),
          };
      }
      // A customer but no subscription: the attempt died between the two calls, and nothing was charged.
      const own = candidates.find((c) => c.metadata?.signup_key === idempotencyKey);
      return own ? { provider: "stripe", customerId: own.id } : null;
    },
    async billingPortal({ customerId, returnUrl, configuration }) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
        ...(configuration ? { configuration } : {}),
      });
      return session.url;
    },
  };
}

/**
 * The customer portal's configuration (`billing_portal.configurations.create`, made by `npm run
 * stripe:portal`): invoice history, payment-method update, cancellation at the period's end with the
 * billing page's reasons, and tax ID and address edits. Subscription updates (users) are left off: each
 * subscription is priced inline (`price_data`), and the portal can only offer listed prices.
 */
export function portalConfigurationParams(publicUrl: string): Stripe.BillingPortal.ConfigurationCreateParams {
  return {
    business_profile: {
      headline: "Manage your DocSleeve billing",
      privacy_policy_url: `${publicUrl}/privacy-policy`,
      terms_of_service_url: `${publicUrl}/terms-condition`,
    },
    default_return_url: `${publicUrl}/billing`,
    features: {
      invoice_history: { enabled: true },
      payment_method_update: { enabled: true },
      customer_update: { enabled: true, allowed_updates: ["address", "tax_id", "name"] },
      subscription_cancel: {
        enabled: true,
        mode: "at_period_end",
        proration_behavior: "none",
        cancellation_reason: {
          enabled: true,
          options: CANCELLATION_REASONS.map((r) => r.value),
        },
      },
    },
  };
}

/** Creates the portal configuration with `secretKey`; returns its id (`bpc_…`) for STRIPE_PORTAL_CONFIGURATION. */
export async function createPortalConfiguration(options: StripeProviderOptions, publicUrl: string): Promise<string> {
  const stripe = new Stripe(options.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    httpClient: options.httpClient,
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    telemetry: false,
  });
  return (await stripe.billingPortal.configurations.create(portalConfigurationParams(publicUrl))).id;
}
