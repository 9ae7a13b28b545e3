/**
 * `/admin/subscribers/newsletter` (owner, marketing): write a newsletter issue in Markdown, preview it as
 * the mail will render it (the same renderer and sanitiser as `npm run newsletter:send`), send a test to
 * yourself, then send it to every confirmed subscriber through the outbox. The same subject and text sent
 * twice is one issue: nobody gets it twice. Below, the latest issues with their delivery progress.
 */
import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { Link, useActionData, useFetcher, useLoaderData } from "react-router";
import type { Route } from "./+types/newsletter";
import { issueFormSchema, ISSUE_LIMITS } from "../../domain/admin-subscribers";
import { validateWith } from "../../lib/form-validation";
import { formRefusal, parseForm } from "../../lib/form-action.server";
import { DataTable } from "../../components/admin/data-table";
import { formatDateTime } from "../../components/admin/format";
import { FormField } from "../../components/admin/form-field";
import { FormNotice, noticeOf } from "../../components/admin/form-notice";
import { PageHeader } from "../../components/admin/page-header";
import { recordAudit } from "../../../server/audit";
import { requireOperator } from "../../server/console/guard.server";
import { consoleHandle, consoleMeta } from "../../components/admin/meta";
import {
  composeIssue,
  recentIssues,
  sendIssueTest,
  sendIssueToSubscribers,
} from "../../server/console/subscribers.server";

export const handle = consoleHandle;
export const meta: Route.MetaFunction = () => consoleMeta("Newsletter issue");

export async function loader(args: Route.LoaderArgs) {
  const { operator, services } = await requireOperator(args, "subscribers");
  return { me: operator.email, issues: await recentIssues(services.db) };
}

/** What the confirmation box says is never ticked again by an answer: each send is confirmed anew. */
const CONFIRM_HIDDEN = { hideFields: ["confirmSend"] };

export async function action(args: Route.ActionArgs) {
  const { operator, services, ipHash } = await requireOperator(args, "subscribers");
  const form = await args.request.formData();
  const submission = parseForm(form, issueFormSchema);
  if (submission.status !== "success") return formRefusal(submission, undefined, CONFIRM_HIDDEN);
  // The issue's text stays in the form after each step (a preview is followed by a test, then the send).
  const answer = (message: string) => ({
    ok: true as const,
    message,
    preview,
    reply: submission.reply(CONFIRM_HIDDEN),
  });
  const { intent, subject, markdown } = submission.value;
  const issue = composeIssue({ subject, markdown });
  const preview = { subject: issue.subject, html: issue.html };
  if (intent === "preview") return answer("Preview below.");
  if (intent === "test") {
    await sendIssueTest(services, { subject, markdown }, operator.email);
    await recordAudit(services.db, {
      operatorId: operator.id,
      action: "newsletter_test",
      target: "newsletter",
      ipHash,
      detail: { subject },
    });
    return answer(`Test sent to ${operator.email}.`);
  }
  const sent = await sendIssueToSubscribers(services, { subject, markdown });
  await recordAudit(services.db, {
    operatorId: operator.id,
    action: "newsletter_send",
    target: `newsletter_issue:${sent.issueId}`,
    ipHash,
    detail: { subject, queued: sent.queued },
  });
  const message =
    sent.queued > 0
      ? `Issue queued for ${sent.queued} confirmed subscriber${sent.queued === 1 ? "" : "s"}; the outbox delivers it now.`
      : "This issue was already sent to every confirmed subscriber: nobody was queued again.";
  return answer(message);
}

function FieldError({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p id={id} className="field-error">
      {text}
    </p>
  ) : null;
}

