/** Password and Confirm Password (at most 15 characters: the inputs stop there) with show/hide toggles and the live checklist. */
import { getInputProps } from "@conform-to/react";
import { Eye, EyeOff } from "../ui/icon";
import { useState } from "react";
import { PASSWORD_MAX_LENGTH } from "../../domain/signup-rules";
import { Field } from "../ui/field";
import type { DetailsFieldset } from "./details-form-fields";
import { PasswordChecklist } from "./password-checklist";

/** Props: the form's fields (Conform), the password as typed, and whether the controls are disabled. */
export interface PasswordFieldsProps {
  fields: Pick<DetailsFieldset, "password" | "confirm_password">;
  /** The password as typed, for the checklist. */
  password: string;
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

export function PasswordFields({ fields, password, disabled, typed = password !== "" }: PasswordFieldsProps) {
  const [shown, setShown] = useState({ password: false, confirm: false });
  const control = { ariaAttributes: false } as const;
  const passwordError = fields.password.errors?.[0];
  return (
    <>
      <Field
        {...getInputProps(fields.password, { type: "password", ...control })}
        key={fields.password.key}
        id="signup-password"
        label="Password"
        type={shown.password ? "text" : "password"}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        // A typed password that breaks a rule is explained by the live checklist alone; none typed failed the
        // schema's "required" check, the one told by a message.
        error={typed ? undefined : passwordError}
        invalid={Boolean(passwordError)}
        disabled={disabled}
        trailing={
          <Toggle
            shown={shown.password}
            label="password"
            onToggle={() => setShown((s) => ({ ...s, password: !s.password }))}
          />
        }
        hint={<PasswordChecklist password={password} />}
      />
      <Field
        {...getInputProps(fields.confirm_password, { type: "password", ...control })}
        key={fields.confirm_password.key}
        id="signup-confirm-password"
        label="Confirm Password"
        type={shown.confirm ? "text" : "password"}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        error={fields.confirm_password.errors?.[0]}
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
