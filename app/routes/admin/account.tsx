/**
 * `/admin/account` (every role; the documented contract "Operator accounts"): the signed-in operator's
 * own password ("Change password", which ends their other sessions), passkeys ("Add a passkey", named,
 * removable), authenticator app, recovery codes ("Generate recovery codes", shown once) and sessions
 * ("Sign out other sessions"). The last second factor cannot be removed. Every change is audited by its
 * service.
 */
import { useActionData, useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/account";
import {
  accountIntentSchema,
  changePasswordSchema,
  passkeyFormSchema,
  removeAuthenticatorSchema,
  removePasskeySchema,
} from "../../domain/operator";
import { formAccepted, formRefusal, parseForm } from "../../lib/form-action.server";
import { deviceOf } from "../../domain/device";
import { changePassword, signOutOtherSessions } from "../../../server/operators/account";
import {
  listPasskeys,
  passkeyRegistrationOptions,
  registerPasskey,
  removeAuthenticatorApp,
  removePasskey,
} from "../../../server/operators/passkeys";
import {
  generateRecoveryCodes,
  RECOVERY_CODE_COUNT,
  recoveryCodesLeft,
} from "../../../server/operators/recovery-codes";
import { listSessions } from "../../../server/operators/sessions";
import { ownerPasskeyRequired } from "../../../server/operators/settings";
import { operators } from "../../../db/schema";
import { eq } from "drizzle-orm";
import { PageHeader } from "../../components/admin/page-header";
import { requireOperator } from "../../server/console/guard.server";
import { consoleHandle, consoleMeta } from "../../components/admin/meta";
import { sessionIdOf } from "../../server/console/session.server";
import type { AccountAnswer } from "../../components/admin/account-answer";
import {
  AuthenticatorSection,
  PasskeysSection,
  PasswordSection,
  RecoveryCodesSection,
  SessionsSection,
} from "../../components/admin/account-sections";

export const handle = consoleHandle;
export const meta: Route.MetaFunction = () => consoleMeta("Your account");

// Every role has an account: the overview's section admits them all.
export async function loader(args: Route.LoaderArgs) {
  const { operator, services } = await requireOperator(args, "overview");
  const now = services.clock();
  const [row] = await services.db
    .select({ totpSecret: operators.totpSecret })
    .from(operators)
    .where(eq(operators.id, operator.id));
  const [passkeys, codesLeft, sessions, passkeyRequired] = await Promise.all([
    listPasskeys(services.db, operator.id),
    recoveryCodesLeft(services.db, operator.id),
    listSessions(services.db, operator.id, sessionIdOf(args.request) ?? "", now),
    ownerPasskeyRequired(services.db),
  ]);
  return {
    email: operator.email,
    hasAuthenticatorApp: Boolean(row?.totpSecret),
    passkeys,
    codesLeft,
    codesTotal: RECOVERY_CODE_COUNT,
    passkeyRequired: passkeyRequired && operator.role === "owner",
    sessions: sessions.map((session) => ({
      device: deviceOf(session.userAgent),
      createdAt: session.createdAt,
      lastSeenAt: session.lastSeenAt,
      current: session.current,
    })),
  };
}

/** Passwords typed are never sent back in an answer. */
const PASSWORDS_HIDDEN = ["currentPassword", "newPassword", "confirmPassword"];

/**
 * Each form's post (`intent`; the forms are in app/components/admin/account-sections.tsx), answered
 * as every form action is (app/lib/form-action.server.ts), naming its form: a success with its message
 * (and the new recovery codes, or the passkey options for the browser's authenticator), or a refusal
 * with its code (`validation_failed` for input or an unknown intent, `password_wrong`, `password_weak`,
 * `passkey_invalid`, `last_factor`, `not_found`), its message and Conform's reply.
 */
export async function action(args: Route.ActionArgs) {
  const { operator, services, ipHash } = await requireOperator(args, "overview");
  const form = await args.request.formData();
  const posted = parseForm(form, accountIntentSchema);
  if (posted.status !== "success")
    return formRefusal(posted, undefined, {
      fields: { intent: String(form.get("intent") ?? "") },
      hideFields: PASSWORDS_HIDDEN,
    });
  const { intent } = posted.value;
  const sessionId = sessionIdOf(args.request) ?? "";
  const actor = { operatorId: operator.id, ipHash };
  const fields = { intent };
  const passkeyDeps = { db: services.db, publicUrl: services.config.publicUrl, clock: services.clock };

  switch (intent) {
    case "password": {
      const submission = parseForm(form, changePasswordSchema);
      if (submission.status !== "success")
        return formRefusal(submission, undefined, { fields, hideFields: PASSWORDS_HIDDEN });
      const result = await changePassword(
        services.db,
        { id: operator.id, email: operator.email, sessionId, ipHash },
        { current: submission.value.currentPassword, next: submission.value.newPassword },
      );
      if (!result.ok)
        return formRefusal(
          submission,
          { ...result, errors: { [result.field]: result.message } },
          { fields, hideFields: PASSWORDS_HIDDEN },
        );
      return formAccepted(form, submission, {
        intent,
        message:
          result.endedSessions > 0
            ? `Password changed. Your other sessions (${result.endedSessions}) were signed out.`
            : "Password changed.",
      });
    }
    case "passkey-options": {
      const submission = parseForm(form, passkeyFormSchema);
      if (submission.status !== "success") return formRefusal(submission, undefined, { fields });
      const options = await passkeyRegistrationOptions(passkeyDeps, operator);
      return formAccepted(form, submission, { intent, options });
    }
    case "passkey-register": {
      // The authenticator's answer is never handed back in a reply.
      const more = { fields, hideFields: ["response"] };
      const submission = parseForm(form, passkeyFormSchema);
      if (submission.status !== "success") return formRefusal(submission, undefined, more);
      let response: unknown = null;
      try {
        response = JSON.parse(submission.value.response ?? "");
      } catch {
        // Not JSON: refused by the verification below.
      }
      const { name } = submission.value;
      const result = await registerPasskey(passkeyDeps, actor, { name, response });
      if (!result.ok) return formRefusal(submission, result, more);
      return formAccepted(form, submission, { intent, message: `Passkey "${name}" added.` });
    }
    case "passkey-remove": {
      const submission = parseForm(form, removePasskeySchema);
      if (submission.status !== "success") return formRefusal(submission, undefined, { fields });
      const result = await removePasskey(services.db, actor, submission.value.passkeyId);
      if (!result.ok) return formRefusal(submission, result, { fields });
      return formAccepted(form, submission, { intent, message: "Passkey removed." });
    }
    case "totp-remove": {
      const submission = parseForm(form, removeAuthenticatorSchema);
      if (submission.status !== "success") return formRefusal(submission, undefined, { fields });
      const result = await removeAuthenticatorApp(services.db, actor);
      if (!result.ok) return formRefusal(submission, result, { fields });
      return formAccepted(form, submission, {
        intent,
        message: "Authenticator app removed. Sign in with a passkey from now on.",
      });
    }
    case "recovery-codes": {
      const codes = await generateRecoveryCodes(services.db, actor, services.clock());
      return formAccepted(form, posted, {
        intent,
        message: "New recovery codes generated. Your earlier codes no longer work.",
        codes,
      });
    }
    case "sessions": {
      const ended = await signOutOtherSessions(services.db, { id: operator.id, sessionId, ipHash });
      return formAccepted(form, posted, {
        intent,
        message: ended === 1 ? "1 other session was signed out." : `${ended} other sessions were signed out.`,
      });
    }
  }
}

/** After a recovery-code sign-in or when an owner must add a passkey (afterSignInPath's query). */
function SignInNotice() {
  const [params] = useSearchParams();
  const left = params.get("recoveryCodesLeft");
  const passkey = params.get("passkey") === "required";
  if (left === null && !passkey) return null;
  const codes = Number.isSafeInteger(Number(left)) ? Number(left) : 0;
  const remain = codes === 1 ? "1 recovery code remains." : `${codes} recovery codes remain.`;
  return (
    <div
      role="status"
      className="mb-6 rounded-md border border-warning-line bg-warning-soft px-3 py-2 text-sm text-warning"
    >
      {left !== null ? (
        <p>{`You signed in with a recovery code. ${remain} Set up your authenticator again or add a passkey, and generate new codes when few are left.`}</p>
      ) : null}
      {passkey ? <p>Owners of this console must use a passkey. Add one below.</p> : null}
    </div>
  );
}

export default function Account() {
  const account = useLoaderData<typeof loader>();
  const pageAnswer = useActionData<AccountAnswer>();
  return (
    <>
      <PageHeader title="Your account" description={`Signed in as ${account.email}.`} />
      <SignInNotice />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <PasswordSection email={account.email} pageAnswer={pageAnswer} />
        <PasskeysSection passkeys={account.passkeys} required={account.passkeyRequired} pageAnswer={pageAnswer} />
        <AuthenticatorSection enabled={account.hasAuthenticatorApp} pageAnswer={pageAnswer} />
        <RecoveryCodesSection left={account.codesLeft} total={account.codesTotal} pageAnswer={pageAnswer} />
      </div>
      <SessionsSection sessions={account.sessions} pageAnswer={pageAnswer} />
    </>
  );
}
