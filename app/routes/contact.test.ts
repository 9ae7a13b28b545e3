import type { AppLoadContext } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fail } from "../../server/error-codes";
import type { Services } from "../../server/services";
import { CONTACT_MESSAGES } from "../domain/contact";
import { SCRIPT_FIELD } from "../lib/form-action";
import { postToAction } from "../../tests/support/route-action";
import { action } from "./contact";

const sendContactMessage = vi.hoisted(() => vi.fn());
vi.mock("../../server/contact/send", () => ({ sendContactMessage }));

type Answered = {
  ok: boolean;
  code?: string;
  message?: string;
  reply?: { status?: string; initialValue?: Record<string, unknown> | null; error?: Record<string, string[]> };
};

const MESSAGE = {
  question: "Sales",
  name: "Ada Quinn",
  email: "ada@example.com",
  explain_question: "Pricing for 12 users?",
};
const TOKEN = "eyJjaGFsbGVuZ2UiOiJ4In0=";

describe("the contact form's route action", () => {
  const log = { error: vi.fn() };
  const services = { log } as unknown as Services;
  beforeEach(() => {
    sendContactMessage.mockReset();
    sendContactMessage.mockResolvedValue({ ok: true, value: { message: CONTACT_MESSAGES.success } });
    log.error.mockClear();
  });

  const context = { clientIp: "198.51.100.9", cspNonce: "", publicEnv: {}, services } as unknown as AppLoadContext;
  const answered = (fields: Record<string, string>) => postToAction<Answered>(action, fields, context, "/contact");

  it("refuses an incomplete post with every field's message and gives the typed text back (never the captcha payload)", async () => {
    const answer = await answered({ name: "R2 D2", email: "jane@", explain_question: "", altcha: "" });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      ok: false,
      code: "validation_failed",
      message: CONTACT_MESSAGES.question,
      reply: {
        status: "error",
        // Conform leaves out empty text: the field shows empty again.
        initialValue: { name: "R2 D2", email: "jane@" },
        error: {
          question: [CONTACT_MESSAGES.question],
          name: [CONTACT_MESSAGES.nameCharacters],
          email: [CONTACT_MESSAGES.emailInvalid],
          explain_question: [CONTACT_MESSAGES.explainRequired],
          captchaToken: [CONTACT_MESSAGES.captcha],
        },
      },
    });
    expect(answer.data.reply?.initialValue).toEqual({ name: "R2 D2", email: "jane@" });
    expect(sendContactMessage).not.toHaveBeenCalled();
  });

  it("sends a fetcher's post through the service and answers with its message", async () => {
    const sent = await answered({ ...MESSAGE, captchaToken: TOKEN, [SCRIPT_FIELD]: "1" });
    expect(sent.status).toBe(200);
    expect(sent.data).toEqual({ ok: true, message: CONTACT_MESSAGES.success, reply: { initialValue: null } });
    expect(sendContactMessage).toHaveBeenCalledWith(
      services,
      { ...MESSAGE, captchaToken: TOKEN },
      { ip: "198.51.100.9" },
    );
  });

  it("takes a plain post's captcha from the widget's own field and redirects it once sent (post/redirect/get)", async () => {
    const plain = await answered({ ...MESSAGE, altcha: TOKEN });
    expect(plain.status).toBe(303);
    expect(plain.headers.get("Location")).toBe("/contact");
    expect(sendContactMessage).toHaveBeenCalledWith(
      services,
      { ...MESSAGE, captchaToken: TOKEN },
      { ip: "198.51.100.9" },
    );
  });

  it("answers the service's failures by code: the captcha under its field, limits with Retry-After", async () => {
    sendContactMessage.mockResolvedValueOnce(
      fail("captcha_failed", "This CAPTCHA has already been used. Please verify it again.", {
        captchaToken: "This CAPTCHA has already been used. Please verify it again.",
      }),
    );
    const refused = await answered({ ...MESSAGE, captchaToken: TOKEN, [SCRIPT_FIELD]: "1" });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      ok: false,
      code: "captcha_failed",
      reply: {
        error: { captchaToken: ["This CAPTCHA has already been used. Please verify it again."] },
        initialValue: MESSAGE,
      },
    });
    expect(refused.data.reply?.initialValue).not.toHaveProperty("captchaToken");

    sendContactMessage.mockResolvedValueOnce(
      fail("rate_limited", "Too many requests. Please try again later.", undefined, 42),
    );
    const limited = await answered({ ...MESSAGE, captchaToken: TOKEN, [SCRIPT_FIELD]: "1" });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("42");
    expect(limited.data).toMatchObject({
      ok: false,
      code: "rate_limited",
      message: "Too many requests. Please try again later.",
    });
  });

  it("answers an unexpected failure with the generic message (503), keeps the text and logs it", async () => {
    sendContactMessage.mockRejectedValueOnce(new Error("database away"));
    const failed = await answered({ ...MESSAGE, captchaToken: TOKEN, [SCRIPT_FIELD]: "1" });
    expect(failed.status).toBe(503);
    expect(failed.data).toMatchObject({
      ok: false,
      code: "unavailable",
      message: "Oops...something went wrong.",
      reply: { error: { "": ["Oops...something went wrong."] }, initialValue: MESSAGE },
    });
    expect(log.error).toHaveBeenCalledOnce();
  });
});
