import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as icons from "../../app/components/ui/icon";
import { BRAND_MARKS, brandMarkId, type BrandMarkName } from "../../app/components/ui/brand-marks";
import { ICON_NAMES, iconId } from "../../app/components/ui/icon-set";
import { CONTENT_ICON_NAMES } from "../../app/content/icons";
import { ICON_SPRITE_FILE, iconSprite } from "./icon-sprite";

describe("the icon sprite", () => {
  it("is the one lucide-react draws for the icon set (run `npx tsx scripts/build/icon-sprite.ts` when this fails)", () => {
    expect(readFileSync(ICON_SPRITE_FILE, "utf8")).toBe(iconSprite());
  });

  it("has a symbol for every icon, and a component for every name, content icons included", () => {
    const sprite = iconSprite();
    for (const name of ICON_NAMES) {
      expect(sprite).toContain(
        `<symbol id="${iconId(name)}" viewBox="0 0 24 24" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round">`,
      );
      expect(icons).toHaveProperty(name);
    }
    expect(ICON_NAMES).toEqual(expect.arrayContaining([...CONTENT_ICON_NAMES]));
    expect(Object.keys(icons).sort()).toEqual([...ICON_NAMES].sort());
  });

  it("has the social networks' marks, filled in currentColor, apart from lucide's ids", () => {
    const sprite = iconSprite();
    for (const name of Object.keys(BRAND_MARKS) as BrandMarkName[])
      expect(sprite).toContain(`<symbol id="${brandMarkId(name)}" viewBox="0 0 24 24" fill="currentColor">`);
    expect(sprite.match(/<symbol id="x"/g)).toHaveLength(1);
  });

  it("draws the stylesheet's list marks with lucide's x and check", () => {
    const css = readFileSync(new URL("../../app/styles/app.css", import.meta.url), "utf8");
    const paths = (text: string) => [...text.matchAll(/ d=['"]([^'"]+)['"]/g)].map((m) => m[1]);
    for (const [mark, id] of [
      ["mark-x", "x"],
      ["mark-check", "check"],
    ] as const) {
      const mask = new RegExp(`\\.${mark}::before \\{[^}]*mask-image: url\\("data:image/svg\\+xml,([^"]+)"\\)`).exec(
        css,
      )?.[1];
      const symbol = new RegExp(`<symbol id="${id}"[^>]*>(.*?)</symbol>`).exec(iconSprite())?.[1];
      expect(paths(decodeURIComponent(mask ?? "")), mark).toEqual(paths(symbol ?? "-"));
      expect(paths(symbol ?? "").length, id).toBeGreaterThan(0);
    }
  });

  it("draws an icon as a <use> of its symbol, with its stroke width, hidden from assistive technology unless named", () => {
    const plain = renderToStaticMarkup(createElement(icons.ArrowRight, { className: "size-4", strokeWidth: 3 }));
    expect(plain).toMatch(/^<svg [^>]*><use href="[^"]*icon-sprite[^"]*\.svg#arrow-right"><\/use><\/svg>$/);
    expect(plain).toContain('stroke-width="3"');
    expect(renderToStaticMarkup(createElement(icons.ArrowRight))).toContain('stroke-width="2"');
    // The fill on the <svg>, where a class (fill-current) can override it for the shapes.
    expect(plain).toContain('fill="none"');
    expect(plain).toContain('class="size-4"');
    expect(plain).toContain('aria-hidden="true"');
    const named = renderToStaticMarkup(createElement(icons.X, { "aria-label": "Close" }));
    expect(named).not.toContain("aria-hidden");
    expect(named).toContain('aria-label="Close"');
  });
});
