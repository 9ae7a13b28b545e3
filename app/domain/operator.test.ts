import { describe, expect, it } from "vitest";
import { inviteOperatorSchema, signInSchema } from "./operator";

const emailOf = (email: unknown) => {
  const result = inviteOperatorSchema.safeParse({ email, role: "support" });
  return result.success ? { email: result.data.email } : { errors: result.error.issues.map((i) => i.message) };
};

describe("the console's address field", () => {
  it("trims and lower-cases the address, as operators are stored and found", () => {
    expect(emailOf("  Mei.Ling@Example.COM ")).toEqual({ email: "mei.ling@example.com" });
    const signIn = signInSchema.safeParse({ email: "Owner@Example.com", password: "x" });
    expect(signIn.success && signIn.data.email).toBe("owner@example.com");
  });

  it("asks for an address when there is none", () => {
    for (const email of ["", "   ", undefined]) expect(emailOf(email)).toEqual({ errors: ["Please enter your email"] });
  });

  it("refuses a malformed or too long address with one message", () => {
    for (const email of ["mei", "mei@example", `${"m".repeat(250)}@example.com`])
      expect(emailOf(email)).toEqual({ errors: ["Please enter a valid email"] });
  });
});
