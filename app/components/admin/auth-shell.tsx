import { getInputProps, type FieldMetadata } from "@conform-to/react";

/** The frame of the signed-out console pages (sign-in, invitation): a small centred card. */
export function AuthShell({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main
      id="console-main"
      className="flex min-h-dvh items-start justify-center bg-surface-muted px-4 py-12 sm:items-center"
    >
      <div className="w-full max-w-md rounded-xl border border-line bg-surface p-6 shadow-sm sm:p-8">
        <p className="text-sm font-bold text-accent">DocSleeve console</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight">{title}</h1>
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}

/**
 * A labelled input of these forms, with its error (if any) tied to it for screen readers. With a Conform
 * field, spread its `getInputProps` in: the id is the field's, so the error's id is Conform's `errorId`.
 */
export function Field({
  id,
  label,
  error,
  hint,
  ...input
}: { id: string; label: string; error?: string; hint?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="mb-4">
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      <input
        {...input}
        id={id}
        className="input mt-1"
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      />
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The "Authentication code" field (name `code`) of the sign-in and the invitation: the 6 digits of the
 * authenticator app, which people may type with a space between the groups (the schema drops it: 8
 * characters at most).
 */
export function CodeField({
  field,
  ...props
}: {
  /** The Conform field of a form on the convention (app/lib/form-action.ts); its messages are shown. */
  field?: FieldMetadata<string>;
  hint?: string;
  error?: string;
  required?: boolean;
  autoFocus?: boolean;
}) {
  return (
    <Field
      {...(field ? getInputProps(field, { type: "text" }) : { id: "code", name: "code" })}
      error={field?.errors?.[0]}
      label="Authentication code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]*"
      maxLength={8}
      {...props}
    />
  );
}

/** A form's failure message, announced when it appears. */
export function FormAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="mb-4 rounded-md border border-danger-line bg-danger-soft px-3 py-2 text-sm text-danger">
      {message}
    </p>
  );
}
