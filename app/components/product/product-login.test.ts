import { describe, expect, it } from "vitest";
import { PRODUCTS } from "../../content/products";
import { productLoginUrl } from "./product-login";

const APP = "https://app.sleeve.example";

describe("productLoginUrl", () => {
  it("sends each product to its own login host", () => {
    expect(PRODUCTS.map((product) => productLoginUrl(product, APP))).toEqual([
      "https://app.sleeve.example/login",
      "https://contract.sleeve.example/login",
      "https://visa.sleeve.example/login",
      null,
    ]);
  });

  it("follows the configured app host", () => {
    expect(productLoginUrl({ loginHost: "app" }, "http://127.0.0.1:4000")).toBe("http://127.0.0.1:4000/login");
  });
});
