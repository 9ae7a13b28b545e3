/**
 * "Change users" (Team): the new number of users, then the price of the change before anything happens
 * ("You pay S$32.70 now" or "S$32.70 credited", and the next renewal), then "Confirm change". Both steps
 * are plain posts to the billing page's action (the page shows the preview the action answers, and a
 * confirmed change comes back as `?done=users`), so they work the same with and without script. The
 * number form is a Conform form (app/lib/form-action.ts) checked with the service's schema.
 */
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { Link, useLocation } from "react-router";
import { BILLING_PAGES } from "../../content/billing";
import { usersChangeSchema } from "../../domain/billing-change";
import { type FormReply } from "../../lib/form-action";
import { validateWith } from "../../lib/form-validation";
import { describedBy, FieldError } from "../ui/field";
import { BillingSection } from "./billing-section";

const COPY = BILLING_PAGES.link;
const SECTION = "billing-users";
const FIELD = "billing-users-count";

/** A priced change as the action answered it (figures formatted). */
export interface UsersPreview {
  from: number;
  to: number;
  kind: "charge" | "credit" | "none";
  now: string;
  next: string;
  nextDate: string;
  token: string;
}

/** A refused post of this section: its message, and Conform's reply (the field's message, the number as typed). */
export interface UsersFailure {
  message: string;
  reply?: FormReply;
}

/** Props: current users, the plan's range and whether a change is possible now, the period, and the last answer. */
export interface UsersSectionProps {
  users: number;
  range: { min: number; max: number; changeable: boolean };
  period: "year" | "month";
  preview?: UsersPreview;
  failure?: UsersFailure;
}

function PreviewPanel({ preview, period }: { preview: UsersPreview; period: "year" | "month" }) {
  const { pathname } = useLocation();
  const headline =
    preview.kind === "charge"
      ? COPY.usersPayNow(preview.now)
      : preview.kind === "credit"
        ? COPY.usersCredited(preview.now)
        : COPY.usersNothingNow;
  const note =
    preview.kind === "charge" ? COPY.usersPayNowNote : preview.kind === "credit" ? COPY.usersCreditedNote : null;
  return (
    <>
      <div id="billing-users-price" className="mt-4 rounded-lg border border-accent-line bg-accent-soft p-4">
        <p className="text-sm text-ink-muted">{COPY.usersChange(preview.from, preview.to)}</p>
        <p className="mt-1 text-xl font-bold">{headline}</p>
        {note ? <p className="mt-1 text-sm text-ink-muted">{note}</p> : null}
        <p className="mt-2 text-sm">{COPY.usersThen(preview.next, preview.nextDate, period)}</p>
      </div>
      <form method="post" action={`#${SECTION}`} className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-3">
        <input type="hidden" name="intent" value="confirm-users" />
        <input type="hidden" name="token" value={preview.token} />
        <input type="hidden" name="users" value={String(preview.to)} />
        <button type="submit" className="btn btn-primary" aria-describedby="billing-users-price">
          {COPY.usersConfirmButton}
        </button>
        <Link to={{ pathname, hash: SECTION }} className="text-sm text-accent underline">
          {COPY.usersOtherNumber}
        </Link>
      </form>
    </>
  );
}

/** The "Change users" panel: the number form, or the price of the change with "Confirm change". */
export function UsersSection({ users, range, period, preview, failure }: UsersSectionProps) {
  return (
    <BillingSection id={SECTION} title={COPY.usersHeading}>
      {!range.changeable ? (
        <p className="mt-2 text-sm text-ink-muted">{COPY.usersInactive}</p>
      ) : preview ? (
        <PreviewPanel preview={preview} period={period} />
      ) : (
        <UsersForm users={users} range={range} failure={failure} />
      )}
    </BillingSection>
  );
}

/** The number of users, checked as the service checks it; a refusal's message above it when not the field's. */
function UsersForm({ users, range, failure }: Pick<UsersSectionProps, "users" | "range" | "failure">) {
  const [form, fields] = useForm({
    id: `${SECTION}-form`,
    lastResult: failure?.reply,
    defaultValue: { users: String(users) },
    onValidate: validateWith(usersChangeSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const fieldError = fields.users.errors?.[0];
  return (
    <>
      <p className="mt-2 text-sm text-ink-muted">{COPY.usersLead}</p>
      {failure && !fieldError ? (
        <p role="alert" className="mt-4 rounded-lg border border-danger-line bg-danger-soft p-4 text-sm">
          {failure.message}
        </p>
      ) : null}
      <form
        method="post"
        action={`#${SECTION}`}
        {...getFormProps(form, { ariaAttributes: false })}
        className="mt-4 max-w-xs"
      >
        <input type="hidden" name="intent" value="preview-users" />
        <label htmlFor={FIELD} className="mb-1.5 block text-sm font-semibold text-ink">
          {COPY.usersLabel}
        </label>
        <input
          {...getInputProps(fields.users, { type: "number", ariaAttributes: false })}
          key={fields.users.key}
          id={FIELD}
          inputMode="numeric"
          min={range.min}
          max={range.max}
          step={1}
          required
          className="input"
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={describedBy(FIELD, true, Boolean(fieldError))}
        />
        <p id={`${FIELD}-hint`} className="mt-1.5 text-sm text-ink-muted">
          {COPY.usersHint(range.min, range.max)}
        </p>
        <FieldError id={FIELD} message={fieldError} />
        <button type="submit" className="btn btn-secondary mt-4">
          {COPY.usersPreviewButton}
        </button>
      </form>
    </>
  );
}
