import { describe, expect, it } from "vitest";
import { TEAM_3_YEARLY_SGD } from "../../tests/support/signup";
import { validate } from "../../tests/support/schema";
import {
  detailsSchema,
  isCodeShaped,
  PASSWORD_RULES,
  registrationSchema,
  resendEmailCodeSchema,
  SIGNUP_MESSAGES as M,
  verifyEmailCodeSchema,
} from "./signup";

const valid = {
  first_name: "Mei Ling",
  last_name: "Tan",
  email: "mei.ling@tanadvisory.sg",
  company_name: "Tan Advisory Pte. Ltd.",
  password: "Sleeve#2025",
  confirm_password: "Sleeve#2025",
  country_id: 192,
  terms: true as const,
};

const errorsOf = (values: unknown) => {
  const result = validate(detailsSchema, values);
  return result.ok ? {} : result.errors;
};

describe("details schema: every message word for word", () => {
  it("accepts a complete form and trims the text fields", () => {
    const result = validate(detailsSchema, { ...valid, first_name: "  Mei Ling " });
    expect(result).toEqual({ ok: true, data: { ...valid, first_name: "Mei Ling" } });
  });

  it("names every missing field; the company name is optional", () => {
    expect(errorsOf({})).toEqual({
      first_name: "First name is required",
      last_name: "Last name is required",
      email: "Email is required",
      password: "Password is required",
      confirm_password: "Confirm password is required",
      country_id: "Country is required",
      terms: "Terms & condition is required",
    });
    expect(errorsOf({ ...valid, first_name: "   ", last_name: "", email: "  " })).toEqual({
      first_name: "First name is required",
      last_name: "Last name is required",
      email: "Email is required",
    });
    const { company_name: _company, ...withoutCompany } = valid;
    expect(validate(detailsSchema, withoutCompany)).toEqual({ ok: true, data: { ...valid, company_name: "" } });
    expect(validate(detailsSchema, { ...valid, company_name: "  " })).toEqual({
      ok: true,
      data: { ...valid, company_name: "" },
    });
  });

  it.each(["first_name", "last_name", "company_name"])("refuses each special character in %s", (field) => {
    for (const c of [..."*|\":<>[]{}`\\()';@&$"]) {
      expect(errorsOf({ ...valid, [field]: `John${c}` }), c).toEqual({ [field]: "Special characters not allowed" });
    }
    // Hyphens, dots, commas and letters of any script are names.
    expect(errorsOf({ ...valid, [field]: "Jean-Luc O. Ng, Zoë" })).toEqual({});
  });

  it.each([
    ["first_name", "First name must be at most 50 characters"],
    ["last_name", "Last name must be at most 50 characters"],
    ["company_name", "Company name must be at most 50 characters"],
  ])("limits %s to 50 characters with a message", (field, message) => {
    expect(errorsOf({ ...valid, [field]: "x".repeat(50) })).toEqual({});
    expect(errorsOf({ ...valid, [field]: "x".repeat(51) })).toEqual({ [field]: message });
  });

  it("checks the email address", () => {
    expect(errorsOf({ ...valid, email: "not-an-email" })).toEqual({ email: "Please enter valid email address" });
    expect(errorsOf({ ...valid, email: `${"a".repeat(39)}@example.com` })).toEqual({
      email: "Email must be at most 50 characters",
    });
    expect(errorsOf({ ...valid, email: `${"a".repeat(38)}@example.com` })).toEqual({});
  });

  it.each(["Ab1!xyz", "Abcdefgh1!123456", "abcdefg1!", "ABCDEFG1!", "Abcdefgh!", "Abcdefgh1", "Abcdefgh1?"])(
    "refuses the password %s",
    (password) => {
      expect(errorsOf({ ...valid, password, confirm_password: password })).toEqual({ password: M.passwordInvalid });
    },
  );

  it("accepts 8 and 15 characters and every special character of the rule", () => {
    for (const password of ["Abcdef1!", "Abcdefghijk12#$", ...[..."~!@#$%^&"].map((c) => `Abcdefg1${c}`)]) {
      expect(errorsOf({ ...valid, password, confirm_password: password }), password).toEqual({});
    }
  });

  it("requires matching passwords, the country and the terms", () => {
    expect(errorsOf({ ...valid, confirm_password: "Sleeve#2026" })).toEqual({
      confirm_password: "Confirm password does not match",
    });
    // Shown together with the other problems, not only once everything else is right.
    expect(errorsOf({ ...valid, first_name: "", confirm_password: "Sleeve#2026" })).toEqual({
      first_name: "First name is required",
      confirm_password: "Confirm password does not match",
    });
    expect(errorsOf({ ...valid, country_id: 0 })).toEqual({ country_id: "Country is required" });
    expect(errorsOf({ ...valid, terms: false })).toEqual({ terms: "Terms & condition is required" });
  });

  it("reports each rule of the live checklist, in its words", () => {
    const met = (p: string) => PASSWORD_RULES.filter((r) => r.test(p)).map((r) => r.id);
    expect(met("")).toEqual([]);
    expect(met("abc")).toEqual(["lower"]);
    expect(met("abcdefg?")).toEqual(["length", "lower"]);
    expect(met("Sleeve#2025")).toEqual(["length", "upper", "lower", "digit", "special"]);
    expect(PASSWORD_RULES.map((r) => r.label)).toEqual([
      "at least 8 characters",
      "1 uppercase",
      "1 lowercase",
      "1 number",
      "1 of ! @ # $ % ^ &",
    ]);
  });
});

