import { describe, expect, it } from "vitest";
import { allowedStep, INITIAL_FLOW, parseStep, tokenValidFor, type FlowState } from "./flow-state";

const order = { plan_id: 2 as const, plan_type_id: 2 as const, envelope_id: 1, users: 3 };
const details = {
  first_name: "Mei",
  last_name: "Tan",
  email: "Mei@Example.com",
  company_name: "Tan",
  country_id: 192,
  terms: true,
};
const now = Date.now();
const withOrder: FlowState = { ...INITIAL_FLOW, order, details };

describe("pricing flow guards", () => {
  it("reads ?step= and falls back to the plan table", () => {
    expect(parseStep("payment")).toBe("payment");
    expect(parseStep("admin")).toBe("plans");
    expect(parseStep(null)).toBe("plans");
  });

  it("needs an order for anything past the plan table", () => {
    expect(allowedStep("details", INITIAL_FLOW, true)).toBe("plans");
    expect(allowedStep("payment", INITIAL_FLOW, true)).toBe("plans");
    expect(allowedStep("details", withOrder, false)).toBe("details");
  });

  it("sends a stage that lost the password (a reload) back to Details", () => {
    const verifying = { ...withOrder, verification: { email: "mei@example.com", sentAt: now } };
    expect(allowedStep("verify", verifying, true)).toBe("verify");
    expect(allowedStep("verify", verifying, false)).toBe("details");
    const verified = {
      ...withOrder,
      emailToken: { token: "t", email: "mei@example.com", expiresAt: now + 20 * 60_000 },
    };
    expect(allowedStep("payment", verified, true)).toBe("payment");
    expect(allowedStep("payment", verified, false)).toBe("details");
    // A used code moves on to Payment.
    expect(allowedStep("verify", verified, true)).toBe("payment");
  });

  it("refuses a token for another address or about to expire", () => {
    const token = (email: string, inMs: number) => ({
      ...withOrder,
      emailToken: { token: "t", email, expiresAt: now + inMs },
    });
    expect(tokenValidFor(token("mei@example.com", 10 * 60_000), " MEI@example.com ", now)).toBe(true);
    expect(tokenValidFor(token("other@example.com", 10 * 60_000), "mei@example.com", now)).toBe(false);
    expect(tokenValidFor(token("mei@example.com", 30_000), "mei@example.com", now)).toBe(false);
    expect(allowedStep("payment", token("other@example.com", 10 * 60_000), true)).toBe("details");
  });

  it("after a purchase shows success until seen, then starts over", () => {
    const paid = {
      ...withOrder,
      result: { message: "You have successfully completed.", email: "mei@example.com", seen: false },
    };
    expect(allowedStep("payment", paid, false)).toBe("success");
    expect(allowedStep("success", paid, false)).toBe("success");
    const seen = { ...paid, result: { ...paid.result, seen: true } };
    expect(allowedStep("success", seen, false)).toBe("success");
    expect(allowedStep("details", seen, true)).toBe("plans");
    expect(allowedStep("success", withOrder, true)).toBe("plans");
  });
});
