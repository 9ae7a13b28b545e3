/**
 * The home page FAQ: four entries in an accordion with one answer open at a time (the first to start
 * with), and a link to /faq. Native `<details name>`: the browser closes the other entries of the group
 * and a click on the open one closes it, before and without any script. Answers scroll past 400 px.
 */
import { ArrowRight, Plus } from "lucide-react";
import { Link } from "react-router";
import { FAQ_PAGE, homeFaqs } from "../../content/faq";
import { SectionHeading } from "./section-heading";

const ENTRIES = homeFaqs();

export function HomeFaqSection() {
  return (
    <section id="faq" aria-labelledby="faq-heading" className="border-t border-line bg-surface-muted py-section">
      <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
        <div>
          <SectionHeading id="faq-heading" eyebrow={FAQ_PAGE.eyebrow} heading={FAQ_PAGE.heading} subheading={FAQ_PAGE.subheading} align="start" />
          <Link to="/faq" className="btn btn-secondary mt-8 px-6">
            {FAQ_PAGE.viewAll}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
        <ul className="space-y-3">
          {ENTRIES.map((entry, i) => (
            <li key={entry.id} id={`home-faq-${entry.id}`} className="scroll-mt-24">
              <details
                name="home-faq"
                open={i === 0}
                className="group rounded-card border border-line bg-surface transition-[border-color,box-shadow] hover:border-brand-200 open:border-brand-200 open:shadow-card"
              >
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-card px-5 py-4 text-left text-base font-semibold text-ink sm:px-6 sm:py-5 sm:text-lg [&::-webkit-details-marker]:hidden">
                  <h3>{entry.question}</h3>
                  <span
                    aria-hidden
                    className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 transition-[transform,background-color] duration-200 group-open:rotate-45 group-open:bg-brand-600 group-open:text-white"
                  >
                    <Plus className="size-4" strokeWidth={2.5} />
                  </span>
                </summary>
                {/* Focusable so keyboard users can scroll a long answer (WCAG 2.1.1). */}
                <div tabIndex={0} className="max-h-[400px] overflow-y-auto px-5 pb-5 leading-relaxed text-ink-muted sm:px-6 sm:pb-6">
                  <p>{entry.answer}</p>
                </div>
              </details>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
