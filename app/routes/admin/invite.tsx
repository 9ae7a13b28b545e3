/**
 * `/admin/invite/<token>` (the documented contract "Invitation page"): first "Password" and "Confirm password"
 * (12–128 characters, weak ones refused), then the authenticator: the TOTP key as a QR code and as base32
 * text, confirmed with one "Authentication code". The operator is then created and signed in.
 */
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { data, Form, redirectDocument, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/invite";
import { ROLE_LABELS, type OperatorRole } from "../../domain/admin-access";
import {
  invitationPasswordSchema,
  invitationTotpSchema,
  OPERATOR_PASSWORD_MAX,
  OPERATOR_PASSWORD_MIN,
} from "../../domain/operator";
import { recordAudit } from "../../../server/audit";
import { choosePassword, confirmAuthenticator, openInvitation } from "../../../server/operators/invitations";
import { createSession } from "../../../server/operators/sessions";
import { totpEnrolment } from "../../../server/operators/totp";
import { AuthShell, CodeField, Field, FormAlert } from "../../components/admin/auth-shell";
import { validateWith } from "../../lib/form-validation";
import { formAccepted, formRefusal, parseForm } from "../../lib/form-action.server";
import { consoleHandle, consoleMeta } from "../../components/admin/meta";
import { ipHashFor, refuseForeignOrigin, sessionCookie } from "../../server/console/session.server";

export const handle = consoleHandle;
export const meta: Route.MetaFunction = () => consoleMeta("Accept your invitation");

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = context;
  const invitation = await openInvitation(services.db, params.token, services.clock());
  if (!invitation) return data({ valid: false as const }, { status: 410 });
  const enrolment =
    invitation.passwordChosen && invitation.totpSecret
      ? await totpEnrolment(invitation.totpSecret, invitation.email)
      : null;
  return {
    valid: true as const,
    email: invitation.email,
    role: invitation.role,
    enrolment: enrolment && { key: enrolment.key, qrDataUrl: enrolment.qrDataUrl },
  };
}

/** A password typed is never sent back in an answer. */
const PASSWORDS_HIDDEN = { hideFields: ["password", "confirmPassword"] };

export async function action({ request, params, context }: Route.ActionArgs) {
  const { services } = context;
  refuseForeignOrigin(request, services.config.publicUrl);
  const form = await request.formData();
  const now = services.clock();
  if (form.get("intent") === "password") {
    const submission = parseForm(form, invitationPasswordSchema);
    if (submission.status !== "success") return formRefusal(submission, undefined, PASSWORDS_HIDDEN);
    const result = await choosePassword(services.db, params.token, submission.value.password, now);
    if (!result.ok) return formRefusal(submission, withField(result, "password_weak", "password"), PASSWORDS_HIDDEN);
    // Post/redirect/get: the authenticator step is a fresh page (a reload does not post the password again).
    return formAccepted(form, submission, {}, `/admin/invite/${encodeURIComponent(params.token)}`);
  }
  const submission = parseForm(form, invitationTotpSchema);
  if (submission.status !== "success") return formRefusal(submission);
  const ipHash = ipHashFor(context);
  const result = await confirmAuthenticator(services.db, params.token, submission.value.code, now, ipHash);
  if (!result.ok) return formRefusal(submission, withField(result, "code_wrong", "code"));
  const sessionId = await createSession(services.db, result.operatorId, now);
  await recordAudit(services.db, {
    operatorId: result.operatorId,
    action: "sign_in",
    target: `operator:${result.operatorId}`,
    ipHash,
    detail: { via: "invitation" },
  });
  // The overview is always loaded as a document: a client-side navigation would fetch `/admin.data`,
  // a path outside the session cookie's `Path=/admin` (documented names that outside tests use), so it would arrive signed out.
  throw redirectDocument("/admin", {
    status: 303,
    headers: { "Set-Cookie": sessionCookie(sessionId, services.config.publicUrl) },
  });
}

