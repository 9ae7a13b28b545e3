/**
 * /faq: every FAQ entry with the filters All, General, Subscription, Product &
 * Pricing and Security (All lists every category under its own heading); one answer is open at a
 * time across the page (one `<details name>` group, components/ui/accordion.tsx, which works before
 * hydration and without script), and answers taller than 400 px scroll inside. The filters are radio
 * inputs that work before the app loads and without script: CSS hides the other categories and counts
 * (`data-filter-*`, app/styles/app.css) until React renders only the chosen ones. FAQPage structured data.
 * A link to /faq#<entry id> opens that answer.
 */
import { ArrowRight, Mail } from "../components/ui/icon";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { FAQ_FILTER_NAME, FaqFilters } from "../components/faq/faq-filters";
import { filterToken, useFilterChoice } from "../components/ui/filter-radios";
import { useHydrated } from "../lib/use-hydrated";
import { Accordion, accordionEntryId } from "../components/ui/accordion";
import { JsonLd } from "../components/ui/json-ld";
import {
  FAQ_CATEGORIES,
  FAQ_ENTRIES,
  FAQ_PAGE,
  FAQ_PAGE_UI,
  faqsFor,
  type FaqCategory,
  type FaqFilter,
} from "../content/faq";
import { SITE } from "../content/site-settings";
import { pageMeta } from "../seo/meta";
import { faqPageJsonLd } from "../seo/structured-data";
import type { Route } from "./+types/faq";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: FAQ_PAGE_UI.metaTitle, description: FAQ_PAGE_UI.metaDescription, path: "/faq" });

const ID_PREFIX = "faq";
const FAQ_GROUPS = FAQ_CATEGORIES.filter((c): c is FaqCategory => c !== "All");

const slug = filterToken;

export default function Page() {
  const scopeRef = useRef<HTMLDivElement>(null);
  const [filter, setFilter] = useFilterChoice<FaqFilter>(scopeRef, FAQ_FILTER_NAME, "All");
  // Until the app has hydrated, every group and count is in the page and CSS shows the checked filter's.
  const hydrated = useHydrated();
  // "All" shows every category under its own heading; a filter shows just its category.
  const groups: readonly FaqCategory[] = !hydrated || filter === "All" ? FAQ_GROUPS : [filter];
  const counts: readonly FaqFilter[] = hydrated ? [filter] : FAQ_CATEGORIES;

  // /faq#free-plan: open that answer and bring it into view (the hash never reaches the server).
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!FAQ_ENTRIES.some((entry) => entry.id === id)) return;
    const entry = document.getElementById(accordionEntryId(ID_PREFIX, id));
    if (!(entry instanceof HTMLDetailsElement)) return;
    entry.open = true;
    entry.scrollIntoView({ block: "start" });
  }, []);

  return (
    <>
      <section aria-labelledby="faq-page-heading" className="bg-linear-to-b from-surface-brand to-surface">
        <div className="container-page py-14 text-center sm:py-20">
          <p className="eyebrow">{FAQ_PAGE.eyebrow}</p>
          <h1 id="faq-page-heading" className="mx-auto mt-4 max-w-3xl text-h1 font-bold tracking-tight text-balance">
            {FAQ_PAGE.heading}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lead text-pretty text-ink-muted">{FAQ_PAGE.subheading}</p>
        </div>
      </section>

      <div ref={scopeRef} data-filter-scope="" className="container-page max-w-4xl pb-section">
        <FaqFilters onChange={setFilter} />
        <p role="status" className="mt-5 mb-10 text-sm font-medium text-ink-subtle">
          {counts.map((count) => (
            <span key={count} data-filter-count={filterToken(count)}>
              {FAQ_PAGE_UI.showing(faqsFor(count).length)}
            </span>
          ))}
        </p>
        <div className="space-y-12">
          {groups.map((category) => (
            <section key={category} data-filter-item={slug(category)} aria-labelledby={`faq-group-${slug(category)}`}>
              <h2
                id={`faq-group-${slug(category)}`}
                className="mb-4 text-sm font-bold tracking-wider text-accent uppercase"
              >
                {category}
              </h2>
              <Accordion
                items={faqsFor(category).map((entry) => ({
                  id: entry.id,
                  title: entry.question,
                  content: <p>{entry.answer}</p>,
                }))}
                name={ID_PREFIX}
                headingLevel={3}
              />
            </section>
          ))}
        </div>

        <aside
          aria-labelledby="faq-contact-heading"
          className="card mt-14 flex flex-col items-start gap-6 bg-surface-brand p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
        >
          <div className="flex items-start gap-4">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white">
              <Mail aria-hidden className="size-6" />
            </span>
            <div>
              <h2 id="faq-contact-heading" className="text-h3 font-semibold text-ink">
                {FAQ_PAGE_UI.contactHeading}
              </h2>
              <p className="mt-1 text-ink-muted">{FAQ_PAGE_UI.contactBody}</p>
              <a
                href={`mailto:${SITE.supportEmail}`}
                className="mt-1 inline-block font-medium text-accent underline underline-offset-2"
              >
                {SITE.supportEmail}
              </a>
            </div>
          </div>
          <Link to="/contact" className="btn btn-primary shrink-0 px-6">
            {FAQ_PAGE.contactLink}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </aside>
      </div>
      <JsonLd data={faqPageJsonLd(FAQ_ENTRIES)} />
    </>
  );
}
