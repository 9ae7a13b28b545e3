import type { FieldMetadata } from "@conform-to/react";

/**
 * A labelled console form field with its error: the label, the control (rendered by `children` with the
 * id and ARIA attributes it must carry) and the error line the control points to. One place for the
 * label/error wiring, so every field is announced the same way; `CheckboxGroup` does the same for a
 * group of checkboxes.
 */
export interface FieldAria {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/**
 * A labelled field. `describedBy`: ids of hints the control is also described by (before the error);
 * `labelClassName` replaces the block label's classes where the label sits inline with a note.
 */
export function FormField({
  id,
  label,
  error,
  className = "",
  labelClassName = "block text-sm font-semibold",
  describedBy,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  className?: string;
  labelClassName?: string;
  describedBy?: string;
  children: (aria: FieldAria) => React.ReactNode;
}) {
  const errorId = `${id}-error`;
  const described = [describedBy, error ? errorId : undefined].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": described || undefined })}
      <FieldError id={id} error={error} />
    </div>
  );
}

/**
 * A group of checkboxes posted under one name (repeated): a Conform field whose value is a list, its
 * error described on the group (Conform's `errorId`).
 */
export function CheckboxGroup({
  field,
  legend,
  choices,
  checked,
}: {
  field: FieldMetadata<unknown>;
  legend: string;
  choices: ReadonlyArray<readonly [number, string]>;
  checked: readonly number[];
}) {
  const error = field.errors?.[0];
  return (
    <fieldset id={field.id} aria-describedby={error ? field.errorId : undefined}>
      <legend className="text-sm font-semibold">{legend}</legend>
      {choices.map(([value, label]) => (
        <label key={value} className="mr-3 inline-flex items-center gap-1.5 text-sm">
          <input type="checkbox" name={field.name} value={value} defaultChecked={checked.includes(value)} /> {label}
        </label>
      ))}
      <FieldError id={field.id} error={error} />
    </fieldset>
  );
}

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="field-error">
      {error}
    </p>
  ) : null;
}
