import type { AppLoadContext } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Services } from "../../../server/services";
import { fail } from "../../../server/error-codes";
import { confirmEmailCode, requestEmailCode } from "../../../server/signup/email-verification";
import { signupAction } from "./signup.server";

vi.mock("../../../server/signup/email-verification", () => ({ requestEmailCode: vi.fn(), confirmEmailCode: vi.fn() }));

const requested = vi.mocked(requestEmailCode);
const confirmed = vi.mocked(confirmEmailCode);

const DETAILS = {
  intent: "details",
  first_name: "Mei Ling",
  last_name: "Tan",
  email: "Mei.Ling@Example.com",
  company_name: "",
  password: "Secret#123",
  confirm_password: "Secret#123",
  country_id: "192",
  terms: "on",
  plan_id: "2",
  plan_type_id: "2",
};

function formOf(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

describe("the pricing page's sign-up action (details, code, resend)", () => {
  let context: AppLoadContext;
  const contextAt = (clientIp: string) => {
    const log = { error: vi.fn() };
    return {
      clientIp,
      cspNonce: "",
      publicEnv: {},
      services: {
        log,
        config: { taxRegistrations: ["SG", "EU", "GB", "AU"] },
        clock: () => new Date("2026-11-28T12:00:00Z"),
      } as unknown as Services,
    } as unknown as AppLoadContext;
  };
  beforeEach(() => {
    requested.mockReset().mockResolvedValue({ ok: true, value: { expires_in: 600, resend_in: 60 } });
    confirmed.mockReset();
    context = contextAt("203.0.113.7");
  });

  it("sends a code for valid details and answers the server's timing, the plan going to the funnel counts", async () => {
    const answer = await signupAction(context, formOf(DETAILS));
    expect(answer).toEqual({
      intent: "details",
      ok: true,
      message: "We sent a 6-digit code to your email address.",
      email: "Mei.Ling@Example.com",
      first_name: "Mei Ling",
      last_name: "Tan",
      expires_in: 600,
      resend_in: 60,
      // Singapore (192), no tax ID: a consumer's GST.
      tax: { country_id: 192, tax_id: "", percent: 9, reason: "standard", label: "GST 9%" },
    });
    expect(requested).toHaveBeenCalledWith(
      context.services,
      {
        email: "Mei.Ling@Example.com",
        first_name: "Mei Ling",
        last_name: "Tan",
        plan: { plan_id: 2, plan_type_id: 2 },
      },
      "203.0.113.7",
    );
  });

  it("refuses invalid details with the form's own messages, sends nothing, and keeps what was typed but never a password", async () => {
    const answer = await signupAction(
      context,
      formOf({ ...DETAILS, first_name: "", email: "nope", confirm_password: "Other#123", terms: "" }),
    );
    expect(answer).toMatchObject({
      intent: "details",
      ok: false,
      code: "validation_failed",
      errors: {
        first_name: "First name is required",
        email: "Please enter valid email address",
        confirm_password: "Confirm password does not match",
        terms: "Terms & condition is required",
      },
    });
    expect(!answer.ok && answer.values).toEqual({
      first_name: "",
      last_name: "Tan",
      email: "nope",
      company_name: "",
      country_id: "192",
      tax_id: "",
      terms: "",
      plan_id: "2",
      plan_type_id: "2",
    });
    expect(JSON.stringify(answer)).not.toContain("Secret#123");
    expect(requested).not.toHaveBeenCalled();
  });

  it("tells a refused details form that held a password from one that held none, never with its text", async () => {
    const broken = await signupAction(context, formOf({ ...DETAILS, password: "abc", confirm_password: "abc" }));
    expect(broken).toMatchObject({ ok: false, password_given: true, errors: { password: expect.any(String) } });
    expect(JSON.stringify(broken)).not.toContain('"abc"');
    const missing = await signupAction(context, formOf({ ...DETAILS, password: "", confirm_password: "" }));
    expect(missing).toMatchObject({ ok: false, errors: { password: "Password is required" } });
    expect(missing).not.toHaveProperty("password_given");
  });

  it("decides the buyer's tax from the country and a checked tax ID: reverse charge for a German VAT number", async () => {
    const answer = await signupAction(context, formOf({ ...DETAILS, country_id: "81", tax_id: "de 136 695 976" }));
    expect(answer).toMatchObject({
      ok: true,
      tax: { country_id: 81, tax_id: "DE136695976", percent: 0, reason: "reverse_charge", label: "Reverse charge" },
    });
    const consumer = await signupAction(context, formOf({ ...DETAILS, country_id: "81" }));
    expect(consumer).toMatchObject({ ok: true, tax: { percent: 19, reason: "standard", label: "VAT 19%" } });
    const american = await signupAction(context, formOf({ ...DETAILS, country_id: "1" }));
    expect(american).toMatchObject({
      ok: true,
      tax: { percent: 0, reason: "not_collected", label: "Tax not collected" },
    });
  });

  it("refuses a tax ID that fails its check digits on its field, sends no code, and keeps what was typed", async () => {
    const answer = await signupAction(context, formOf({ ...DETAILS, country_id: "81", tax_id: "DE123456789" }));
    expect(answer).toMatchObject({
      ok: false,
      intent: "details",
      code: "tax_id_invalid",
      errors: { tax_id: expect.stringContaining("not valid") },
      values: { tax_id: "DE123456789", country_id: "81" },
    });
    expect(requested).not.toHaveBeenCalled();
  });

  it("answers the service's limit with its code and message, the typed text kept", async () => {
    requested.mockResolvedValue({
      ok: false,
      code: "rate_limited",
      message: "Too many requests. Please try again later.",
      retryAfterSeconds: 60,
    });
    const refused = await signupAction(context, formOf(DETAILS));
    expect(refused).toMatchObject({
      ok: false,
      intent: "details",
      code: "rate_limited",
      message: "Too many requests. Please try again later.",
      values: { email: DETAILS.email },
    });
    expect(JSON.stringify(refused)).not.toContain(DETAILS.password);
  });

  it("answers a refused code as the service does, without why", async () => {
    confirmed.mockResolvedValue({ ...fail("code_wrong", "Code is wrong."), reason: "last_try" });
    const answer = await signupAction(
      context,
      formOf({
        intent: "verify",
        email: "mei.ling@example.com",
        first_name: "Mei Ling",
        last_name: "Tan",
        code: "123456",
      }),
    );
    expect(answer).toEqual({
      intent: "verify",
      ok: false,
      code: "code_wrong",
      message: "Code is wrong.",
      values: { email: "mei.ling@example.com", first_name: "Mei Ling", last_name: "Tan" },
    });
  });

  it("exchanges a right code for the token and its lifetime, and asks for a missing code before the server", async () => {
    confirmed.mockResolvedValue({ ok: true, value: { email_token: "token", expires_in: 1800 } });
    expect(await signupAction(context, formOf({ intent: "verify", email: "a@example.com", code: "123456" }))).toEqual({
      intent: "verify",
      ok: true,
      email: "a@example.com",
      email_token: "token",
      expires_in: 1800,
    });
    const empty = await signupAction(context, formOf({ intent: "verify", email: "a@example.com", code: " " }));
    expect(empty).toMatchObject({ ok: false, code: "validation_failed", errors: { code: "Code is required" } });
    expect(confirmed).toHaveBeenCalledTimes(1);
  });

  it("refuses an unknown intent, and answers an unexpected failure with the generic message", async () => {
    expect(await signupAction(context, formOf({ intent: "pay" }))).toMatchObject({ ok: false, code: "invalid_body" });
    requested.mockRejectedValue(new Error("SMTP down"));
    expect(await signupAction(context, formOf(DETAILS))).toEqual({
      intent: "details",
      ok: false,
      code: "internal_error",
      message: "Oops...something went wrong.",
    });
  });
});
