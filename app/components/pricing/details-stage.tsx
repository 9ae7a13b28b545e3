/**
 * Stage 2: the details form, validated with the same zod schema the server
 * uses. Errors show under each field after the first Next, then update live; Next focuses the first
 * field in error, or hands the valid details to `onSubmit` (which sends the code). The schema is a chunk
 * of its own (details-check.ts), fetched at the first edit; should it not arrive, Next posts the details
 * as they are and shows the action's field errors. What was typed before the app loaded (the server
 * rendered the form) is taken into the flow when the stage mounts.
 */
import { useEffect, useState } from "react";
import type { Details } from "../../domain/signup";
import { DEFAULT_COUNTRY_ID } from "../../domain/signup-rules";
import { DETAILS_FORM_ID, DetailsForm } from "./details-form";
import type * as DetailsCheck from "./details-check";
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
  /** The GET form Back sends before the app has loaded. */
  backForm?: string;
  /** Sends the code (or skips it); resolves with server-side field errors, if any. */
  onSubmit(details: Details): Promise<Record<string, string> | undefined>;
}

let checkChunk: Promise<typeof DetailsCheck> | undefined;

/** The rules' chunk (fetched once; again after a failed attempt). */
function loadCheck() {
  checkChunk ??= import("./details-check").catch((error: unknown) => {
    checkChunk = undefined;
    throw error;
  });
  return checkChunk;
}

const TEXT_FIELDS = ["first_name", "last_name", "email", "company_name"] as const;

/** What the server-rendered form holds that the flow does not (typed before the app had loaded). */
function typedBeforeLoad(draft: DetailsDraft, passwords: Passwords) {
  const form = document.getElementById(DETAILS_FORM_ID);
  if (!(form instanceof HTMLFormElement)) return undefined;
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  const details: Partial<DetailsDraft> = {};
  for (const name of TEXT_FIELDS) if (text(name) !== draft[name]) details[name] = text(name);
  const country = text("country_id");
  if (country && Number(country) !== (draft.country_id ?? DEFAULT_COUNTRY_ID)) details.country_id = Number(country);
  if (data.has("terms") !== draft.terms) details.terms = data.has("terms");
  const typed = { password: text("password"), confirm_password: text("confirm_password") };
  const changedPasswords =
    typed.password !== passwords.password || typed.confirm_password !== passwords.confirm_password;
  return { details, passwords: changedPasswords ? typed : undefined };
}

export function DetailsStage({ flow, countries, notice, onBack, backForm, onSubmit }: DetailsStageProps) {
  const [rules, setRules] = useState<typeof DetailsCheck>();
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

  // Once, at mount: the fields as the visitor left them before the app loaded (nothing, most times).
  const { update, setPasswords } = flow;
  const [adopted] = useState(() => ({ draft, passwords: flow.passwords }));
  useEffect(() => {
    const typed = typedBeforeLoad(adopted.draft, adopted.passwords);
    if (typed && Object.keys(typed.details).length > 0)
      update((s) => ({ details: { ...s.details, ...typed.details } }));
    if (typed?.passwords) setPasswords(typed.passwords);
  }, [adopted, update, setPasswords]);

  const withRules = () => {
    if (!rules) void loadCheck().then(setRules, () => undefined);
  };
  const check = (next: typeof values) => {
    if (!rules) return errors;
    const result = rules.checkDetails(next);
    return result.ok ? {} : result.errors;
  };
  const changeDraft = <K extends keyof DetailsDraft>(field: K, value: DetailsDraft[K]) => {
    withRules();
    flow.update((s) => ({ details: { ...s.details, [field]: value } }));
    if (submitted) setErrors(check({ ...values, [field]: value }));
  };
  const changePassword = (field: keyof Passwords, value: string) => {
    withRules();
    flow.setPasswords((p) => ({ ...p, [field]: value }));
    if (submitted) setErrors(check({ ...values, [field]: value }));
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setSending(true);
    const loaded = rules ?? (await loadCheck().catch(() => undefined));
    if (loaded && !rules) setRules(loaded);
    // Without the rules' chunk the action checks the details (its errors come back below).
    const result = loaded ? loaded.checkDetails(values) : { ok: true as const, data: values as Details };
    if (!result.ok) {
      setSending(false);
      setErrors(result.errors);
      setFocusField(Object.keys(FIELD_IDS).find((k) => result.errors[k]));
      return;
    }
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
      backForm={backForm}
    />
  );
}
