import { describe, expect, it } from "vitest";
import { TEAM_3_YEARLY_SGD } from "../../tests/support/signup";
import { validate } from "./validation";
import { detailsSchema, isCodeShaped, PASSWORD_RULES, registrationSchema, resendEmailCodeSchema, SIGNUP_MESSAGES as M, verifyEmailCodeSchema } from "./signup";

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

  it("names every missing field", () => {
    expect(errorsOf({})).toEqual({
      first_name: M.firstNameRequired,
      last_name: M.lastNameRequired,
      email: M.emailRequired,
      company_name: M.companyRequired,
      password: M.passwordRequired,
      confirm_password: M.confirmRequired,
      country_id: M.countryRequired,
      terms: M.termsRequired,
    });
    expect(errorsOf({ ...valid, first_name: "   ", last_name: "", company_name: " ", email: "  " })).toEqual({
      first_name: "Please enter your first name",
      last_name: "Please enter your last name",
      company_name: "Please enter your company name",
      email: "Please enter your email address",
    });
  });

  it.each([
    ["first_name", "First name must be at most 50 characters"],
    ["last_name", "Last name must be at most 50 characters"],
    ["company_name", "Company name must be at most 50 characters"],
  ])("limits %s to 50 characters", (field, message) => {
    expect(errorsOf({ ...valid, [field]: "x".repeat(50) })).toEqual({});
    expect(errorsOf({ ...valid, [field]: "x".repeat(51) })).toEqual({ [field]: message });
  });

  it("checks the email address", () => {
    expect(errorsOf({ ...valid, email: "not-an-email" })).toEqual({ email: "Please enter a valid email address" });
    expect(errorsOf({ ...valid, email: `${"a".repeat(39)}@example.com` })).toEqual({ email: "Email must be at most 50 characters" });
    expect(errorsOf({ ...valid, email: `${"a".repeat(38)}@example.com` })).toEqual({});
  });

  it.each([
    ["Ab1!", "Password must be 8 to 15 characters"],
    ["Abcdefgh1!123456", "Password must be 8 to 15 characters"],
    ["abcdefg1!", "Password must include an uppercase letter, a lowercase letter, a number and a special character"],
    ["ABCDEFG1!", M.passwordRules],
    ["Abcdefgh!", M.passwordRules],
    ["Abcdefgh1", M.passwordRules],
  ])("refuses the password %s", (password, message) => {
    expect(errorsOf({ ...valid, password, confirm_password: password })).toEqual({ password: message });
  });

  it("accepts 8 and 15 characters", () => {
    for (const password of ["Abcdef1!", "Abcdefghijk12#$"]) expect(errorsOf({ ...valid, password, confirm_password: password })).toEqual({});
  });

  it("requires matching passwords, the country and the terms", () => {
    expect(errorsOf({ ...valid, confirm_password: "Sleeve#2026" })).toEqual({ confirm_password: "Passwords do not match" });
    // Shown together with the other problems, not only once everything else is right.
    expect(errorsOf({ ...valid, first_name: "", confirm_password: "Sleeve#2026" })).toEqual({
      first_name: "Please enter your first name",
      confirm_password: "Passwords do not match",
    });
    expect(errorsOf({ ...valid, country_id: 0 })).toEqual({ country_id: "Please select your country" });
    expect(errorsOf({ ...valid, terms: false })).toEqual({ terms: "Please accept the Terms & Conditions and Privacy Policy" });
  });

  it("reports each rule of the live checklist", () => {
    const met = (p: string) => PASSWORD_RULES.filter((r) => r.test(p)).map((r) => r.id);
    expect(met("")).toEqual([]);
    expect(met("abc")).toEqual(["lower"]);
    expect(met("Sleeve#2025")).toEqual(["length", "upper", "lower", "digit", "special"]);
    expect(PASSWORD_RULES.map((r) => r.label)).toEqual([
      "8 to 15 characters",
      "One uppercase letter",
      "One lowercase letter",
      "One number",
      "One special character, such as ! @ # $",
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
    expect(validate(registrationSchema, { ...registration, plan_data: { ...registration.plan_data, user: 0 } })).toEqual({ ok: false, errors: { "plan_data.user": M.orderInvalid } });
    expect(validate(registrationSchema, { ...registration, plan_data: { ...registration.plan_data, total_amount: 730.3 } })).toEqual({ ok: false, errors: { "plan_data.total_amount": M.orderInvalid } });
    expect(validate(registrationSchema, { ...registration, extra: 1 })).toEqual({ ok: false, errors: { extra: "Unknown field" } });
    expect(validate(registrationSchema, { ...registration, confirm_password: valid.password, terms: true })).toEqual({ ok: false, errors: { confirm_password: "Unknown field", terms: "Unknown field" } });
  });

  it("validates the code requests", () => {
    expect(validate(resendEmailCodeSchema, { email: "a@b.co", first_name: "A", last_name: "B" }).ok).toBe(true);
    expect(validate(verifyEmailCodeSchema, { email: "a@b.co", code: "" })).toEqual({ ok: false, errors: { code: "Code is required" } });
    expect(isCodeShaped("012345")).toBe(true);
    expect(isCodeShaped("12345")).toBe(false);
    expect(isCodeShaped("12345a")).toBe(false);
  });
});
