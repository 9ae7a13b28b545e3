/**
 * "Confirm Email": the 6-digit code mailed by POST /api/resend-email-code. The code
 * is checked by the server only (never compared in the browser). "Code is required" / "Code is wrong."
 * under the field; after five wrong tries the code is dead and the page says to request a new one;
 * resend has a visible one-minute cool-down; Back clears the code.
 */
import { ArrowLeft, MailCheck, RotateCw } from "lucide-react";
import { useState } from "react";
import { CHECKOUT_COPY } from "../../content/pricing";
import { CODE_LENGTH, SIGNUP_MESSAGES as M } from "../../domain/signup";
import { Spinner } from "../ui/spinner";
import { Field } from "../ui/field";
import { useCountdown } from "./use-countdown";

const MAX_WRONG = 5;

/** What checking a code can end with. */
export type VerifyOutcome = "ok" | "wrong" | "error";

/** Props of the stage. */
export interface ConfirmEmailStageProps {
  email: string;
  /** When "Resend code" is offered again (ms since epoch; the server's `resend_in` after sending). */
  resendAt?: number;
  /** When the current code expires (ms since epoch; the server's `expires_in` after sending). */
  expiresAt?: number;
  onVerify(code: string): Promise<VerifyOutcome>;
  /** Sends a new code; resolves true when sent. */
  onResend(): Promise<boolean>;
  onBack(): void;
}

export function ConfirmEmailStage({ email, resendAt = 0, expiresAt = Number.POSITIVE_INFINITY, onVerify, onResend, onBack }: ConfirmEmailStageProps) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const [wrongTries, setWrongTries] = useState(0);
  const [busy, setBusy] = useState<"verify" | "resend" | null>(null);
  const cooldown = useCountdown(resendAt);

  async function verify(event: React.FormEvent) {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) return setError(M.codeRequired);
    if (wrongTries >= MAX_WRONG) return setError(M.codeDead);
    if (Date.now() > expiresAt) return setError(M.codeExpired);
    setBusy("verify");
    const outcome = await onVerify(trimmed);
    setBusy(null);
    if (outcome === "wrong") {
      const tries = wrongTries + 1;
      setWrongTries(tries);
      setError(tries >= MAX_WRONG ? M.codeDead : M.codeWrong);
    }
  }

  async function resend() {
    setBusy("resend");
    const sent = await onResend();
    setBusy(null);
    if (sent) {
      setCode("");
      setError(undefined);
      setWrongTries(0);
    }
  }

  const back = () => {
    setCode("");
    onBack();
  };

  return (
    <form noValidate onSubmit={verify} aria-labelledby="stage-heading" className="space-y-6">
      <div>
        <span aria-hidden className="inline-flex size-12 items-center justify-center rounded-xl bg-accent-soft text-accent">
          <MailCheck className="size-6" />
        </span>
        <h1 id="stage-heading" tabIndex={-1} className="mt-4 text-h2 font-bold tracking-tight outline-none">
          {CHECKOUT_COPY.confirmHeading}
        </h1>
        <p className="mt-2 break-words text-ink-muted">{CHECKOUT_COPY.confirmLead(email)}</p>
      </div>
      <Field
        id="signup-code"
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
        <button type="button" className="inline-flex items-center gap-1.5 font-semibold text-accent underline underline-offset-2 disabled:cursor-not-allowed disabled:text-ink-subtle disabled:no-underline" onClick={resend} disabled={cooldown > 0 || busy !== null}>
          {busy === "resend" ? <Spinner className="size-3.5" /> : <RotateCw aria-hidden className="size-3.5" />}
          {cooldown > 0 ? CHECKOUT_COPY.resendIn(cooldown) : CHECKOUT_COPY.resend}
        </button>
      </div>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-between">
        <button type="button" className="btn btn-secondary" onClick={back} disabled={busy !== null}>
          <ArrowLeft aria-hidden className="size-4" /> Back
        </button>
        <button type="submit" className="btn btn-primary sm:min-w-40" disabled={busy !== null} aria-busy={busy === "verify" || undefined}>
          {busy === "verify" ? <Spinner /> : null}
          Verify
        </button>
      </div>
    </form>
  );
}
