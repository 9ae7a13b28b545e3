/**
 * `/admin/operators` (owners): the operators with their roles, inviting someone with a role, changing a
 * role and deactivating an operator; the last owner can be neither demoted nor deactivated. Also
 * "Revoke invitation" for a pending one, "Reset second factor" for an operator who lost theirs, and
 * whether owners must use a passkey.
 */
import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { useFetcher, useLoaderData } from "react-router";
import type { Route } from "./+types/operators";
import { ADMIN_SECTIONS, OPERATOR_ROLES, ROLE_LABELS, type OperatorRole } from "../../domain/admin-access";
import { parseAdminList } from "../../domain/admin-list";
import { inviteOperatorSchema, operatorChangeSchema, operatorRecoverySchema } from "../../domain/operator";
import { EMAIL_MAX_LENGTH } from "../../domain/email-field";
import {
  changeRole,
  deactivateOperator,
  listOperators,
  pendingInvitations,
  resetSecondFactor,
  revokeInvitation,
} from "../../../server/operators/manage";
import { ownerPasskeyRequired, setOwnerPasskeyRequired } from "../../../server/operators/settings";
import { inviteOperator } from "../../../server/operators/invitations";
import { DataTable } from "../../components/admin/data-table";
import { formatDateTime } from "../../components/admin/format";
import { RowActionForm } from "../../components/admin/row-action-form";
import { FormField } from "../../components/admin/form-field";
import { FormNotice, noticeOf } from "../../components/admin/form-notice";
import { validateWith } from "../../lib/form-validation";
import { formAccepted, formRefusal, parseForm } from "../../lib/form-action.server";
import { PageHeader } from "../../components/admin/page-header";
import { Pagination } from "../../components/admin/pagination";
import { SearchForm } from "../../components/admin/search-form";
import { StatusBadge } from "../../components/admin/status-badge";
import { requireOperator } from "../../server/console/guard.server";
import { consoleHandle, consoleMeta } from "../../components/admin/meta";

export const handle = consoleHandle;
export const meta: Route.MetaFunction = () => consoleMeta(ADMIN_SECTIONS.operators.label);

export async function loader(args: Route.LoaderArgs) {
  const { operator, services } = await requireOperator(args, "operators");
  const list = parseAdminList(new URL(args.request.url));
  const [page, invitations, passkeyRequired] = await Promise.all([
    listOperators(services.db, list),
    pendingInvitations(services.db, services.clock()),
    ownerPasskeyRequired(services.db),
  ]);
  return { me: operator.id, page, invitations, passkeyRequired };
}

export async function action(args: Route.ActionArgs) {
  const { operator, services, ipHash } = await requireOperator(args, "operators");
  const form = await args.request.formData();
  const actor = { operatorId: operator.id, ipHash };
  const intent = form.get("intent");
  if (intent === "invite") {
    const submission = parseForm(form, inviteOperatorSchema);
    if (submission.status !== "success") return formRefusal(submission);
    const result = await inviteOperator(
      { db: services.db, mailer: services.mailer, publicUrl: services.config.publicUrl, clock: services.clock },
      { ...submission.value, invitedBy: operator.id, ipHash },
    );
    if (!result.ok) return formRefusal(submission, result);
    return formAccepted(form, submission, { message: `Invitation sent to ${submission.value.email}.` });
  }
  if (intent === "revoke-invitation" || intent === "reset-second-factor" || intent === "owner-passkeys")
    return recoveryAction(args, form, actor);
  const submission = parseForm(form, operatorChangeSchema);
  if (submission.status !== "success") return formRefusal(submission);
  const change = submission.value;
  const result =
    change.intent === "role"
      ? await changeRole(services.db, actor, change.operatorId, change.role)
      : await deactivateOperator(services.db, actor, change.operatorId, services.clock());
  if (!result.ok) return formRefusal(submission, result);
  return formAccepted(form, submission, {
    message: change.intent === "role" ? "Role changed." : "Operator deactivated.",
  });
}

