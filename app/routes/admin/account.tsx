/**
 * `/admin/account` (every role; the documented contract "Operator accounts"): the signed-in operator's
 * own password ("Change password", which ends their other sessions), passkeys ("Add a passkey", named,
 * removable), authenticator app, recovery codes ("Generate recovery codes", shown once) and sessions
 * ("Sign out other sessions"). The last second factor cannot be removed. Every change is audited by its
 * service.
 */
import { data, useActionData, useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/account";
import { changePasswordSchema, passkeyNameSchema } from "../../domain/operator";
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

const fieldErrors = (issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) => {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
};

export async function action(args: Route.ActionArgs) {
  const { operator, services, ipHash } = await requireOperator(args, "overview");
  const form = await args.request.formData();
  const intent = String(form.get("intent") ?? "");
  const field = (name: string) => (typeof form.get(name) === "string" ? (form.get(name) as string) : "");
  const sessionId = sessionIdOf(args.request) ?? "";
  const actor = { operatorId: operator.id, ipHash };
  const answer = (body: Omit<AccountAnswer, "intent">, status = 200) =>
    data<AccountAnswer>({ intent, ...body }, { status });
  const passkeyDeps = { db: services.db, publicUrl: services.config.publicUrl, clock: services.clock };

  switch (intent) {
    case "password": {
      const parsed = changePasswordSchema.safeParse(Object.fromEntries(form));
      if (!parsed.success)
        return answer({ ok: false, message: "Check the fields below.", errors: fieldErrors(parsed.error.issues) }, 400);
      const result = await changePassword(
        services.db,
        { id: operator.id, email: operator.email, sessionId, ipHash },
        { current: parsed.data.currentPassword, next: parsed.data.newPassword },
      );
      if (!result.ok)
        return answer({ ok: false, message: result.message, errors: { [result.field]: result.message } }, 400);
      return answer({
        ok: true,
        message:
          result.endedSessions > 0
            ? `Password changed. Your other sessions (${result.endedSessions}) were signed out.`
            : "Password changed.",
      });
    }
    case "passkey-options": {
      const name = passkeyNameSchema.safeParse(field("name"));
      if (!name.success)
        return answer(
          { ok: false, message: name.error.issues[0]!.message, errors: { name: name.error.issues[0]!.message } },
          400,
        );
      return answer({ ok: true, message: "", options: await passkeyRegistrationOptions(passkeyDeps, operator) });
    }
    case "passkey-register": {
      const name = passkeyNameSchema.safeParse(field("name"));
      let response: unknown = null;
      try {
        response = JSON.parse(field("response"));
      } catch {
        // Not JSON: refused by the verification below.
      }
      if (!name.success)
        return answer(
          { ok: false, message: name.error.issues[0]!.message, errors: { name: name.error.issues[0]!.message } },
          400,
        );
      const result = await registerPasskey(passkeyDeps, actor, { name: name.data, response });
      if (!result.ok) return answer({ ok: false, message: result.message }, 400);
      return answer({ ok: true, message: `Passkey "${name.data}" added.` });
    }
    case "passkey-remove": {
      const result = await removePasskey(services.db, actor, Number(field("passkeyId")) || 0);
      if (!result.ok) return answer({ ok: false, message: result.message }, result.code === "not_found" ? 404 : 409);
      return answer({ ok: true, message: "Passkey removed." });
    }
    case "totp-remove": {
      if (field("confirm") !== "yes")
        return answer(
          { ok: false, message: "Tick the box to confirm.", errors: { confirm: "Tick the box to confirm." } },
          400,
        );
      const result = await removeAuthenticatorApp(services.db, actor);
      if (!result.ok) return answer({ ok: false, message: result.message }, result.code === "not_found" ? 404 : 409);
      return answer({ ok: true, message: "Authenticator app removed. Sign in with a passkey from now on." });
    }
    case "recovery-codes": {
      const codes = await generateRecoveryCodes(services.db, actor, services.clock());
      return answer({ ok: true, message: "New recovery codes generated. Your earlier codes no longer work.", codes });
    }
    case "sessions": {
      const ended = await signOutOtherSessions(services.db, { id: operator.id, sessionId, ipHash });
      return answer({
        ok: true,
        message: ended === 1 ? "1 other session was signed out." : `${ended} other sessions were signed out.`,
      });
    }
    default:
      return answer({ ok: false, message: "This change is not valid." }, 400);
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
