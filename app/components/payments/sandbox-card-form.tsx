/**
 * The sandbox card form: card number (digits only, at most 20, grouped in fours),
 * expiry month and year (this year to 20 years ahead), CVC and name on card. Its fields sit inside the
 * form of whoever charges or saves the card (the pricing page's payment stage, the billing page's "Update
 * card"), which asks for the payment method through the handle: the values are checked with the card
 * form's zod schema as Conform checks every form (app/lib/form-validation.ts), then sent to POST
 * /api/sandbox/payment-methods, which answers with a payment method id or the card's message.
 */
import { useImperativeHandle, useMemo, useState, type Ref } from "react";
import { CHECKOUT_COPY } from "../../content/pricing";
import { cardDigits, cardFormSchema, expiryYears, formatCardNumber, type CardFormValues } from "../../domain/card-form";
import { GENERIC_ERROR_MESSAGE } from "../../domain/messages";
import { postJson } from "../../lib/api";
import { validateWith } from "../../lib/form-validation";
import { describedBy, Field, FieldError } from "../ui/field";
import type { PaymentSource } from "./payment-source";

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, "0"));

/** The card's values checked with the card form's schema: the card, or the first message of each field. */
function checkCard(values: CardFormValues) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(values)) formData.set(name, value);
  const submission = validateWith(cardFormSchema())({ formData });
  if (submission.status === "success") return { ok: true as const, card: submission.value };
  const errors: Record<string, string> = {};
  for (const [name, messages] of Object.entries(submission.error ?? {})) if (messages?.[0]) errors[name] = messages[0];
  return { ok: false as const, errors };
}

function Select({
  id,
  label,
  value,
  options,
  error,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly string[];
  error?: string;
  disabled?: boolean;
  onChange(v: string): void;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      <select
        id={id}
        className="input"
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, false, Boolean(error))}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{label === "Expiry month" ? "MM" : "YYYY"}</option>
        {options.map((o) => (
          <option key={o} value={String(Number(o))}>
            {o}
          </option>
        ))}
      </select>
      <FieldError id={id} message={error} />
    </div>
  );
}

/** Props: the handle the payment stage calls, and whether the form is locked (processing). */
export function SandboxCardForm({ ref, disabled }: { ref: Ref<PaymentSource>; disabled?: boolean }) {
  const [values, setValues] = useState<CardFormValues>({ number: "", exp_month: "", exp_year: "", cvc: "", name: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const years = useMemo(() => expiryYears().map(String), []);
  const set = (field: keyof CardFormValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: "" }));
  };

  useImperativeHandle(
    ref,
    () => ({
      async createPaymentMethod() {
        const checked = checkCard(values);
        if (!checked.ok) {
          setErrors(checked.errors);
          return { ok: false };
        }
        const { name: _name, ...card } = checked.card;
        const response = await postJson<{ id: string }>("/api/sandbox/payment-methods", card);
        // A refused card is toasted with the provider's message (e.g. "Your card was declined.").
        if (!response.ok) return { ok: false, message: response.message };
        if (!response.body.data) return { ok: false, message: GENERIC_ERROR_MESSAGE };
        return { ok: true, id: response.body.data.id };
      },
    }),
    [values],
  );

  return (
    <div className="space-y-5">
      <p className="rounded-control border border-dashed border-accent bg-accent-soft px-4 py-3 text-sm text-accent">
        {CHECKOUT_COPY.sandboxNote}
      </p>
      <Field
        id="card-number"
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        value={formatCardNumber(values.number)}
        onValue={(v) => set("number", cardDigits(v))}
        error={errors.number}
        disabled={disabled}
      />
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Select
          id="card-exp-month"
          label="Expiry month"
          value={values.exp_month}
          options={MONTHS}
          error={errors.exp_month}
          disabled={disabled}
          onChange={(v) => set("exp_month", v)}
        />
        <Select
          id="card-exp-year"
          label="Expiry year"
          value={values.exp_year}
          options={years}
          error={errors.exp_year}
          disabled={disabled}
          onChange={(v) => set("exp_year", v)}
        />
        <Field
          id="card-cvc"
          label="CVC"
          className="col-span-2 sm:col-span-1"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          value={values.cvc}
          onValue={(v) => set("cvc", v.replace(/\D/g, "").slice(0, 4))}
          error={errors.cvc}
          disabled={disabled}
        />
      </div>
      <Field
        id="card-name"
        label="Name on card"
        autoComplete="cc-name"
        value={values.name}
        onValue={(v) => set("name", v)}
        error={errors.name}
        disabled={disabled}
      />
    </div>
  );
}
