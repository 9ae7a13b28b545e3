/** The column beside the contact form: support e-mail, phone, office address and social links (site settings). */
import { Clock, Mail, MapPin, Phone } from "../ui/icon";
import { CONTACT_DETAILS_COPY as COPY } from "../../content/contact";
import { SITE } from "../../content/site-settings";
import { SocialLinks } from "../layout/social-links";

function Item({ icon: Icon, title, children }: { icon: typeof Mail; title: string; children: React.ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent">
        <Icon aria-hidden className="size-5" />
      </span>
      <div className="min-w-0">
        <h3 className="text-sm font-semibold uppercase tracking-wide text-ink-subtle">{title}</h3>
        <div className="mt-1 text-ink">{children}</div>
      </div>
    </li>
  );
}

export function ContactDetails() {
  const { address } = SITE;
  return (
    <aside aria-labelledby="contact-details-heading" className="rounded-card bg-surface-brand p-6 sm:p-8">
      <h2 id="contact-details-heading" className="text-h3 font-semibold">
        {COPY.heading}
      </h2>
      <ul className="mt-6 space-y-6">
        <Item icon={Mail} title={COPY.emailTitle}>
          <a
            href={`mailto:${SITE.supportEmail}`}
            className="break-words font-semibold text-accent underline-offset-2 hover:underline"
          >
            {SITE.supportEmail}
          </a>
          <p className="text-sm text-ink-muted">{COPY.emailNote}</p>
        </Item>
        <Item icon={Phone} title={COPY.phoneTitle}>
          <a href={SITE.phone.href} className="font-semibold text-accent underline-offset-2 hover:underline">
            {SITE.phone.display}
          </a>
          <p className="text-sm text-ink-muted">{SITE.supportHours}</p>
        </Item>
        <Item icon={MapPin} title={COPY.addressTitle}>
          <address className="not-italic leading-relaxed">
            {SITE.legalName}
            <br />
            {address.street}
            <br />
            {address.city} {address.postalCode}
          </address>
        </Item>
        <Item icon={Clock} title={COPY.urgentTitle}>
          <p className="text-sm text-ink-muted">{COPY.urgentNote}</p>
        </Item>
      </ul>
      <div className="mt-8 border-t border-accent-line pt-6">
        <h3 className="text-sm font-semibold uppercase tracking-wide text-ink-subtle">{COPY.socialTitle}</h3>
        <SocialLinks tone="light" className="mt-3 flex flex-wrap gap-2" />
      </div>
    </aside>
  );
}
