/** The currency picker of the plan table (defaults from /api/geo where the country pays in one we sell). */
import type { Currency } from "../../domain/plan-list";

/** Props: the currencies sold, the current code, and the change handler. */
export interface CurrencySelectProps {
  currencies: readonly Currency[];
  value: string;
  onChange(code: string): void;
}

export function CurrencySelect({ currencies, value, onChange }: CurrencySelectProps) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="pricing-currency" className="text-sm font-semibold text-ink-muted">
        Currency
      </label>
      <select
        id="pricing-currency"
        name="currency"
        className="input w-auto py-2 pr-9"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {currencies.map((c) => (
          <option key={c.code} value={c.code}>
            {c.code} · {c.name}
          </option>
        ))}
      </select>
    </div>
  );
}
