/**
 * A labelled console form field with its error: the label, the control (rendered by `children` with the
 * id and ARIA attributes it must carry) and the error line the control points to. One place for the
 * label/error wiring, so every field is announced the same way.
 */
export interface FieldAria {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

export function FormField({ id, label, error, className = "", children }: { id: string; label: string; error?: string; className?: string; children: (aria: FieldAria) => React.ReactNode }) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": error ? errorId : undefined })}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
