/**
 * `/admin/leads/:id` (owner, support): one contact message in full (plain text, line breaks kept, never
 * HTML), its status with who changed it and when, a private note, and Erase (on the visitor's request).
 * Each form posts to this route's action, with or without script.
 */
import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { Link, redirect, useActionData, useFetcher, useLoaderData } from "react-router";
import type { Route } from "./+types/lead";
import { LEAD_NOTE_MAX, LEAD_STATUS_LABELS, LEAD_STATUSES, leadActionSchema } from "../../domain/admin-leads";
import type { ErrorCode } from "../../domain/error-codes";
import { fail } from "../../../server/error-codes";
import { type FormResult } from "../../lib/form-action";
import { validateWith } from "../../lib/form-validation";
import { formAccepted, formRefusal, parseForm } from "../../lib/form-action.server";
import { formatDateTime } from "../../components/admin/format";
import { LeadStatusBadge } from "../../components/admin/lead-status";
import { RowActionForm } from "../../components/admin/row-action-form";
import { FormNotice, noticeOf } from "../../components/admin/form-notice";
import { PageHeader } from "../../components/admin/page-header";
import { requireOperator } from "../../server/console/guard.server";
import { eraseContactMessage, getLead, setLeadNote, setLeadStatus } from "../../server/console/leads.server";
import { consoleHandle, consoleMeta } from "../../components/admin/meta";

export const handle = consoleHandle;
export const meta: Route.MetaFunction = ({ params }) => consoleMeta(`Lead ${params.id}`);

const idOf = (params: { id?: string }) => (/^\d{1,9}$/.test(params.id ?? "") ? Number(params.id) : 0);

export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireOperator(args, "leads");
  const lead = await getLead(services.db, idOf(args.params));
  if (!lead) throw new Response("This message does not exist or was erased.", { status: 404 });
  return { lead };
}

export async function action(args: Route.ActionArgs) {
  const { operator, services, ipHash } = await requireOperator(args, "leads");
  const form = await args.request.formData();
  // The message is the page's: its id comes from the address, whatever the form says.
  form.set("id", args.params.id);
  const fields = { intent: String(form.get("intent") ?? "") };
  const submission = parseForm(form, leadActionSchema);
  if (submission.status !== "success") return formRefusal(submission, undefined, { fields });
  const input = submission.value;
  const actor = { operatorId: operator.id, email: operator.email, ipHash };
  const now = services.clock();
  if (input.intent === "erase") {
    const result = await eraseContactMessage(services.db, input.id, actor);
    if (!result.ok) return formRefusal(submission, fail("not_found", result.message), { fields });
    throw redirect(`/admin/leads?erased=${input.id}`, { status: 303 });
  }
  const result =
    input.intent === "status"
      ? await setLeadStatus(services.db, { id: input.id, status: input.status, actor, now })
      : await setLeadNote(services.db, { id: input.id, note: input.note, actor, now });
  if (!result.ok) return formRefusal(submission, fail("not_found", result.message), { fields });
  return formAccepted(form, submission, {
    intent: input.intent,
    message: input.intent === "status" ? `Marked ${LEAD_STATUS_LABELS[input.status]}.` : "Note saved.",
  });
}

type ActionData = FormResult<{ intent: string; message: string }, ErrorCode> & { intent: string };

/** What a form's post answered: the fetcher's data with script, the page's action data without. */
function useAnswer(fetcherData: ActionData | undefined, intent: string): ActionData | undefined {
  const actionData = useActionData<ActionData>();
  return fetcherData ?? (actionData?.intent === intent ? actionData : undefined);
}

