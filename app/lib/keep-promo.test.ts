import { describe, expect, it } from "vitest";
import { keepPromo } from "./keep-promo";

describe("keepPromo", () => {
  it("adds the page's code to links to /pricing, upper case, keeping their own query and hash", () => {
    expect(keepPromo("/pricing", "?promo=launch20&utm_campaign=spring")).toBe("/pricing?promo=LAUNCH20");
    expect(keepPromo("/pricing?currency=SGD#faq", "?promo=LAUNCH20")).toBe("/pricing?currency=SGD&promo=LAUNCH20#faq");
  });
  it("leaves other links, pages without a code and malformed codes alone", () => {
    expect(keepPromo("/product", "?promo=LAUNCH20")).toBe("/product");
    expect(keepPromo("/pricing-guide", "?promo=LAUNCH20")).toBe("/pricing-guide");
    expect(keepPromo("/pricing", "")).toBe("/pricing");
    expect(keepPromo("/pricing", "?promo=%22%3E%3Cscript%3E")).toBe("/pricing");
    expect(keepPromo("/pricing", `?promo=${"A".repeat(33)}`)).toBe("/pricing");
  });
});
