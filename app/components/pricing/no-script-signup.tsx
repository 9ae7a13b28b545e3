/**
 * The sign-up as a page without script shows it, rendered by the server inside `<noscript>` (React never
 * renders it in the browser): the details form, then the code form after a post of the details, then,
 * after a right code, that the card form needs JavaScript. Each form posts to the pricing route's action
 * and this page shows its answer (`answer`), by `ok` and `intent`; nothing here runs in the browser.
 */
import { Link } from "react-router";
import { CHECKOUT_COPY } from "../../content/pricing";
import { ConfirmEmailStage } from "./confirm-email-stage";
import { DetailsForm } from "./details-form";
import type { Step } from "./flow-state";
import { fieldMessagesOf, typedOf, type SignupAnswer } from "./signup-answer";
import type { Country } from "./use-reference-data";

/** Props: the action's answer to the last post (none on a first visit), the stage in the URL, the countries and the visitor's country. */
export interface NoScriptSignupProps {
  answer?: SignupAnswer;
  step: Step;
  countries: readonly Country[];
  countryId: number;
}

const nothing = () => undefined;
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
          initialError={answer.ok ? undefined : (fieldMessagesOf(answer.reply).code ?? answer.message)}
          expiresIn={answer.ok && answer.intent !== "verify" ? answer.expires_in : undefined}
          onVerify={async () => "error"}
          onResend={async () => false}
          onBack={nothing}
        />
      </>
    );
  }
  const refused = answer && !answer.ok ? answer : undefined;
  const kept = typedOf(refused?.reply);
  const errors = fieldMessagesOf(refused?.reply);
  const country = Number(kept("country_id"));
  return (
    <DetailsForm
      draft={{
        first_name: kept("first_name"),
        last_name: kept("last_name"),
        email: kept("email"),
        company_name: kept("company_name"),
        tax_id: kept("tax_id"),
        country_id: refused ? (Number.isInteger(country) ? country : 0) : countryId,
        terms: ["on", "true"].includes(kept("terms")),
      }}
      passwords={{ password: "", confirm_password: "" }}
      errors={errors}
      passwordGiven={refused?.password_given ?? false}
      notice={refused && Object.keys(errors).length === 0 ? refused.message : undefined}
      countries={countries}
      hidden={Object.fromEntries(PLAN_FIELDS.filter((name) => kept(name)).map((name) => [name, kept(name)]))}
      onDraft={nothing}
      onPassword={nothing}
    />
  );
}