describe("registration, resend and verify schemas", () => {
  const registration = {
    first_name: valid.first_name,
    last_name: valid.last_name,
    email: valid.email,
    country_id: valid.country_id,
    company_name: valid.company_name,
    mobile: "",
    password: valid.password,
    paymentMethodId: "pm_sandbox_abc",
    plan_data: TEAM_3_YEARLY_SGD,
    email_token: "token",
    idempotency_key: "0f7c2d0e-8a51-4f0e-9a57-2b8f0c1d9e33",
  };

  it("takes the registration payload with its own names, the token and an optional key", () => {
    expect(validate(registrationSchema, registration).ok).toBe(true);
    const { idempotency_key: _key, mobile: _mobile, ...minimal } = registration;
    expect(validate(registrationSchema, minimal).ok).toBe(true);
    expect(
      validate(registrationSchema, { ...registration, plan_data: { ...registration.plan_data, user: 0 } }),
    ).toEqual({ ok: false, errors: { "plan_data.user": M.orderInvalid } });
    expect(
      validate(registrationSchema, { ...registration, plan_data: { ...registration.plan_data, total_amount: 730.3 } }),
    ).toEqual({ ok: false, errors: { "plan_data.total_amount": M.orderInvalid } });
    expect(validate(registrationSchema, { ...registration, extra: 1 })).toEqual({
      ok: false,
      errors: { extra: "Unknown field" },
    });
    expect(validate(registrationSchema, { ...registration, confirm_password: valid.password, terms: true })).toEqual({
      ok: false,
      errors: { confirm_password: "Unknown field", terms: "Unknown field" },
    });
  });

  it("validates the code requests", () => {
    expect(validate(resendEmailCodeSchema, { email: "a@b.co", first_name: "A", last_name: "B" }).ok).toBe(true);
    expect(validate(resendEmailCodeSchema, { email: "a@b.co", first_name: "John<", last_name: "B" })).toEqual({
      ok: false,
      errors: { first_name: "Special characters not allowed" },
    });
    expect(validate(verifyEmailCodeSchema, { email: "a@b.co", code: "" })).toEqual({
      ok: false,
      errors: { code: "Code is required" },
    });
    expect(isCodeShaped("012345")).toBe(true);
    expect(isCodeShaped("12345")).toBe(false);
    expect(isCodeShaped("12345a")).toBe(false);
  });
});
