/**
 * `/admin/login` (the documented contract "Sign-in"): "Email" and "Password", then "Authentication code", and "Sign
 * in". The code may be given with the password in one post; without it, a right password leads to the
 * code step. One message for every failure; 10 failures per account and client, or per client, in 15
 * minutes, then a wait (server/operators/sign-in.ts). A signed-in operator is sent on to the overview. A plain route
 * `<Form>`: it works the same with and without script.
 */
import { data, Form, redirectDocument, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/login";
import { clientKey } from "../../../server/client-ip";
import { destroySession } from "../../../server/operators/sessions";
import { signIn } from "../../../server/operators/sign-in";
import { passkeySignInOptions, signInWithPasskey } from "../../../server/operators/passkeys";
import { totpEnrolment } from "../../../server/operators/totp";
import { afterSignInPath } from "../../../server/operators/settings";
import { RECOVERY_CODE_MAX_LENGTH, SIGN_IN_FAILED, signInSchema } from "../../domain/operator";
import { EMAIL_MAX_LENGTH } from "../../domain/email-field";
import { AuthShell, CodeField, Field, FormAlert } from "../../components/admin/auth-shell";
import { PasskeySignIn, type PasskeyAnswer } from "../../components/admin/passkey-sign-in";
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

type ActionData =
  | { stage: "password"; error: string }
  | { stage: "code"; pending: string; email: string; error?: string }
  | { stage: "enrol"; pending: string; email: string; key: string; qrDataUrl: string; error?: string }
  | PasskeyAnswer;

/**
 * "Sign in with a passkey": `passkey-options` asks for a challenge, `passkey` posts the authenticator's
 * answer (JSON) and, when it holds, starts the session like a password sign-in.
 */
async function passkeyAction({ request, context }: Route.ActionArgs, form: FormData) {
  const { services } = context;
  const deps = { db: services.db, publicUrl: services.config.publicUrl, clock: services.clock };
  if (form.get("intent") === "passkey-options")
    return data<ActionData>({ stage: "passkey", options: await passkeySignInOptions(deps) });
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
  if (!result.ok) return data<ActionData>({ stage: "passkey", error: result.message }, { status: 401 });
  const previous = sessionIdOf(request);
  if (previous) await destroySession(services.db, previous);
  throw redirectDocument(await afterSignInPath(services.db, result.operatorId), {
    status: 303,
    headers: { "Set-Cookie": sessionCookie(result.sessionId, services.config.publicUrl) },
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  refuseForeignOrigin(request, services.config.publicUrl);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "passkey-options" || intent === "passkey")
    return passkeyAction({ request, context } as Route.ActionArgs, form);
  const text = (name: string) => (typeof form.get(name) === "string" ? (form.get(name) as string) : undefined);
  const pending = text("pending");
  const parsed = signInSchema.safeParse({
    email: text("email") ?? "",
    password: pending ? "-" : (text("password") ?? ""),
    code: text("code"),
  });
  if (!parsed.success) return data<ActionData>({ stage: "password", error: SIGN_IN_FAILED }, { status: 400 });
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
      email: parsed.data.email,
      password: pending ? undefined : parsed.data.password,
      pending,
      code: parsed.data.code,
      recoveryCode: text("recoveryCode")?.slice(0, RECOVERY_CODE_MAX_LENGTH),
      userAgent: request.headers.get("User-Agent"),
      client: clientKey(context.clientIp),
      ipHash: ipHashFor(context),
      ip: context.clientIp,
    },
  );
  if (result.ok && result.stage === "code")
    return data<ActionData>({ stage: "code", pending: result.pending, email: result.email });
  if (result.ok && result.stage === "enrol") {
    const enrolment = await totpEnrolment(result.totpSecret, result.email);
    return data<ActionData>({
      stage: "enrol",
      pending: result.pending,
      email: result.email,
      key: enrolment.key,
      qrDataUrl: enrolment.qrDataUrl,
    });
  }
  if (!result.ok) {
    const status = result.code === "throttled" ? 429 : 401;
    if (pending && result.enrolTotpSecret) {
      const enrolment = await totpEnrolment(result.enrolTotpSecret, parsed.data.email);
      return data<ActionData>(
        {
          stage: "enrol",
          pending,
          email: parsed.data.email,
          key: enrolment.key,
          qrDataUrl: enrolment.qrDataUrl,
          error: result.message,
        },
        { status },
      );
    }
    // On the code step a wrong code may be typed again while the step's token lasts.
    if (pending && result.code !== "throttled")
      return data<ActionData>({ stage: "code", pending, email: parsed.data.email, error: result.message }, { status });
    return data<ActionData>({ stage: "password", error: result.message }, { status });
  }
  // A new id at every sign-in; a session the browser still held ends.
  const previous = sessionIdOf(request);
  if (previous) await destroySession(services.db, previous);
  throw redirectDocument(await afterSignInPath(services.db, result.operatorId, result.recoveryCodesLeft), {
    status: 303,
    headers: { "Set-Cookie": sessionCookie(result.sessionId, services.config.publicUrl) },
  });
}

