/** The short list of what a plan includes, under its price on a plan card. */
import { Check } from "lucide-react";

export function PlanFactsList({ facts }: { facts: readonly string[] }) {
  return (
    <ul className="mt-6 space-y-2.5 border-t border-line pt-6 text-[0.9375rem] text-ink-muted">
      {facts.map((fact) => (
        <li key={fact} className="flex gap-2.5">
          <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" strokeWidth={3} />
          <span>{fact}</span>
        </li>
      ))}
    </ul>
  );
}
