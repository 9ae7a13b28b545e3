/** The Sleeve-credit tier ("envelope") picker of a paid plan: on the plan cards and in the order summary. */
import type { Envelope } from "../../domain/plan-list";

/** Props; `id` must be unique on the page. */
export interface TierSelectProps {
  id: string;
  envelopes: readonly Envelope[];
  value: number;
  onChange(id: number): void;
  disabled?: boolean;
  /** The field's name and the form it is sent with (the plan table's GET form; none in the order summary). */
  name?: string;
  form?: string;
}

export function TierSelect({ id, envelopes, value, onChange, disabled, name, form }: TierSelectProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        Sleeve credit
      </label>
      <select
        id={id}
        name={name}
        form={form}
        className="input py-2"
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {envelopes.map((e) => (
          <option key={e.id} value={e.id}>
            {e.text}
          </option>
        ))}
      </select>
    </div>
  );
}