export default function Login() {
  const answer = useActionData<ActionData>();
  const busy = useNavigation().state === "submitting";
  if (answer?.stage === "enrol") return <EnrolStep answer={answer} busy={busy} />;
  if (answer?.stage === "code") {
    return (
      <AuthShell title="Sign in">
        <Form method="post" noValidate>
          <FormAlert message={answer.error} />
          <p className="mb-4 text-sm text-ink-muted">
            Enter the 6-digit code your authenticator app shows for the DocSleeve console.
          </p>
          <input type="hidden" name="email" value={answer.email} />
          <input type="hidden" name="pending" value={answer.pending} />
          <CodeField required autoFocus />
          <details className="mb-4 text-sm">
            <summary className="cursor-pointer font-semibold text-accent">Use a recovery code</summary>
            <div className="mt-3">
              <Field
                id="recoveryCode"
                name="recoveryCode"
                label="Recovery code"
                hint="One of the codes you saved, like abcde-23456. Each code works once."
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={RECOVERY_CODE_MAX_LENGTH}
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
  return (
    <AuthShell title="Sign in">
      <Form method="post" noValidate>
        <FormAlert message={answer?.error} />
        <Field
          id="email"
          name="email"
          label="Email"
          type="email"
          autoComplete="username"
          required
          maxLength={EMAIL_MAX_LENGTH}
        />
        <Field
          id="password"
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={512}
        />
        <CodeField hint="From your authenticator app. You can also enter it on the next step." />
        <button type="submit" className="btn btn-primary w-full" disabled={busy}>
          Sign in
        </button>
      </Form>
      <PasskeySignIn />
    </AuthShell>
  );
}

/** After an owner reset the second factor: the new authenticator app's key, confirmed by one of its codes. */
function EnrolStep({ answer, busy }: { answer: Extract<ActionData, { stage: "enrol" }>; busy: boolean }) {
  return (
    <AuthShell title="Set up your authenticator">
      <p className="text-sm text-ink-muted">
        Your second factor was reset. Scan this code with an authenticator app, or type the key into it, then enter the
        6-digit code it shows.
      </p>
      <img
        src={answer.qrDataUrl}
        alt="QR code of your authenticator key"
        width={200}
        height={200}
        className="mx-auto my-4 h-48 w-48"
      />
      <p className="text-sm font-semibold">Key</p>
      <p className="mb-4 rounded-md bg-surface-muted px-3 py-2 font-mono text-sm break-all" data-testid="totp-key">
        {answer.key}
      </p>
      <Form method="post" noValidate>
        <FormAlert message={answer.error} />
        <input type="hidden" name="email" value={answer.email} />
        <input type="hidden" name="pending" value={answer.pending} />
        <CodeField required />
        <button type="submit" className="btn btn-primary w-full" disabled={busy}>
          Confirm and sign in
        </button>
      </Form>
    </AuthShell>
  );
}
