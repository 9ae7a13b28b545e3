/**
 * `/admin/subscribers/newsletter` (owner, marketing): write a newsletter issue in Markdown, preview it as
 * the mail will render it (the same renderer and sanitiser as `npm run newsletter:send`), send a test to
 * yourself, then send it to every confirmed subscriber through the outbox. The same subject and text sent
 * twice is one issue: nobody gets it twice. Below, the latest issues with their delivery progress.
 */
import { data, Link, useActionData, useFetcher, useLoaderData } from "react-router";
import type { Route } from "./+types/newsletter";
import { issueFormSchema, ISSUE_LIMITS } from "../../domain/admin-subscribers";
import { validate } from "../../domain/validation";
import { DataTable } from "../../components/admin/data-table";
import { formatDateTime } from "../../components/admin/format";
import { FormField } from "../../components/admin/form-field";
import { FormNotice } from "../../components/admin/form-notice";
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

type Values = { subject: string; markdown: string };
type ActionData = {
  ok: boolean;
  message: string;
  values: Values;
  errors?: Record<string, string>;
  preview?: { subject: string; html: string };
};

export async function action(args: Route.ActionArgs) {
  const { operator, services, ipHash } = await requireOperator(args, "subscribers");
  const form = Object.fromEntries(await args.request.formData());
  const values = { subject: String(form.subject ?? ""), markdown: String(form.markdown ?? "") };
  const parsed = validate(issueFormSchema, form);
  if (!parsed.ok)
    return data<ActionData>({ ok: false, message: "Check the issue.", values, errors: parsed.errors }, { status: 400 });
  const { intent, subject, markdown } = parsed.data;
  const issue = composeIssue({ subject, markdown });
  const preview = { subject: issue.subject, html: issue.html };
  if (intent === "preview") return { ok: true, message: "Preview below.", values, preview } satisfies ActionData;
  if (intent === "test") {
    await sendIssueTest(services, { subject, markdown }, operator.email);
    await recordAudit(services.db, {
      operatorId: operator.id,
      action: "newsletter_test",
      target: "newsletter",
      ipHash,
      detail: { subject },
    });
    return { ok: true, message: `Test sent to ${operator.email}.`, values, preview } satisfies ActionData;
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
  return { ok: true, message, values, preview } satisfies ActionData;
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
  const answer = (fetcher.data ?? actionData) as ActionData | undefined;
  const errors = answer?.errors ?? {};
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
      <fetcher.Form method="post" className="mb-6 rounded-lg border border-line bg-surface p-4" noValidate>
        <FormField id="issue-subject" label="Subject" error={errors.subject}>
          {(aria) => (
            <input
              {...aria}
              name="subject"
              required
              maxLength={ISSUE_LIMITS.subject}
              defaultValue={answer?.values.subject}
              className="input mt-1 w-full"
            />
          )}
        </FormField>
        <FormField id="issue-markdown" label="Issue (Markdown)" error={errors.markdown} className="mt-3">
          {(aria) => (
            <textarea
              {...aria}
              name="markdown"
              required
              rows={14}
              maxLength={ISSUE_LIMITS.markdown}
              defaultValue={answer?.values.markdown}
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
            <input
              type="checkbox"
              name="confirmSend"
              value="yes"
              aria-describedby={errors.confirmSend ? "confirm-send-error" : undefined}
            />
            Send this issue to every confirmed subscriber now
          </label>
          <FieldError id="confirm-send-error" text={errors.confirmSend} />
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
        <FormNotice answer={answer} variant="text" className="mt-3" />
      </fetcher.Form>
      {answer?.preview ? (
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
