/**
 * The console's "Create code" form (labels from the documented contract): "Code", "Percent off" or
 * "Amount off", "Duration" (Once, Forever, Months), "Max redemptions", plus the plans, billing periods
 * and dates it applies to; an amount off is typed per currency. A route action form (`useFetcher`), so it also works as a plain post.
 */
import { useFetcher } from "react-router";
import { amountOffField } from "../../domain/promotions";
import { PLAN_ID, PLAN_TYPE } from "../../domain/plan-ids";
import { CheckboxGroup, FormField } from "./form-field";
import { FormNotice } from "./form-notice";

/** The action's answer. */
export type PromotionActionData =
  { ok: true; message: string } | { ok: false; message: string; errors?: Record<string, string> };

const fieldClass = "input mt-1";

/** The plans and billing periods a code may apply to, as the console's checkboxes offer them. */
export const PLAN_CHOICES = [
  [PLAN_ID.pro, "Pro"],
  [PLAN_ID.team, "Team"],
] as const;
export const PERIOD_CHOICES = [
  [PLAN_TYPE.monthly, "Monthly"],
  [PLAN_TYPE.yearly, "Yearly"],
] as const;
const ALL_PLANS = PLAN_CHOICES.map(([id]) => id);
const ALL_PERIODS = PERIOD_CHOICES.map(([id]) => id);

/** The "Create code" form; `currencies` are the site's currencies, one amount-off field each. */
export function PromotionForm({ currencies }: { currencies: ReadonlyArray<{ code: string }> }) {
  const fetcher = useFetcher<PromotionActionData>();
  const answer = fetcher.data;
  const errors = answer && !answer.ok ? (answer.errors ?? {}) : {};
  return (
    <section aria-labelledby="create-promotion-heading" className="mb-6 rounded-lg border border-line bg-surface p-4">
      <h2 id="create-promotion-heading" className="text-lg font-semibold">
        New promotion code
      </h2>
      <FormNotice answer={answer} className="my-2" />
      <fetcher.Form method="post" noValidate className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <input type="hidden" name="intent" value="create" />
        <FormField id="promo-code" label="Code" error={errors.code}>
          {(aria) => (
            <input
              {...aria}
              name="code"
              required
              maxLength={32}
              autoComplete="off"
              className={`${fieldClass} uppercase`}
            />
          )}
        </FormField>
        <FormField id="promo-percent" label="Percent off" error={errors.percent_off}>
          {(aria) => (
            <input
              {...aria}
              name="percent_off"
              type="number"
              min={1}
              max={100}
              step={1}
              inputMode="numeric"
              className={fieldClass}
            />
          )}
        </FormField>
        <fieldset className="sm:col-span-2">
          <legend className="block text-sm font-semibold">Amount off per currency</legend>
          <p id="promo-amount-hint" className="text-xs text-ink-muted">
            In each currency&apos;s usual unit (10.50). A currency left empty is not discounted.
          </p>
          <div className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {currencies.map((c, i) => {
              const id = `promo-amount-${c.code}`;
              const error = errors[`amount_off.${c.code}`];
              // The first field keeps the form's documented label, "Amount off"; each field names its currency beside it.
              return (
                <FormField
                  key={c.code}
                  id={id}
                  label={i === 0 ? "Amount off" : c.code}
                  labelClassName="text-sm"
                  error={error}
                  describedBy={error ? `${id}-currency` : `${id}-currency promo-amount-hint`}
                >
                  {(aria) => (
                    <>
                      {i === 0 ? (
                        <span id={`${id}-currency`} className="ml-1 text-xs text-ink-muted">
                          in {c.code}
                        </span>
                      ) : (
                        <span id={`${id}-currency`} hidden>
                          Amount off in {c.code}
                        </span>
                      )}
                      <input
                        {...aria}
                        name={amountOffField(c.code)}
                        inputMode="decimal"
                        autoComplete="off"
                        className={fieldClass}
                      />
                    </>
                  )}
                </FormField>
              );
            })}
          </div>
        </fieldset>
        <FormField id="promo-duration" label="Duration">
          {(aria) => (
            <select {...aria} name="duration" defaultValue="once" className={fieldClass}>
              <option value="once">Once</option>
              <option value="forever">Forever</option>
              <option value="repeating">Months</option>
            </select>
          )}
        </FormField>
        <FormField id="promo-months" label="Number of months" error={errors.duration_in_months}>
          {(aria) => (
            <input
              {...aria}
              name="duration_in_months"
              type="number"
              min={1}
              max={36}
              step={1}
              inputMode="numeric"
              className={fieldClass}
            />
          )}
        </FormField>
        <FormField id="promo-max" label="Max redemptions" error={errors.max_redemptions}>
          {(aria) => (
            <input
              {...aria}
              name="max_redemptions"
              type="number"
              min={1}
              step={1}
              inputMode="numeric"
              className={fieldClass}
            />
          )}
        </FormField>
        <FormField id="promo-starts" label="Starts (UTC)">
          {(aria) => <input {...aria} name="starts_at" type="datetime-local" className={fieldClass} />}
        </FormField>
        <FormField id="promo-expires" label="Expires (UTC)" error={errors.expires_at}>
          {(aria) => <input {...aria} name="expires_at" type="datetime-local" className={fieldClass} />}
        </FormField>
        <CheckboxGroup
          id="promo-plans"
          legend="Plans"
          name="plan_ids"
          choices={PLAN_CHOICES}
          checked={ALL_PLANS}
          error={errors.plan_ids}
        />
        <CheckboxGroup
          id="promo-periods"
          legend="Billing periods"
          name="plan_type_ids"
          choices={PERIOD_CHOICES}
          checked={ALL_PERIODS}
          error={errors.plan_type_ids}
        />
        <div className="flex items-end">
          <button type="submit" className="btn btn-primary" disabled={fetcher.state !== "idle"}>
            Create code
          </button>
        </div>
      </fetcher.Form>
    </section>
  );
}
