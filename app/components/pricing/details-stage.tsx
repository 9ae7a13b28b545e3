/**
 * Stage 2: the details form, validated with the same zod schema the server
 * uses. Errors show under each field after the first Next, then update live; Next focuses the first
 * field in error, or hands the valid details to `onSubmit` (which sends the code).
 */
import { ArrowLeft, ArrowRight, Info } from "lucide-react";
import { useEffect, useState } from "react";
import { CHECKOUT_COPY } from "../../content/pricing";
import { DEFAULT_COUNTRY_ID, detailsSchema, type Details } from "../../domain/signup";
import { validate } from "../../domain/validation";
import { Spinner } from "../ui/spinner";
import { CountryAndTerms, NameFields } from "./details-fields";
import type { DetailsDraft } from "./flow-state";
import { PasswordFields } from "./password-fields";
import type { Passwords, PricingFlowApi } from "./use-pricing-flow";
import type { Country } from "./use-reference-data";

/** Ids of the controls, in form order (for focusing the first error). */
const FIELD_IDS: Record<string, string> = {
  first_name: "signup-first-name",
  last_name: "signup-last-name",
  email: "signup-email",
  company_name: "signup-company",
  password: "signup-password",
  confirm_password: "signup-confirm-password",
  country_id: "signup-country",
  terms: "signup-terms",
};

/** Props of the details stage. */
export interface DetailsStageProps {
  flow: PricingFlowApi;
  countries: readonly Country[];
  /** Shown above the form, e.g. "please enter your password again". */
  notice?: string;
  onBack(): void;
  /** Sends the code (or skips it); resolves with server-side field errors, if any. */
  onSubmit(details: Details): Promise<Record<string, string> | undefined>;
}

export function DetailsStage({ flow, countries, notice, onBack, onSubmit }: DetailsStageProps) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  // Focus moves after the render that re-enables the fields (a disabled input cannot take focus).
  const [focusField, setFocusField] = useState<string>();
  useEffect(() => {
    if (!focusField || sending) return;
    document.getElementById(FIELD_IDS[focusField] ?? "")?.focus();
    setFocusField(undefined);
  }, [focusField, sending]);
  const draft = flow.state.details;
  const values = { ...draft, country_id: draft.country_id ?? DEFAULT_COUNTRY_ID, ...flow.passwords };

  const check = (next: typeof values) => {
    const result = validate(detailsSchema, next);
    return result.ok ? {} : result.errors;
  };
  const changeDraft = <K extends keyof DetailsDraft>(field: K, value: DetailsDraft[K]) => {
    flow.update((s) => ({ details: { ...s.details, [field]: value } }));
    if (submitted) setErrors(check({ ...values, [field]: value }));
  };
  const changePassword = (field: keyof Passwords, value: string) => {
    flow.setPasswords((p) => ({ ...p, [field]: value }));
    if (submitted) setErrors(check({ ...values, [field]: value }));
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const result = validate(detailsSchema, values);
    if (!result.ok) {
      setErrors(result.errors);
      setFocusField(Object.keys(FIELD_IDS).find((k) => result.errors[k]));
      return;
    }
    setSending(true);
    const serverErrors = await onSubmit(result.data);
    setSending(false);
    if (serverErrors) {
      setErrors(serverErrors);
      setFocusField(Object.keys(FIELD_IDS).find((k) => serverErrors[k]));
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby="stage-heading" className="space-y-5">
      <div>
        <h1 id="stage-heading" tabIndex={-1} className="text-h2 font-bold tracking-tight outline-none">
          {CHECKOUT_COPY.detailsHeading}
        </h1>
        <p className="mt-2 text-ink-muted">{CHECKOUT_COPY.detailsLead}</p>
      </div>
      {notice ? (
        <p role="status" className="flex gap-3 rounded-control border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
          {notice}
        </p>
      ) : null}
      <NameFields values={draft} errors={errors} onChange={changeDraft} disabled={sending} />
      <PasswordFields values={flow.passwords} errors={errors} onChange={changePassword} disabled={sending} />
      <CountryAndTerms values={draft} errors={errors} countries={countries} onChange={changeDraft} disabled={sending} />
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-between">
        <button type="button" className="btn btn-secondary" onClick={onBack} disabled={sending}>
          <ArrowLeft aria-hidden className="size-4" /> Back
        </button>
        <button type="submit" className="btn btn-primary sm:min-w-40" disabled={sending} aria-busy={sending || undefined}>
          {sending ? <Spinner /> : null}
          Next
          {sending ? null : <ArrowRight aria-hidden className="size-4" />}
        </button>
      </div>
    </form>
  );
}
