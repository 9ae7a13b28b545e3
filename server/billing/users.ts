/**
 * "Change users" of the sandbox billing page (docs/decisions/0072-proration-of-user-changes.md), in two
 * steps:
 * - `previewUsersChange` prices the change at this moment: the Team plan's price for the new number of
 *   users (the pricing module's `quote`, with the tax the tax decision gives this buyer today), the
 *   prorated difference for the rest of the period (app/domain/proration.ts) and the next renewal; and
 *   signs what it showed, the moment included (Stripe's `proration_date`);
 * - `confirmUsersChange` takes that signed preview back, prices it again for the same moment, and changes
 *   the sandbox subscription only if every figure is the same (else `preview_stale`, nothing charged): the
 *   difference is charged on the saved card with its own invoice, or credited with a credit note, and the
 *   subscription's events bring the change to the site's record, the mail and the order's timeline.
 * A repeated or concurrent confirm of one preview changes once (the preview's nonce is the idempotency key).
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { companies, countries, currencies, sandboxSubscriptions, subscriptions } from "../../db/schema";
import { BILLING_CHANGE_MESSAGES as M } from "../../app/domain/billing-change";
import { PLAN_ID, type PaidPlanId, type PlanTypeId } from "../../app/domain/plan-ids";
import { paidPlan, priceOf, quote, withTax, type Quote } from "../../app/domain/pricing";
import { prorate, type Proration } from "../../app/domain/proration";
import { decideTax, TAX_ID_KINDS, type TaxDecision, type TaxIdKind } from "../../app/domain/tax";
import { fail, type Result } from "../error-codes";
import { renewalAmount } from "../payments/sandbox";
import { changeSandboxUsers, sandboxChangeOf, sandboxCreditable } from "../payments/sandbox-changes";
import { loadPlanList } from "../pricing/plan-list";
import type { Services } from "../services";
import { signToken, verifyToken } from "../secrets/signed-token";
import { orderDescription } from "../signup/order-description";
import { signupKeys } from "../secrets/signup-keys";

/** How long a shown price can be confirmed (ms): past it the customer is shown the price again. */
export const PREVIEW_TTL_MS = 30 * 60 * 1000;

/** A change of users priced, as the page shows it before it is confirmed. Money in minor units. */
export interface UsersChangePreview {
  from: number;
  to: number;
  /** What is charged or credited now (tax included in `total`), or nothing. */
  proration: Proration;
  /** The price of a whole period with the new users, tax included, before any discount. */
  periodTotal: number;
  /** The next renewal's amount (a running discount applied) and its date (the period's end). */
  nextAmount: number;
  nextAt: Date;
  currency: { code: string; symbol: string; minor_unit: number };
  /** The signed preview, sent back to confirm exactly this. */
  token: string;
}

/** A change of users done (or done before, `replayed`). */
export interface UsersChangeDone {
  from: number;
  to: number;
  kind: Proration["kind"];
  total: number;
  replayed: boolean;
}

/** The failures of a preview; a confirm may also answer `preview_stale` and `card_declined`. */
type PreviewCode = "not_found" | "users_not_changeable" | "subscription_inactive" | "validation_failed";

/** What a preview signs: subscription, users from and to, the moment (Unix s), kind, total, period total, nonce. */
const previewPayload = z.object({
  s: z.number().int().positive(),
  f: z.number().int().positive(),
  u: z.number().int().positive(),
  a: z.number().int().positive(),
  k: z.enum(["charge", "credit", "none"]),
  t: z.number().int().nonnegative(),
  n: z.number().int().nonnegative(),
  i: z.string().regex(/^[\w-]{16,32}$/),
});

