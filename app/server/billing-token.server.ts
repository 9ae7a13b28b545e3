/**
 * Server side of a billing link's page (/billing/<token>, app/routes/billing-token.tsx): what the page shows, and its action's intents,
 * each calling its service (server/billing/) after the token is checked again:
 * - `cancel` (with `reason`) and `resume`: the scheduled cancellation;
 * - `preview-users` (with `users`): the price of a change of users, answered for the page to show with
 *   its confirmation form (a plain post renders it too); `confirm-users` (with the preview's `token`):
 *   the change, then post/redirect/get to `?done=users`;
 * - `update-card` (with `payment_method` and `attempt_key`, posted by the card form with script): the
 *   new default card, or the 3-D Secure challenge to answer first.
 */
import { redirect } from "react-router";
import type { AppLoadContext } from "react-router";
import { z } from "zod";
import { BILLING_PAGES } from "../content/billing";
import { usersChangeSchema } from "../domain/billing-change";
import { GENERIC_ERROR_MESSAGE } from "../domain/messages";
import { formatMoney } from "../domain/money";
import { PLAN_ID, PLAN_TYPE } from "../domain/plan-ids";
import { paidPlan } from "../domain/pricing";
import { formAccepted, formRefusal, orUnavailable, parseForm } from "../lib/form-action.server";
import { billingAccount } from "../../server/billing/account";
import { updateCard } from "../../server/billing/card";
import { changeCancellation } from "../../server/billing/cancel";
import { billingLinkState } from "../../server/billing/links";
import { portalUrl } from "../../server/billing/portal";
import { confirmUsersChange, previewUsersChange, type UsersChangePreview } from "../../server/billing/users";
import { loadPlanList } from "../../server/pricing/plan-list";

const COPY = BILLING_PAGES.link;

/** A date as the page and the mails write it: "March 2, 2026" (UTC). */
const day = (d: Date) =>
  d.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** What `?done=` after a change may say. */
const DONE = ["users", "card"] as const;

/**
 * The page's data for `token`: the account as shown, or why not (`invalid`/`expired`, 404/410); in Stripe
 * mode a 303 to a customer portal session is thrown instead.
 */
export async function billingPage(context: AppLoadContext, token: string | undefined, url: URL) {
  const { services } = context;
  const link = await billingLinkState(services, token);
  const account = link.state === "valid" ? await billingAccount(services, link.subscriptionId) : undefined;
  if (!account) return { state: link.state === "expired" ? ("expired" as const) : ("invalid" as const) };
  // Stripe: its customer portal does it all (303 to a fresh session); if Stripe cannot be asked, the page
  // still shows what the site knows.
  const portal = await portalUrl(services, account);
  if (portal) throw redirect(portal, 303);
  const money = (minor: number) => formatMoney(minor, account.currency);
  const ended = account.status === "canceled";
  const sandbox = account.provider === "sandbox";
  const team =
    sandbox && !ended && account.planId === PLAN_ID.team
      ? paidPlan(await loadPlanList(services.db), PLAN_ID.team)
      : undefined;
  const done = DONE.find((d) => d === url.searchParams.get("done")) ?? null;
  return {
    state: "valid" as const,
    account: {
      planName: account.planName,
      periodName: account.periodName,
      period: account.planTypeId === PLAN_TYPE.yearly ? ("year" as const) : ("month" as const),
      users: account.users,
      currentPeriod: `${day(account.currentPeriodStart)} – ${day(account.currentPeriodEnd)}`,
      nextPayment:
        ended || account.cancelAtPeriodEnd ? null : `${money(account.nextAmount)} on ${day(account.currentPeriodEnd)}`,
      ended,
      cancelsOn: account.cancelAtPeriodEnd && !ended ? day(account.currentPeriodEnd) : null,
      sandbox,
      currencyCode: account.currency.code,
      card: account.card ? `${account.card.brand} ending in ${account.card.last4}` : null,
      credit: account.creditBalance > 0 ? money(account.creditBalance) : null,
      invoices: account.invoices.map((i) => ({
        number: i.number,
        date: day(i.issuedAt),
        total: money(i.total),
        pdfUrl: i.pdfUrl,
      })),
      /** "Change users": the Team plan's range, and whether a change is possible now (paid up). */
      usersRange: team
        ? {
            min: team.min_users,
            max: team.max_users,
            changeable: account.status === "active" || account.status === "trialing",
          }
        : null,
    },
    done,
  };
}

/** A preview as the page shows it. */
export interface PreviewView {
  from: number;
  to: number;
  kind: UsersChangePreview["proration"]["kind"];
  /** What is charged or credited now, formatted ("S$32.70"). */
  now: string;
  /** The next renewal's amount and date, formatted. */
  next: string;
  nextDate: string;
  token: string;
}

function previewView(p: UsersChangePreview): PreviewView {
  return {
    from: p.from,
    to: p.to,
    kind: p.proration.kind,
    now: formatMoney(p.proration.total, p.currency),
    next: formatMoney(p.nextAmount, p.currency),
    nextDate: day(p.nextAt),
    token: p.token,
  };
}

/**
 * A post whose service checks what it carries itself (cancel, resume, confirm-users, update-card): taken
 * as posted, so a refusal's reply carries the service's messages and the values sent.
 */
const checkedByService = z.looseObject({});

/**
 * The action's intents (see the module comment); a link that no longer works answers like the page does.
 * Refusals are Conform replies (app/lib/form-action.server.ts) naming the intent answered.
 */
export async function billingAction(context: AppLoadContext, token: string | undefined, request: Request) {
  const { services } = context;
  const form = await request.formData().catch(() => new FormData());
  const intent = String(form.get("intent") ?? "");
  const fields = { fields: { intent } };
  const posted = parseForm(form, checkedByService);
  const link = await billingLinkState(services, token);
  if (link.state !== "valid")
    return formRefusal(
      posted,
      { code: "not_found", message: link.state === "expired" ? COPY.expiredLead : COPY.invalidLead },
      fields,
    );
  const id = link.subscriptionId;
  const run = <T>(what: string, call: () => Promise<T>) => orUnavailable(services.log, what, call);
  const page = `/billing/${token}`;
  switch (intent) {
    case "cancel":
    case "resume": {
      const result = await run("billing change", () =>
        changeCancellation(services, id, { cancel: intent === "cancel", reason: form.get("reason") }),
      );
      if (!result.ok) return formRefusal(posted, result, fields);
      throw redirect(page, 303);
    }
    case "preview-users": {
      const submission = parseForm(form, usersChangeSchema);
      if (submission.status !== "success") return formRefusal(submission, undefined, fields);
      const result = await run("users change preview", () => previewUsersChange(services, id, submission.value.users));
      if (!result.ok) return formRefusal(submission, result, fields);
      return formAccepted(form, submission, { intent, preview: previewView(result.value) });
    }
    case "confirm-users": {
      const result = await run("users change", () => confirmUsersChange(services, id, String(form.get("token") ?? "")));
      if (!result.ok) return formRefusal(posted, result, fields);
      throw redirect(`${page}?done=users`, 303);
    }
    case "update-card": {
      const result = await run("card update", () =>
        updateCard(services, id, { paymentMethodId: form.get("payment_method"), attemptKey: form.get("attempt_key") }),
      );
      if (!result.ok) return formRefusal(posted, result, fields);
      return formAccepted(form, posted, { intent, ...result.value });
    }
    default:
      return formRefusal(posted, { code: "validation_failed", message: GENERIC_ERROR_MESSAGE }, fields);
  }
}
