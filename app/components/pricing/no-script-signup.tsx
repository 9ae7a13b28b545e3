/**
 * The sign-up as a page without script shows it, rendered by the server inside `<noscript>` (React never
 * renders it in the browser): the details form, then the code form after a post of the details, then,
 * after a right code, that the card form needs JavaScript. Each form posts to the pricing route's action
 * and this page shows its answer (`answer`), by `ok` and `intent`; nothing here runs in the browser.
 */
import { useForm } from "@conform-to/react";
import { Link } from "react-router";
import { CHECKOUT_COPY } from "../../content/pricing";
import { ConfirmEmailStage } from "./confirm-email-stage";
import { DETAILS_FORM_ID, DetailsForm } from "./details-form";
import type { DetailsFormFields } from "./details-form-fields";
import type { Step } from "./flow-state";
import { fieldMessagesOf, typedOf, type SignupAnswer, type SignupRefusal } from "./signup-answer";
import type { Country } from "./use-reference-data";

/** Props: the action's answer to the last post (none on a first visit), the stage in the URL, the countries and the visitor's country. */
export interface NoScriptSignupProps {
  answer?: SignupAnswer;
  step: Step;
  countries: readonly Country[];
  countryId: number;
}

const PLAN_FIELDS = ["plan_id", "plan_type_id"] as const;

function PaymentNeedsScript() {
  return (
    <section aria-labelledby="stage-heading">
      <h1 id="stage-heading" className="text-h2 font-bold tracking-tight">
        {CHECKOUT_COPY.noScript.paymentHeading}
      </h1>
      <p className="mt-2 text-ink-muted">{CHECKOUT_COPY.noScript.paymentLead}</p>
      <Link to="/pricing" className="btn btn-secondary mt-6">
        {CHECKOUT_COPY.startOver}
      </Link>
    </section>
  );
}

/** Who the code went to, from the answer (a code sent) or from what the refused post carried. */
function recipientOf(answer: SignupAnswer): Record<string, string | undefined> {
  if (!answer.ok) {
    const typed = typedOf(answer.reply);
    return { email: typed("email"), first_name: typed("first_name"), last_name: typed("last_name") };
  }
  return answer.intent === "verify"
    ? { email: answer.email }
    : { email: answer.email, first_name: answer.first_name, last_name: answer.last_name };
}

/** The details form as the refused post left it (its messages, what was typed but the passwords), or fresh. */
function NoScriptDetails({
  refused,
  countries,
  countryId,
}: {
  refused?: SignupRefusal;
  countries: readonly Country[];
  countryId: number;
}) {
  const kept = typedOf(refused?.reply);
  const [form] = useForm<DetailsFormFields>({
    id: DETAILS_FORM_ID,
    lastResult: refused?.reply,
    defaultValue: { country_id: String(countryId) },
  });
  const fieldMessages = Object.keys(fieldMessagesOf(refused?.reply)).length > 0;
  return (
    <DetailsForm
      form={form}
      password=""
      passwordGiven={refused?.password_given ?? false}
      notice={refused && !fieldMessages ? refused.message : undefined}
      countries={countries}
      hidden={Object.fromEntries(PLAN_FIELDS.filter((name) => kept(name)).map((name) => [name, kept(name)]))}
    />
  );
}

export function NoScriptSignup({ answer, step, countries, countryId }: NoScriptSignupProps) {
  if (answer?.ok ? answer.intent === "verify" : !answer && step === "payment") return <PaymentNeedsScript />;
  // A code was sent (details or resend), or the code form was refused: the code form.
  if (answer && (answer.intent !== "details" || answer.ok)) {
    const who = recipientOf(answer);
    return (
      <>
        {answer.ok && answer.intent === "resend" ? (
          <p role="status" className="mb-4 text-sm font-semibold text-accent">
            {CHECKOUT_COPY.resent}
          </p>
        ) : null}
        <ConfirmEmailStage
          email={who.email ?? ""}
          firstName={who.first_name ?? ""}
          lastName={who.last_name ?? ""}
          refused={answer.ok ? undefined : answer}
          expiresIn={answer.ok && answer.intent !== "verify" ? answer.expires_in : undefined}
        />
      </>
    );
  }
  return (
    <NoScriptDetails refused={answer && !answer.ok ? answer : undefined} countries={countries} countryId={countryId} />
  );
}
