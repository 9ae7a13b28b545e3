import { describe, expect, it } from "vitest";
import { leadActionSchema, leadFilterSchema } from "./admin-leads";
import { issueFormSchema, subscriberFilterSchema } from "./admin-subscribers";

describe("console list filters", () => {
  it("keep known values and turn anything else into 'all', never an error", () => {
    expect(leadFilterSchema.parse({ question: "Sales", status: "answered" })).toEqual({
      question: "Sales",
      status: "answered",
    });
    expect(leadFilterSchema.parse({ question: "sales", status: "<script>" })).toEqual({
      question: undefined,
      status: undefined,
    });
    expect(leadFilterSchema.parse({})).toEqual({ question: undefined, status: undefined });
    expect(subscriberFilterSchema.parse({ status: "pending" })).toEqual({ status: "pending" });
    expect(subscriberFilterSchema.parse({ status: ["confirmed"] })).toEqual({ status: undefined });
  });
});

describe("lead forms", () => {
  it("parse each intent and refuse what is not one", () => {
    expect(leadActionSchema.parse({ intent: "status", id: "4", status: "spam" })).toEqual({
      intent: "status",
      id: 4,
      status: "spam",
    });
    expect(leadActionSchema.parse({ intent: "note", id: "4", note: "  call back  " })).toEqual({
      intent: "note",
      id: 4,
      note: "call back",
    });
    expect(leadActionSchema.safeParse({ intent: "status", id: "4", status: "closed" }).success).toBe(false);
    expect(leadActionSchema.safeParse({ intent: "note", id: "4", note: "x".repeat(2001) }).success).toBe(false);
    expect(leadActionSchema.safeParse({ intent: "erase", id: "4" }).error?.issues[0]?.message).toBe(
      "Tick the box to confirm the erasure.",
    );
    expect(leadActionSchema.safeParse({ intent: "erase", id: "-1", confirm: "yes" }).success).toBe(false);
    expect(leadActionSchema.safeParse({ intent: "delete", id: "4" }).success).toBe(false);
  });
});

describe("the newsletter issue form", () => {
  const issue = { subject: " March news ", markdown: "# Hi\n\nText" };
  it("needs a one-line subject and a body, and the confirmation box only to send", () => {
    expect(issueFormSchema.parse({ ...issue, intent: "preview" })).toMatchObject({
      subject: "March news",
      intent: "preview",
    });
    expect(issueFormSchema.safeParse({ ...issue, intent: "test" }).success).toBe(true);
    const unconfirmed = issueFormSchema.safeParse({ ...issue, intent: "send" });
    expect(unconfirmed.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["confirmSend", "Tick the box to confirm sending to every confirmed subscriber."],
    ]);
    expect(issueFormSchema.safeParse({ ...issue, intent: "send", confirmSend: "yes" }).success).toBe(true);
    expect(issueFormSchema.safeParse({ ...issue, subject: "a\r\nBcc: x@example.com", intent: "preview" }).success).toBe(
      false,
    );
    expect(
      issueFormSchema.safeParse({ subject: "", markdown: "", intent: "preview" }).error?.issues.map((i) => i.message),
    ).toEqual(["Enter a subject.", "Write the issue in Markdown."]);
  });
});
