/** The identity fields of the details form: names, email, company, country, tax ID and the terms checkbox. */
import { Link } from "react-router";
import { CHECKOUT_COPY } from "../../content/pricing";
import { DEFAULT_COUNTRY_ID } from "../../domain/signup-rules";
import type { DetailsDraft } from "./flow-state";
import { describedBy, Field, FieldError } from "../ui/field";
import type { Country } from "./use-reference-data";

/** Props: the draft, its errors, the countries, and the change handler. */
export interface DetailsFieldsProps {
  values: DetailsDraft;
  errors: Record<string, string>;
  countries: readonly Country[];
  onChange<K extends keyof DetailsDraft>(field: K, value: DetailsDraft[K]): void;
  disabled?: boolean;
}

export function NameFields({ values, errors, onChange, disabled }: Omit<DetailsFieldsProps, "countries">) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id="signup-first-name"
          name="first_name"
          label="First Name"
          autoComplete="given-name"
          value={values.first_name}
          onValue={(v) => onChange("first_name", v)}
          error={errors.first_name}
          disabled={disabled}
        />
        <Field
          id="signup-last-name"
          name="last_name"
          label="Last Name"
          autoComplete="family-name"
          value={values.last_name}
          onValue={(v) => onChange("last_name", v)}
          error={errors.last_name}
          disabled={disabled}
        />
      </div>
      <Field
        id="signup-email"
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        onValue={(v) => onChange("email", v)}
        error={errors.email}
        disabled={disabled}
      />
      <Field
        id="signup-company"
        name="company_name"
        label="Company Name"
        labelNote={CHECKOUT_COPY.optional}
        autoComplete="organization"
        value={values.company_name}
        onValue={(v) => onChange("company_name", v)}
        error={errors.company_name}
        disabled={disabled}
      />
    </>
  );
}

export function CountryAndTerms({ values, errors, countries, onChange, disabled }: DetailsFieldsProps) {
  // null: not chosen yet (the visitor's country fills it); 0: the visitor chose the empty option.
  const country = values.country_id ?? DEFAULT_COUNTRY_ID;
  // Until the list arrives, keep the chosen id selectable so the select never shows a wrong country.
  const options = countries.length || !country ? countries : [{ id: country, name: "Loading countries…" }];
  return (
    <>
      <div>
        <label htmlFor="signup-country" className="mb-1.5 block text-sm font-semibold text-ink">
          Country
        </label>
        <select
          id="signup-country"
          name="country_id"
          className="input"
          autoComplete="country-name"
          value={country ? String(country) : ""}
          disabled={disabled}
          aria-invalid={errors.country_id ? true : undefined}
          aria-describedby={describedBy("signup-country", false, Boolean(errors.country_id))}
          onChange={(e) => onChange("country_id", e.target.value ? Number(e.target.value) : 0)}
        >
          <option value="">{CHECKOUT_COPY.countryPlaceholder}</option>
          {options.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        <FieldError id="signup-country" message={errors.country_id} />
      </div>
      <Field
        id="signup-tax-id"
        name="tax_id"
        label="Tax ID"
        labelNote={CHECKOUT_COPY.optional}
        hint={CHECKOUT_COPY.taxIdHint}
        autoComplete="off"
        value={values.tax_id ?? ""}
        onValue={(v) => onChange("tax_id", v)}
        error={errors.tax_id}
        disabled={disabled}
      />
      <div>
        <div className="flex items-start gap-3">
          <input
            id="signup-terms"
            name="terms"
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-brand-600"
            checked={values.terms}
            disabled={disabled}
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={describedBy("signup-terms", false, Boolean(errors.terms))}
            onChange={(e) => onChange("terms", e.target.checked)}
          />
          <label htmlFor="signup-terms" className="text-[0.9375rem] text-ink-muted">
            {CHECKOUT_COPY.terms.before}
            <Link
              to="/terms-condition"
              target="_blank"
              rel="noopener"
              className="font-semibold text-accent underline underline-offset-2"
            >
              {CHECKOUT_COPY.terms.terms}
              <span className="sr-only"> (opens in a new tab)</span>
            </Link>
            {CHECKOUT_COPY.terms.middle}
            <Link
              to="/privacy-policy"
              target="_blank"
              rel="noopener"
              className="font-semibold text-accent underline underline-offset-2"
            >
              {CHECKOUT_COPY.terms.privacy}
              <span className="sr-only"> (opens in a new tab)</span>
            </Link>
          </label>
        </div>
        <FieldError id="signup-terms" message={errors.terms} />
      </div>
    </>
  );
}