/** The subscription and what pricing a change of it needs. */
async function changeContext(services: Services, subscriptionId: number) {
  const [row] = await services.db
    .select({
      s: subscriptions,
      countryCode: countries.code,
      symbol: currencies.symbol,
      minorUnit: currencies.minorUnit,
    })
    .from(subscriptions)
    .innerJoin(companies, eq(companies.id, subscriptions.companyId))
    .innerJoin(countries, eq(countries.id, companies.countryId))
    .innerJoin(currencies, eq(currencies.code, subscriptions.currencyCode))
    .where(eq(subscriptions.id, subscriptionId));
  if (!row || row.s.provider !== "sandbox" || !row.s.providerSubscriptionId)
    return fail("not_found", "This subscription cannot be changed here.");
  const [sandbox] = await services.db
    .select()
    .from(sandboxSubscriptions)
    .where(eq(sandboxSubscriptions.id, row.s.providerSubscriptionId));
  if (!sandbox) return fail("not_found", "This subscription cannot be changed here.");
  if (row.s.planId !== PLAN_ID.team) return fail("users_not_changeable", M.teamOnly);
  if (row.s.status !== "active" && row.s.status !== "trialing") return fail("subscription_inactive", M.inactive);
  return {
    ok: true as const,
    value: {
      s: row.s,
      sandbox,
      countryCode: row.countryCode,
      currency: { code: row.s.currencyCode, symbol: row.symbol, minor_unit: row.minorUnit },
    },
  };
}

type Context = Extract<Awaited<ReturnType<typeof changeContext>>, { ok: true }>["value"];

/** The change to `users` priced at `at`: the new quote with this buyer's tax, its proration and next renewal. */
async function priceChange(
  services: Services,
  ctx: Context,
  users: number,
  at: Date,
): Promise<
  Result<
    { quote: Quote; tax: TaxDecision; proration: Proration; nextAmount: number; description: string },
    "validation_failed" | "users_not_changeable"
  >
> {
  const { s } = ctx;
  if (users === s.users) return fail("validation_failed", M.usersSame, { users: M.usersSame });
  const book = await loadPlanList(services.db);
  const plan = paidPlan(book, PLAN_ID.team);
  const taxIdKind = TAX_ID_KINDS.find((k): k is TaxIdKind => k === s.taxIdType) ?? null;
  const tax = decideTax({
    countryCode: ctx.countryCode,
    taxIdKind,
    registrations: services.config.taxRegistrations,
    date: at,
  });
  const selection = {
    plan_id: s.planId as PaidPlanId,
    plan_type_id: s.planTypeId as PlanTypeId,
    envelope_id: s.envelopeId,
    currency: s.currencyCode,
    users,
  };
  const priced = quote(withTax(book, tax), selection);
  if (!priced.ok && priced.reason === "invalid_users" && plan) {
    const message = M.usersRange(plan.min_users, plan.max_users);
    return fail("validation_failed", message, { users: message });
  }
  const tier = priceOf(book, s.planId, s.planTypeId, s.currencyCode)?.envelope.find((e) => e.id === s.envelopeId);
  if (!priced.ok || !tier || !plan) return fail("users_not_changeable", M.notSold);
  const proration = prorate({
    periodStart: s.currentPeriodStart,
    periodEnd: s.currentPeriodEnd,
    at,
    currentAmount: s.periodAmount ?? s.amount,
    newAmount: priced.quote.amount,
    taxPercent: tax.percent,
    refundable: await sandboxCreditable(services.db, ctx.sandbox.id),
  });
  const nextAmount = renewalAmount({ ...ctx.sandbox, amount: priced.quote.total }, s.currentPeriodEnd);
  const description = orderDescription(plan.name, priced.quote, tier.text);
  return { ok: true, value: { quote: priced.quote, tax, proration, nextAmount, description } };
}

/** Now, in whole seconds (the precision a preview signs and providers date events in). */
const wholeSecond = (d: Date) => new Date(Math.floor(d.getTime() / 1000) * 1000);

/**
 * Prices a change of subscription `subscriptionId` to `users` users, now.
 * @returns the preview with its signed token; or `not_found` (no sandbox subscription),
 *   `users_not_changeable` (not Team, or the plan is no longer sold), `subscription_inactive` (ended or
 *   past due), `validation_failed` with `errors.users` (outside the plan's range, or the same number)
 */