export default function Newsletter() {
  const { me, issues } = useLoaderData<typeof loader>();
  const fetcher = useFetcher<typeof action>();
  const actionData = useActionData<typeof action>();
  const answer = fetcher.data ?? actionData;
  const [form, fields] = useForm({
    id: "issue",
    lastResult: answer?.reply,
    onValidate: validateWith(issueFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const busy = fetcher.state !== "idle";
  const button = "rounded-md px-3 py-1.5 text-sm font-semibold disabled:opacity-60";
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin/subscribers" className="text-accent underline-offset-2 hover:underline">
          ← Subscribers
        </Link>
      </p>
      <PageHeader
        title="Newsletter issue"
        description="Write in Markdown, preview, send a test to yourself, then send to every confirmed subscriber."
      />
      <fetcher.Form method="post" className="mb-6 rounded-lg border border-line bg-surface p-4" {...getFormProps(form)}>
        <FormField id={fields.subject.id} label="Subject" error={fields.subject.errors?.[0]}>
          {(aria) => (
            <input
              {...getInputProps(fields.subject, { type: "text" })}
              {...aria}
              required
              maxLength={ISSUE_LIMITS.subject}
              className="input mt-1 w-full"
            />
          )}
        </FormField>
        <FormField
          id={fields.markdown.id}
          label="Issue (Markdown)"
          error={fields.markdown.errors?.[0]}
          className="mt-3"
        >
          {(aria) => (
            <textarea
              {...getTextareaProps(fields.markdown)}
              {...aria}
              required
              rows={14}
              maxLength={ISSUE_LIMITS.markdown}
              className="input mt-1 w-full font-mono text-sm"
            />
          )}
        </FormField>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <button
            type="submit"
            name="intent"
            value="preview"
            className={`${button} border border-line-strong bg-surface text-accent`}
            disabled={busy}
          >
            Preview
          </button>
          <button
            type="submit"
            name="intent"
            value="test"
            className={`${button} border border-line-strong bg-surface text-accent`}
            disabled={busy}
          >
            Send test
          </button>
          <span className="text-xs text-ink-muted">The test goes to {me}.</span>
        </div>
        <fieldset className="mt-4 rounded-md border border-warning-line bg-warning-soft p-3">
          <legend className="px-1 text-sm font-semibold">Send to subscribers</legend>
          <label className="flex items-center gap-2 text-sm">
            <input {...getInputProps(fields.confirmSend, { type: "checkbox", value: "yes" })} />
            Send this issue to every confirmed subscriber now
          </label>
          <FieldError id={fields.confirmSend.errorId} text={fields.confirmSend.errors?.[0]} />
          <button
            type="submit"
            name="intent"
            value="send"
            className={`${button} mt-2 bg-brand-700 text-white hover:bg-brand-800`}
            disabled={busy}
          >
            Send to subscribers
          </button>
        </fieldset>
        <FormNotice answer={noticeOf(answer, "Check the issue.")} variant="text" className="mt-3" />
      </fetcher.Form>
      {answer?.ok && answer.preview ? (
        <section aria-labelledby="preview-heading" className="mb-6 rounded-lg border border-line bg-surface p-4">
          <h2 id="preview-heading" className="text-lg font-semibold">
            Preview: {answer.preview.subject}
          </h2>
          {/* Operator-written Markdown, rendered and sanitised by the mail's own code (server/newsletter/send.ts parseIssue):
              the HTML subscribers receive. No visitor input reaches it. */}
          <div className="prose mt-3 max-w-none" dangerouslySetInnerHTML={{ __html: answer.preview.html }} />
        </section>
      ) : null}
      <DataTable
        caption="Latest issues"
        rows={issues}
        rowKey={(row) => row.id}
        empty="No issue sent yet."
        columns={[
          { header: "Created", cell: (row) => formatDateTime(row.createdAt), className: "whitespace-nowrap" },
          { header: "Subject", cell: (row) => row.subject },
          { header: "Recipients", cell: (row) => row.total, className: "text-right" },
          { header: "Sent", cell: (row) => row.sent, className: "text-right" },
          { header: "Waiting", cell: (row) => row.pending, className: "text-right" },
          { header: "Failed", cell: (row) => row.failed, className: "text-right" },
        ]}
      />
    </>
  );
}