/** A failure whose code belongs to one field: its message shown under that field (the page shows it there only). */
function withField<F extends { code: string; message: string }>(failure: F, code: F["code"], field: string) {
  return failure.code === code ? { ...failure, errors: { [field]: failure.message } } : failure;
}

export default function Invite() {
  const invitation = useLoaderData<typeof loader>();
  if (!invitation.valid) {
    return (
      <AuthShell title="Invitation not valid">
        <p className="text-ink-muted">
          This invitation link has expired, was already used, or was replaced by a newer one. Ask an owner of the
          console for a new invitation.
        </p>
      </AuthShell>
    );
  }
  if (!invitation.enrolment) return <PasswordStep email={invitation.email} role={invitation.role} />;
  return <CodeStep enrolment={invitation.enrolment} />;
}

/**
 * Step 1: the password, typed twice. Each step is a component of its own: its Conform form takes only
 * its own answers (a step's answers never reach the other step's form).
 */
function PasswordStep({ email, role }: { email: string; role: OperatorRole }) {
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [passwordForm, passwordFields] = useForm({
    id: "invite-password",
    lastResult: answer?.reply,
    onValidate: validateWith(invitationPasswordSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <AuthShell title="Choose your password">
      <p className="mb-4 text-sm text-ink-muted">
        You are joining as <strong>{ROLE_LABELS[role]}</strong> with {email}. Step 1 of 2.
      </p>
      <Form method="post" {...getFormProps(passwordForm)}>
        <FormAlert
          message={answer?.ok === false && answer.code === "password_weak" ? undefined : passwordForm.errors?.[0]}
        />
        <input type="hidden" name="intent" value="password" />
        <input type="text" name="username" value={email} autoComplete="username" readOnly hidden />
        <Field
          {...getInputProps(passwordFields.password, { type: "password" })}
          label="Password"
          autoComplete="new-password"
          hint={`${OPERATOR_PASSWORD_MIN} to ${OPERATOR_PASSWORD_MAX} characters. A phrase of several unrelated words works well; common passwords are refused.`}
          minLength={OPERATOR_PASSWORD_MIN}
          maxLength={OPERATOR_PASSWORD_MAX}
          required
          error={passwordFields.password.errors?.[0]}
        />
        <Field
          {...getInputProps(passwordFields.confirmPassword, { type: "password" })}
          label="Confirm password"
          autoComplete="new-password"
          maxLength={OPERATOR_PASSWORD_MAX}
          required
          error={passwordFields.confirmPassword.errors?.[0]}
        />
        <button type="submit" className="btn btn-primary w-full" disabled={busy}>
          Continue
        </button>
      </Form>
    </AuthShell>
  );
}

/** Step 2: the authenticator's key (QR code and text), confirmed by one of its codes. */
function CodeStep({ enrolment }: { enrolment: { key: string; qrDataUrl: string } }) {
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [codeForm, codeFields] = useForm({
    id: "invite-code",
    lastResult: answer?.reply,
    onValidate: validateWith(invitationTotpSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <AuthShell title="Set up your authenticator">
      <p className="text-sm text-ink-muted">
        Step 2 of 2. Scan this code with an authenticator app, or type the key into it, then enter the 6-digit code it
        shows.
      </p>
      <img
        src={enrolment.qrDataUrl}
        alt="QR code of your authenticator key"
        width={200}
        height={200}
        className="mx-auto my-4 h-48 w-48"
      />
      <p className="text-sm font-semibold">Key</p>
      <p className="mb-4 rounded-md bg-surface-muted px-3 py-2 font-mono text-sm break-all" data-testid="totp-key">
        {enrolment.key}
      </p>
      <Form method="post" {...getFormProps(codeForm)}>
        <FormAlert message={answer?.ok === false && answer.code === "code_wrong" ? undefined : codeForm.errors?.[0]} />
        <input type="hidden" name="intent" value="code" />
        <CodeField required field={codeFields.code} />
        <button type="submit" className="btn btn-primary w-full" disabled={busy}>
          Confirm and sign in
        </button>
      </Form>
    </AuthShell>
  );
}
