/**
 * The sections of /admin/account. Each is a fetcher form (one path with script; without it the same
 * post answers as the page's action data, passed in as `pageAnswer` and shown when it is that form's).
 * Every answer is the action's `AccountAnswer` (./account-answer.ts): a success, or a refusal with its code.
 */
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import {
  changePasswordSchema,
  OPERATOR_PASSWORD_MAX,
  OPERATOR_PASSWORD_MIN,
  PASSKEY_NAME_MAX,
  passkeyFormSchema,
  removeAuthenticatorSchema,
  removePasskeySchema,
} from "../../domain/operator";
import { scriptSubmission } from "../../lib/form-action";
import { submitThrough } from "../../lib/form-action-fetcher";
import { validateWith } from "../../lib/form-validation";
import { DataTable } from "./data-table";
import { formatDateTime } from "./format";
import { FormNotice } from "./form-notice";
import { RowActionForm } from "./row-action-form";
import { StatusBadge } from "./status-badge";
import { accountNotice, type AccountAnswer } from "./account-answer";
import { passkeysUsable } from "./passkey-support";
import { Field } from "./auth-shell";

/** This form's answer: the fetcher's, or the page's when it was this form's plain post. */
function answerOf(intent: string, fetched: AccountAnswer | undefined, page: AccountAnswer | undefined) {
  return fetched ?? (page?.intent === intent ? page : undefined);
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="min-w-0 rounded-lg border border-line bg-surface p-4 sm:p-5">
      <h2 id={`${id}-heading`} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** "Change password": the current one, the new one twice; other sessions end. */
export function PasswordSection({ email, pageAnswer }: { email: string; pageAnswer?: AccountAnswer }) {
  const fetcher = useFetcher<AccountAnswer>();
  const answer = answerOf("password", fetcher.data, pageAnswer);
  const [form, fields] = useForm({
    id: "password",
    lastResult: answer?.reply,
    onValidate: validateWith(changePasswordSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  // Invalid input: the fields say what; a refusal of the service: its message (and under its field).
  const notice = accountNotice(answer, "Check the fields below.");
  const password = (field: typeof fields.newPassword, label: string, autoComplete: string, hint?: string) => (
    <Field
      {...getInputProps(field, { type: "password", value: false })}
      label={label}
      error={field.errors?.[0]}
      hint={hint}
      autoComplete={autoComplete}
      maxLength={field.name === "currentPassword" ? OPERATOR_PASSWORD_MAX * 4 : OPERATOR_PASSWORD_MAX}
      required
    />
  );
  return (
    <Section id="password" title="Change password">
      <FormNotice answer={notice} className="mb-3" />
      <fetcher.Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="password" />
        <input type="text" name="username" value={email} autoComplete="username" readOnly hidden />
        {password(fields.currentPassword, "Current password", "current-password")}
        {password(
          fields.newPassword,
          "New password",
          "new-password",
          `${OPERATOR_PASSWORD_MIN} to ${OPERATOR_PASSWORD_MAX} characters. A phrase of several unrelated words works well; common passwords are refused.`,
        )}
        {password(fields.confirmPassword, "Confirm password", "new-password")}
        <p className="mb-3 text-xs text-ink-muted">Your other sessions are signed out when the password changes.</p>
        <button type="submit" className="btn btn-primary" disabled={fetcher.state !== "idle"}>
          Change password
        </button>
      </fetcher.Form>
    </Section>
  );
}

/** Shown when the browser's passkey dialog is cancelled or fails before anything is posted. */
const PASSKEY_CANCELLED = "No passkey was added. Try again, and confirm with your fingerprint, face or PIN.";

/** "Passkeys": the list (name, added, last used, Remove) and "Add a passkey" with a name. */
export function PasskeysSection({
  passkeys,
  required,
  pageAnswer,
}: {
  passkeys: Array<{ id: number; name: string; createdAt: Date | string; lastUsedAt: Date | string | null }>;
  required: boolean;
  pageAnswer?: AccountAnswer;
}) {
  const { pathname } = useLocation();
  const fetcher = useFetcher<AccountAnswer>();
  const [usable, setUsable] = useState<ReturnType<typeof passkeysUsable> | null>(null);
  const [cancelled, setCancelled] = useState(false);
  // The name posted with the options, posted again with the authenticator's answer.
  const named = useRef("");
  const { submit } = fetcher;
  const answer = fetcher.data;
  const options = answer?.ok && "options" in answer ? answer.options : undefined;
  const send = submitThrough(fetcher, { action: pathname });
  // The options' answer would reset the form: the name stays until the passkey is added.
  const [form, fields] = useForm<{ name: string; response?: string }>({
    id: "passkey",
    lastResult: options ? undefined : answer?.reply,
    onValidate: validateWith(passkeyFormSchema),
    onSubmit(event, context) {
      setCancelled(false);
      named.current = String(context.formData.get("name") ?? "");
      send(event, context);
    },
  });

  useEffect(() => {
    setUsable(passkeysUsable());
  }, []);
  // With the options, the browser's authenticator makes the passkey; its answer is posted to be verified.
  useEffect(() => {
    if (!options) return;
    let stale = false;
    void (async () => {
      const { startRegistration } = await import("@simplewebauthn/browser");
      try {
        const response = await startRegistration({ optionsJSON: options });
        if (!stale)
          await submit(
            scriptSubmission({ intent: "passkey-register", name: named.current, response: JSON.stringify(response) }),
            { method: "post", action: pathname },
          );
      } catch {
        if (!stale) setCancelled(true);
      }
    })();
    return () => {
      stale = true;
    };
  }, [options, submit, pathname]);

  const notice =
    cancelled && fetcher.state === "idle"
      ? { ok: false, message: PASSKEY_CANCELLED }
      : (accountNotice(answer) ?? accountNotice(pageAnswer?.intent.startsWith("passkey") ? pageAnswer : undefined));
  const nameError = fields.name.errors?.[0];
  const busy = fetcher.state !== "idle";
  return (
    <Section id="passkeys" title="Passkeys">
      <p className="mb-3 text-sm text-ink-muted">
        A passkey signs you in alone, confirmed with your fingerprint, face or device PIN. Add one on each device you
        use.
      </p>
      {required && passkeys.length === 0 ? (
        <p className="mb-3 text-sm font-semibold text-warning">Owners of this console must use a passkey.</p>
      ) : null}
      <DataTable
        caption="Your passkeys"
        captionHidden
        rows={passkeys}
        rowKey={(row) => row.id}
        empty="No passkey yet."
        columns={[
          { header: "Name", cell: (row) => <span className="break-words">{row.name}</span> },
          { header: "Added", cell: (row) => formatDateTime(row.createdAt), className: "whitespace-nowrap" },
          {
            header: "Last used",
            cell: (row) => (row.lastUsedAt ? formatDateTime(row.lastUsedAt) : "Never"),
            className: "whitespace-nowrap",
          },
          {
            header: "Actions",
            cell: (row) => (
              <RowActionForm
                intent="passkey-remove"
                fields={{ passkeyId: row.id }}
                button="Remove"
                buttonLabel={`Remove passkey ${row.name}`}
                pageAnswer={pageAnswer?.intent === "passkey-remove" ? pageAnswer : undefined}
                schema={removePasskeySchema}
              />
            ),
          },
        ]}
      />
      <form className="mt-4 flex flex-wrap items-end gap-3" {...getFormProps(form, { ariaAttributes: false })}>
        <input type="hidden" name="intent" value="passkey-options" />
        <div className="min-w-48 flex-1">
          <label htmlFor="passkey-name" className="block text-sm font-semibold">
            Passkey name
          </label>
          <input
            {...getInputProps(fields.name, { type: "text", ariaAttributes: false })}
            key={fields.name.key}
            id="passkey-name"
            maxLength={PASSKEY_NAME_MAX}
            placeholder="e.g. Work laptop"
            className="input mt-1"
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? "passkey-name-error" : undefined}
          />
          {nameError ? (
            <p id="passkey-name-error" className="field-error">
              {nameError}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn btn-primary" disabled={busy || (usable !== null && usable !== "yes")}>
          Add a passkey
        </button>
      </form>
      {usable === "no_webauthn" ? (
        <p className="mt-2 text-sm text-ink-muted">This browser does not support passkeys.</p>
      ) : null}
      {usable === "ip_address" ? (
        <p className="mt-2 text-sm text-ink-muted">
          Passkeys need the console&apos;s address with a domain name, not an IP address. Open the console at its usual
          address to add one.
        </p>
      ) : null}
      <noscript>
        <p className="mt-2 text-sm text-ink-muted">Adding a passkey needs JavaScript.</p>
      </noscript>
      <FormNotice answer={notice} className="mt-3" />
    </Section>
  );
}

/** "Authenticator app": whether one is set up, and removing it (refused when it is the last factor). */
export function AuthenticatorSection({ enabled, pageAnswer }: { enabled: boolean; pageAnswer?: AccountAnswer }) {
  return (
    <Section id="authenticator" title="Authenticator app">
      <p className="mb-3 text-sm">
        {enabled ? <StatusBadge tone="success">Set up</StatusBadge> : <StatusBadge>Not set up</StatusBadge>}{" "}
        <span className="text-ink-muted">
          {enabled
            ? "Its 6-digit codes confirm your sign-ins after your password."
            : "You sign in with a passkey. An owner can reset your second factor to set up an app again."}
        </span>
      </p>
      {enabled ? (
        <RowActionForm
          intent="totp-remove"
          button="Remove authenticator app"
          layout="panel"
          confirm={{
            summary: "Remove authenticator app",
            checkbox: "Yes, remove my authenticator app",
            description: "You then sign in with a passkey only. Your last second factor cannot be removed.",
          }}
          pageAnswer={pageAnswer?.intent === "totp-remove" ? pageAnswer : undefined}
          schema={removeAuthenticatorSchema}
        />
      ) : null}
    </Section>
  );
}

/** "Recovery codes": how many are left, and "Generate recovery codes" (the new ones shown this once). */
export function RecoveryCodesSection({
  left,
  total,
  pageAnswer,
}: {
  left: number;
  total: number;
  pageAnswer?: AccountAnswer;
}) {
  const fetcher = useFetcher<AccountAnswer>();
  const answer = answerOf("recovery-codes", fetcher.data, pageAnswer);
  const codes = answer?.ok && "codes" in answer ? answer.codes : undefined;
  return (
    <Section id="recovery" title="Recovery codes">
      <p className="mb-3 text-sm text-ink-muted">
        If you lose your phone or passkeys, a recovery code replaces the authentication code once.
      </p>
      <p className="mb-3 text-sm font-semibold" data-testid="recovery-codes-left">
        {left === 0 ? "You have no recovery codes." : `${left} of ${total} recovery codes left.`}
      </p>
      <FormNotice answer={accountNotice(answer)} className="mb-3" />
      {codes ? (
        <div className="mb-3 rounded-md border border-line-strong p-3">
          <p className="mb-2 text-sm font-semibold">
            Save these codes somewhere safe now, such as your password manager. They are not shown again.
          </p>
          <ul aria-label="Your new recovery codes" className="grid grid-cols-2 gap-1 font-mono text-sm">
            {codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="recovery-codes" />
        <button type="submit" className="btn btn-secondary" disabled={fetcher.state !== "idle"}>
          Generate recovery codes
        </button>
        {left > 0 ? <p className="mt-2 text-xs text-ink-muted">New codes replace the ones you have.</p> : null}
      </fetcher.Form>
    </Section>
  );
}

/** "Sessions": each signed-in device, the current one marked, and "Sign out other sessions". */
export function SessionsSection({
  sessions,
  pageAnswer,
}: {
  sessions: Array<{ device: string; createdAt: Date | string; lastSeenAt: Date | string; current: boolean }>;
  pageAnswer?: AccountAnswer;
}) {
  const fetcher = useFetcher<AccountAnswer>();
  const notice = accountNotice(answerOf("sessions", fetcher.data, pageAnswer));
  return (
    <section aria-labelledby="sessions-heading" className="mt-6 rounded-lg border border-line bg-surface p-4 sm:p-5">
      <h2 id="sessions-heading" className="mb-3 text-lg font-semibold">
        Sessions
      </h2>
      <FormNotice answer={notice} className="mb-3" />
      <DataTable
        caption="Your sessions"
        captionHidden
        rows={sessions.map((session, index) => ({ ...session, index }))}
        rowKey={(row) => row.index}
        empty="No session."
        columns={[
          {
            header: "Device",
            cell: (row) => (
              <span className="flex flex-wrap items-center gap-2">
                {row.device}
                {row.current ? <StatusBadge tone="info">This session</StatusBadge> : null}
              </span>
            ),
          },
          { header: "Signed in", cell: (row) => formatDateTime(row.createdAt), className: "whitespace-nowrap" },
          { header: "Last seen", cell: (row) => formatDateTime(row.lastSeenAt), className: "whitespace-nowrap" },
        ]}
      />
      <fetcher.Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="sessions" />
        <button type="submit" className="btn btn-secondary" disabled={fetcher.state !== "idle"}>
          Sign out other sessions
        </button>
      </fetcher.Form>
    </section>
  );
}
