/**
 * `/admin/login` (the documented contract "Sign-in"): "Email" and "Password", then "Authentication code", and "Sign
 * in". The code may be given with the password in one post; without it, a right password leads to the
 * code step. One message for every failure; 10 failures per account and client, or per client, in 15
 * minutes, then a wait (server/operators/sign-in.ts). A signed-in operator is sent on to the overview. A plain route
 * `<Form>`: it works the same with and without script.
 */
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { data, Form, redirectDocument, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/login";
import { clientKey } from "../../../server/client-ip";
import { destroySession } from "../../../server/operators/sessions";
import { signIn } from "../../../server/operators/sign-in";
import { passkeySignInOptions, signInWithPasskey } from "../../../server/operators/passkeys";
import { totpEnrolment } from "../../../server/operators/totp";
import { afterSignInPath } from "../../../server/operators/settings";
import { RECOVERY_CODE_MAX_LENGTH, SIGN_IN_FAILED, signInCodeSchema, signInSchema } from "../../domain/operator";
import { EMAIL_MAX_LENGTH } from "../../domain/email-field";
import { AuthShell, CodeField, Field, FormAlert } from "../../components/admin/auth-shell";
import { PasskeySignIn, type PasskeyAnswer } from "../../components/admin/passkey-sign-in";
import { type FormReply } from "../../lib/form-action";
import { validateWith } from "../../lib/form-validation";
import { formAccepted, formRefusal, parseForm } from "../../lib/form-action.server";
import { currentOperator } from "../../server/console/guard.server";
import { consoleHandle, consoleMeta } from "../../components/admin/meta";
import { ipHashFor, refuseForeignOrigin, sessionCookie, sessionIdOf } from "../../server/console/session.server";

export const handle = consoleHandle;
export const meta: Route.MetaFunction = () => consoleMeta("Sign in");

export async function loader(args: Route.LoaderArgs) {
  // The overview is always loaded as a document: a client-side navigation would fetch `/admin.data`,
  // a path outside the session cookie's `Path=/admin` (documented names that outside tests use), so it would arrive signed out.
  if (await currentOperator(args)) throw redirectDocument("/admin", 303);
  return null;
}

/**
 * "Sign in with a passkey": `passkey-options` asks for a challenge, `passkey` posts the authenticator's
 * answer (JSON) and, when it holds, starts the session like a password sign-in.
 */
async function passkeyAction({ request, context }: Route.ActionArgs, form: FormData) {
  const { services } = context;
  const deps = { db: services.db, publicUrl: services.config.publicUrl, clock: services.clock };
  if (form.get("intent") === "passkey-options")
    return data<PasskeyAnswer>({ stage: "passkey", options: await passkeySignInOptions(deps) });
  let response: unknown = null;
  try {
    response = JSON.parse(String(form.get("response") ?? ""));
  } catch {
    // Not JSON: refused below like any answer that does not verify.
  }
  const result = await signInWithPasskey(deps, {
    response,
    ipHash: ipHashFor(context),
    userAgent: request.headers.get("User-Agent"),
  });
  if (!result.ok) return data<PasskeyAnswer>({ stage: "passkey", error: result.message }, { status: 401 });
  const previous = sessionIdOf(request);
  if (previous) await destroySession(services.db, previous);
  throw redirectDocument(await afterSignInPath(services.db, result.operatorId), {
    status: 303,
    headers: { "Set-Cookie": sessionCookie(result.sessionId, services.config.publicUrl) },
  });
}

/** What a sign-in post never hands back: the password, the codes and the step's token. */
const SECRETS_HIDDEN = ["password", "code", "recoveryCode", "pending"];

/**
 * The password, code and enrolment steps: each answer names the step the page shows next (`stage`)
 * with what that step needs; a refusal carries Conform's reply for that step's form, its secrets hidden.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  refuseForeignOrigin(request, services.config.publicUrl);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "passkey-options" || intent === "passkey")
    return passkeyAction({ request, context } as Route.ActionArgs, form);
  const hidden = { hideFields: SECRETS_HIDDEN };
  const onPasswordStep = { ...hidden, fields: { stage: "password" as const } };
  // A post with the step's token is the code step (or the new authenticator's).
  const codeStep = Boolean(form.get("pending"));
  const submission = codeStep ? parseForm(form, signInCodeSchema) : parseForm(form, signInSchema);
  if (submission.status !== "success") {
    // The code step's fields are hidden ones: a broken post starts again at the password, with the one message.
    if (codeStep)
      return formRefusal(submission, { code: "validation_failed" as const, message: SIGN_IN_FAILED }, onPasswordStep);
    return formRefusal(submission, undefined, onPasswordStep);
  }
  const posted = submission.value;
  const pending = "pending" in posted ? posted.pending : undefined;
  const result = await signIn(
    {
      db: services.db,
      rateLimits: services.rateLimits,
      clock: services.clock,
      signingKey: services.captcha.deriveSecret("operator-sign-in"),
      securityLog: services.securityLog,
      metrics: services.metrics,
    },
    {
      email: posted.email,
      password: "password" in posted ? posted.password : undefined,
      pending,
      code: posted.code,
      recoveryCode: "recoveryCode" in posted ? posted.recoveryCode : undefined,
      userAgent: request.headers.get("User-Agent"),
      client: clientKey(context.clientIp),
      ipHash: ipHashFor(context),
      ip: context.clientIp,
    },
  );
  if (result.ok && result.stage === "code")
    return formAccepted(form, submission, { stage: "code" as const, pending: result.pending, email: result.email });
  if (result.ok && result.stage === "enrol") {
    const { key, qrDataUrl } = await totpEnrolment(result.totpSecret, result.email);
    return formAccepted(form, submission, {
      stage: "enrol" as const,
      pending: result.pending,
      email: result.email,
      key,
      qrDataUrl,
    });
  }
  if (!result.ok) {
    if (pending && result.enrolTotpSecret) {
      const { key, qrDataUrl } = await totpEnrolment(result.enrolTotpSecret, posted.email);
      return formRefusal(submission, result, {
        ...hidden,
        fields: { stage: "enrol" as const, pending, email: posted.email, key, qrDataUrl },
      });
    }
    // On the code step a wrong code may be typed again while the step's token lasts.
    if (pending && result.code !== "throttled")
      return formRefusal(submission, result, {
        ...hidden,
        fields: { stage: "code" as const, pending, email: posted.email },
      });
    return formRefusal(submission, result, onPasswordStep);
  }
  // A new id at every sign-in; a session the browser still held ends.
  const previous = sessionIdOf(request);
  if (previous) await destroySession(services.db, previous);
  throw redirectDocument(await afterSignInPath(services.db, result.operatorId, result.recoveryCodesLeft), {
    status: 303,
    headers: { "Set-Cookie": sessionCookie(result.sessionId, services.config.publicUrl) },
  });
}

/**
 * The step the answer names. Each step is a component of its own: its Conform form takes only its own
 * step's reply (one step's answer never reaches another step's form).
 */
export default function Login() {
  const answer = useActionData<typeof action>();
  const reply = answer && "ok" in answer && !answer.ok ? answer.reply : undefined;
  if (answer?.stage === "enrol")
    return (
      <EnrolStep
        email={answer.email}
        pending={answer.pending}
        totpKey={answer.key}
        qrDataUrl={answer.qrDataUrl}
        reply={reply}
      />
    );
  if (answer?.stage === "code") return <CodeStep email={answer.email} pending={answer.pending} reply={reply} />;
  return <PasswordStep reply={answer?.stage === "password" ? reply : undefined} />;
}

/** The Conform form of one sign-in step, validated in the browser as the action validates it. */
function useStepForm(id: string, reply: FormReply | undefined, schema: typeof signInSchema | typeof signInCodeSchema) {
  return useForm({
    id,
    lastResult: reply,
    onValidate: validateWith(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
}

/** Email, Password and (optionally, at once) Authentication code; and the passkey's button. */
function PasswordStep({ reply }: { reply?: FormReply }) {
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useStepForm("sign-in", reply, signInSchema);
  return (
    <AuthShell title="Sign in">
      <Form method="post" {...getFormProps(form)}>
        <FormAlert message={form.errors?.[0]} />
        <Field
          {...getInputProps(fields.email, { type: "email" })}
          label="Email"
          autoComplete="username"
          required
          maxLength={EMAIL_MAX_LENGTH}
          error={fields.email.errors?.[0]}
        />
        <Field
          {...getInputProps(fields.password, { type: "password" })}
          label="Password"
          autoComplete="current-password"
          required
          maxLength={512}
          error={fields.password.errors?.[0]}
        />
        <CodeField field={fields.code} hint="From your authenticator app. You can also enter it on the next step." />
        <button type="submit" className="btn btn-primary w-full" disabled={busy}>
          Sign in
        </button>
      </Form>
      <PasskeySignIn />
    </AuthShell>
  );
}

/** What the code and enrolment steps post back: the address and the step's token. */
interface StepProps {
  email: string;
  pending: string;
  reply?: FormReply;
}

/** The authenticator's code, or one of the saved recovery codes. */
function CodeStep({ email, pending, reply }: StepProps) {
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useStepForm("sign-in-code", reply, signInCodeSchema);
  return (
    <AuthShell title="Sign in">
      <Form method="post" {...getFormProps(form)}>
        <FormAlert message={form.errors?.[0]} />
        <p className="mb-4 text-sm text-ink-muted">
          Enter the 6-digit code your authenticator app shows for the DocSleeve console.
        </p>
        <input type="hidden" name="email" value={email} />
        <input type="hidden" name="pending" value={pending} />
        <CodeField field={fields.code} required autoFocus />
        <details className="mb-4 text-sm">
          <summary className="cursor-pointer font-semibold text-accent">Use a recovery code</summary>
          <div className="mt-3">
            <Field
              {...getInputProps(fields.recoveryCode, { type: "text" })}
              label="Recovery code"
              hint="One of the codes you saved, like abcde-23456. Each code works once."
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={RECOVERY_CODE_MAX_LENGTH}
              error={fields.recoveryCode.errors?.[0]}
            />
          </div>
        </details>
        <button type="submit" className="btn btn-primary w-full" disabled={busy}>
          Sign in
        </button>
      </Form>
    </AuthShell>
  );
}

/** After an owner reset the second factor: the new authenticator app's key, confirmed by one of its codes. */
function EnrolStep({ email, pending, totpKey, qrDataUrl, reply }: StepProps & { totpKey: string; qrDataUrl: string }) {
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useStepForm("sign-in-enrol", reply, signInCodeSchema);
  return (
    <AuthShell title="Set up your authenticator">
      <p className="text-sm text-ink-muted">
        Your second factor was reset. Scan this code with an authenticator app, or type the key into it, then enter the
        6-digit code it shows.
      </p>
      <img
        src={qrDataUrl}
        alt="QR code of your authenticator key"
        width={200}
        height={200}
        className="mx-auto my-4 h-48 w-48"
      />
      <p className="text-sm font-semibold">Key</p>
      <p className="mb-4 rounded-md bg-surface-muted px-3 py-2 font-mono text-sm break-all" data-testid="totp-key">
        {totpKey}
      </p>
      <Form method="post" {...getFormProps(form)}>
        <FormAlert message={form.errors?.[0]} />
        <input type="hidden" name="email" value={email} />
        <input type="hidden" name="pending" value={pending} />
        <CodeField field={fields.code} required />
        <button type="submit" className="btn btn-primary w-full" disabled={busy}>
          Confirm and sign in
        </button>
      </Form>
    </AuthShell>
  );
}
