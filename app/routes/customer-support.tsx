/** /customer-support: support channels (e-mail reply within 24 h, phone Mon-Fri 9-6 SGT) and the support copy. */
import { Clock, Mail, Phone } from "../components/ui/icon";
import { DocPageView } from "../components/docs/doc-page-view";
import { SUPPORT } from "../content/legal";
import { SITE } from "../content/site-settings";
import { pageMeta } from "../seo/meta";
import type { Route } from "./+types/customer-support";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: SUPPORT.metaTitle, description: SUPPORT.metaDescription, path: "/customer-support" });

const CHANNELS = [
  {
    icon: Mail,
    title: "Email support",
    detail: SITE.supportEmail,
    href: `mailto:${SITE.supportEmail}`,
    note: "We reply within 24 hours.",
  },
  { icon: Phone, title: "Phone support", detail: SITE.phone.display, href: SITE.phone.href, note: SITE.supportHours },
  {
    icon: Clock,
    title: "Urgent incidents",
    detail: "24/7 priority email",
    href: `mailto:${SITE.supportEmail}?subject=URGENT`,
    note: "Start the subject with URGENT.",
  },
];

export default function Page() {
  return (
    <DocPageView page={SUPPORT}>
      <ul className="mb-10 grid gap-4 sm:grid-cols-3">
        {CHANNELS.map(({ icon: Icon, title, detail, href, note }) => (
          <li key={title} className="card p-5">
            <Icon aria-hidden className="size-6 text-accent" />
            <h2 className="mt-3 text-base font-semibold text-ink">{title}</h2>
            <a href={href} className="mt-1 block break-words font-medium text-accent hover:underline">
              {detail}
            </a>
            <p className="mt-1 text-sm text-ink-subtle">{note}</p>
          </li>
        ))}
      </ul>
    </DocPageView>
  );
}
