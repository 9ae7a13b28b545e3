/**
 * A list's filter: a labelled `<select>` inside the list's GET search form (components/admin/search-form.tsx),
 * first option "any" (empty value), the current choice from the URL. Works without script like the form.
 */
export function FilterSelect({
  id,
  name,
  label,
  anyLabel,
  options,
  value,
}: {
  id: string;
  name: string;
  label: string;
  anyLabel: string;
  options: ReadonlyArray<readonly [value: string, label: string]>;
  value: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-semibold text-ink-muted">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        className="mt-1 rounded-md border border-line-strong bg-surface px-2 py-1.5 text-sm"
      >
        <option value="">{anyLabel}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}
