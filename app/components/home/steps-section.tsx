/** "Up and running in four steps": Sign Up, Create Requests, Invite Clients, Review & Manage. */
import { STEPS, STEPS_SECTION } from "../../content/steps";
import { ContentIcon } from "../ui/content-icon";
import { SectionHeading } from "./section-heading";

export function StepsSection() {
  return (
    <section id="steps" aria-labelledby="steps-heading" className="py-section">
      <div className="container-page">
        <SectionHeading id="steps-heading" {...STEPS_SECTION} />
        {/* The hero fills the first screen: from here on nothing is seen before scrolling (the build's
            critical CSS, decision 0073). */}
        <ol data-below-fold="" className="steps-list">
          {STEPS.map((step, i) => (
            <li key={step.id} className="relative flex flex-col items-center text-center">
              <span className="step-icon">
                <ContentIcon name={step.icon} className="size-7" />
                <span aria-hidden className="step-number">
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
