/**
 * A labelled form control of the sign-up with its error under it (announced, and linked through
 * aria-invalid / aria-describedby). `children` renders extra content under the control (e.g. the
 * password checklist), linked as its description.
 */
import { CHECKOUT_COPY } from "../../content/pricing";
import type { InputHTMLAttributes, ReactNode, Ref } from "react";

/** Props: an <input> plus label, error and optional description. */
export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "onChange" | "value"> {
  id: string;
  label: string;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
  value: string;
  onValue(value: string): void;
  error?: string;
  /** Marks the control invalid without an error line (its description says what is wrong). */
  invalid?: boolean;
  children?: ReactNode;
  /** Content inside the input's box on the right (e.g. a show-password button). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** The error line of a control (`<id>-error`). */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} role="alert" className="field-error font-medium">
      {message}
    </p>
  );
}

/** aria-describedby for a control with an optional description and error. */
export function describedBy(id: string, hasDescription: boolean, hasError: boolean): string | undefined {
  const ids = [hasDescription ? `${id}-desc` : "", hasError ? `${id}-error` : ""].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

export function Field({ id, label, optional, value, onValue, error, invalid, children, trailing, ref, className, ...input }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
        {optional ? <span className="font-normal text-ink-subtle"> {CHECKOUT_COPY.optional}</span> : null}
      </label>
      <div className="relative">
        <input
          {...input}
          ref={ref}
          id={id}
          value={value}
          onChange={(e) => onValue(e.target.value)}
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={describedBy(id, Boolean(children), Boolean(error))}
          className={`input ${trailing ? "pr-12" : ""}`}
        />
        {trailing ? <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{trailing}</div> : null}
      </div>
      <FieldError id={id} message={error} />
      {children ? <div id={`${id}-desc`}>{children}</div> : null}
    </div>
  );
}
