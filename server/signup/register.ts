/**
 * POST /api/register-plan: verify the email token, claim the idempotency key,
 * refuse a taken address, re-price the order with the shared pricing module and refuse any difference
 * from what the buyer saw, charge through the payment provider, then write company, user and
 * subscription in one transaction. If the account cannot be written after the charge, the charge is
 * refunded. Welcome and receipt mails go out after the commit. An attempt whose owner died is taken
 * over by a retry with the same key (the charge re-run with the same provider key returns the first
 * charge) or refunded by the recovery job (server/signup/recovery.ts).
 */
import { createHash, randomUUID } from "node:crypto";
import argon2 from "argon2";
import { DrizzleQueryError, eq } from "drizzle-orm";
import { countries, type PaymentRecordJson, type PendingAccountJson } from "../../db/schema";
import { funnelDimensions } from "../../app/domain/analytics";
import { GENERIC_ERROR_MESSAGE, planDataMismatch } from "../../app/domain/messages";
import { PLAN_ID, PLAN_TYPE } from "../../app/domain/plan-ids";
import { currencyOf, paidPlan, priceOf, withTax } from "../../app/domain/pricing";
import { SIGNUP_MESSAGES as M, type Registration } from "../../app/domain/signup";
import { fail, type Failure } from "../error-codes";
import { loadPlanList } from "../pricing/plan-list";
import { taxOfBuyer, type BuyerTax } from "../tax/buyer-tax";
import { priceOrder } from "../promotions/check";
import { reserveRedemption } from "../promotions/redemptions";
import type { ChargeOutcome, ChargeRequest } from "../payments";
import type { Services } from "../services";
import { accountExists, isUniqueViolation } from "./accounts";
import { declineSubject, enforceDeclineCaps } from "./card-testing";
import { verifyEmailToken } from "./email-token";
import {
  awaitAction,
  claimSignup,
  currentAttempt,
  finishSignup,
  markChargeStarted,
  notePayment,
  releaseSignup,
  type Claim,
} from "./idempotency";
import { LeaseLostError } from "./lease";
import { signupKeys } from "../secrets/signup-keys";
import { recoverAttemptOf } from "./recovery";
import { refundAndFinish } from "./refunds";
import { ACTION_LEASE_MS, completeSignup, settleWaitingAttempt } from "./settle";
import { replayOf, storedFailure, type SignupResult } from "./answers";
import { normalizeEmail } from "../../app/domain/email";
import { orderDescription } from "./order-description";

/**
 * Fingerprint of an order: SHA-256 (hex) of everything that decides what is bought and charged, never
 * the password. A key reused with another fingerprint is refused.
 */
export function fingerprintOf(r: Registration, email: string): string {
  const order = {
    email,
    first_name: r.first_name,
    last_name: r.last_name,
    company_name: r.company_name,
    country_id: r.country_id,
    tax_id: r.tax_id,
    plan_data: r.plan_data,
    paymentMethodId: r.paymentMethodId,
  };
  return createHash("sha256").update(JSON.stringify(order)).digest("hex");
}

/**
 * Registers a paid account; see the module comment for the order. `client.ip` spends one point of the
 * client's `registerPlan` limit (server/rate-limit.ts) first, for the API and the pricing page alike,
 * and counts toward the card-testing caps (server/signup/card-testing.ts).
 * @returns the account, or the bank's 3-D Secure challenge; or a failure: `rate_limited`, `email_not_verified`,
 *   `country_required`, `tax_id_invalid`, `too_many_declines`, `idempotency_mismatch`, `payment_in_progress`, `email_taken`,
 *   `prices_changed`, `order_invalid`, a promotion code's refusal, `card_declined`, `attempt_interrupted`,
 *   `internal_error` (a stored answer replayed)
 */
