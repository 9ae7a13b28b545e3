/**
 * "Confirm Email": the 6-digit code mailed by the pricing route's action. Two Conform forms posted to that
 * action through fetchers (plain posts without script, so the stage also works rendered by the server):
 * the code form, checked in the browser with the action's schema (app/domain/signup.ts `verifyFormSchema`,
 * loaded at the form's first focus), and "Resend code". The code is checked by the server only (never
 * compared in the browser). The server answers every refusal alike (`code_wrong`, its message on the
 * field), so the page counts its refused tries against the server's own limit
 * (CODE_MAX_ATTEMPTS_PER_CLIENT) and then asks for a new code, and tells an expired code from the
 * lifetime the server sent. Resend waits out the server's cool-down, visibly; Back clears the code.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { ArrowLeft, MailCheck, RotateCw } from "../ui/icon";
import { useEffect, useEffectEvent, useState } from "react";
import { useFetcher } from "react-router";
import { CHECKOUT_COPY } from "../../content/pricing";
import { CODE_LENGTH, CODE_MAX_ATTEMPTS_PER_CLIENT, SIGNUP_MESSAGES as M } from "../../domain/signup-rules";
import type { FormFailure } from "../../lib/form-action";
import { replyIn, submitThrough } from "../../lib/form-action-fetcher";
import { toast } from "../../lib/toast";
import { Spinner } from "../ui/spinner";
import { Field } from "../ui/field";
import {
  fieldMessagesOf,
  SIGNUP_ACTION,
  type CodeSentAnswer,
  type SignupAnswer,
  type SignupRefusal,
  type VerifiedAnswer,
} from "./signup-answer";
import { useCountdown } from "./use-countdown";
import { loadOnce, useLazyValidator } from "../../lib/use-lazy-validator";

const CODE_FORM_ID = "signup-code-form";
const RESEND_FORM_ID = "signup-resend";
const ACTION = `${SIGNUP_ACTION}?step=verify`;

/** The code form's browser validation: the action's schema (loaded at the first focus). */
const loadValidator = loadOnce(() =>
  Promise.all([import("../../domain/signup"), import("../../lib/form-validation")]).then(([signup, forms]) =>
    forms.validateWith(signup.verifyFormSchema),
  ),
);

/** Refusals shown under the code field (the action's reply); any other is toasted. */
const FIELD_CODES: ReadonlySet<string> = new Set(["validation_failed", "code_wrong"]);

type StageAnswer = SignupAnswer | FormFailure<"unavailable">;

/** Whether the moment `at` (ms since epoch) has passed, when the visitor sends the code. */
const isPast = (at: number) => Date.now() > at;

/** Props of the stage. */
export interface ConfirmEmailStageProps {
  email: string;
  /** The names the code was addressed to (posted again with "Resend code"). */
  firstName: string;
  lastName: string;
  /** Hidden fields posted along (the plan picked, for the funnel counts). */
  hidden?: Record<string, string>;
  /** The refusal a page rendered for a post without script shows at first. */
  refused?: SignupRefusal;
  /** When "Resend code" is offered again (ms since epoch; the server's `resend_in` after sending). */
  resendAt?: number;
  /** When the current code expires (ms since epoch; the server's `expires_in` after sending). */
  expiresAt?: number;
  /** The code's lifetime in seconds as the server sent it (`expires_in`), for the lead; unknown, it is not told. */
  expiresIn?: number;
  /** The code was right. */
  onVerified?(answer: VerifiedAnswer): void;
  /** A new code was sent. */
  onResent?(answer: CodeSentAnswer): void;
  onBack?(): void;
}

