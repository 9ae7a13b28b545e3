/**
 * Stage 2: the details form, a Conform form validated with the zod schema the route action uses
 * (app/domain/signup.ts `detailsFormSchema`). The schema is a chunk of its own, loaded at the form's first
 * focus (app/lib/use-lazy-validator.ts); should it not arrive, Next posts the details as they are and the action's
 * field messages come back instead. Messages show under each field after the first Next, then update
 * live; Next focuses the first field in error, or posts the details to the pricing route's action through
 * a fetcher (a code is mailed), unless the address was verified less than 30 minutes ago for the same
 * tax (use-flow-actions.ts). The fields are the form's own (uncontrolled); every edit is kept in the flow
 * (a reload restores it), and what was typed before the app loaded (the server rendered the form) is
 * taken into the flow when the stage mounts.
 */
import { useForm } from "@conform-to/react";
import { useEffect, useEffectEvent, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { DEFAULT_COUNTRY_ID } from "../../domain/signup-rules";
import { submitThrough, replyIn } from "../../lib/form-action-fetcher";
import type { FormFailure } from "../../lib/form-action";
import { toast } from "../../lib/toast";
import { DETAILS_FORM_ID, DetailsForm } from "./details-form";
import type { DetailsFormFields } from "./details-form-fields";
import type { DetailsDraft } from "./flow-state";
import type { z } from "zod";
import type { detailsFormSchema } from "../../domain/signup";
import { SIGNUP_ACTION, type SignupAnswer } from "./signup-answer";
import type { useFlowActions } from "./use-flow-actions";
import { loadOnce, useLazyValidator } from "../../lib/use-lazy-validator";
import type { Passwords, PricingFlowApi } from "./use-pricing-flow";
import type { Country } from "./use-reference-data";

/** Props of the details stage. */
export interface DetailsStageProps {
  flow: PricingFlowApi;
  actions: Pick<ReturnType<typeof useFlowActions>, "skipsCode" | "codeSent" | "funnelPlan">;
  countries: readonly Country[];
  /** Shown above the form, e.g. "please enter your password again". */
  notice?: string;
  onBack(): void;
  /** The GET form Back sends before the app has loaded. */
  backForm?: string;
}

/** The form's browser validation: the action's schema (loaded at the first focus). */
const loadValidator = loadOnce(() =>
  Promise.all([import("../../domain/signup"), import("../../lib/form-validation")]).then(([signup, forms]) =>
    forms.validateWith(signup.detailsFormSchema),
  ),
);

/** Refusals about the fields, shown under them (the action's reply); any other is toasted. */
const FIELD_CODES: ReadonlySet<string> = new Set(["validation_failed", "tax_id_invalid", "country_required"]);

type DetailsAnswer = SignupAnswer | FormFailure<"unavailable">;

const TEXT_FIELDS = ["first_name", "last_name", "email", "company_name", "tax_id"] as const;

/** The form's first values: the flow's draft and passwords, as the form posts them. */
function defaultsOf(draft: DetailsDraft, passwords: Passwords): { [name in keyof DetailsFormFields]?: string } {
  const country = draft.country_id ?? DEFAULT_COUNTRY_ID;
  return {
    first_name: draft.first_name,
    last_name: draft.last_name,
    email: draft.email,
    company_name: draft.company_name,
    tax_id: draft.tax_id ?? "",
    country_id: country ? String(country) : "",
    terms: draft.terms ? "on" : undefined,
    ...passwords,
  };
}

const textOf = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === "string" ? value : "";
};

/** The form's values as the flow keeps them. */
function draftOf(data: FormData): {
  details: Required<Omit<DetailsDraft, "country_id">> & { country_id: number };
  passwords: Passwords;
} {
  const country = textOf(data, "country_id");
  return {
    details: {
      first_name: textOf(data, "first_name"),
      last_name: textOf(data, "last_name"),
      email: textOf(data, "email"),
      company_name: textOf(data, "company_name"),
      tax_id: textOf(data, "tax_id"),
      country_id: country ? Number(country) : 0,
      terms: data.has("terms"),
    },
    passwords: { password: textOf(data, "password"), confirm_password: textOf(data, "confirm_password") },
  };
}

