/**
 * The sandbox's 3-D Secure challenge: the shared modal Dialog standing in for the bank's page, with the
 * two buttons of Stripe's test authentication page, "Complete authentication" and "Fail authentication".
 * The answer goes to POST /api/sandbox/challenges (which takes the money, or not, and sends the events
 * Stripe would; or for a card being saved, authenticates it or not); closing the dialog (Escape) counts as
 * failing, as abandoning Stripe's page does. The pricing page's payment stage (or the billing page's
 * "Update card") then posts its request again and the server says how it ended.
 */
import { ShieldCheck } from "../ui/icon";
import { useId, useImperativeHandle, useRef, useState, type Ref } from "react";
import { GENERIC_ERROR_MESSAGE } from "../../domain/messages";
import { postJson } from "../../lib/api";
import { Dialog } from "../ui/dialog";
import { Spinner } from "../ui/spinner";

/** What the payment stage calls: resolves once the buyer answered and the answer was recorded. */
export interface ChallengeHandle {
  authenticate(clientSecret: string): Promise<{ ok: true } | { ok: false; message: string }>;
}

/** Props: the handle, and the amount shown ("S$730.30"); without one, a card being saved is confirmed. */
export function ChallengeDialog({ ref, amount }: { ref: Ref<ChallengeHandle>; amount?: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const pending = useRef<{
    secret: string;
    resolve: (result: { ok: true } | { ok: false; message: string }) => void;
  } | null>(null);
  const [sending, setSending] = useState(false);
  const headingId = useId();
  const bodyId = useId();

  useImperativeHandle(ref, () => ({
    authenticate(clientSecret) {
      return new Promise((resolve) => {
        pending.current = { secret: clientSecret, resolve };
        dialog.current?.showModal();
      });
    },
  }));

  async function answer(outcome: "complete" | "fail") {
    const current = pending.current;
    if (!current || sending) return;
    setSending(true);
    const response = await postJson("/api/sandbox/challenges", { client_secret: current.secret, outcome });
    setSending(false);
    pending.current = null;
    dialog.current?.close();
    current.resolve(response.ok ? { ok: true } : { ok: false, message: response.message || GENERIC_ERROR_MESSAGE });
  }

  return (
    <Dialog
      ref={dialog}
      aria-labelledby={headingId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        void answer("fail");
      }}
    >
      <div className="px-6 pt-7 pb-6 sm:px-8">
        <ShieldCheck aria-hidden className="mx-auto size-10 text-accent" />
        <h2 id={headingId} className="mt-4 text-center text-h3 font-bold tracking-tight">
          {amount ? "Confirm your payment" : "Confirm your card"}
        </h2>
        <p id={bodyId} className="mt-2 text-center text-ink-muted text-pretty">
          {amount
            ? `Your bank asks you to confirm the payment of ${amount}.`
            : "Your bank asks you to confirm this card before it is saved."}{" "}
          This is the sandbox&rsquo;s test authentication page: choose how the bank answers.
        </p>
        <div className="mt-6 flex flex-col gap-3">
          <button type="button" className="btn btn-primary" disabled={sending} onClick={() => void answer("complete")}>
            {sending ? <Spinner /> : null}
            Complete authentication
          </button>
          <button type="button" className="btn btn-secondary" disabled={sending} onClick={() => void answer("fail")}>
            Fail authentication
          </button>
        </div>
      </div>
    </Dialog>
  );
}
