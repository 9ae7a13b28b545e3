/**
 * /contact: the contact form with its self-hosted captcha, beside the support
 * e-mail, phone, address and social links. Prerendered: the captcha challenge is fetched in the browser.
 */
import { ContactDetails } from "../components/contact/contact-details";
import { ContactForm } from "../components/contact/contact-form";
import { CONTACT_PAGE } from "../content/contact";
import { pageMeta } from "../seo/meta";
import type { Route } from "./+types/contact";

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
