import { describe, expect, it } from "vitest";
import { INITIAL_FLOW } from "./flow-state";
import { choicesPatch, hasChoices, withoutChoices } from "./plan-choices";

const patchOf = (query: string) => choicesPatch(new URLSearchParams(query))?.(INITIAL_FLOW);

describe("plan choices in the URL", () => {
  it("reads the plan table's form: period, currency (as the visitor's choice) and tiers", () => {
    expect(patchOf("period=yearly&currency=eur&pro_tier=2&team_tier=3")).toEqual({
      period: 2,
      currency: "EUR",
      currencyChosen: true,
      tiers: { pro: 2, team: 3 },
    });
  });

  it("reads Buy Now's order on the details step, with the tier it names", () => {
    expect(patchOf("step=details&plan=team&period=monthly&tier=4&currency=SGD")).toEqual({
      period: 1,
      currency: "SGD",
      currencyChosen: true,
      order: { plan_id: 2, plan_type_id: 1, envelope_id: 4, users: 1 },
      tiers: { pro: 1, team: 4 },
    });
  });

  it("ignores what it does not know, and makes no order without a plan and a period", () => {
    expect(patchOf("period=weekly&currency=euro&pro_tier=-1&team_tier=x")).toEqual({});
    expect(patchOf("step=details&plan=enterprise&period=yearly")).toEqual({ period: 2 });
    expect(patchOf("step=payment&plan=pro&period=yearly")).toEqual({ period: 2 });
  });

  it("has nothing to say about a URL without choices, and drops only the choices", () => {
    expect(choicesPatch(new URLSearchParams("step=details&promo=SPRING"))).toBeUndefined();
    expect(hasChoices(new URLSearchParams("promo=SPRING"))).toBe(false);
    const rest = withoutChoices(new URLSearchParams("step=details&plan=pro&period=yearly&tier=1&currency=USD&promo=X"));
    expect(rest.toString()).toBe("step=details&promo=X");
  });
});
