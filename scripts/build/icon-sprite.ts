// `npm run build` (before `react-router build`): writes app/assets/icon-sprite.svg, one `<symbol>` per
// icon of app/components/ui/icon-set.ts, drawn by lucide-react itself (each component rendered once and
// its shapes kept), so the sprite and the icon set cannot drift apart from lucide's drawings. The file is
// committed too (the dev server and the tests import it); scripts/build/icon-sprite.test.ts fails when it is
// stale. Decision 0045.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as lucide from "lucide-react";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { BRAND_MARKS, brandMarkId, type BrandMarkName } from "../../app/components/ui/brand-marks";
import { ICON_NAMES, iconId } from "../../app/components/ui/icon-set";

/** Where the sprite is written (Vite gives it a hashed name under /assets: cached immutable). */
export const ICON_SPRITE_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../app/assets/icon-sprite.svg",
);

/**
 * lucide's presentation attributes but the fill and the stroke width. Those two stay on the referencing
 * `<svg>` (app/components/ui/icon.tsx), whose attributes a class can override (`fill-current` fills the
 * how-it-works play button) and whose values the shapes inherit through `<use>`: a symbol's own attribute
 * would win over any class, and one symbol serves every stroke width.
 */
const LUCIDE_STROKE = 'stroke="currentColor" stroke-linecap="round" stroke-linejoin="round"';

/**
 * The sprite's text: each icon's shapes in a `<symbol>` with lucide's 24×24 viewBox and `LUCIDE_STROKE`
 * (in `currentColor`, which the shapes take from the page through `<use>`), then the social networks'
 * marks, filled (app/components/ui/brand-marks.ts). Settings on the symbol rather than on every `<svg>` of
 * a page: a page draws dozens of icons (decision 0073).
 */
export function iconSprite(): string {
  const symbols = ICON_NAMES.map((name) => {
    const component = (lucide as unknown as Record<string, ComponentType>)[name];
    if (!component) throw new Error(`lucide-react has no icon named ${name}`);
    const markup = renderToStaticMarkup(createElement(component));
    const shapes = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(markup)?.[1];
    if (!shapes) throw new Error(`unexpected markup for ${name}: ${markup.slice(0, 80)}`);
    return `<symbol id="${iconId(name)}" viewBox="0 0 24 24" ${LUCIDE_STROKE}>${shapes}</symbol>`;
  });
  const marks = (Object.keys(BRAND_MARKS) as BrandMarkName[]).map(
    (name) => `<symbol id="${brandMarkId(name)}" viewBox="0 0 24 24" fill="currentColor">${BRAND_MARKS[name]}</symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${[...symbols, ...marks].join("\n")}\n</svg>\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const text = iconSprite();
  let current = "";
  try {
    current = readFileSync(ICON_SPRITE_FILE, "utf8");
  } catch {
    // Not there yet.
  }
  // Written only when it changed: an unchanged source tree keeps the build fresh (scripts/build-freshness.mjs).
  if (current !== text) writeFileSync(ICON_SPRITE_FILE, text);
  console.log(
    `icon sprite: ${ICON_NAMES.length} icons, ${text.length} bytes (${path.relative(process.cwd(), ICON_SPRITE_FILE)})`,
  );
}
