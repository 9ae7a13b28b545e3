/**
 * A list of short statements, each behind a check mark: what a step, an integration, a product or a plan
 * gives. `feature` is the large circled check of page sections, `compact` the small check of cards.
 */
import { Check, CircleCheck } from "./icon";

export type CheckListVariant = "feature" | "compact";

export interface CheckListProps {
  items: readonly string[];
  variant?: CheckListVariant;
  /** Classes of the `<ul>` (spacing, type size and colour). */
  className?: string;
  /** Extra classes of each `<li>` (e.g. font weight). */
  itemClassName?: string;
}

const ITEM = { feature: "flex items-start gap-3", compact: "flex items-start gap-2.5" } as const;

export function CheckList({ items, variant = "feature", className, itemClassName = "" }: CheckListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={`${ITEM[variant]} ${itemClassName}`}>
          {variant === "feature" ? (
            <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
          ) : (
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" strokeWidth={3} />
          )}
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
