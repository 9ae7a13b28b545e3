/**
 * /billing/<token>: the customer's billing page, opened from a billing link (server/billing/links.ts).
 * A forged or altered token answers 404 and an expired one 410, each with the "Send link" form for a
 * fresh link. The page is rendered on the server with every figure formatted there (dates in UTC), so it
 * reads alike with or without script. In Stripe mode the link opens Stripe's customer portal instead (303).
 * Never cached, never indexed; the logger redacts the token.
 */
import { data, redirect } from "react-router";
import { BillingLinkForm } from "../components/billing/billing-link-form";
import { NewsletterNotice } from "../components/newsletter/newsletter-notice";
import { BILLING_PAGES } from "../content/billing";
import { CANCELLATION_REASONS } from "../domain/cancellation";
import { GENERIC_ERROR_MESSAGE } from "../domain/messages";
import { formatMoney } from "../domain/money";
import { formFailure, orUnavailable } from "../lib/form-action.server";
import { pageMeta } from "../seo/meta";
import { billingAccountOf, billingLinkState, changeCancellation, portalUrl } from "./billing.server";
import type { Route } from "./+types/billing-token";

const COPY = BILLING_PAGES.link;

/** A date as the page and the mails write it: "March 2, 2026" (UTC). */
const day = (d: Date) =>
  d.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

export async function loader({ params, context }: Route.LoaderArgs) {
  const link = await billingLinkState(context.services, params.token);
  const account = link.state === "valid" ? await billingAccountOf(context.services, link.subscriptionId) : undefined;
  if (!account) {
    const state = link.state === "expired" ? "expired" : "invalid";
    return data({ state, account: null } as const, { status: state === "expired" ? 410 : 404 });
  }
  // Stripe: its customer portal does it all (303 to a fresh session); if Stripe cannot be asked, the page
  // still shows what the site knows.
  const portal = await portalUrl(context.services, account);
  if (portal) throw redirect(portal, 303);
  const money = (minor: number) => formatMoney(minor, account.currency);
  return {
    state: "valid" as const,
    account: {
      planName: account.planName,
      periodName: account.periodName,
      users: account.users,
      period: `${day(account.currentPeriodStart)} – ${day(account.currentPeriodEnd)}`,
      nextPayment:
        account.status === "canceled" || account.cancelAtPeriodEnd
          ? null
          : `${money(account.nextAmount)} on ${day(account.currentPeriodEnd)}`,
      ended: account.status === "canceled",
      cancelsOn: account.cancelAtPeriodEnd && account.status !== "canceled" ? day(account.currentPeriodEnd) : null,
      sandbox: account.provider === "sandbox",
      currencyCode: account.currency.code,
      card: account.card ? `${account.card.brand} ending in ${account.card.last4}` : null,
      invoices: account.invoices.map((i) => ({
        number: i.number,
        date: day(i.issuedAt),
        total: money(i.total),
        pdfUrl: i.pdfUrl,
      })),
    },
  };
}

/**
 * "Cancel subscription" (`intent=cancel` with `reason`) and "Resume subscription" (`intent=resume`): the
 * token is checked again, the change goes through the sandbox subscription and its event, and the page
 * is shown again (303, post/redirect/get). A link that no longer works answers like the page does.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const link = await billingLinkState(context.services, params.token);
  if (link.state !== "valid")
    return formFailure({ code: "not_found", message: link.state === "expired" ? COPY.expiredLead : COPY.invalidLead });
  const intent = form.get("intent");
  if (intent !== "cancel" && intent !== "resume")
    return formFailure({ code: "validation_failed", message: GENERIC_ERROR_MESSAGE });
  const result = await orUnavailable(context.services.log, "billing change", () =>
    changeCancellation(context.services, link.subscriptionId, {
      cancel: intent === "cancel",
      reason: form.get("reason"),
    }),
  );
  if (!result.ok) return formFailure(result);
  throw redirect(`/billing/${params.token}`, 303);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: COPY.metaTitle,
    description: COPY.metaDescription,
    path: "/billing",
    noindex: true,
  });

/**
 * Never cached; `same-origin` keeps the token out of the Referer sent elsewhere (`no-referrer` would
 * also make the browser post the page's forms with `Origin: null`, which React Router refuses).
 */
