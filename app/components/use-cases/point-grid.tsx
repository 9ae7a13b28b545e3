/** A titled grid of points (a use case's key features or key benefits), each with an icon. */
import type { IconComponent } from "../ui/icon";
import type { TitledPoint } from "../../content/use-cases";

/** Props: section heading, its id (for aria-labelledby), the points and the icon beside each. */
export interface PointGridProps {
  id: string;
  heading: string;
  points: readonly TitledPoint[];
  icon: IconComponent;
  /** Tinted background band (alternates sections). */
  tinted?: boolean;
}

export function PointGrid({ id, heading, points, icon: Icon, tinted = false }: PointGridProps) {
  // Four points sit in one row on wide screens; other counts use three columns.
  const columns = points.length === 4 ? "xl:grid-cols-4" : "lg:grid-cols-3";
  return (
    <section aria-labelledby={id} className={tinted ? "bg-surface-muted" : undefined}>
      <div className="container-page py-section">
        <h2 id={id} className="text-h2 font-bold tracking-tight">
          {heading}
        </h2>
        <ul className={`mt-10 grid gap-6 sm:grid-cols-2 ${columns}`}>
          {points.map((point) => (
            <li key={point.title} className="card p-6">
              <span className="inline-flex size-10 items-center justify-center rounded-xl bg-accent-soft text-accent">
                <Icon aria-hidden className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{point.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-muted">{point.content}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
