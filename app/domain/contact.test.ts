import { describe, expect, it } from "vitest";
import { CONTACT_MESSAGES as M, contactSchema } from "./contact";
import { validate } from "../../tests/support/schema";

const valid = {
  question: "Sales",
  name: "Jane Doe",
  email: "jane@example.com",
  explain_question: "How does the Team plan handle extra users?",
  captchaToken: "eyJjaGFsbGVuZ2UiOnt9fQ==",
};

const errorsOf = (values: Record<string, unknown>) => {
  const result = validate(contactSchema, values);
  return result.ok ? {} : result.errors;
};

describe("contactSchema", () => {
  it("accepts a complete request and trims its strings", () => {
    const result = validate(contactSchema, { ...valid, name: "  Jane Doe ", email: " jane@example.com " });
    expect(result).toEqual({ ok: true, data: { ...valid } });
  });

  it("accepts both question types as sent on the wire", () => {
    for (const question of ["Sales", "Technical Support"]) expect(errorsOf({ ...valid, question })).toEqual({});
  });

  it("gives every required message for an empty form", () => {
    expect(errorsOf({ question: "", name: "", email: "", explain_question: "", captchaToken: "" })).toEqual({
      question: "Please select a question type",
      name: "Please enter your name",
      email: "Please enter your email",
      explain_question: "Please explain your question",
      captchaToken: "Please verify the CAPTCHA",
    });
  });

  it("gives the required messages for missing fields and wrong types", () => {
    expect(errorsOf({})).toEqual({
      question: M.question,
      name: M.nameRequired,
      email: M.emailRequired,
      explain_question: M.explainRequired,
      captchaToken: M.captcha,
    });
    expect(errorsOf({ ...valid, name: 42, email: null, explain_question: [], captchaToken: {} })).toEqual({
      name: M.nameRequired,
      email: M.emailRequired,
      explain_question: M.explainRequired,
      captchaToken: M.captcha,
    });
  });

  it.each(["sales", "Billing", "technical support", " Sales"])("rejects the question type %j", (question) => {
    expect(errorsOf({ ...valid, question })).toEqual({ question: "Please select a question type" });
  });

  it.each(["   ", "\t\n"])("treats a blank name %j as missing", (name) => {
    expect(errorsOf({ ...valid, name })).toEqual({ name: "Please enter your name" });
  });

  it.each([
    "José Ñúñez",
    "Zoë",
    "李小龙",
    "Мария",
    "Nguyễn Văn An",
    "محمد علي",
    "Jose\u0301 Garci\u0301a",
    "Ōtsuka Ai",
  ])("accepts the name %j (letters of any language)", (name) => {
    expect(errorsOf({ ...valid, name })).toEqual({});
  });

  it.each(["Jane2", "O'Brien", "Jean-Luc", "Jane_Doe", "Jane!", "Jane 😀", "<script>", "Dr. Smith"])(
    "rejects the name %j with the special characters message",
    (name) => {
      expect(errorsOf({ ...valid, name })).toEqual({ name: "Special characters are not allowed" });
    },
  );

  it("limits the name to 50 characters", () => {
    expect(errorsOf({ ...valid, name: "a".repeat(50) })).toEqual({});
    expect(errorsOf({ ...valid, name: "a".repeat(51) })).toEqual({ name: M.nameTooLong });
    expect(errorsOf({ ...valid, name: "李".repeat(50) })).toEqual({});
  });

  it.each(["jane", "jane@", "@example.com", "jane@example", "jane doe@example.com", "jane@@example.com"])(
    "rejects the email %j as invalid",
    (email) => {
      expect(errorsOf({ ...valid, email })).toEqual({ email: "Please enter a valid email" });
    },
  );

  it("limits the email to 50 characters", () => {
    const fifty = `${"a".repeat(38)}@example.com`;
    expect(fifty).toHaveLength(50);
    expect(errorsOf({ ...valid, email: fifty })).toEqual({});
    expect(errorsOf({ ...valid, email: `a${fifty}` })).toEqual({ email: M.emailTooLong });
  });

  it("requires an explanation and limits it to 5,000 characters", () => {
    expect(errorsOf({ ...valid, explain_question: "  \n " })).toEqual({
      explain_question: "Please explain your question",
    });
    expect(errorsOf({ ...valid, explain_question: "x".repeat(5000) })).toEqual({});
    expect(errorsOf({ ...valid, explain_question: "x".repeat(5001) })).toEqual({ explain_question: M.explainTooLong });
  });

  it("refuses an oversized captcha token with the captcha message", () => {
    expect(errorsOf({ ...valid, captchaToken: "x".repeat(4001) })).toEqual({
      captchaToken: "Please verify the CAPTCHA",
    });
  });
});
