/**
 * A use case's customer story: the quote as a <blockquote> in a <figure>, attributed in the
 * <figcaption> (author, role, company, location), followed by the measurable outcome.
 */
import { Quote, TrendingUp } from "../ui/icon";
import { USE_CASE_PAGE, type CustomerStory as Story } from "../../content/use-cases";

/** The two initials shown in the avatar ("Melissa Ortega" → "MO"). */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0])
    .slice(0, 2)
    .join("")
    .toUpperCase();
}

export function CustomerStory({ story }: { story: Story }) {
  return (
    <section aria-labelledby="customer-story" className="bg-surface-brand">
      <div className="container-page py-section">
        <h2 id="customer-story" className="text-h2 font-bold tracking-tight">
          {USE_CASE_PAGE.customerStoryHeading}
        </h2>
        <div className="mt-10 grid gap-6 lg:grid-cols-[1.6fr_1fr]">
          <figure className="relative overflow-hidden rounded-card bg-brand-900 p-8 text-white shadow-raised sm:p-10">
            <Quote aria-hidden className="size-10 text-brand-300" />
            <blockquote className="mt-4 text-xl leading-relaxed font-medium sm:text-2xl">
              <p>&ldquo;{story.quote}&rdquo;</p>
            </blockquote>
            <figcaption className="mt-8 flex items-center gap-4">
              <span
                aria-hidden
                className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white font-bold text-brand-800"
              >
                {initials(story.author)}
              </span>
              <span>
                <span className="block font-semibold">{story.author}</span>
                <span className="block text-sm text-brand-100">
                  {story.role}, {story.company} · {story.location}
                </span>
              </span>
            </figcaption>
          </figure>
          <div className="card flex flex-col justify-center p-8">
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-success">
              <TrendingUp aria-hidden className="size-6" />
            </span>
            <h3 className="mt-4 text-sm font-semibold uppercase tracking-wider text-ink-subtle">
              {USE_CASE_PAGE.outcomeLabel}
            </h3>
            <p className="mt-2 text-lg leading-relaxed font-medium text-ink">{story.outcome}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