export function headers() {
  return { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" };
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { account } = loaderData;
  const failure = actionData && !actionData.ok ? actionData : undefined;
  if (!account) {
    const expired = loaderData.state === "expired";
    return (
      <NewsletterNotice
        title={expired ? COPY.expiredTitle : COPY.invalidTitle}
        lead={expired ? COPY.expiredLead : COPY.invalidLead}
      >
        <BillingLinkForm />
      </NewsletterNotice>
    );
  }
  const facts: Array<[string, string]> = [
    ["Plan", `${account.planName}, billed ${account.periodName.toLowerCase()}`],
    ["Users", String(account.users)],
    ["Current period", account.period],
    ["Next payment", account.nextPayment ?? "None"],
    ...(account.cancelsOn ? ([["Status", COPY.cancelsOn(account.cancelsOn)]] as Array<[string, string]>) : []),
    ["Card", account.card ?? "None on file"],
  ];
  return (
    <section className="container-page py-section">
      <div className="mx-auto w-full max-w-3xl">
        <h1 className="text-h2 font-bold tracking-tight text-balance">{COPY.title}</h1>
        <section aria-labelledby="billing-plan" className="mt-8 rounded-xl border border-line bg-surface p-6">
          <h2 id="billing-plan" className="text-lg font-semibold">
            {COPY.planHeading}
          </h2>
          <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
            {facts.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="font-semibold text-ink-muted">{term}</dt>
                <dd className="mb-2 sm:mb-0">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        {failure ? (
          <p role="alert" className="mt-6 rounded-lg border border-danger-line bg-danger-soft p-4 text-sm">
            {failure.message}
          </p>
        ) : null}
        <section aria-labelledby="billing-invoices" className="mt-8 rounded-xl border border-line bg-surface p-6">
          <h2 id="billing-invoices" className="text-lg font-semibold">
            Invoices
          </h2>
          {account.invoices.length ? (
            <div className="mt-4 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead>
                  <tr className="border-b border-line text-ink-muted">
                    <th scope="col" className="py-2 pr-4 font-semibold">
                      Number
                    </th>
                    <th scope="col" className="py-2 pr-4 font-semibold">
                      Date
                    </th>
                    <th scope="col" className="py-2 pr-4 text-right font-semibold">
                      Total ({account.currencyCode})
                    </th>
                    <th scope="col" className="py-2 font-semibold">
                      <span className="sr-only">PDF</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {account.invoices.map((invoice) => (
                    <tr key={invoice.number} className="border-b border-line last:border-0">
                      <td className="py-2 pr-4 font-mono">{invoice.number}</td>
                      <td className="py-2 pr-4">{invoice.date}</td>
                      <td className="py-2 pr-4 text-right tabular-nums">{invoice.total}</td>
                      <td className="py-2">
                        <a href={invoice.pdfUrl} className="text-accent underline">
                          PDF<span className="sr-only"> of invoice {invoice.number}</span>
                        </a>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="mt-4 text-sm text-ink-muted">{COPY.noInvoices}</p>
          )}
        </section>
        {account.sandbox && !account.ended ? (
          account.cancelsOn ? (
            <section aria-labelledby="billing-resume" className="mt-8 rounded-xl border border-line bg-surface p-6">
              <h2 id="billing-resume" className="text-lg font-semibold">
                {COPY.cancelsOn(account.cancelsOn)}
              </h2>
              <p className="mt-2 text-sm text-ink-muted">{COPY.resumeLead}</p>
              <form method="post" className="mt-4">
                <input type="hidden" name="intent" value="resume" />
                <button type="submit" className="btn btn-primary">
                  {COPY.resumeButton}
                </button>
              </form>
            </section>
          ) : (
            <section aria-labelledby="billing-cancel" className="mt-8 rounded-xl border border-line bg-surface p-6">
              <h2 id="billing-cancel" className="text-lg font-semibold">
                {COPY.cancelHeading}
              </h2>
              <p className="mt-2 text-sm text-ink-muted">{COPY.cancelLead}</p>
              <form method="post" className="mt-4 max-w-sm">
                <input type="hidden" name="intent" value="cancel" />
                <label htmlFor="billing-reason" className="mb-1.5 block text-sm font-semibold text-ink">
                  {COPY.reasonLabel}
                </label>
                <select
                  id="billing-reason"
                  name="reason"
                  required
                  defaultValue=""
                  className="input"
                  aria-invalid={failure?.errors?.reason ? true : undefined}
                >
                  <option value="" disabled>
                    {COPY.reasonPlaceholder}
                  </option>
                  {CANCELLATION_REASONS.map((r) => (
                    <option key={r.value} value={r.value}>
                      {r.label}
                    </option>
                  ))}
                </select>
                <button type="submit" className="btn btn-secondary mt-4">
                  {COPY.cancelButton}
                </button>
              </form>
            </section>
          )
        ) : account.ended ? (
          <p className="mt-8 text-sm text-ink-muted">{COPY.endedLead}</p>
        ) : null}
      </div>
    </section>
  );
}