/** The owner's account-recovery changes: revoking an invitation, resetting a second factor, the passkey rule. */
async function recoveryAction(
  { context }: Route.ActionArgs,
  form: FormData,
  actor: { operatorId: number; ipHash: string },
) {
  const { services } = context;
  const submission = parseForm(form, operatorRecoverySchema);
  if (submission.status !== "success") return formRefusal(submission);
  const change = submission.value;
  if (change.intent === "revoke-invitation") {
    const result = await revokeInvitation(services.db, actor, change.invitationId, services.clock());
    if (!result.ok) return formRefusal(submission, result);
    return formAccepted(form, submission, {
      message: `Invitation for ${result.email} revoked: its link no longer works.`,
    });
  }
  if (change.intent === "reset-second-factor") {
    const result = await resetSecondFactor(
      { db: services.db, mailer: services.mailer, publicUrl: services.config.publicUrl },
      actor,
      change.operatorId,
    );
    if (!result.ok) return formRefusal(submission, result);
    return formAccepted(form, submission, {
      message: `Second factor of ${result.email} reset. They set up a new authenticator at their next sign-in.`,
    });
  }
  const required = change.required === "yes";
  await setOwnerPasskeyRequired(services.db, actor, required, services.clock());
  return formAccepted(form, submission, {
    message: required ? "Owners must now use a passkey." : "Owners may sign in without a passkey.",
  });
}

/** "Owners must use a passkey": an owner without one is asked to add one right after signing in. */
function OwnerPasskeyForm({ required }: { required: boolean }) {
  const fetcher = useFetcher<typeof action>();
  const [form] = useForm({ id: "owner-passkeys", lastResult: fetcher.data?.reply });
  return (
    <section aria-labelledby="owner-passkeys-heading" className="mt-8 rounded-lg border border-line bg-surface p-4">
      <h2 id="owner-passkeys-heading" className="text-lg font-semibold">
        Owner sign-in
      </h2>
      <FormNotice answer={noticeOf(fetcher.data, "This change is not valid.")} className="my-2" />
      <fetcher.Form method="post" {...getFormProps(form)} className="mt-2 flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="owner-passkeys" />
        <label className="inline-flex items-center gap-2 text-sm">
          <input type="checkbox" name="required" value="yes" defaultChecked={required} />
          Owners must use a passkey
        </label>
        <button
          type="submit"
          className="rounded-md border border-line-strong px-3 py-1.5 text-sm font-semibold hover:bg-surface-muted"
          disabled={fetcher.state !== "idle"}
        >
          Save
        </button>
      </fetcher.Form>
      <p className="mt-2 text-xs text-ink-muted">
        An owner without a passkey is asked to add one on their account page right after signing in.
      </p>
    </section>
  );
}

