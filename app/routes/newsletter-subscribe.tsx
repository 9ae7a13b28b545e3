/**
 * /newsletter/subscribe: the route action of the footer and pop-up forms, with script (their fetcher
 * stays on the page and shows the answer) and without (a plain post). The action validates with the
 * posting form's own messages and calls the newsletter service (server/newsletter/subscribe.ts: the rate
 * limit and the request), the same one POST /api/newsletter calls. A plain post that succeeds is
 * redirected to `?status=sent` (post/redirect/get, so a reload sends nothing twice); one that fails
 * re-renders the page with the message and the text kept. The page also works on its own as a subscribe
 * page. Server-rendered, never prerendered, noindex.
 */
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { Link } from "react-router";
import { NewsletterNotice } from "../components/newsletter/newsletter-notice";
import { NEWSLETTER_PAGES } from "../content/newsletter";
import { newsletterSchemaFor } from "../domain/newsletter";
import { NEWSLETTER_SUCCESS_MESSAGE } from "../domain/newsletter-messages";
import { answerOrUnavailable } from "../lib/form-action";
import { validateWith } from "../lib/form-validation";
import { replyIn } from "../lib/form-action-fetcher";
import { formAccepted, formRefusal, orUnavailable } from "../lib/form-action.server";
import { pageMeta } from "../seo/meta";
import { parseNewsletterForm, subscribe } from "../server/newsletter.server";
import type { Route } from "./+types/newsletter-subscribe";

const COPY = NEWSLETTER_PAGES.subscribe;

/** Where a plain post that subscribed is sent. */
const SENT_LOCATION = "/newsletter/subscribe?status=sent";

export function loader({ request }: Route.LoaderArgs) {
  return { sent: new URL(request.url).searchParams.get("status") === "sent" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { source, submission } = parseNewsletterForm(form);
  if (submission.status !== "success") return formRefusal(submission);
  const { email } = submission.value;
  const result = await orUnavailable(context.services.log, "newsletter subscription", () =>
    subscribe(context.services, { email, source, ip: context.clientIp }),
  );
  if (!result.ok) return formRefusal(submission, result);
  return formAccepted(form, submission, { message: result.value.message }, SENT_LOCATION);
}

/** With script: a failed request (no network) is a failure the form shows, not the error page. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerOrUnavailable(serverAction);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: COPY.metaTitle,
    description: COPY.metaDescription,
    path: "/newsletter/subscribe",
    noindex: true,
  });

export function headers() {
  return { "Cache-Control": "no-store" };
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.sent && !actionData) {
    return (
      <NewsletterNotice title={COPY.sentTitle} lead={<span role="status">{NEWSLETTER_SUCCESS_MESSAGE}</span>}>
        <Link to="/" className="btn btn-primary">
          {COPY.backHome}
        </Link>
      </NewsletterNotice>
    );
  }
  return <SubscribeForm actionData={actionData} />;
}

/**
 * The page's own form (the answer to a plain post, or a subscribe page on its own): a plain post,
 * checked with the messages of the form that posted (hidden `source`), the address kept when refused.
 */
function SubscribeForm({ actionData }: { actionData: Route.ComponentProps["actionData"] }) {
  const lastResult = replyIn(actionData);
  const source = lastResult?.initialValue?.source === "popup" ? "popup" : "footer";
  const [form, fields] = useForm({
    id: "newsletter-page",
    lastResult,
    onValidate: validateWith(newsletterSchemaFor(source)),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const error = fields.email.errors?.[0] ?? (actionData && !actionData.ok ? actionData.message : undefined);
  return (
    <NewsletterNotice title={COPY.title} lead={COPY.lead}>
      <form
        method="post"
        {...getFormProps(form, { ariaAttributes: false })}
        className="w-full max-w-md text-left"
        aria-label="Subscribe"
      >
        <input type="hidden" name="source" value={source} />
        <label htmlFor={fields.email.id} className="mb-1.5 block text-sm font-semibold text-ink">
          {COPY.emailLabel}
        </label>
        <input
          {...getInputProps(fields.email, { type: "email", ariaAttributes: false })}
          key={fields.email.key}
          autoComplete="email"
          required
          className="input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fields.email.errorId : undefined}
        />
        {error ? (
          <p id={fields.email.errorId} role="alert" className="field-error">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary mt-4 w-full">
          {COPY.button}
        </button>
        <p className="mt-4 text-xs text-ink-subtle">{COPY.smallPrint}</p>
      </form>
    </NewsletterNotice>
  );
}
