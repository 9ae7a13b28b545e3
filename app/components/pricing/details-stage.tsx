/**
 * Stage 2: the details form, validated with the same zod schema the server
 * uses. Errors show under each field after the first Next, then update live; Next focuses the first
 * field in error, or hands the valid details to `onSubmit` (which sends the code).
 */
import { useEffect, useState } from "react";
import { DEFAULT_COUNTRY_ID, detailsSchema, type Details } from "../../domain/signup";
import { validate } from "../../domain/validation";
import { DetailsForm } from "./details-form";
import type { DetailsDraft } from "./flow-state";
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

  const plan = flow.state.order;
  return (
    <DetailsForm
      draft={draft}
      passwords={flow.passwords}
      errors={errors}
      countries={countries}
      notice={notice}
      sending={sending}
      hidden={plan ? { plan_id: String(plan.plan_id), plan_type_id: String(plan.plan_type_id) } : {}}
      onDraft={changeDraft}
      onPassword={changePassword}
      onSubmit={submit}
      onBack={onBack}
    />
  );
}
