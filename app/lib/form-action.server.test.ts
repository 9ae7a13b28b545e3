/**
 * The server half of the Conform form convention: a post parsed with the service's schema, refusals
 * answered with their code's status and Conform's reply, successes redirected for plain posts.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { SCRIPT_FIELD } from "./form-action";
import { formAccepted, formRefusal, parseForm } from "./form-action.server";

const schema = z.strictObject({
  name: z.string().trim().min(1, "Please enter your name"),
  email: z.string().trim().email("Please enter a valid e-mail address"),
});

function post(values: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  return form;
}

/** React Router's `data()` answer, read as a client would. */
function answerOf(answer: unknown) {
  const { data, init } = answer as {
    data: Record<string, unknown>;
    init: { status: number; headers: Record<string, string> };
  };
  return { body: data, status: init.status, headers: init.headers };
}

describe("parseForm", () => {
  it("takes text as posted (an empty name gets the schema's own message) and leaves the script field out", () => {
    const submission = parseForm(post({ name: "", email: "mei@example.com", [SCRIPT_FIELD]: "1" }), schema);
    expect(submission.status).toBe("error");
    expect(submission.status === "error" && submission.error).toEqual({ name: ["Please enter your name"] });
  });

  it("hands back the parsed value", () => {
    const submission = parseForm(post({ name: " Mei ", email: "mei@example.com" }), schema);
    expect(submission.status === "success" && submission.value).toEqual({ name: "Mei", email: "mei@example.com" });
  });
});

describe("formRefusal", () => {
  it("answers invalid input with validation_failed, 400, the first message and the values typed", () => {
    const submission = parseForm(post({ name: "Mei", email: "nope" }), schema);
    const { body, status } = answerOf(formRefusal(submission));
    expect(status).toBe(400);
    expect(body).toMatchObject({
      ok: false,
      code: "validation_failed",
      message: "Please enter a valid e-mail address",
    });
    expect(body.reply).toMatchObject({
      status: "error",
      initialValue: { name: "Mei", email: "nope" },
      error: { email: ["Please enter a valid e-mail address"] },
    });
  });

  it("answers a service failure with its code's status, Retry-After, and its messages in the reply", () => {
    const submission = parseForm(post({ name: "Mei", email: "mei@example.com" }), schema);
    const failure = {
      code: "rate_limited" as const,
      message: "Too many tries",
      retryAfterSeconds: 30,
      errors: { email: "Slow down" },
    };
    const { body, status, headers } = answerOf(formRefusal(submission, failure));
    expect(status).toBe(429);
    expect(headers["Retry-After"]).toBe("30");
    expect(body).toMatchObject({ ok: false, code: "rate_limited", message: "Too many tries" });
    expect(body.reply).toMatchObject({ error: { "": ["Too many tries"], email: ["Slow down"] } });
  });
});

describe("formRefusal's hidden fields", () => {
  it("never sends back the text of a hidden field (a password), valid or refused", () => {
    const submission = parseForm(post({ name: "Mei", email: "nope" }), schema);
    const { body } = answerOf(formRefusal(submission, undefined, { hide: ["name"] }));
    expect(body.reply).toMatchObject({ initialValue: { email: "nope" } });
    expect(JSON.stringify(body)).not.toContain("Mei");
    const failed = answerOf(
      formRefusal(submission, { code: "password_weak", message: "Too easy" }, { hide: ["name"] }),
    );
    expect(JSON.stringify(failed.body)).not.toContain("Mei");
  });
});

describe("formAccepted", () => {
  it("redirects a plain post with 303 and answers a fetcher with the value and a resetting reply", () => {
    const plain = post({ name: "Mei", email: "mei@example.com" });
    let thrown: unknown;
    try {
      formAccepted(plain, parseForm(plain, schema), { sent: true }, "/contact");
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(303);
    expect((thrown as Response).headers.get("Location")).toBe("/contact");

    const scripted = post({ name: "Mei", email: "mei@example.com", [SCRIPT_FIELD]: "1" });
    const answer = formAccepted(scripted, parseForm(scripted, schema), { sent: true }, "/contact");
    expect(answer).toMatchObject({ ok: true, sent: true, reply: { initialValue: null } });
  });
});
