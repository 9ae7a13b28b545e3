/**
 * The console's "Create code" form (labels from the documented contract): "Code", "Percent off" or
 * "Amount off", "Duration" (Once, Forever, Months), "Max redemptions", plus the plans, billing periods
 * and dates it applies to; an amount off is typed per currency. A route action form (`useFetcher`), so it also works as a plain post.
 */
import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { useFetcher } from "react-router";
import { amountOffField, createPromotionSchema } from "../../domain/promotions";
import { PLAN_ID, PLAN_TYPE } from "../../domain/plan-ids";
import { type FormResult } from "../../lib/form-action";
import { validateWith } from "../../lib/form-validation";
import { CheckboxGroup, FormField } from "./form-field";
import { FormNotice, noticeOf } from "./form-notice";

/** The action's answer (a Conform form action's, app/lib/form-action.ts). */
export type PromotionActionData = FormResult<{ message: string }>;

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

/** The form's fields (besides the per-currency amounts off). */
type CreateField =
  | "code"
  | "percent_off"
  | "duration"
  | "duration_in_months"
  | "max_redemptions"
  | "starts_at"
  | "expires_at"
  | "plan_ids"
  | "plan_type_ids";

/** The "Create code" form; `currencies` are the site's currencies, one amount-off field each. */
export function PromotionForm({ currencies }: { currencies: ReadonlyArray<{ code: string }> }) {
  const fetcher = useFetcher<PromotionActionData>();
  const answer = fetcher.data;
  // The schema gathers the per-currency amounts first, so Conform sees its input as any record: every field is there.
  const [form, anyFields] = useForm({
    id: "promo",
    lastResult: answer?.reply,
    onValidate: validateWith(createPromotionSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: { duration: "once" },
  });
  const fields = anyFields as Record<CreateField, NonNullable<(typeof anyFields)[string]>>;
  return (
    <section aria-labelledby="create-promotion-heading" className="mb-6 rounded-lg border border-line bg-surface p-4">
      <h2 id="create-promotion-heading" className="text-lg font-semibold">
        New promotion code
      </h2>
      <FormNotice answer={noticeOf(answer, "Check the promotion code.")} className="my-2" />
      <fetcher.Form method="post" {...getFormProps(form)} className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <input type="hidden" name="intent" value="create" />
        <FormField id={fields.code.id} label="Code" error={fields.code.errors?.[0]}>
          {() => (
            <input
              {...getInputProps(fields.code, { type: "text" })}
              required
              maxLength={32}
              autoComplete="off"
              className={`${fieldClass} uppercase`}
            />
          )}
        </FormField>
        <FormField id={fields.percent_off.id} label="Percent off" error={fields.percent_off.errors?.[0]}>
          {() => (
            <input
              {...getInputProps(fields.percent_off, { type: "number" })}
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
              // One field per currency, gathered by the schema into `amount_off` (its messages keyed `amount_off.USD`).
              const id = `${form.id}-${amountOffField(c.code)}`;
              const error = form.allErrors[`amount_off.${c.code}`]?.[0];
              // The first field keeps the form's documented label, "Amount off"; each field names its currency beside it.
              return (
                <FormField
                  key={c.code}
                  id={id}
                  label={i === 0 ? "Amount off" : c.code}
                  labelClassName="text-sm"
                  error={error}
                >
                  {() => (
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
                        id={id}
                        name={amountOffField(c.code)}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${id}-error ${id}-currency` : `${id}-currency promo-amount-hint`}
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
        <FormField id={fields.duration.id} label="Duration" error={fields.duration.errors?.[0]}>
          {() => (
            <select {...getSelectProps(fields.duration)} className={fieldClass}>
              <option value="once">Once</option>
              <option value="forever">Forever</option>
              <option value="repeating">Months</option>
            </select>
          )}
        </FormField>
        <FormField
          id={fields.duration_in_months.id}
          label="Number of months"
          error={fields.duration_in_months.errors?.[0]}
        >
          {() => (
            <input
              {...getInputProps(fields.duration_in_months, { type: "number" })}
              min={1}
              max={36}
              step={1}
              inputMode="numeric"
              className={fieldClass}
            />
          )}
        </FormField>
        <FormField id={fields.max_redemptions.id} label="Max redemptions" error={fields.max_redemptions.errors?.[0]}>
          {() => (
            <input
              {...getInputProps(fields.max_redemptions, { type: "number" })}
              min={1}
              step={1}
              inputMode="numeric"
              className={fieldClass}
            />
          )}
        </FormField>
        <FormField id={fields.starts_at.id} label="Starts (UTC)" error={fields.starts_at.errors?.[0]}>
          {() => <input {...getInputProps(fields.starts_at, { type: "datetime-local" })} className={fieldClass} />}
        </FormField>
        <FormField id={fields.expires_at.id} label="Expires (UTC)" error={fields.expires_at.errors?.[0]}>
          {() => <input {...getInputProps(fields.expires_at, { type: "datetime-local" })} className={fieldClass} />}
        </FormField>
        <CheckboxGroup field={fields.plan_ids} legend="Plans" choices={PLAN_CHOICES} checked={ALL_PLANS} />
        <CheckboxGroup
          field={fields.plan_type_ids}
          legend="Billing periods"
          choices={PERIOD_CHOICES}
          checked={ALL_PERIODS}
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
