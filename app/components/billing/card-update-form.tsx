/**
 * "Update card" with script: the sandbox card form of the pricing page (its 3-D Secure challenge
 * included, app/components/payments/) makes a payment method, which a fetcher posts to the billing page's
 * action (`update-card`) with a key of its own. The action answers as every form action does (app/lib/
 * form-action.ts `FormResult`): the card saved, the bank's challenge to answer first (the dialog opens,
 * then the same post is sent again and the server says how it ended), or a refusal with its code and
 * message. The card is checked by the card form and the service, so this form has no schema of its own.
 * One attempt at a time; a refusal is shown at the form, which stays usable.
 */
import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from "react";
import { useFetcher, useLocation } from "react-router";
import { BILLING_PAGES } from "../../content/billing";
import type { ErrorCode } from "../../domain/error-codes";
import { GENERIC_ERROR_MESSAGE } from "../../domain/messages";
import { scriptSubmission, type FormFailure, type FormResult } from "../../lib/form-action";
import { newIdempotencyKey } from "../../lib/idempotency-key";
import { ChallengeDialog } from "../payments/challenge-dialog";
import { SandboxCardForm } from "../payments/sandbox-card-form";
import { useSandboxSource } from "../payments/use-sandbox-source";
import { Spinner } from "../ui/spinner";

const COPY = BILLING_PAGES.link;

/**
 * The action's answer to `update-card`: the card saved, or the challenge's client secret; a refusal
 * (`validation_failed`, `not_found`, `subscription_inactive`, `card_declined`); or `unavailable` when the
 * post brought no answer (the route's `clientAction`).
 */
export type CardUpdateAnswer =
  | FormResult<
      { intent: string; status: "updated" } | { intent: string; status: "requires_action"; clientSecret: string },
      ErrorCode
    >
  | FormFailure<"unavailable">;

/** The attempt under way: what is posted (sent again after the challenge), and how the challenge ended. */
interface Attempt {
  values: Record<string, string>;
  challenged?: { ok: true } | { ok: false; message: string };
}

/** Props: what to do once the card is saved (the page shows the new card). */
export function CardUpdateForm({ onSaved }: { onSaved(): void }) {
  const { pathname } = useLocation();
  const fetcher = useFetcher<CardUpdateAnswer>();
  const { card, challenge, source } = useSandboxSource();
  const attempt = useRef<Attempt | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();

  const post = (values: Record<string, string>) =>
    fetcher.submit(scriptSubmission(values), { method: "post", action: pathname });

  function finish(message?: string) {
    attempt.current = null;
    setSaving(false);
    setError(message);
  }

  // Each answer of the attempt: the bank's challenge once, then saved or refused.
  const answered = useEffectEvent(async (answer: CardUpdateAnswer) => {
    const current = attempt.current;
    if (!current) return;
    if (!answer.ok) return finish(answer.message || GENERIC_ERROR_MESSAGE);
    if (answer.status === "updated") {
      finish();
      return onSaved();
    }
    // Still waiting after the challenge: the bank's answer did not go through.
    if (current.challenged) return finish(current.challenged.ok ? GENERIC_ERROR_MESSAGE : current.challenged.message);
    current.challenged = (await source.handleNextAction?.(answer.clientSecret)) ?? { ok: true };
    if (attempt.current === current) void post(current.values);
  });
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) void answered(fetcher.data);
  }, [fetcher.state, fetcher.data]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (attempt.current || saving) return;
    setSaving(true);
    setError(undefined);
    const method = await source.createPaymentMethod({ email: "" });
    if (!method.ok) return finish(method.message);
    attempt.current = {
      values: { intent: "update-card", payment_method: method.id, attempt_key: newIdempotencyKey() },
    };
    void post(attempt.current.values);
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
