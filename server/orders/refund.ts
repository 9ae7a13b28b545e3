/**
 * Refunding an order from the console (decision 0028): the operator's amount (typed in major
 * units) is converted to minor units with the order's currency and checked against what is left; the
 * provider refunds it under an idempotency key made of the order and the form's nonce, so a double
 * submit refunds once; the provider's `charge.refunded` event stays the source of truth for the stored
 * refunded amount. A new refund goes on the order's timeline and the customer is mailed; a refusal by
 * the provider is returned with its message and changes nothing here.
 */
import { and, eq } from "drizzle-orm";
import { REFUND_MESSAGES, toMinorUnits, type RefundForm } from "../../app/domain/admin-orders";
import { formatMoney } from "../../app/domain/money";
import { orderEvents, signupRequests, subscriptions, users } from "../../db/schema";
import { recordAudit } from "../audit";
import { fail, type Result } from "../error-codes";
import type { Services } from "../services";
import { referenceOf } from "../signup/reference";
import { issueCreditNote } from "../invoices/issue";
import { creditNoteLink } from "../invoices/queries";
import { consoleRefunded, refundableOf } from "./detail";
import { refundMail } from "./mails";
import { findOrder, type OrderRow } from "./queries";

/** Who asks for the refund, and the order and form they sent. */
export interface RefundOrderInput {
  key: string;
  /** The form as parsed by `refundFormSchema`: `amount` (major units as typed, "12.50"), `reason`, `nonce`. */
  form: RefundForm;
  operator: { id: number; email: string };
  /** Keyed hash of the operator's client IP, for the audit log. */
  ipHash: string;
}

/** Why a refund was not made (the amount's own errors under `errors.amount`). */
export type RefundFailureCode =
  | "validation_failed"
  | "not_found"
  | "not_refundable"
  | "amount_too_large"
  | "provider_refused"
  | "provider_unavailable";

/** A refund made (or replayed for the same form); amounts in minor units. */
export interface RefundMade {
  refundId: string;
  amount: number;
  left: number;
  replayed: boolean;
}

/** The provider idempotency key of one refund form of one order. */
export const refundKey = (orderKey: string, nonce: string) => `console-refund:${orderKey}:${nonce}`;

/**
 * The credit note of a refund made here (the provider's `charge.refunded` event usually issued it
 * already: both are keyed by the refund id), and its link; a failure is logged and the mail goes
 * without the link.
 */
async function creditNoteOf(
  services: Services,
  order: OrderRow,
  refundId: string,
  amount: number,
): Promise<string | undefined> {
  if (!order.providerPaymentId) return undefined;
  try {
    const note = await issueCreditNote(services.db, {
      refundRef: refundId,
      chargeRef: order.providerPaymentId,
      amount,
      provider: order.provider ?? services.payments.name,
      issuedAt: services.clock(),
    });
    return note ? await creditNoteLink(services, note) : undefined;
  } catch (error) {
    services.log.error({ err: error, signupKey: order.key }, "could not issue the credit note of a refund");
    return undefined;
  }
}

/** Mails the buyer of `order` about a refund of `amount`, `left` remaining; a failure is logged. */
async function mailBuyer(
  services: Services,
  order: OrderRow,
  amount: number,
  left: number,
  creditNoteUrl: string | undefined,
): Promise<void> {
  const [owner] = await services.db
    .select({ firstName: users.firstName, email: users.email })
    .from(subscriptions)
    .innerJoin(users, and(eq(users.companyId, subscriptions.companyId), eq(users.role, "owner")))
    .where(eq(subscriptions.signupKey, order.key));
  const [attempt] = await services.db
    .select({ payment: signupRequests.payment })
    .from(signupRequests)
    .where(eq(signupRequests.idempotencyKey, order.key));
  const currency = order.currency!;
  const mail = refundMail({
    firstName: owner?.firstName ?? order.buyerName ?? "there",
    companyName: order.company ?? "your company",
    amount,
    left,
    currency: { code: currency.code, symbol: currency.symbol, minor_unit: currency.minorUnit },
    reference: referenceOf(order.subscriptionId!),
    card: attempt?.payment?.card,
    creditNoteUrl,
  });
  await services.mailer
    .send({ to: owner?.email ?? order.email, ...mail, kind: "refund" })
    .catch((error: unknown) => services.log.error({ err: error }, "could not queue a refund mail"));
}

