import { describe, expect, it } from "vitest";
import { parseFlow } from "./flow-schema";
import { INITIAL_FLOW, type FlowState } from "./flow-state";

describe("parseFlow (the stored pricing flow read back)", () => {
  const stored: FlowState = {
    ...INITIAL_FLOW,
    period: 2,
    currency: "SGD",
    currencyChosen: true,
    order: { plan_id: 2, plan_type_id: 2, envelope_id: 3, users: 4 },
  };

  it("gives back what saveFlow wrote (JSON of the state)", () => {
    expect(parseFlow(JSON.stringify(stored))).toEqual(stored);
  });

  it("drops keys the flow does not have (a password never comes back)", () => {
    expect(parseFlow(JSON.stringify({ ...stored, password: "secret" }))).toEqual(stored);
  });

  it("refuses text that is not JSON or not a flow", () => {
    expect(parseFlow("{not json")).toBeNull();
    expect(parseFlow(JSON.stringify({ ...stored, period: 3 }))).toBeNull();
    expect(parseFlow("null")).toBeNull();
  });
});