export async function previewUsersChange(
  services: Services,
  subscriptionId: number,
  users: number,
): Promise<Result<UsersChangePreview, PreviewCode>> {
  const ctx = await changeContext(services, subscriptionId);
  if (!ctx.ok) return ctx;
  const at = wholeSecond(services.clock());
  const priced = await priceChange(services, ctx.value, users, at);
  if (!priced.ok) return priced;
  const { s, currency } = ctx.value;
  const { proration, quote: q, nextAmount } = priced.value;
  const { usersPreview } = await signupKeys(services);
  const token = signToken(usersPreview, {
    s: s.id,
    f: s.users,
    u: users,
    a: at.getTime() / 1000,
    k: proration.kind,
    t: proration.total,
    n: q.total,
    i: randomBytes(12).toString("base64url"),
  } satisfies z.infer<typeof previewPayload>);
  return {
    ok: true,
    value: {
      from: s.users,
      to: users,
      proration,
      periodTotal: q.total,
      nextAmount,
      nextAt: s.currentPeriodEnd,
      currency,
      token,
    },
  };
}

/** The words of a change on its invoice line and card statements, and on its credit note (short: a title). */
const changeWords = (from: number, to: number) => ({
  line: `Change from ${from} to ${to} users, prorated for the rest of the period`,
  credit: `${from - to} fewer ${from - to === 1 ? "user" : "users"} for the rest of the period`,
});

/**
 * Carries out the change a preview showed (see the module comment).
 * @returns the change; or a preview's failures, `preview_stale` (anything priced differently now, or the
 *   preview older than PREVIEW_TTL_MS), `card_declined` (the saved card refused the charge: nothing changed)
 */
export async function confirmUsersChange(
  services: Services,
  subscriptionId: number,
  token: string,
): Promise<Result<UsersChangeDone, PreviewCode | "preview_stale" | "card_declined">> {
  const { usersPreview } = await signupKeys(services);
  const shown = verifyToken(usersPreview, token, previewPayload);
  if (!shown || shown.s !== subscriptionId) return fail("validation_failed", M.previewUnreadable);
  const idempotencyKey = `users:${shown.s}:${shown.i}`;
  const replay = async (): Promise<Result<UsersChangeDone, never> | undefined> => {
    const done = await sandboxChangeOf(services.db, idempotencyKey);
    return done
      ? {
          ok: true,
          value: { from: done.fromQuantity, to: done.quantity, kind: done.kind, total: done.total, replayed: true },
        }
      : undefined;
  };
  const stale = async () => (await replay()) ?? fail("preview_stale", M.previewStale);
  if (services.clock().getTime() - shown.a * 1000 > PREVIEW_TTL_MS) return stale();
  const ctx = await changeContext(services, subscriptionId);
  if (!ctx.ok) return (await replay()) ?? ctx;
  const { s, sandbox } = ctx.value;
  // Priced again for the moment the preview showed: the same figures, or nothing happens.
  const priced = s.users === shown.f ? await priceChange(services, ctx.value, shown.u, new Date(shown.a * 1000)) : null;
  if (
    !priced?.ok ||
    priced.value.proration.kind !== shown.k ||
    priced.value.proration.total !== shown.t ||
    priced.value.quote.total !== shown.n
  )
    return stale();
  const { quote: q, tax, proration, description } = priced.value;
  const words = changeWords(shown.f, shown.u);
  const outcome = await changeSandboxUsers(services.db, services.sandboxEvents, sandbox.id, {
    idempotencyKey,
    fromQuantity: shown.f,
    quantity: shown.u,
    amount: q.total,
    description,
    metadata: {
      ...sandbox.metadata,
      amount: String(q.amount),
      tax_amount: String(q.tax_amount),
      total: String(q.total),
      tax_percent: String(tax.percent),
      tax_reason: tax.reason,
    },
    proration: { kind: proration.kind, net: proration.amount, total: proration.total },
    wording: words,
    at: new Date(shown.a * 1000),
  });
  if (!outcome) return fail("not_found", "This subscription cannot be changed here.");
  switch (outcome.status) {
    case "succeeded":
      return {
        ok: true,
        value: { from: shown.f, to: shown.u, kind: proration.kind, total: proration.total, replayed: outcome.replayed },
      };
    case "failed":
      services.log.info({ subscriptionId, code: outcome.code }, "change of users declined by the card");
      return fail("card_declined", M.declined(outcome.message));
    case "inactive":
      return fail("subscription_inactive", M.inactive);
    case "stale":
      return stale();
  }
}
