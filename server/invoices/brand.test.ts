/** The PDF's brand tokens are the site's: each colour is in app/styles/app.css, each shape in the logo. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BRAND_COLOURS, LOGO_MARK } from "./brand";

describe("invoice brand tokens", () => {
  it("uses only colours of the site's design tokens", () => {
    const css = readFileSync("app/styles/app.css", "utf8").toLowerCase();
    for (const [name, hex] of Object.entries(BRAND_COLOURS)) expect(css, name).toContain(hex);
  });

  it("draws the logo mark's own shapes", () => {
    const svg = readFileSync("public/images/brand/logo-mark.svg", "utf8");
    expect(svg).toContain(LOGO_MARK.front.d);
    for (const d of LOGO_MARK.lines) expect(svg).toContain(d.slice(1));
    expect(svg).toContain('fill="#1d4ed8"');
    expect(svg).toContain('stroke="#2563eb"');
  });
});
