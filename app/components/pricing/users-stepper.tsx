/** The Team seat count of the order summary: − / number / +, between the plan's minimum and maximum. */
import { Minus, Plus } from "../ui/icon";
import { useEffect, useState } from "react";

/** Props; `value` is always a valid count (the field may be empty while typing). */
export interface UsersStepperProps {
  value: number;
  min: number;
  max: number;
  onChange(value: number): void;
  disabled?: boolean;
}

export function UsersStepper({ value, min, max, onChange, disabled }: UsersStepperProps) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const clamp = (n: number) => Math.min(max, Math.max(min, Math.round(n)));
  const commit = (raw: string) => {
    const n = Number(raw);
    const next = raw.trim() === "" || !Number.isFinite(n) ? value : clamp(n);
    setText(String(next));
    if (next !== value) onChange(next);
  };
  const button = "btn btn-secondary min-h-11 w-11 shrink-0 px-0";
  return (
    <div>
      <label htmlFor="summary-users" className="mb-1.5 block text-sm font-semibold text-ink">
        Users
      </label>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={button}
          aria-label="Remove a user"
          onClick={() => onChange(clamp(value - 1))}
          disabled={disabled || value <= min}
        >
          <Minus aria-hidden className="size-4" />
        </button>
        <input
          id="summary-users"
          className="input w-20 text-center"
          inputMode="numeric"
          value={text}
          disabled={disabled}
          aria-describedby="summary-users-hint"
          onChange={(e) => {
            const digits = e.target.value.replace(/\D/g, "").slice(0, 3);
            setText(digits);
            const n = Number(digits);
            if (digits && n >= min && n <= max && n !== value) onChange(n);
          }}
          onBlur={(e) => commit(e.target.value)}
        />
        <button
          type="button"
          className={button}
          aria-label="Add a user"
          onClick={() => onChange(clamp(value + 1))}
          disabled={disabled || value >= max}
        >
          <Plus aria-hidden className="size-4" />
        </button>
      </div>
      <p id="summary-users-hint" className="mt-1.5 text-xs text-ink-subtle">
        At least {min}; up to {max} online.
      </p>
    </div>
  );
}
