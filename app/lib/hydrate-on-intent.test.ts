import { describe, expect, it } from "vitest";
import { hydrationOf, type HydrationHandle } from "./hydrate-on-intent";

const none = new URLSearchParams();

describe("hydrationOf", () => {
  it("hydrates at intent by default, with the first deadline and stored key the routes name", () => {
    const handles: HydrationHandle[] = [{}, { hydrateByMs: 4000 }, { hydrateIfStored: "flow" }];
    expect(hydrationOf(handles, none)).toEqual({ hydrate: "interaction", hydrateByMs: 4000, hydrateIfStored: "flow" });
    expect(hydrationOf([], none)).toEqual({
      hydrate: "interaction",
      hydrateByMs: undefined,
      hydrateIfStored: undefined,
    });
  });

  it("hydrates at once when any route asks for it, by its policy or by the query, and then names no deadline", () => {
    const byStage: HydrationHandle = {
      hydrate: (search) => (search.get("step") === "payment" ? "load" : "interaction"),
      hydrateIfStored: "flow",
    };
    expect(hydrationOf([{ hydrateByMs: 4000 }, { hydrate: "load" }], none)).toEqual({ hydrate: "load" });
    expect(hydrationOf([byStage], new URLSearchParams("step=payment"))).toEqual({ hydrate: "load" });
    expect(hydrationOf([byStage], new URLSearchParams("step=details")).hydrate).toBe("interaction");
  });
});
