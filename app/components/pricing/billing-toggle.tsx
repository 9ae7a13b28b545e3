/**
 * Monthly / Yearly switch: native radio buttons styled as a segmented control, so
 * keyboard and screen readers get radio semantics for free. Used by the plan table and the order
 * summary (each has its own).
 */
import type { PlanTypeId } from "../../domain/plan-ids";
import { PERIOD_PARAM } from "./plan-choices";

/** Props; `name` must be unique on the page (it groups the radios; their values are the URL's words, plan-choices.ts). */
export interface BillingToggleProps {
  name: string;
  value: PlanTypeId;
  onChange(value: PlanTypeId): void;
  /** Shown next to "Yearly", e.g. "Save up to 17%". */
  yearlyBadge?: string;
  disabled?: boolean;
  size?: "md" | "sm";
}

const OPTIONS: ReadonlyArray<[PlanTypeId, string]> = [
  [1, "Monthly"],
  [2, "Yearly"],
];

export function BillingToggle({ name, value, onChange, yearlyBadge, disabled, size = "md" }: BillingToggleProps) {
  const pad = size === "md" ? "px-5 py-2 text-[0.9375rem]" : "px-3.5 py-1.5 text-sm";
  return (
    <fieldset disabled={disabled} className="inline-flex min-w-0">
      <legend className="sr-only">Billing period</legend>
      <div className="inline-flex rounded-full bg-surface p-1 shadow-card ring-1 ring-line">
        {OPTIONS.map(([id, label]) => {
          const checked = value === id;
          return (
            <label
              key={id}
              className={`relative inline-flex cursor-pointer items-center gap-2 rounded-full font-semibold transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500 ${pad} ${
                checked ? "bg-brand-600 text-white shadow-sm" : "text-ink-muted hover:text-ink"
              } ${disabled ? "cursor-not-allowed opacity-60" : ""}`}
            >
              {/* The radio covers its label (invisible): clicks, taps and keyboard all reach a real radio. */}
              <input
                type="radio"
                name={name}
                value={PERIOD_PARAM[id]}
                checked={checked}
                onChange={() => onChange(id)}
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
              />
              {label}
              {id === 2 && yearlyBadge ? (
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-bold ${checked ? "bg-surface text-accent" : "bg-success-soft text-success"}`}
                >
                  {yearlyBadge}
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