/** A lead form on the convention: its id, the answer it shows, and Conform's form and fields. */
function useLeadForm(intent: "status" | "note") {
  const fetcher = useFetcher<ActionData>();
  const answer = useAnswer(fetcher.data, intent);
  const [form, fields] = useForm({
    id: `lead-${intent}`,
    lastResult: answer?.reply,
    onValidate: validateWith(leadActionSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return { fetcher, answer, form, fields };
}

const box = "mb-4 rounded-lg border border-line bg-surface p-4";
const button = "rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800";

function StatusForm({ id, status }: { id: number; status: (typeof LEAD_STATUSES)[number] }) {
  const { fetcher, answer, form } = useLeadForm("status");
  return (
    <fetcher.Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="id" value={id} />
      <fieldset>
        <legend className="text-sm font-semibold">Status</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {LEAD_STATUSES.map((s) => (
            <label key={s} className="flex items-center gap-1.5 text-sm">
              <input type="radio" name="status" value={s} defaultChecked={s === status} />
              {LEAD_STATUS_LABELS[s]}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className={`${button} mt-3`} disabled={fetcher.state !== "idle"}>
        Save status
      </button>
      <FormNotice answer={noticeOf(answer, "Check the form.")} variant="text" className="mt-2" />
    </fetcher.Form>
  );
}

function NoteForm({ id, note }: { id: number; note: string }) {
  const { fetcher, answer, form, fields } = useLeadForm("note");
  // The note field of the "note" form (the schema's other forms have none).
  const field = (fields as unknown as Record<"note", typeof fields.intent>).note;
  const error = field.errors?.[0];
  return (
    <fetcher.Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="note" />
      <input type="hidden" name="id" value={id} />
      <label htmlFor={field.id} className="block text-sm font-semibold">
        Private note
      </label>
      <p id="lead-note-hint" className="text-xs text-ink-muted">
        Seen only by operators; never sent to the visitor.
      </p>
      <textarea
        {...getTextareaProps(field, { ariaDescribedBy: "lead-note-hint" })}
        rows={4}
        maxLength={LEAD_NOTE_MAX}
        defaultValue={field.initialValue ?? note}
        className="input mt-1 w-full"
      />
      {error ? (
        <p id={field.errorId} className="field-error">
          {error}
        </p>
      ) : null}
      <button type="submit" className={`${button} mt-2`} disabled={fetcher.state !== "idle"}>
        Save note
      </button>
      {answer?.ok ? <FormNotice answer={answer} variant="text" className="mt-2" /> : null}
    </fetcher.Form>
  );
}

/** Erase on the visitor's request; a success redirects to the list, so only a failure answers here. */
function EraseForm({ id }: { id: number }) {
  const actionData = useActionData<ActionData>();
  return (
    <RowActionForm
      intent="erase"
      fields={{ id }}
      button="Erase"
      layout="panel"
      pageAnswer={actionData?.intent === "erase" ? actionData : undefined}
      schema={leadActionSchema}
      confirm={{
        summary: "Erase this message",
        checkbox: "I understand this cannot be undone",
        description:
          "For a visitor who asked to have their data deleted. The message, its status and note, and the mails it produced are deleted for good; the audit log keeps only that message number was erased.",
      }}
    />
  );
}

export default function LeadDetail() {
  const { lead } = useLoaderData<typeof loader>();
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin/leads" className="text-accent underline-offset-2 hover:underline">
          ← All leads
        </Link>
      </p>
      <PageHeader
        title={`Message from ${lead.name}`}
        description={`${lead.question} · received ${formatDateTime(lead.createdAt)}`}
      />
      <section aria-labelledby="message-heading" className={box}>
        <h2 id="message-heading" className="sr-only">
          Message
        </h2>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-semibold">Name</dt>
          <dd>{lead.name}</dd>
          <dt className="font-semibold">Email</dt>
          <dd className="break-all">
            <a href={`mailto:${lead.email}`} className="text-accent underline">
              {lead.email}
            </a>
          </dd>
          <dt className="font-semibold">Question type</dt>
          <dd>{lead.question}</dd>
          <dt className="font-semibold">Status</dt>
          <dd>
            <LeadStatusBadge status={lead.status} />
            {lead.statusBy && lead.statusAt ? (
              <span className="ml-2 text-ink-muted">
                by {lead.statusBy}, {formatDateTime(lead.statusAt)}
              </span>
            ) : null}
          </dd>
        </dl>
        {/* The visitor's text as React text: whitespace kept, nothing interpreted as HTML. */}
        <p className="mt-3 rounded-md bg-surface-muted p-3 text-sm break-words whitespace-pre-wrap">{lead.message}</p>
      </section>
      <section aria-label="Status" className={box}>
        <StatusForm id={lead.id} status={lead.status} />
      </section>
      <section aria-label="Private note" className={box}>
        <NoteForm id={lead.id} note={lead.note} />
        {lead.noteBy && lead.noteAt ? (
          <p className="mt-2 text-xs text-ink-muted">
            Last changed by {lead.noteBy}, {formatDateTime(lead.noteAt)}
          </p>
        ) : null}
      </section>
      <EraseForm id={lead.id} />
    </>
  );
}
