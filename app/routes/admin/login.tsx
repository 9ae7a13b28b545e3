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
import { SIGN_IN_FAILED, signInSchema } from "../../domain/operator";
import { EMAIL_MAX_LENGTH } from "../../domain/email-field";
import { AuthShell, CodeField, Field, FormAlert } from "./auth-shell";
import { currentOperator } from "./guard.server";
import { consoleHandle, consoleMeta } from "./meta";
import { ipHashFor, refuseForeignOrigin, sessionCookie, sessionIdOf } from "./session.server";

export const handle = consoleHandle;
export const meta: Route.MetaFunction = () => consoleMeta("Sign in");

export async function loader(args: Route.LoaderArgs) {
  // The overview is always loaded as a document: a client-side navigation would fetch `/admin.data`,
  // a path outside the session cookie's `Path=/admin` (documented names that outside tests use), so it would arrive signed out.
  if (await currentOperator(args)) throw redirectDocument("/admin", 303);
  return null;
}

type ActionData =
  { stage: "password"; error: string } | { stage: "code"; pending: string; email: string; error?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  refuseForeignOrigin(request, services.config.publicUrl);
  const form = await request.formData();
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
      client: clientKey(context.clientIp),
      ipHash: ipHashFor(context),
      ip: context.clientIp,
    },
  );
  if (result.ok && result.stage === "code")
    return data<ActionData>({ stage: "code", pending: result.pending, email: result.email });
  if (!result.ok) {
    const status = result.code === "throttled" ? 429 : 401;
    // On the code step a wrong code may be typed again while the step's token lasts.
    if (pending && result.code !== "throttled")
      return data<ActionData>({ stage: "code", pending, email: parsed.data.email, error: result.message }, { status });
    return data<ActionData>({ stage: "password", error: result.message }, { status });
  }
  // A new id at every sign-in; a session the browser still held ends.
  const previous = sessionIdOf(request);
  if (previous) await destroySession(services.db, previous);
  throw redirectDocument("/admin", {
    status: 303,
    headers: { "Set-Cookie": sessionCookie(result.sessionId, services.config.publicUrl) },
  });
}

export default function Login() {
  const answer = useActionData<ActionData>();
  const busy = useNavigation().state === "submitting";
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
    </AuthShell>
  );
}