export async function registerPlan(
  services: Services,
  r: Registration,
  client: { ip: string } = { ip: "" },
): Promise<SignupResult> {
  const limited = await services.rateLimits.takeClient("registerPlan", client.ip);
  if (!limited.ok) return limited;
  const email = normalizeEmail(r.email);
  const keys = await signupKeys(services);
  const token = verifyEmailToken(keys.token, r.email_token, email);
  if (!token.ok) return fail("email_not_verified", M.emailNotVerified, { email_token: M.emailNotVerified });
  const [country] = await services.db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.id, r.country_id));
  if (!country) return fail("country_required", M.countryRequired, { country_id: M.countryRequired });
  // The tax of this buyer, decided before anything is claimed or charged: a bad tax ID costs nothing.
  const tax = taxOfBuyer(services.config.taxRegistrations, {
    countryId: r.country_id,
    taxId: r.tax_id ?? "",
    ip: client.ip,
    date: services.clock(),
  });
  if (!tax.ok) return tax;

  const subject = declineSubject(keys.token, email, r.email_token, client.ip);
  const capped = await enforceDeclineCaps(services, subject);
  if (!capped.ok) return capped;

  const claim = await claimSignup(
    services.db,
    // Without a key the attempt still gets one, so the lease, the recovery and the provider's
    // idempotency work the same; only a retry cannot name it.
    {
      key: r.idempotency_key ?? randomUUID(),
      email,
      fingerprint: fingerprintOf(r, email),
      tokenHash: subject.tokenHash,
      clientHash: subject.clientHash,
    },
    { now: services.clock, recoverEmail: (address) => recoverAttemptOf(services, address) },
  );
  switch (claim.kind) {
    case "replay":
      return replayOf(claim.outcome, claim.body);
    case "mismatch":
      return fail("idempotency_mismatch", M.idempotencyMismatch);
    case "email_busy":
    case "busy":
      return fail("payment_in_progress", M.paymentInProgress);
    case "owner":
      if (claim.waiting?.pending) return settleForBuyer(services, claim.lease, claim.waiting);
      if (claim.takeover)
        services.log.warn(
          { signupKey: claim.lease.key, chargeStarted: claim.takeover.chargeStarted },
          "sign-up attempt taken over from an owner whose lease expired",
        );
      return processOrder(services, r, email, claim, client.ip, tax.value);
  }
}

/** The buyer came back after 3-D Secure (or asks again): settle the waiting attempt for them. */
async function settleForBuyer(
  services: Services,
  lease: Extract<Claim, { kind: "owner" }>["lease"],
  row: NonNullable<Extract<Claim, { kind: "owner" }>["waiting"]>,
): Promise<SignupResult> {
  try {
    return await settleWaitingAttempt(services, lease, row);
  } catch (error) {
    if (error instanceof LeaseLostError) return afterLeaseLost(services, lease.key, undefined);
    throw withoutQuery(error);
  }
}

