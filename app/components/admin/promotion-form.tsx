/**
 * The console's "Create code" form (labels from the documented contract): "Code", "Percent off" or
 * "Amount off", "Duration" (Once, Forever, Months), "Max redemptions", plus the plans, billing periods
 * and dates it applies to; an amount off is typed per currency. A route action form (`useFetcher`), so it also works as a plain post.
 */
import { useFetcher } from "react-router";
import { amountOffField } from "../../domain/promotions";
import { FormNotice } from "./form-notice";

/** The action's answer. */
export type PromotionActionData = { ok: true; message: string } | { ok: false; message: string; errors?: Record<string, string> };

const fieldClass = "input mt-1";
const labelClass = "block text-sm font-semibold";

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={`${id}-error`} className="field-error">
      {message}
    </p>
  ) : null;
}

/** `aria-*` of a field with an optional error. */
const invalid = (id: string, message?: string) => (message ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {});

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
        <div>
          <label htmlFor="promo-code" className={labelClass}>
            Code
          </label>
          <input id="promo-code" name="code" required maxLength={32} autoComplete="off" className={`${fieldClass} uppercase`} {...invalid("promo-code", errors.code)} />
          <FieldError id="promo-code" message={errors.code} />
        </div>
        <div>
          <label htmlFor="promo-percent" className={labelClass}>
            Percent off
          </label>
          <input id="promo-percent" name="percent_off" type="number" min={1} max={100} step={1} inputMode="numeric" className={fieldClass} {...invalid("promo-percent", errors.percent_off)} />
          <FieldError id="promo-percent" message={errors.percent_off} />
        </div>
        <fieldset className="sm:col-span-2">
          <legend className={labelClass}>Amount off per currency</legend>
          <p id="promo-amount-hint" className="text-xs text-ink-muted">
            In each currency&apos;s usual unit (10.50). A currency left empty is not discounted.
          </p>
          <div className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {currencies.map((c, i) => {
              const id = `promo-amount-${c.code}`;
              const error = errors[`amount_off.${c.code}`];
              const described = [`${id}-currency`, error ? `${id}-error` : "promo-amount-hint"].join(" ");
              return (
                <div key={c.code}>
                  {/* The first field keeps the form's documented label, "Amount off"; each field names its currency beside it. */}
                  <label htmlFor={id} className="text-sm">
                    {i === 0 ? "Amount off" : c.code}
                  </label>
                  {i === 0 ? (
                    <span id={`${id}-currency`} className="ml-1 text-xs text-ink-muted">
                      in {c.code}
                    </span>
                  ) : (
                    <span id={`${id}-currency`} hidden>
                      Amount off in {c.code}
                    </span>
                  )}
                  <input id={id} name={amountOffField(c.code)} inputMode="decimal" autoComplete="off" className={fieldClass} aria-invalid={error ? true : undefined} aria-describedby={described} />
                  <FieldError id={id} message={error} />
                </div>
              );
            })}
          </div>
        </fieldset>
        <div>
          <label htmlFor="promo-duration" className={labelClass}>
            Duration
          </label>
          <select id="promo-duration" name="duration" defaultValue="once" className={fieldClass}>
            <option value="once">Once</option>
            <option value="forever">Forever</option>
            <option value="repeating">Months</option>
          </select>
        </div>
        <div>
          <label htmlFor="promo-months" className={labelClass}>
            Number of months
          </label>
          <input id="promo-months" name="duration_in_months" type="number" min={1} max={36} step={1} inputMode="numeric" className={fieldClass} {...invalid("promo-months", errors.duration_in_months)} />
          <FieldError id="promo-months" message={errors.duration_in_months} />
        </div>
        <div>
          <label htmlFor="promo-max" className={labelClass}>
            Max redemptions
          </label>
          <input id="promo-max" name="max_redemptions" type="number" min={1} step={1} inputMode="numeric" className={fieldClass} {...invalid("promo-max", errors.max_redemptions)} />
          <FieldError id="promo-max" message={errors.max_redemptions} />
        </div>
        <div>
          <label htmlFor="promo-starts" className={labelClass}>
            Starts (UTC)
          </label>
          <input id="promo-starts" name="starts_at" type="datetime-local" className={fieldClass} />
        </div>
        <div>
          <label htmlFor="promo-expires" className={labelClass}>
            Expires (UTC)
          </label>
          <input id="promo-expires" name="expires_at" type="datetime-local" className={fieldClass} {...invalid("promo-expires", errors.expires_at)} />
          <FieldError id="promo-expires" message={errors.expires_at} />
        </div>
        <fieldset>
          <legend className={labelClass}>Plans</legend>
          {[
            [1, "Pro"],
            [2, "Team"],
          ].map(([id, name]) => (
            <label key={id} className="mr-4 inline-flex items-center gap-1.5 text-sm">
              <input type="checkbox" name="plan_ids" value={id} defaultChecked /> {name}
            </label>
          ))}
          <FieldError id="promo-plans" message={errors.plan_ids} />
        </fieldset>
        <fieldset>
          <legend className={labelClass}>Billing periods</legend>
          {[
            [1, "Monthly"],
            [2, "Yearly"],
          ].map(([id, name]) => (
            <label key={id} className="mr-4 inline-flex items-center gap-1.5 text-sm">
              <input type="checkbox" name="plan_type_ids" value={id} defaultChecked /> {name}
            </label>
          ))}
          <FieldError id="promo-periods" message={errors.plan_type_ids} />
        </fieldset>
        <div className="flex items-end">
          <button type="submit" className="btn btn-primary" disabled={fetcher.state !== "idle"}>
            Create code
          </button>
        </div>
      </fetcher.Form>
    </section>
  );
}
