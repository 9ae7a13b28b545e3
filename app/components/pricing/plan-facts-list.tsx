/** The short list of what a plan includes, under its price on a plan card. */
import { CheckList } from "../ui/check-list";

export function PlanFactsList({ facts }: { facts: readonly string[] }) {
  return (
    <CheckList
      items={facts}
      variant="compact"
      className="mt-6 space-y-2.5 border-t border-line pt-6 text-[0.9375rem] text-ink-muted"
    />
  );
}
