/**
 * A labelled text input or textarea with its hint and error, for every form of the site (contact,
 * sign-up, card): the error sits under the control, is announced (role="alert") and is linked with
 * aria-invalid / aria-describedby together with the hint. `id` also names the hint (`<id>-hint`) and
 * the error (`<id>-error`), so selects, checkboxes and groups reuse `describedBy` and `FieldError`.
 */
import type { InputHTMLAttributes, ReactNode, Ref } from "react";

/** Props: the control's own attributes plus label, hint and error. */
export interface FieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "onChange" | "value" | "children"
> {
  id: string;
  label: string;
  /** A quieter note after the label, e.g. "(optional)". */
  labelNote?: string;
  /** The text, for a controlled field; a Conform form's field is uncontrolled (`defaultValue`). */
  value?: string;
  onValue?(value: string): void;
  error?: string;
  /** Marks the control invalid without an error line (its hint says what is wrong). */
  invalid?: boolean;
  /** Shown under the control and linked as its description (a counter, a checklist…). */
  hint?: ReactNode;
  /** A textarea instead of an input. */
  multiline?: boolean;
  /** Content inside the input's box on the right (e.g. a show-password button). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/** aria-describedby for a control with an optional hint (`<id>-hint`) and error (`<id>-error`). */
export function describedBy(id: string, hasHint: boolean, hasError: boolean): string | undefined {
  const ids = [hasHint ? `${id}-hint` : "", hasError ? `${id}-error` : ""].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

/** The error line of a control (`<id>-error`), or nothing. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} role="alert" className="field-error font-medium">
      {message}
    </p>
  );
}

export function Field({
  id,
  label,
  labelNote,
  value,
  onValue,
  error,
  invalid,
  hint,
  multiline,
  trailing,
  ref,
  className,
  ...control
}: FieldProps) {
  const shared = {
    id,
    value,
    "aria-invalid": error || invalid ? true : undefined,
    "aria-describedby": describedBy(id, Boolean(hint), Boolean(error)),
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
        {labelNote ? <span className="font-normal text-ink-subtle"> {labelNote}</span> : null}
      </label>
      {multiline ? (
        <textarea
          name={control.name}
          placeholder={control.placeholder}
          maxLength={control.maxLength}
          disabled={control.disabled}
          autoComplete={control.autoComplete}
          defaultValue={control.defaultValue}
          {...shared}
          ref={ref}
          rows={7}
          onChange={(e) => onValue?.(e.target.value)}
          className="input min-h-44 resize-y leading-relaxed"
        />
      ) : (
        <div className="relative">
          <input
            {...control}
            {...shared}
            ref={ref}
            onChange={(e) => onValue?.(e.target.value)}
            className={`input ${trailing ? "pr-12" : ""}`}
          />
          {trailing ? <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{trailing}</div> : null}
        </div>
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
