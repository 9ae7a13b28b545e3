/**
 * "Confirm Email": the 6-digit code mailed by the pricing route's action. The code is checked by the
 * server only (never compared in the browser). The server answers every refusal alike (`code_wrong`), so
 * the page counts its refused tries against the server's own limit (CODE_MAX_ATTEMPTS_PER_CLIENT) and
 * then asks for a new code, and tells an expired code from the lifetime the server sent. "Code is
 * required" / "Code is wrong." under the field; resend waits out the server's cool-down, visibly; Back clears the code.
 * Both buttons are real form posts (the code form and a "Resend code" form), so the stage also works
 * rendered by the server for a page without script.
 */
import { ArrowLeft, MailCheck, RotateCw } from "../ui/icon";
import { useState } from "react";
import { CHECKOUT_COPY } from "../../content/pricing";
import { CODE_LENGTH, CODE_MAX_ATTEMPTS_PER_CLIENT, SIGNUP_MESSAGES as M } from "../../domain/signup-rules";
import { Spinner } from "../ui/spinner";
import { Field } from "../ui/field";
import { SIGNUP_ACTION } from "./signup-answer";
import { useCountdown } from "./use-countdown";

/** What checking a code can end with. */
export type VerifyOutcome = "ok" | "wrong" | "error";

const RESEND_FORM_ID = "signup-resend";

/** Props of the stage. */
export interface ConfirmEmailStageProps {
  email: string;
  /** The names the code was addressed to (posted again with "Resend code"). */
  firstName: string;
  lastName: string;
  /** An error to show at first (a page rendered for a post without script). */
  initialError?: string;
  /** When "Resend code" is offered again (ms since epoch; the server's `resend_in` after sending). */
  resendAt?: number;
  /** When the current code expires (ms since epoch; the server's `expires_in` after sending). */
  expiresAt?: number;
  /** The code's lifetime in seconds as the server sent it (`expires_in`), for the lead; unknown, it is not told. */
  expiresIn?: number;
  onVerify(code: string): Promise<VerifyOutcome>;
  /** Sends a new code; resolves true when sent. */
  onResend(): Promise<boolean>;
  onBack(): void;
}

export function ConfirmEmailStage({
  email,
  firstName,
  lastName,
  initialError,
  resendAt = 0,
  expiresAt = Number.POSITIVE_INFINITY,
  expiresIn,
  onVerify,
  onResend,
  onBack,
}: ConfirmEmailStageProps) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>(initialError);
  const [busy, setBusy] = useState<"verify" | "resend" | null>(null);
  // Refused tries at the current code; a new code starts again.
  const [wrongTries, setWrongTries] = useState(0);
  const cooldown = useCountdown(resendAt);

  async function verify(event: React.FormEvent) {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) return setError(M.codeRequired);
    if (Date.now() > expiresAt) return setError(M.codeExpired);
    if (wrongTries >= CODE_MAX_ATTEMPTS_PER_CLIENT) return setError(M.codeDead);
    setBusy("verify");
    const outcome = await onVerify(trimmed);
    setBusy(null);
    if (outcome === "wrong") {
      const tries = wrongTries + 1;
      setWrongTries(tries);
      setError(tries >= CODE_MAX_ATTEMPTS_PER_CLIENT ? M.codeDead : M.codeWrong);
    }
  }

  async function resend(event: React.MouseEvent) {
    event.preventDefault();
    setBusy("resend");
    const sent = await onResend();
    setBusy(null);
    if (sent) {
      setCode("");
      setWrongTries(0);
      setError(undefined);
    }
  }

  const back = () => {
    setCode("");
    onBack();
  };

  const recipient = (
    <>
      <input type="hidden" name="email" value={email} />
      <input type="hidden" name="first_name" value={firstName} />
      <input type="hidden" name="last_name" value={lastName} />
    </>
  );
  return (
    <>
      <form
        method="post"
        action={`${SIGNUP_ACTION}?step=verify`}
        noValidate
        onSubmit={verify}
        aria-labelledby="stage-heading"
        className="space-y-6"
      >
        <input type="hidden" name="intent" value="verify" />
        {recipient}
        <div>
          <span
            aria-hidden
            className="inline-flex size-12 items-center justify-center rounded-xl bg-accent-soft text-accent"
          >
            <MailCheck className="size-6" />
          </span>
          <h1 id="stage-heading" tabIndex={-1} className="mt-4 text-h2 font-bold tracking-tight outline-none">
            {CHECKOUT_COPY.confirmHeading}
          </h1>
          <p className="mt-2 break-words text-ink-muted">{CHECKOUT_COPY.confirmLead(email, expiresIn)}</p>
        </div>
        <Field
          id="signup-code"
          name="code"
          label={CHECKOUT_COPY.codeLabel}
          className="max-w-xs"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={CODE_LENGTH}
          value={code}
          onValue={(v) => {
            setCode(v.replace(/\D/g, "").slice(0, CODE_LENGTH));
            setError(undefined);
          }}
          error={error}
          disabled={busy !== null}
        />
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted">
          <span>{CHECKOUT_COPY.resendPrompt}</span>
          <button
            type="submit"
            form={RESEND_FORM_ID}
            formNoValidate
            className="inline-flex items-center gap-1.5 font-semibold text-accent underline underline-offset-2 disabled:cursor-not-allowed disabled:text-ink-subtle disabled:no-underline"
            onClick={resend}
            disabled={cooldown > 0 || busy !== null}
          >
            {busy === "resend" ? <Spinner className="size-3.5" /> : <RotateCw aria-hidden className="size-3.5" />}
            {cooldown > 0 ? CHECKOUT_COPY.resendIn(cooldown) : CHECKOUT_COPY.resend}
          </button>
        </div>
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-between">
          <button type="button" className="btn btn-secondary" onClick={back} disabled={busy !== null}>
            <ArrowLeft aria-hidden className="size-4" /> Back
          </button>
          <button
            type="submit"
            className="btn btn-primary sm:min-w-40"
            disabled={busy !== null}
            aria-busy={busy === "verify" || undefined}
          >
            {busy === "verify" ? <Spinner /> : null}
            Verify
          </button>
        </div>
      </form>
      <form id={RESEND_FORM_ID} method="post" action={`${SIGNUP_ACTION}?step=verify`} hidden>
        <input type="hidden" name="intent" value="resend" />
        {recipient}
      </form>
    </>
  );
}
