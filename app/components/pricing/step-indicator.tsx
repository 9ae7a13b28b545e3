/** The two-step indicator of the sign-up: Details, then Payment. */
import { Check } from "../ui/icon";
import { CHECKOUT_COPY } from "../../content/pricing";

/** `current` is 1 (Details, including Confirm Email) or 2 (Payment). */
export function StepIndicator({ current }: { current: 1 | 2 }) {
  return (
    <nav aria-label="Checkout progress">
      <ol className="flex items-center gap-3 text-sm font-semibold">
        {CHECKOUT_COPY.steps.map((label, i) => {
          const n = i + 1;
          const done = n < current;
          const active = n === current;
          return (
            <li key={label} className="flex items-center gap-3" aria-current={active ? "step" : undefined}>
              {i > 0 ? (
                <span aria-hidden className={`h-px w-8 sm:w-14 ${done || active ? "bg-brand-600" : "bg-line"}`} />
              ) : null}
              <span
                aria-hidden
                className={`inline-flex size-8 items-center justify-center rounded-full ${
                  done
                    ? "bg-brand-600 text-white"
                    : active
                      ? "bg-brand-600 text-white ring-4 ring-accent-line"
                      : "bg-surface text-ink-subtle ring-1 ring-line"
                }`}
              >
                {done ? <Check className="size-4" strokeWidth={3} /> : n}
              </span>
              <span className={active || done ? "text-ink" : "text-ink-subtle"}>
                {label}
                {done ? <span className="sr-only"> (completed)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