/**
 * Refunds part or all of the order `input.key` through the payment provider.
 * @returns the refund (`replayed` when this form's refund was made before), or a failure code with the
 *   message to show; `provider_unavailable` when the provider could not be asked (the same form may be
 *   sent again: its key makes it refund at most once)
 */
export async function refundOrder(
  services: Services,
  input: RefundOrderInput,
): Promise<Result<RefundMade, RefundFailureCode>> {
  const form = input.form;
  const order = await findOrder(services.db, input.key);
  if (!order) return fail("not_found", REFUND_MESSAGES.notFound);
  const left = refundableOf(order, await consoleRefunded(services.db, order.key));
  if (left <= 0 || !order.currency) return fail("not_refundable", REFUND_MESSAGES.notRefundable);
  const amount = toMinorUnits(form.amount, order.currency.minorUnit);
  if (amount === null)
    return fail("validation_failed", REFUND_MESSAGES.amountFormat, { amount: REFUND_MESSAGES.amountFormat });
  if (amount <= 0)
    return fail("validation_failed", REFUND_MESSAGES.amountPositive, { amount: REFUND_MESSAGES.amountPositive });
  const currency = { symbol: order.currency.symbol, minor_unit: order.currency.minorUnit };
  if (amount > left)
    return fail("amount_too_large", REFUND_MESSAGES.amountTooLarge(formatMoney(left, currency)), {
      amount: REFUND_MESSAGES.amountTooLarge(formatMoney(left, currency)),
    });

  let outcome;
  try {
    outcome = await services.payments.refundAmount({
      record: {
        provider: order.provider ?? services.payments.name,
        paymentId: order.providerPaymentId ?? undefined,
        customerId: order.providerCustomerId ?? undefined,
        subscriptionId: order.providerSubscriptionId ?? undefined,
      },
      amount,
      currency: order.currency.code,
      idempotencyKey: refundKey(order.key, form.nonce),
      reason: form.reason,
    });
  } catch (error) {
    services.log.error(
      { err: error, signupKey: order.key, amount },
      "console refund: the payment provider could not be asked",
    );
    return fail(
      "provider_unavailable",
      "The payment provider could not be reached, so nothing was refunded. Try again in a moment.",
    );
  }
  if (outcome.status === "failed") {
    services.log.warn(
      { signupKey: order.key, amount, code: outcome.code },
      "console refund refused by the payment provider",
    );
    return fail("provider_refused", outcome.message);
  }
  // One timeline entry per provider refund: a repeated form finds its refund recorded and mails nobody.
  // The timeline entry and the audit entry commit together.
  const recorded = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orderEvents)
      .values({
        signupKey: order.key,
        kind: "refund",
        sourceId: outcome.refundId,
        operatorId: input.operator.id,
        detail: { amount, reason: form.reason, operator: input.operator.email, refundId: outcome.refundId },
        at: services.clock(),
      })
      .onConflictDoNothing({ target: orderEvents.sourceId })
      .returning({ id: orderEvents.id });
    if (row) {
      await recordAudit(tx, {
        operatorId: input.operator.id,
        action: "refund",
        target: `order:${order.key}`,
        ipHash: input.ipHash,
        detail: { amount, currency: order.currency!.code, refundId: outcome.refundId, reason: form.reason },
      });
    }
    return row;
  });
  const leftAfter = Math.max(0, left - amount);
  if (recorded) {
    services.log.warn(
      { signupKey: order.key, amount, refundId: outcome.refundId, operatorId: input.operator.id },
      "order refunded from the console",
    );
    // Stripe's refunds get Stripe's credit notes, recorded from its `credit_note.created` event.
    const creditNoteUrl =
      (order.provider ?? services.payments.name) === "sandbox"
        ? await creditNoteOf(services, order, outcome.refundId, amount)
        : undefined;
    await mailBuyer(services, order, amount, leftAfter, creditNoteUrl);
  }
  return {
    ok: true,
    value: { refundId: outcome.refundId, amount, left: recorded ? leftAfter : left, replayed: !recorded },
  };
}
