/** "Why choose DocSleeve": four cards, each with its headline figure. */
import { WHY_CHOOSE_US, WHY_CHOOSE_US_SECTION } from "../../content/why-choose-us";
import { ContentIcon } from "../ui/content-icon";
import { SectionHeading } from "./section-heading";

export function WhyChooseUsSection() {
  return (
    <section id="why-docsleeve" aria-labelledby="why-heading" className="bg-surface-muted py-section">
      <div className="container-page">
        <SectionHeading id="why-heading" {...WHY_CHOOSE_US_SECTION} />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {WHY_CHOOSE_US.map((card) => (
            <li key={card.id} className="card flex flex-col p-6 sm:p-7">
              <span className="flex size-12 items-center justify-center rounded-xl bg-accent-soft text-accent">
                <ContentIcon name={card.icon} />
              </span>
              {card.stat ? (
                <p className="mt-6">
                  <span className="block text-3xl font-extrabold tracking-tight text-accent">{card.stat.value}</span>
                  <span className="mt-1 block text-sm font-medium text-ink-subtle">{card.stat.label}</span>
                </p>
              ) : null}
              <h3 className="mt-5 border-t border-line pt-5 text-h3 font-semibold text-ink">{card.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-muted">{card.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
