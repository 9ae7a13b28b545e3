/**
 * /contact: the contact form with its self-hosted captcha, beside the support
 * e-mail, phone, address and social links. Prerendered: the captcha challenge is fetched in the browser.
 * The action is the form's one path: the form's fetcher posts to it, and so would a plain post (the
 * captcha needs script, so the page says so when script is off). It calls the contact service
 * (server/contact/send.ts), the same one POST /api/contact calls.
 */
import { ContactDetails } from "../components/contact/contact-details";
import { ContactForm } from "../components/contact/contact-form";
import { CONTACT_PAGE } from "../content/contact";
import { answerOrUnavailable } from "../lib/form-action";
import { formAccepted, formRefusal, orUnavailable } from "../lib/form-action.server";
import { pageMeta } from "../seo/meta";
import { CONTACT_HIDDEN_FIELDS, parseContactForm, sendContactMessage } from "../server/contact.server";
import type { Route } from "./+types/contact";

/**
 * Validates with the service's schema and sends through the service. A fetcher gets the answer and the
 * page stays; a plain post that fails gets the page again with the messages and the text kept (never the
 * captcha's payload), one that succeeds a 303 back to the page (post/redirect/get).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const submission = parseContactForm(form);
  const hide = { hideFields: CONTACT_HIDDEN_FIELDS };
  if (submission.status !== "success") return formRefusal(submission, undefined, hide);
  const { services, clientIp } = context;
  const result = await orUnavailable(services.log, "contact message", () =>
    sendContactMessage(services, submission.value, { ip: clientIp }),
  );
  if (!result.ok) return formRefusal(submission, result, hide);
  return formAccepted(form, submission, { message: result.value.message }, "/contact");
}

/** With script: a failed request (no network) is a failure the form shows, not the error page. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answerOrUnavailable(serverAction);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: CONTACT_PAGE.metaTitle, description: CONTACT_PAGE.metaDescription, path: "/contact" });

export default function Page() {
  return (
    <>
      <section className="bg-surface-brand">
        <div className="container-page py-14 sm:py-20">
          <p className="eyebrow">{CONTACT_PAGE.eyebrow}</p>
          <h1 className="mt-4 max-w-3xl text-h1 font-bold tracking-tight">{CONTACT_PAGE.heading}</h1>
          <p className="mt-5 max-w-2xl text-lead text-ink-muted">{CONTACT_PAGE.intro}</p>
        </div>
      </section>
      <div className="container-page grid items-start gap-8 py-section lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
        <ContactForm />
        <ContactDetails />
      </div>
    </>
  );
}