export function ConfirmEmailStage({
  email,
  firstName,
  lastName,
  hidden = {},
  refused,
  resendAt = 0,
  expiresAt = Number.POSITIVE_INFINITY,
  expiresIn,
  onVerified,
  onResent,
  onBack,
}: ConfirmEmailStageProps) {
  const verifier = useFetcher<StageAnswer>();
  const resender = useFetcher<StageAnswer>();
  const { validator, waiting, prepare, held } = useLazyValidator(CODE_FORM_ID, loadValidator);
  const verified = verifier.state === "idle" ? verifier.data : undefined;
  const resent = resender.state === "idle" ? resender.data : undefined;
  const busy = verifier.state !== "idle" || waiting ? "verify" : resender.state !== "idle" ? "resend" : null;
  const [code, setCode] = useState("");
  // What the page knows beyond the server's reply: an expired code, the tries used up, a refusal not about the code.
  const [notice, setNotice] = useState(() =>
    refused && !fieldMessagesOf(refused.reply).code ? refused.message : undefined,
  );
  // Refused tries at the current code; a new code starts again.
  const [wrongTries, setWrongTries] = useState(0);
  const cooldown = useCountdown(resendAt);
  // Nothing else on the page changes with a code checked or sent.
  const post = { action: ACTION, defaultShouldRevalidate: false };

  const [form, fields] = useForm({
    id: CODE_FORM_ID,
    lastResult: verified && !verified.ok && FIELD_CODES.has(verified.code) ? replyIn(verified) : replyIn(refused),
    onValidate: validator,
    shouldValidate: "onSubmit",
    onSubmit: held((event, context) => {
      // The server would refuse these alike ("Code is wrong."): the page tells why, and posts nothing.
      const known = isPast(expiresAt) ? M.codeExpired : wrongTries >= CODE_MAX_ATTEMPTS_PER_CLIENT ? M.codeDead : null;
      if (!known) return submitThrough(verifier, post)(event, context);
      event.preventDefault();
      setNotice(known);
    }),
  });
  const [resendForm] = useForm({ id: RESEND_FORM_ID, onSubmit: submitThrough(resender, post) });

  /** Clears the message under the field (an edit, a new code). Conform's own only with its validator: without it an update would be posted. */
  function clearMessage() {
    setNotice(undefined);
    if (validator && fields.code.errors) form.update({ name: fields.code.name, validated: false });
  }

  // Each answer is handled once, when it arrives (Conform shows a refusal's message under the field).
  const handleVerified = useEffectEvent((answer: StageAnswer) => {
    if (answer.ok) {
      if (answer.intent === "verify") onVerified?.(answer);
      return;
    }
    if (answer.code === "code_wrong") {
      const tries = wrongTries + 1;
      setWrongTries(tries);
      if (tries >= CODE_MAX_ATTEMPTS_PER_CLIENT) setNotice(M.codeDead);
    } else if (!FIELD_CODES.has(answer.code)) toast.error(answer.message);
  });
  useEffect(() => {
    if (verified) handleVerified(verified);
  }, [verified]);

  const handleResent = useEffectEvent((answer: StageAnswer) => {
    if (!answer.ok) return void toast.error(answer.message);
    if (answer.intent === "verify") return;
    setCode("");
    setWrongTries(0);
    clearMessage();
    onResent?.(answer);
  });
  useEffect(() => {
    if (resent) handleResent(resent);
  }, [resent]);

  const back = () => {
    setCode("");
    onBack?.();
  };

  const recipient = (
    <>
      <input type="hidden" name="email" value={email} />
      <input type="hidden" name="first_name" value={firstName} />
      <input type="hidden" name="last_name" value={lastName} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
  return (
    <>
      <form
        {...getFormProps(form, { ariaAttributes: false })}
        method="post"
        action={ACTION}
        onFocus={prepare}
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
          name={fields.code.name}
          label={CHECKOUT_COPY.codeLabel}
          className="max-w-xs"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={CODE_LENGTH}
          // Controlled: only digits are kept as they are typed or pasted.
          value={code}
          onValue={(v) => {
            setCode(v.replace(/\D/g, "").slice(0, CODE_LENGTH));
            clearMessage();
          }}
          error={notice ?? fields.code.errors?.[0]}
          disabled={busy !== null}
        />
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted">
          <span>{CHECKOUT_COPY.resendPrompt}</span>
          <button
            type="submit"
            form={RESEND_FORM_ID}
            formNoValidate
            className="inline-flex items-center gap-1.5 font-semibold text-accent underline underline-offset-2 disabled:cursor-not-allowed disabled:text-ink-subtle disabled:no-underline"
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
      <form {...getFormProps(resendForm)} method="post" action={ACTION} hidden>
        <input type="hidden" name="intent" value="resend" />
        {recipient}
      </form>
    </>
  );
}
