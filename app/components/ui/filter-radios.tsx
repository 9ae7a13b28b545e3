/**
 * A row of filter choices as native radio inputs in a fieldset (docs/decisions/0031): the first press
 * works before the app has loaded and without script, because the browser checks the radio and CSS
 * (`[data-filter-scope]:has(…:checked)` rules in app/styles/app.css) hides what does not match. Once the
 * app runs, the page renders only the matching entries from `useFilterChoice`, which adopts a choice made
 * before hydration. Keyboard: Tab reaches the group, arrows move between choices, Space checks.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";

/** A filter value as a CSS-safe token ("Product & Pricing" → "product-pricing"). */
export function filterToken(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}

/** Props of `FilterRadios`: the radios' shared `name`, the group's accessible name, the choices (first is the default). */
export interface FilterRadiosProps<T extends string> {
  name: string;
  label: string;
  choices: readonly T[];
  onChange: (choice: T) => void;
  /** Extra classes for the row of choices. */
  className?: string;
  /** Classes for a choice, and for the checked one (applied with Tailwind's `has-checked:` variant). */
  choiceClassName: string;
}

export function FilterRadios<T extends string>({
  name,
  label,
  choices,
  onChange,
  className = "",
  choiceClassName,
}: FilterRadiosProps<T>) {
  return (
    <fieldset className={className}>
      <legend className="sr-only">{label}</legend>
      {choices.map((choice, i) => (
        <label
          key={choice}
          className={`relative inline-flex cursor-pointer items-center justify-center ${choiceClassName}`}
        >
          {/* The input covers its label, so a press anywhere on the pill lands on it; its focus ring is the pill's. */}
          <input
            type="radio"
            name={name}
            value={choice}
            data-filter={filterToken(choice)}
            defaultChecked={i === 0}
            onChange={() => onChange(choice)}
            className="absolute inset-0 size-full cursor-pointer appearance-none rounded-[inherit] focus-visible:outline-offset-2"
          />
          {choice}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The filter chosen in the radios named `name` inside `scopeRef`: starts at `initial` (what the server
 * rendered) and, on mount, adopts the radio the visitor may have checked before the app loaded.
 */
export function useFilterChoice<T extends string>(
  scopeRef: RefObject<HTMLElement | null>,
  name: string,
  initial: T,
): [T, (choice: T) => void] {
  const [choice, setChoice] = useState<T>(initial);
  const adopted = useRef(false);
  useEffect(() => {
    if (adopted.current) return;
    adopted.current = true;
    const checked = scopeRef.current?.querySelector<HTMLInputElement>(`input[type="radio"][name="${name}"]:checked`);
    if (checked) setChoice(checked.value as T);
  }, [scopeRef, name]);
  const choose = useCallback((next: T) => setChoice(next), []);
  return [choice, choose];
}