/** The work of the request that owns the key. */
async function processOrder(
  services: Services,
  r: Registration,
  email: string,
  owner: Extract<Claim, { kind: "owner" }>,
  ip: string,
  tax: BuyerTax,
): Promise<SignupResult> {
  const { db, log } = services;
  const { lease } = owner;
  const key = lease.key;
  // Money this request may hold before charging anything itself: a 3-D Secure payment being resumed, or
  // what an owner that died had charged. Refusing the order gives it back.
  const heldBefore = async (): Promise<PaymentRecordJson | null> => {
    if (owner.resumed) return owner.resumed;
    if (owner.takeover?.payment) return owner.takeover.payment;
    if (owner.takeover?.chargeStarted) return services.payments.findCharge({ idempotencyKey: key, email });
    return null;
  };
  let charging = false;
  let charged: PaymentRecordJson | undefined;
  let completed = false;
  /** Answers `failure` (stored for replays), giving back any money held; `record` is a declined charge's, kept for reference. */
  const refuse = async (failure: Failure, record?: PaymentRecordJson): Promise<SignupResult> => {
    const held = charged ?? (charging ? undefined : await heldBefore());
    const reason = charged
      ? "account could not be created"
      : owner.resumed
        ? "order refused after 3-D Secure"
        : "order refused after an interrupted attempt";
    if (held) await refundAndFinish(services, lease, held, storedFailure(failure), reason);
    else await finishSignup(db, lease, { ...storedFailure(failure), payment: record }, services.clock());
    return failure;
  };
  try {
    if (await accountExists(db, email)) return await refuse(fail("email_taken", M.emailTaken, { email: M.emailTaken }));
    // Priced with this buyer's tax, so a wrong total's 409 names the figures with the tax that applies.
    const planList = withTax(await loadPlanList(db), tax);
    const priced = await priceOrder(db, planList, r.plan_data, services.clock(), {
      rateLimits: services.rateLimits,
      ip,
    });
    if (!priced.ok) {
      if (priced.code === "rate_limited") return await refuse(priced);
      if ("errors" in priced)
        return await refuse(
          fail(priced.code, priced.code === "prices_changed" ? M.pricesChanged : M.orderInvalid, priced.errors),
        );
      return await refuse(promotionRefusal(priced));
    }
    const { quote: q, planData } = priced;
    const promoted = "promotion" in q ? q : undefined;
    if (priced.promotion && promoted && !owner.resumed) {
      // One use of the code for this order, taken under the code's lock before any money moves (the
      // last use cannot be sold twice); a failed attempt's use falls away by itself.
      const reserved = await reserveRedemption(db, {
        promotionId: priced.promotion.id,
        signupKey: key,
        quote: priced.base,
        now: services.clock(),
      });
      if (!reserved.ok) return await refuse(promotionRefusal(reserved));
      if (reserved.quote.total !== q.total)
        return await refuse(
          fail("prices_changed", M.pricesChanged, { "plan_data.total_amount": planDataMismatch(reserved.quote.total) }),
        );
    }
    const funnel = funnelDimensions(q.plan_id, q.plan_type_id);
    if (!owner.resumed) services.analytics.funnel("payment_attempted", funnel);
    const plan = paidPlan(planList, q.plan_id)!;
    const tier = priceOf(planList, q.plan_id, q.plan_type_id, q.currency)!.envelope.find(
      (e) => e.id === q.envelope_id,
    )!;
    const passwordHash = await argon2.hash(r.password, { type: argon2.argon2id });
    const periodName = q.plan_type_id === PLAN_TYPE.yearly ? "Yearly" : "Monthly";
    const currency = currencyOf(planList, q.currency)!;
    const pending: PendingAccountJson = {
      holder: {
        first_name: r.first_name,
        last_name: r.last_name,
        company_name: r.company_name,
        country_id: r.country_id,
      },
      tax: { taxId: tax.taxId, taxIdType: tax.taxIdType, ipCountryCode: tax.ipCountryCode },
      passwordHash,
      quote: { ...q },
      planData: { ...planData },
      planName: plan.name,
      periodName,
      tierText: tier.text,
      currency: { code: currency.code, symbol: currency.symbol, minor_unit: currency.minor_unit },
    };

    const request: ChargeRequest = {
      idempotencyKey: key,
      paymentMethodId: r.paymentMethodId,
      email,
      name: `${r.first_name} ${r.last_name}`,
      companyName: r.company_name,
      tax: { countryCode: tax.countryCode, reason: tax.reason, taxId: tax.taxId, taxIdType: tax.taxIdType },
      currency: q.currency,
      amount: q.amount,
      taxAmount: q.tax_amount,
      total: q.total,
      interval: q.plan_type_id === PLAN_TYPE.yearly ? "year" : "month",
      description: orderDescription(plan.name, q, tier.text),
      planCode: q.plan_id === PLAN_ID.team ? "team" : "pro",
      users: q.users,
      ...(promoted
        ? {
            discount: {
              code: promoted.promotion.code,
              amountOff: promoted.full_total - promoted.total,
              amountOffBeforeTax: promoted.discount_amount,
              duration: promoted.promotion.duration,
              durationInMonths: promoted.promotion.duration_in_months,
            },
          }
        : {}),
    };
    // Recorded before the provider is called: if this process dies during the call, the recovery knows
    // money may have moved. A taken-over attempt charges again with the same key, which the provider
    // answers with the first charge.
    if (!owner.resumed) await markChargeStarted(db, lease, services.clock());
    charging = true;
    const outcome: ChargeOutcome = owner.resumed
      ? await services.payments.resume(owner.resumed)
      : await services.payments.charge(request);
    if (outcome.status === "failed") {
      services.metrics.payments.inc({ outcome: "declined" });
      services.analytics.funnel("declined", funnel);
      log.info({ signupKey: key, code: outcome.code }, "sign-up payment declined");
      return await refuse(fail("card_declined", outcome.message), outcome.record);
    }
    if (outcome.status === "requires_action") {
      services.analytics.funnel("three_ds_asked", funnel);
      // The address stays held; the browser, the webhook or the recovery job settles the attempt.
      await awaitAction(
        db,
        lease,
        { ...outcome.record, clientSecret: outcome.clientSecret },
        pending,
        services.clock(),
        ACTION_LEASE_MS,
      );
      return { ok: true, value: { kind: "requires_action", clientSecret: outcome.clientSecret } };
    }
    charged = outcome.record;
    await notePayment(db, lease, charged, services.clock());

    let body;
    try {
      body = await completeSignup(services, lease, email, pending, charged);
    } catch (error) {
      if (error instanceof LeaseLostError) throw error;
      log.error(
        { err: withoutQuery(error), signupKey: key, payment: charged },
        "account could not be written after the charge; refunding",
      );
      const taken = isUniqueViolation(error) && (await accountExists(db, email));
      return await refuse(
        taken
          ? fail("email_taken", M.emailTaken, { email: M.emailTaken })
          : fail("internal_error", GENERIC_ERROR_MESSAGE),
      );
    }
    completed = true;
    return { ok: true, value: { kind: "paid", body } };
  } catch (error) {
    if (error instanceof LeaseLostError) return afterLeaseLost(services, key, charged);
    if (completed) throw error; // the account exists: never refund it
    // Unexpected failure. With money known to be taken, give it back and record the answer; if a charge
    // was started but its outcome is unknown (a provider timeout), let the attempt go for a same-key
    // retry or the recovery job; before any charge, forget the attempt.
    if (charged) {
      await refundAndFinish(
        services,
        lease,
        charged,
        storedFailure(fail("internal_error", GENERIC_ERROR_MESSAGE)),
        "unexpected error",
      ).catch(() => undefined);
    } else {
      await releaseSignup(db, lease, services.clock()).catch(() => undefined);
    }
    throw withoutQuery(error);
  }
}

