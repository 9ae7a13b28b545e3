import { describe, expect, it } from "vitest";
import { constantVariables, inlineConstantVariables } from "./constant-variables";

describe("constantVariables", () => {
  const full = [
    "@layer theme{:root,:host{--spacing:.25rem;--space-2:calc(var(--spacing) * 2);--font:Inter;--ink:var(--scheme-ink,#000);--tint:var(--local)}}",
    ":root{--local:blue}.card{--local:red}",
    "html{--scheme-ink:black}",
    "@media (prefers-color-scheme:dark){html{--scheme-ink:white}}",
    ":root{--twice:1px}",
    ".x{--twice:2px}",
    "@media (width>=40rem){:root{--wide:1px}}",
    ":root{--registered:0;--important:1px!important;--inline:3px}",
    "@property --registered{syntax:'*';inherits:false;initial-value:0}",
  ].join("");

  it("takes the tokens declared once on :root, with the tokens they read written in, and what they read of the root element left to read", () => {
    const constant = constantVariables(full, '<p style="--inline: 4px">x</p>');
    expect(Object.fromEntries(constant)).toEqual({
      "--spacing": ".25rem",
      "--space-2": "calc(.25rem * 2)",
      "--font": "Inter",
      // Set on html alone (in several rules): every element reads the root's value.
      "--ink": "var(--scheme-ink,#000)",
    });
  });

  it("leaves what may differ: declared twice, under a condition, registered, important, set inline, or reading such a variable", () => {
    const constant = constantVariables(full, '<p style="--inline: 4px">x</p>');
    for (const name of [
      "--twice",
      "--wide",
      "--registered",
      "--important",
      "--inline",
      "--scheme-ink",
      "--tint",
      "--local",
    ])
      expect(constant.has(name), name).toBe(false);
  });
});

describe("inlineConstantVariables", () => {
  it("writes the values where they are read and folds products of plain numbers", () => {
    const constant = new Map([
      ["--spacing", ".25rem"],
      ["--font", "Inter"],
    ]);
    const css =
      ".mt-4{margin-top:calc(var(--spacing) * 4)}.-top-40{top:calc(var(--spacing) * -40)}.m-0{margin:calc(var(--spacing) * 0)}" +
      ".p-1{padding:var(--spacing)}.f{font-family:var(--font, serif)}.c{color:var(--ink)}.w{width:calc(100% - var(--spacing) * 2)}";
    expect(inlineConstantVariables(css, constant)).toBe(
      ".mt-4{margin-top:1rem}.-top-40{top:-10rem}.m-0{margin:0}" +
        ".p-1{padding:.25rem}.f{font-family:Inter}.c{color:var(--ink)}.w{width:calc(100% - .25rem * 2)}",
    );
  });
});
