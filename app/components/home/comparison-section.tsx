/**
 * The traditional way versus DocSleeve, twelve points each. On wide screens the two
 * columns share their rows through CSS subgrid, so point i of each side lines up with its
 * counterpart; on narrow screens the columns stack.
 */
import { Check, X } from "../ui/icon";
import { COMPARISON_SECTION, DOCSLEEVE_WAY, TRADITIONAL_WAY, type ComparisonSide } from "../../content/comparison";
import { SectionHeading } from "./section-heading";

export function ComparisonSection() {
  return (
    <section id="comparison" aria-labelledby="comparison-heading" className="py-section">
      <div className="container-page">
        <SectionHeading id="comparison-heading" {...COMPARISON_SECTION} />
        <div className="comparison-grid">
          <Column id="comparison-traditional" side={TRADITIONAL_WAY} tone="muted" />
          <Column id="comparison-docsleeve" side={DOCSLEEVE_WAY} tone="brand" />
        </div>
      </div>
    </section>
  );
}

function Column({ id, side, tone }: { id: string; side: ComparisonSide; tone: "muted" | "brand" }) {
  const brand = tone === "brand";
  return (
    <div
      className={`rounded-card border p-6 sm:p-8 lg:row-span-13 lg:grid lg:grid-rows-subgrid ${
        brand
          ? "border-brand-700 bg-linear-to-br from-brand-700 to-brand-900 text-white shadow-raised"
          : "border-line bg-surface-muted"
      }`}
    >
      <div className="mb-4 flex items-start gap-3 sm:mb-6">
        <span
          aria-hidden
          className={`flex size-10 shrink-0 items-center justify-center rounded-xl ${brand ? "bg-white/15 text-white" : "bg-surface-muted text-ink-muted ring-1 ring-line"}`}
        >
          {brand ? <Check className="size-5" strokeWidth={2.5} /> : <X className="size-5" strokeWidth={2.5} />}
        </span>
        <div>
          <h3 id={id} className={`text-h3 font-bold ${brand ? "text-white" : "text-ink"}`}>
            {side.heading}
          </h3>
          <p className={`mt-0.5 text-sm ${brand ? "text-brand-100" : "text-ink-muted"}`}>{side.subheading}</p>
        </div>
      </div>
      <ul aria-labelledby={id} className="lg:row-span-12 lg:grid lg:grid-rows-subgrid">
        {side.points.map((point) => (
          // The mark before each point is the item's ::before (app.css, `.mark-check`/`.mark-x`).
          <li
            key={point}
            className={`comparison-point ${brand ? "mark-check border-white/15 text-white" : "mark-x border-line text-ink-muted"}`}
          >
            {point}
          </li>
        ))}
      </ul>
    </div>
  );
}