/** What the server-rendered form holds that the flow does not (typed before the app had loaded). */
function typedBeforeLoad(draft: DetailsDraft, passwords: Passwords) {
  const form = document.forms.namedItem(DETAILS_FORM_ID);
  if (!form) return undefined;
  const typed = draftOf(new FormData(form));
  const details: Partial<DetailsDraft> = {};
  for (const name of TEXT_FIELDS) if (typed.details[name] !== (draft[name] ?? "")) details[name] = typed.details[name];
  const country = typed.details.country_id;
  if (country && country !== (draft.country_id ?? DEFAULT_COUNTRY_ID)) details.country_id = country;
  if (typed.details.terms !== draft.terms) details.terms = typed.details.terms;
  const changedPasswords =
    typed.passwords.password !== passwords.password || typed.passwords.confirm_password !== passwords.confirm_password;
  return { details, passwords: changedPasswords ? typed.passwords : undefined };
}

export function DetailsStage({ flow, actions, countries, notice, onBack, backForm }: DetailsStageProps) {
  const fetcher = useFetcher<DetailsAnswer>();
  const { validator, waiting, prepare, held } = useLazyValidator(DETAILS_FORM_ID, loadValidator);
  const sending = fetcher.state !== "idle" || waiting;
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const [defaultValue] = useState(() => defaultsOf(flow.state.details, flow.passwords));
  // The plan picked is posted along; nothing else on the page changes with a code sent.
  const send = submitThrough(fetcher, { action: `${SIGNUP_ACTION}?step=details`, defaultShouldRevalidate: false });
  const [form] = useForm<DetailsFormFields, z.output<typeof detailsFormSchema>>({
    id: DETAILS_FORM_ID,
    defaultValue,
    // A refusal about the fields shows its messages there (Conform focuses the first); a code sent leaves the stage.
    lastResult: answer && !answer.ok && FIELD_CODES.has(answer.code) ? replyIn(answer) : undefined,
    onValidate: validator,
    shouldValidate: "onSubmit",
    // Without the validator there is nothing to check while typing (the action checks the post).
    shouldRevalidate: validator ? "onInput" : "onSubmit",
    onSubmit: held((event, context) => {
      const details = draftOf(context.formData).details;
      if (actions.skipsCode(details)) return event.preventDefault();
      send(event, context);
    }),
  });

  // Once, at mount: the fields as the visitor left them before the app loaded (nothing, most times).
  const { update, setPasswords } = flow;
  const [adopted] = useState(() => ({ draft: flow.state.details, passwords: flow.passwords }));
  useEffect(() => {
    const typed = typedBeforeLoad(adopted.draft, adopted.passwords);
    if (typed && Object.keys(typed.details).length > 0)
      update((s) => ({ details: { ...s.details, ...typed.details } }));
    if (typed?.passwords) setPasswords(typed.passwords);
  }, [adopted, update, setPasswords]);

  // Each answer is handled once, when it arrives.
  const handle = useEffectEvent((answer: DetailsAnswer) => {
    if (answer.ok) {
      // The fields stay as posted while it is sent: the flow holds the tax ID the tax was decided for.
      if (answer.intent === "details") actions.codeSent(answer, (flow.state.details.tax_id ?? "").trim());
      return;
    }
    if (!FIELD_CODES.has(answer.code)) toast.error(answer.message);
  });
  useEffect(() => {
    if (answer) handle(answer);
  }, [answer]);

  /** Every edit: the flow keeps the form's values (the passwords in memory only). */
  function keep(event: FormEvent<HTMLFormElement>) {
    prepare();
    const typed = draftOf(new FormData(event.currentTarget));
    update((s) => ({ details: { ...s.details, ...typed.details } }));
    setPasswords(typed.passwords);
  }

  return (
    <DetailsForm
      form={form}
      password={flow.passwords.password}
      countries={countries}
      notice={notice}
      sending={sending}
      hidden={actions.funnelPlan()}
      onChange={keep}
      onFocus={prepare}
      onBack={onBack}
      backForm={backForm}
    />
  );
}