/** A promotion code's refusal as register-plan answers it: the code's own `code`, on the order's `promotion_code` field. */
function promotionRefusal<C extends Failure["code"]>(failure: { code: C; message: string }): Failure<C> {
  return fail(failure.code, failure.message, { "plan_data.promotion_code": failure.message });
}

/**
 * The answer of a request that outlived its lease: someone else now owns the attempt, so this request
 * writes nothing and answers with the attempt's stored answer (or "in progress"). If it charged and the
 * attempt was meanwhile closed without that payment (the recovery looked before the charge landed), it
 * refunds the charge itself: a taken-over attempt that goes on or succeeded uses the same charge.
 */
async function afterLeaseLost(
  services: Services,
  key: string,
  charged: PaymentRecordJson | undefined,
): Promise<SignupResult> {
  const row = await currentAttempt(services.db, key);
  services.log.warn(
    { signupKey: key, status: row?.status },
    "sign-up attempt was taken over while this request worked on it",
  );
  const closed = row && (row.status === "failed" || row.status === "abandoned" || row.status === "refunding");
  if (charged && closed && row.payment?.paymentId !== charged.paymentId)
    await refundSafely(services, charged, "charge landed after its attempt was closed");
  if (row?.responseBody && row.status !== "processing" && row.status !== "requires_action") {
    return replayOf(row.outcome, JSON.parse(row.responseBody) as Record<string, unknown>);
  }
  return fail("payment_in_progress", M.paymentInProgress);
}

/**
 * The error without Drizzle's "Failed query: … params: …" text: the parameters of these queries hold
 * the password hash and the buyer's personal data, which must not reach the log.
 */
function withoutQuery(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError) || !(error.cause instanceof Error)) return error;
  const cause = error.cause;
  const clean = new Error(`database error: ${cause.message}`);
  Object.assign(clean, { code: (cause as { code?: string }).code });
  return clean;
}

/** Refunds, logging instead of throwing: a failed refund needs a person, with the ids to find it. */
async function refundSafely(services: Services, payment: PaymentRecordJson, reason: string): Promise<void> {
  try {
    await services.payments.refund(payment, reason);
    services.metrics.payments.inc({ outcome: "refunded" });
    services.log.warn({ payment, reason }, "sign-up payment refunded");
  } catch (error) {
    services.metrics.payments.inc({ outcome: "failed" });
    services.log.error({ err: error, payment, reason }, "REFUND FAILED: refund this payment by hand");
  }
}
