/**
 * The details form's markup (stage 2): heading, notice, fields and buttons, posting to the pricing route's
 * action like a plain form. Holds no rules: DetailsStage adds the live validation (and zod) with script;
 * a page rendered without script shows it as it is (no-script-signup.tsx).
 */
import { ArrowLeft, ArrowRight, Info } from "../ui/icon";
import type { FormEvent } from "react";
import { CHECKOUT_COPY } from "../../content/pricing";
import { Spinner } from "../ui/spinner";
import { CountryAndTerms, NameFields } from "./details-fields";
import type { DetailsDraft } from "./flow-state";
import { PasswordFields } from "./password-fields";
import { SIGNUP_ACTION } from "./signup-answer";
import type { Passwords } from "./use-pricing-flow";
import type { Country } from "./use-reference-data";

/** The form's `id` (the details stage reads what was typed into it before the app had loaded). */
export const DETAILS_FORM_ID = "signup-details";

/** Props: what the fields show, their errors, and the handlers (no-ops on a page without script). */
export interface DetailsFormProps {
  draft: DetailsDraft;
  passwords: Passwords;
  errors: Record<string, string>;
  countries: readonly Country[];
  /** Shown above the fields, e.g. "please enter your password again". */
  notice?: string;
  sending?: boolean;
  /** Hidden fields posted along (the plan picked, for the funnel counts). */
  hidden?: Record<string, string>;
  /** A page re-rendered without script: whether the refused post held a password (its field is empty again). */
  passwordGiven?: boolean;
  onDraft<K extends keyof DetailsDraft>(field: K, value: DetailsDraft[K]): void;
  onPassword(field: keyof Passwords, value: string): void;
  onSubmit?(event: FormEvent<HTMLFormElement>): void;
  onBack?(): void;
  /** The GET form Back sends before the app has loaded (plan-choices.ts's `TO_PLANS_FORM_ID`). */
  backForm?: string;
}

export function DetailsForm({
  draft,
  passwords,
  errors,
  countries,
  notice,
  sending = false,
  hidden = {},
  passwordGiven,
  onDraft,
  onPassword,
  onSubmit,
  onBack,
  backForm,
}: DetailsFormProps) {
  return (
    <form
      id={DETAILS_FORM_ID}
      method="post"
      action={`${SIGNUP_ACTION}?step=details`}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="stage-heading"
      className="space-y-5"
    >
      <input type="hidden" name="intent" value="details" />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div>
        <h1 id="stage-heading" tabIndex={-1} className="text-h2 font-bold tracking-tight outline-none">
          {CHECKOUT_COPY.detailsHeading}
        </h1>
        <p className="mt-2 text-ink-muted">{CHECKOUT_COPY.detailsLead}</p>
      </div>
      {notice ? (
        <p
          role="status"
          className="flex gap-3 rounded-control border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
          {notice}
        </p>
      ) : null}
      <NameFields values={draft} errors={errors} onChange={onDraft} disabled={sending} />
      <PasswordFields
        values={passwords}
        errors={errors}
        onChange={onPassword}
        disabled={sending}
        typed={passwordGiven}
      />
      <CountryAndTerms values={draft} errors={errors} countries={countries} onChange={onDraft} disabled={sending} />
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-between">
        {onBack ? (
          <button
            type={backForm ? "submit" : "button"}
            form={backForm}
            className="btn btn-secondary"
            onClick={(event) => {
              event.preventDefault();
              onBack();
            }}
            disabled={sending}
          >
            <ArrowLeft aria-hidden className="size-4" /> Back
          </button>
        ) : null}
        <button
          type="submit"
          className="btn btn-primary sm:min-w-40"
          disabled={sending}
          aria-busy={sending || undefined}
        >
          {sending ? <Spinner /> : null}
          Next
          {sending ? null : <ArrowRight aria-hidden className="size-4" />}
        </button>
      </div>
    </form>
  );
}
