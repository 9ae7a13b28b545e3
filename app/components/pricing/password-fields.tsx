/** Password and Confirm Password (at most 15 characters: the inputs stop there) with show/hide toggles and the live checklist. */
import { Eye, EyeOff } from "../ui/icon";
import { useState } from "react";
import { PASSWORD_MAX_LENGTH } from "../../domain/signup-rules";
import { Field } from "../ui/field";
import { PasswordChecklist } from "./password-checklist";
import type { Passwords } from "./use-pricing-flow";

/** Props: the two values, their errors, and the change handler. */
export interface PasswordFieldsProps {
  values: Passwords;
  errors: Partial<Record<keyof Passwords, string>>;
  onChange(field: keyof Passwords, value: string): void;
  disabled?: boolean;
  /** Whether a password was typed: by default whether the field holds one; a page re-rendered without script says so from the action's answer. */
  typed?: boolean;
}

function Toggle({ shown, onToggle, label }: { shown: boolean; onToggle(): void; label: string }) {
  return (
    <button
      type="button"
      onClick={onToggle}
      className="btn btn-ghost min-h-9 px-2 text-ink-muted"
      aria-label={shown ? `Hide ${label}` : `Show ${label}`}
      aria-pressed={shown}
    >
      {shown ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
    </button>
  );
}

export function PasswordFields({
  values,
  errors,
  onChange,
  disabled,
  typed = values.password !== "",
}: PasswordFieldsProps) {
  const [shown, setShown] = useState({ password: false, confirm: false });
  return (
    <>
      <Field
        id="signup-password"
        name="password"
        label="Password"
        type={shown.password ? "text" : "password"}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        value={values.password}
        onValue={(v) => onChange("password", v)}
        // A typed password that breaks a rule is explained by the live checklist alone; none typed failed the
        // schema's "required" check, the one told by a message.
        error={typed ? undefined : errors.password}
        invalid={Boolean(errors.password)}
        disabled={disabled}
        trailing={
          <Toggle
            shown={shown.password}
            label="password"
            onToggle={() => setShown((s) => ({ ...s, password: !s.password }))}
          />
        }
        hint={<PasswordChecklist password={values.password} />}
      />
      <Field
        id="signup-confirm-password"
        name="confirm_password"
        label="Confirm Password"
        type={shown.confirm ? "text" : "password"}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        value={values.confirm_password}
        onValue={(v) => onChange("confirm_password", v)}
        error={errors.confirm_password}
        disabled={disabled}
        trailing={
          <Toggle
            shown={shown.confirm}
            label="confirm password"
            onToggle={() => setShown((s) => ({ ...s, confirm: !s.confirm }))}
          />
        }
      />
    </>
  );
}
