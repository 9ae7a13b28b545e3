/**
 * "Update card" with script: the sandbox card form of the pricing page (its 3-D Secure challenge
 * included, app/components/payments/) makes a payment method, which is posted to the billing page's
 * action (`update-card`) with a key of its own; a card the bank wants to confirm opens the challenge,
 * and the same post is sent again, the server saying how it ended. One attempt at a time; a refusal is
 * shown at the form, which stays usable.
 */
import { useRef, useState, type FormEvent } from "react";
import { useLocation } from "react-router";
import { BILLING_PAGES } from "../../content/billing";
import type { ErrorCode } from "../../domain/error-codes";
import { GENERIC_ERROR_MESSAGE } from "../../domain/messages";
import { useFormAction, type FormAnswer } from "../../lib/form-action";
import { newIdempotencyKey } from "../../lib/idempotency-key";
import { ChallengeDialog } from "../payments/challenge-dialog";
import { SandboxCardForm } from "../payments/sandbox-card-form";
import { useSandboxSource } from "../payments/use-sandbox-source";
import { Spinner } from "../ui/spinner";

const COPY = BILLING_PAGES.link;

/** The action's answer to `update-card`. */
export type CardUpdateAnswer = FormAnswer<
  { intent: string; status: "updated" } | { intent: string; status: "requires_action"; clientSecret: string },
  ErrorCode
>;

/** Props: what to do once the card is saved (the page shows the new card). */
export function CardUpdateForm({ onSaved }: { onSaved(): void }) {
  const { pathname } = useLocation();
  const post = useFormAction<CardUpdateAnswer>(pathname);
  const { card, challenge, source } = useSandboxSource();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const busy = useRef(false);

  async function save() {
    const method = await source.createPaymentMethod({ email: "" });
    if (!method.ok) return setError(method.message);
    const values = { intent: "update-card", payment_method: method.id, attempt_key: newIdempotencyKey() };
    let answer = await post(values);
    if (answer.ok && answer.status === "requires_action") {
      const authenticated = await source.handleNextAction?.(answer.clientSecret);
      answer = await post(values);
      if (answer.ok && answer.status === "requires_action")
        return setError(authenticated && !authenticated.ok ? authenticated.message : GENERIC_ERROR_MESSAGE);
    }
    if (answer.ok) return onSaved();
    setError(answer.message || GENERIC_ERROR_MESSAGE);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setSaving(true);
    setError(undefined);
    try {
      await save();
    } finally {
      busy.current = false;
      setSaving(false);
    }
  }

  return (
    <form noValidate aria-label={COPY.cardUpdate} className="mt-4 max-w-lg space-y-5" onSubmit={(e) => void submit(e)}>
      <fieldset disabled={saving} className="min-w-0">
        <legend className="sr-only">Card</legend>
        <SandboxCardForm ref={card} disabled={saving} />
      </fieldset>
      {error ? (
        <p role="alert" className="field-error font-medium">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={saving} aria-busy={saving || undefined}>
        {saving ? <Spinner /> : null}
        {saving ? COPY.cardSaving : COPY.cardSave}
      </button>
      <ChallengeDialog ref={challenge} />
    </form>
  );
}
