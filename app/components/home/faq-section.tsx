/**
 * The home page FAQ: four entries in the shared accordion (native `<details name>`, components/ui/
 * accordion.tsx) with one answer open at a time, the first to start with, and a link to /faq.
 */
import { ArrowRight } from "../ui/icon";
import { Link } from "react-router";
import { FAQ_PAGE, homeFaqs } from "../../content/faq";
import { Accordion } from "../ui/accordion";
import { SectionHeading } from "./section-heading";

const ENTRIES = homeFaqs().map((entry) => ({ id: entry.id, title: entry.question, content: <p>{entry.answer}</p> }));

export function HomeFaqSection() {
  return (
    <section id="faq" aria-labelledby="faq-heading" className="border-t border-line bg-surface-muted py-section">
      <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
        <div>
          <SectionHeading
            id="faq-heading"
            eyebrow={FAQ_PAGE.eyebrow}
            heading={FAQ_PAGE.heading}
            subheading={FAQ_PAGE.subheading}
            align="start"
          />
          <Link to="/faq" className="btn btn-secondary mt-8 px-6">
            {FAQ_PAGE.viewAll}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
        <Accordion items={ENTRIES} name="home-faq" defaultOpenId={ENTRIES[0]?.id} />
      </div>
    </section>
  );
}
