import type { AppLoadContext } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Services } from "../../../server/services";
import { fail } from "../../../server/error-codes";
import { confirmEmailCode, requestEmailCode } from "../../../server/signup/email-verification";
import { action } from "../../routes/pricing/route";
import type { SignupAnswer } from "../../components/pricing/signup-answer";
import { postToAction } from "../../../tests/support/route-action";

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
  /** Posts `fields` to the pricing route's action as a plain form would. */
  const post = (fields: Record<string, string>, at: AppLoadContext = context) =>
    postToAction<SignupAnswer>(action as never, fields, at, "/pricing");
  /** The action's answer to `fields` (its body). */
  const signupAction = async (at: AppLoadContext, fields: Record<string, string>) => (await post(fields, at)).data;
  beforeEach(() => {
    requested.mockReset().mockResolvedValue({ ok: true, value: { expires_in: 600, resend_in: 60 } });
    confirmed.mockReset();
    context = contextAt("203.0.113.7");
  });

  it("sends a code for valid details and answers the server's timing, the plan going to the funnel counts", async () => {
    const { status, headers, data: answer } = await post(DETAILS);
    expect([status, headers.get("Cache-Control")]).toEqual([200, "no-store"]);
    expect(answer).toEqual({
      intent: "details",
      ok: true,
      reply: { initialValue: null },
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
    const { status, data: answer } = await post({
      ...DETAILS,
      first_name: "",
      email: "nope",
      confirm_password: "Other#123",
      terms: "",
    });
    expect(status).toBe(400);
    expect(answer).toMatchObject({
      intent: "details",
      ok: false,
      code: "validation_failed",
      message: "First name is required",
      reply: {
        error: {
          first_name: ["First name is required"],
          email: ["Please enter valid email address"],
          confirm_password: ["Confirm password does not match"],
          terms: ["Terms & condition is required"],
        },
      },
    });
    // What was typed (empty fields left out), never a password.
    expect(!answer.ok && answer.reply.initialValue).toEqual({
      intent: "details",
      last_name: "Tan",
      email: "nope",
      country_id: "192",
      plan_id: "2",
      plan_type_id: "2",
    });
    expect(JSON.stringify(answer)).not.toContain("Secret#123");
    expect(requested).not.toHaveBeenCalled();
  });

  it("tells a refused details form that held a password from one that held none, never with its text", async () => {
    const broken = await signupAction(context, { ...DETAILS, password: "abc", confirm_password: "abc" });
    expect(broken).toMatchObject({
      ok: false,
      password_given: true,
      reply: { error: { password: [expect.any(String)] } },
    });
    expect(JSON.stringify(broken)).not.toContain('"abc"');
    const missing = await signupAction(context, { ...DETAILS, password: "", confirm_password: "" });
    expect(missing).toMatchObject({ ok: false, message: "Password is required" });
    expect(!missing.ok && missing.reply.error?.password?.[0]).toBe("Password is required");
    expect(missing).not.toHaveProperty("password_given");
  });

  it("decides the buyer's tax from the country and a checked tax ID: reverse charge for a German VAT number", async () => {
    const answer = await signupAction(context, { ...DETAILS, country_id: "81", tax_id: "de 136 695 976" });
    expect(answer).toMatchObject({
      ok: true,
      tax: { country_id: 81, tax_id: "DE136695976", percent: 0, reason: "reverse_charge", label: "Reverse charge" },
    });
    const consumer = await signupAction(context, { ...DETAILS, country_id: "81" });
    expect(consumer).toMatchObject({ ok: true, tax: { percent: 19, reason: "standard", label: "VAT 19%" } });
    const american = await signupAction(context, { ...DETAILS, country_id: "1" });
    expect(american).toMatchObject({
      ok: true,
      tax: { percent: 0, reason: "not_collected", label: "Tax not collected" },
    });
  });

  it("refuses a tax ID that fails its check digits on its field, sends no code, and keeps what was typed", async () => {
    const { status, data: answer } = await post({ ...DETAILS, country_id: "81", tax_id: "DE123456789" });
    expect(status).toBe(400);
    expect(answer).toMatchObject({
      ok: false,
      intent: "details",
      code: "tax_id_invalid",
      reply: {
        error: { tax_id: [expect.stringContaining("not valid")] },
        initialValue: { tax_id: "DE123456789", country_id: "81" },
      },
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
    const { status, headers, data: refused } = await post(DETAILS);
    expect([status, headers.get("Retry-After")]).toEqual([429, "60"]);
    expect(refused).toMatchObject({
      ok: false,
      intent: "details",
      code: "rate_limited",
      message: "Too many requests. Please try again later.",
      reply: { initialValue: { email: DETAILS.email } },
    });
    expect(JSON.stringify(refused)).not.toContain(DETAILS.password);
  });

  it("answers a refused code as the service does, without why, its message on the code field", async () => {
    confirmed.mockResolvedValue({ ...fail("code_wrong", "Code is wrong."), reason: "last_try" });
    const answer = await signupAction(context, {
      intent: "verify",
      email: "mei.ling@example.com",
      first_name: "Mei Ling",
      last_name: "Tan",
      code: "123456",
    });
    expect(answer).toMatchObject({
      intent: "verify",
      ok: false,
      code: "code_wrong",
      message: "Code is wrong.",
      reply: { error: { "": ["Code is wrong."], code: ["Code is wrong."] } },
    });
    // Who the code went to comes back for the code stage without script; the code typed never does.
    expect(!answer.ok && answer.reply.initialValue).toEqual({
      intent: "verify",
      email: "mei.ling@example.com",
      first_name: "Mei Ling",
      last_name: "Tan",
    });
    expect(answer).not.toHaveProperty("reason");
  });

  it("exchanges a right code for the token and its lifetime, and asks for a missing code before the server", async () => {
    confirmed.mockResolvedValue({ ok: true, value: { email_token: "token", expires_in: 1800 } });
    expect(await signupAction(context, { intent: "verify", email: "a@example.com", code: "123456" })).toEqual({
      intent: "verify",
      ok: true,
      reply: { initialValue: null },
      email: "a@example.com",
      email_token: "token",
      expires_in: 1800,
    });
    const empty = await signupAction(context, { intent: "verify", email: "a@example.com", code: " " });
    expect(empty).toMatchObject({
      ok: false,
      code: "validation_failed",
      message: "Code is required",
      reply: { error: { code: ["Code is required"] } },
    });
    expect(confirmed).toHaveBeenCalledTimes(1);
  });

  it("refuses an unknown intent, and answers an unexpected failure with the generic message", async () => {
    expect(await signupAction(context, { intent: "pay" })).toMatchObject({ ok: false, code: "invalid_body" });
    requested.mockRejectedValue(new Error("SMTP down"));
    const { status, data: failed } = await post(DETAILS);
    expect(status).toBe(500);
    expect(failed).toMatchObject({
      intent: "details",
      ok: false,
      code: "internal_error",
      message: "Oops...something went wrong.",
    });
    expect(JSON.stringify(failed)).not.toContain(DETAILS.password);
  });
});