function InviteForm() {
  const fetcher = useFetcher<typeof action>();
  const [form, fields] = useForm({
    id: "invite",
    lastResult: fetcher.data?.reply,
    onValidate: validateWith(inviteOperatorSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: { role: "support" },
  });
  return (
    <section aria-labelledby="invite-heading" className="mb-6 rounded-lg border border-line bg-surface p-4">
      <h2 id="invite-heading" className="text-lg font-semibold">
        Invite an operator
      </h2>
      <FormNotice answer={noticeOf(fetcher.data, "Check the invitation.")} className="mb-3" />
      <fetcher.Form method="post" {...getFormProps(form)} className="mt-2 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="invite" />
        <FormField id={fields.email.id} label="Email" error={fields.email.errors?.[0]} className="min-w-60 flex-1">
          {() => (
            <input
              {...getInputProps(fields.email, { type: "email" })}
              required
              maxLength={EMAIL_MAX_LENGTH}
              className="input mt-1"
            />
          )}
        </FormField>
        <FormField id={fields.role.id} label="Role" error={fields.role.errors?.[0]}>
          {() => (
            <select {...getSelectProps(fields.role)} className="input mt-1">
              {OPERATOR_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <button type="submit" className="btn btn-primary" disabled={fetcher.state !== "idle"}>
          Send invitation
        </button>
      </fetcher.Form>
    </section>
  );
}

function RoleForm({ id, role, email }: { id: number; role: OperatorRole; email: string }) {
  const fetcher = useFetcher<typeof action>();
  const [form, fields] = useForm({
    id: `role-${id}`,
    lastResult: fetcher.data?.reply,
    onValidate: validateWith(operatorChangeSchema),
    defaultValue: { role },
  });
  const notice = noticeOf(fetcher.data, "This change is not valid.");
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="intent" value="role" />
      <input type="hidden" name="operatorId" value={id} />
      <label htmlFor={fields.role.id} className="sr-only">
        Role of {email}
      </label>
      <select {...getSelectProps(fields.role)} className="rounded-md border border-line-strong bg-surface px-2 py-1">
        {OPERATOR_ROLES.map((option) => (
          <option key={option} value={option}>
            {ROLE_LABELS[option]}
          </option>
        ))}
      </select>
      <button
        type="submit"
        className="rounded-md border border-line-strong px-2 py-1 font-medium hover:bg-surface-muted"
      >
        Change role
      </button>
      {notice && !notice.ok ? (
        <span id={fields.role.errorId} role="alert" className="text-xs text-danger">
          {notice.message}
        </span>
      ) : null}
    </fetcher.Form>
  );
}

export default function Operators() {
  const { me, page, invitations, passkeyRequired } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="Operators" description="Who can sign in to the console, and with which role." />
      <InviteForm />
      <SearchForm label="Search by email" />
      <DataTable
        caption="Operators"
        captionHidden
        rows={page.rows}
        rowKey={(row) => row.id}
        empty="No operator matches."
        columns={[
          { header: "Email", cell: (row) => <span className="break-all">{row.email}</span> },
          {
            header: "Role",
            cell: (row) =>
              row.active && row.id !== me ? (
                <RoleForm id={row.id} role={row.role} email={row.email} />
              ) : (
                ROLE_LABELS[row.role]
              ),
          },
          {
            header: "Status",
            cell: (row) =>
              row.active ? <StatusBadge tone="success">Active</StatusBadge> : <StatusBadge>Deactivated</StatusBadge>,
          },
          { header: "Added", cell: (row) => formatDateTime(row.createdAt), className: "whitespace-nowrap" },
          {
            header: "Actions",
            cell: (row) =>
              row.active && row.id !== me ? (
                <div className="flex flex-col items-start gap-2">
                  <RowActionForm
                    intent="deactivate"
                    fields={{ operatorId: row.id }}
                    button="Deactivate"
                    buttonLabel={`Deactivate ${row.email}`}
                  />
                  <RowActionForm
                    intent="reset-second-factor"
                    fields={{ operatorId: row.id }}
                    button="Reset second factor"
                    buttonLabel={`Reset second factor of ${row.email}`}
                    schema={operatorRecoverySchema}
                    confirm={{
                      summary: "Reset second factor",
                      summaryHidden: `of ${row.email}`,
                      checkbox: "Clear their authenticator app and passkeys",
                    }}
                  />
                </div>
              ) : row.id === me ? (
                <span className="text-ink-muted">You</span>
              ) : null,
          },
        ]}
      />
      <Pagination page={page.page} size={page.size} total={page.total} label="operators" />
      <section aria-labelledby="pending-heading" className="mt-8">
        <h2 id="pending-heading" className="mb-2 text-lg font-semibold">
          Invitations waiting
        </h2>
        <DataTable
          caption="Invitations not yet used"
          captionHidden
          rows={invitations}
          rowKey={(row) => row.id}
          empty="No invitation is waiting."
          columns={[
            { header: "Email", cell: (row) => <span className="break-all">{row.email}</span> },
            { header: "Role", cell: (row) => ROLE_LABELS[row.role as OperatorRole] ?? row.role },
            { header: "Valid until", cell: (row) => formatDateTime(row.expiresAt), className: "whitespace-nowrap" },
            {
              header: "Actions",
              cell: (row) => (
                <RowActionForm
                  intent="revoke-invitation"
                  fields={{ invitationId: row.id }}
                  button="Revoke invitation"
                  buttonLabel={`Revoke invitation for ${row.email}`}
                />
              ),
            },
          ]}
        />
      </section>
      <OwnerPasskeyForm required={passkeyRequired} />
    </>
  );
}
