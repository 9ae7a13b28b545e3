/**
 * A labelled text input or textarea with its hint and error: the error sits under the
 * field, is announced (role="alert"), and is linked with aria-invalid / aria-describedby.
 */
import type { ReactNode, Ref } from "react";

/** Props of a text field; `id` also names the hint (`<id>-hint`) and error (`<id>-error`) elements. */
export interface TextFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  hint?: ReactNode;
  multiline?: boolean;
  type?: "text" | "email";
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/** Ids that describe a field: its hint (if any) and its error (if shown). */
export function describedBy(id: string, hasHint: boolean, hasError: boolean): string | undefined {
  const ids = [hasHint ? `${id}-hint` : "", hasError ? `${id}-error` : ""].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

/** A field's error message, or nothing. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} role="alert" className="field-error font-medium">
      {message}
    </p>
  );
}

export function TextField({ id, label, error, hint, multiline, onChange, ref, ...input }: TextFieldProps) {
  const shared = {
    ...input,
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, Boolean(hint), Boolean(error)),
    className: `input ${multiline ? "min-h-44 resize-y leading-relaxed" : ""}`,
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      {multiline ? (
        <textarea {...shared} ref={ref} rows={7} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...shared} ref={ref} onChange={(e) => onChange(e.target.value)} />
      )}
      <FieldError id={id} message={error} />
      {hint ? (
        <div id={`${id}-hint`} className="mt-1.5 text-sm text-ink-subtle">
          {hint}
        </div>
      ) : null}
    </div>
  );
}
