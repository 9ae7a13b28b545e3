/** The identity fields of the details form: names, email, company, country, tax ID and the terms checkbox. */
import { getInputProps, getSelectProps } from "@conform-to/react";
import { Link } from "react-router";
import { CHECKOUT_COPY } from "../../content/pricing";
import type { DetailsFieldset } from "./details-form-fields";
import { describedBy, Field, FieldError } from "../ui/field";
import type { Country } from "./use-reference-data";

/** Props: the form's fields (Conform), the countries, and whether the controls are disabled (sending). */
export interface DetailsFieldsProps {
  fields: DetailsFieldset;
  countries: readonly Country[];
  disabled?: boolean;
}

/** Field (app/components/ui/field.tsx) links each control to its own hint and message. */
const control = { ariaAttributes: false } as const;

export function NameFields({ fields, disabled }: Omit<DetailsFieldsProps, "countries">) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          {...getInputProps(fields.first_name, { type: "text", ...control })}
          key={fields.first_name.key}
          id="signup-first-name"
          label="First Name"
          autoComplete="given-name"
          error={fields.first_name.errors?.[0]}
          disabled={disabled}
        />
        <Field
          {...getInputProps(fields.last_name, { type: "text", ...control })}
          key={fields.last_name.key}
          id="signup-last-name"
          label="Last Name"
          autoComplete="family-name"
          error={fields.last_name.errors?.[0]}
          disabled={disabled}
        />
      </div>
      <Field
        {...getInputProps(fields.email, { type: "email", ...control })}
        key={fields.email.key}
        id="signup-email"
        label="Email"
        autoComplete="email"
        inputMode="email"
        error={fields.email.errors?.[0]}
        disabled={disabled}
      />
      <Field
        {...getInputProps(fields.company_name, { type: "text", ...control })}
        key={fields.company_name.key}
        id="signup-company"
        label="Company Name"
        labelNote={CHECKOUT_COPY.optional}
        autoComplete="organization"
        error={fields.company_name.errors?.[0]}
        disabled={disabled}
      />
    </>
  );
}

export function CountryAndTerms({ fields, countries, disabled }: DetailsFieldsProps) {
  const countryError = fields.country_id.errors?.[0];
  const termsError = fields.terms.errors?.[0];
  // Until the list arrives, keep the chosen id selectable so the select never shows a wrong country.
  const chosen = Number(fields.country_id.initialValue ?? "");
  const options = countries.length || !chosen ? countries : [{ id: chosen, name: "Loading countries…" }];
  return (
    <>
      <div>
        <label htmlFor="signup-country" className="mb-1.5 block text-sm font-semibold text-ink">
          Country
        </label>
        <select
          {...getSelectProps(fields.country_id, control)}
          key={fields.country_id.key}
          id="signup-country"
          className="input"
          autoComplete="country-name"
          disabled={disabled}
          aria-invalid={countryError ? true : undefined}
          aria-describedby={describedBy("signup-country", false, Boolean(countryError))}
        >
          <option value="">{CHECKOUT_COPY.countryPlaceholder}</option>
          {options.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        <FieldError id="signup-country" message={countryError} />
      </div>
      <Field
        {...getInputProps(fields.tax_id, { type: "text", ...control })}
        key={fields.tax_id.key}
        id="signup-tax-id"
        label="Tax ID"
        labelNote={CHECKOUT_COPY.optional}
        hint={CHECKOUT_COPY.taxIdHint}
        autoComplete="off"
        error={fields.tax_id.errors?.[0]}
        disabled={disabled}
      />
      <div>
        <div className="flex items-start gap-3">
          <input
            {...getInputProps(fields.terms, { type: "checkbox", ...control })}
            key={fields.terms.key}
            id="signup-terms"
            className="mt-0.5 size-5 shrink-0 accent-brand-600"
            disabled={disabled}
            aria-invalid={termsError ? true : undefined}
            aria-describedby={describedBy("signup-terms", false, Boolean(termsError))}
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
        <FieldError id="signup-terms" message={termsError} />
      </div>
    </>
  );
}
