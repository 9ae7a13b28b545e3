/** "Up and running in four steps": Sign Up, Create Requests, Invite Clients, Review & Manage. */
import { STEPS, STEPS_SECTION } from "../../content/steps";
import { ContentIcon } from "../ui/content-icon";
import { SectionHeading } from "./section-heading";

export function StepsSection() {
  return (
    <section id="steps" aria-labelledby="steps-heading" className="py-section">
      <div className="container-page">
        <SectionHeading id="steps-heading" {...STEPS_SECTION} />
        {/* On wide screens ::before draws the dashed line that joins the four icons. The hero fills the
            first screen: from here on nothing is seen before scrolling (the build's critical CSS, decision 0047). */}
        <ol
          data-below-fold=""
          className="relative mt-14 grid gap-x-6 gap-y-12 sm:grid-cols-2 lg:mt-16 lg:grid-cols-4 lg:before:absolute lg:before:top-8 lg:before:right-[12.5%] lg:before:left-[12.5%] lg:before:border-t-2 lg:before:border-dashed lg:before:border-accent-line lg:before:content-['']"
        >
          {STEPS.map((step, i) => (
            <li key={step.id} className="relative flex flex-col items-center text-center">
              <span className="relative flex size-16 items-center justify-center rounded-2xl bg-brand-600 text-white shadow-[0_8px_24px_rgb(37_99_235/0.3)] ring-8 ring-surface">
                <ContentIcon name={step.icon} className="size-7" />
                <span
                  aria-hidden
                  className="absolute -top-2 -right-2 flex size-7 items-center justify-center rounded-full bg-surface text-xs font-bold text-accent ring-2 ring-accent-line"
                >
                  {i + 1}
                </span>
              </span>
              <h3 className="mt-6 text-h3 font-semibold text-ink">{step.title}</h3>
              <p className="mt-2 max-w-xs leading-relaxed text-ink-muted">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
