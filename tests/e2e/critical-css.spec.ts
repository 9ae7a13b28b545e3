/**
 * Critical CSS (decision 0035): a static page inlines only the rules its first screen uses and loads the
 * whole stylesheet without blocking. The proof that the inlined part is complete: with the stylesheet's
 * request held back (the first paint), every element on the first screen has the same box, colour and
 * background as with it, at 375 and 1280 px, in the light and the dark scheme. Without JavaScript the
 * `<noscript>` link applies the whole stylesheet.
 */
import type { Page } from "@playwright/test";
import { PRERENDERED_PATHS } from "../../app/seo/public-routes";
import { expect, suppressNewsletterPopup, test } from "./support/fixtures";
import { holdScripts } from "./support/hold-scripts";

const STYLESHEET = /\/assets\/site-[\w-]+\.css$/;
const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;
const SCHEMES = ["light", "dark"] as const;

/**
 * Layout and colours of every element on the first screen, cut at its bottom edge (positions without
 * transforms: animations may run).
 */
function firstScreen(page: Page) {
  return page.evaluate(() => {
    const top = (el: HTMLElement) => {
      let y = 0;
      for (let node: HTMLElement | null = el; node; node = node.offsetParent as HTMLElement | null) y += node.offsetTop;
      return y;
    };
    const left = (el: HTMLElement) => {
      let x = 0;
      for (let node: HTMLElement | null = el; node; node = node.offsetParent as HTMLElement | null)
        x += node.offsetLeft;
      return x;
    };
    const rows: string[] = [];
    const all = [...document.body.querySelectorAll<HTMLElement>("*")].filter(
      (el) => el instanceof HTMLElement && !["script", "style", "noscript", "template", "link"].includes(el.localName),
    );
    all.forEach((el, index) => {
      const y = top(el);
      // Not rendered: display none, or inside a closed <details> (content-visibility hidden, which still
      // answers offsetParent and sizes when asked).
      if (y >= innerHeight || el.offsetParent === null || !el.checkVisibility()) return;
      const style = getComputedStyle(el);
      const name = `${index} ${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}.${[...el.classList].slice(0, 3).join(".")}`;
      // The part on the first screen: a long element's end depends on what is below it.
      const height = Math.min(y + el.offsetHeight, innerHeight) - y;
      rows.push(
        `${name} @${left(el)},${y} ${el.offsetWidth}×${height} ${style.color} on ${style.backgroundColor} ${style.display}`,
      );
    });
    return rows;
  });
}

/** Loads `path` and waits until it is laid out with the fonts it uses. */
async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

for (const path of PRERENDERED_PATHS) {
  test(`${path}: the first screen lays out and colours the same before the whole stylesheet arrives as after`, async ({
    page,
  }) => {
    test.slow();
    await suppressNewsletterPopup(page);
    // The page as it first paints: no app (it waits for a first interaction anyway).
    await holdScripts(page);
    // And as it stands then: the page's timers do not run (the home hero starts typing after 1.5 s and
    // shows the next slide's picture, which a busy machine's slower load would otherwise measure).
    const now = Date.now();
    await page.clock.install({ time: now });
    await page.clock.pauseAt(now + 1000);
    // Both loads compared in the metric-matched fallback: with font-display optional a page uses Inter only
    // if it is there at once, which even a cached font is not always (the test below checks Inter itself).
    await page.route(/\/assets\/[\w-]+\.woff2$/, (route) => route.fulfill({ status: 404, body: "" }));
    for (const scheme of SCHEMES) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await page.unroute(STYLESHEET);
        // The whole stylesheet applied.
        await open(page, path);
        await expect(page.locator('link[rel="stylesheet"][media="all"]')).toHaveCount(1);
        await page.waitForFunction(() => [...document.styleSheets].some((s) => s.href?.includes("/assets/site-")));
        const full = await firstScreen(page);
        // The first paint: the stylesheet's request never answered.
        await page.route(STYLESHEET, () => undefined);
        await open(page, path);
        expect(await page.evaluate(() => [...document.styleSheets].filter((s) => s.href).length)).toBe(0);
        const critical = await firstScreen(page);
        expect(full.length, `${path} ${scheme} ${viewport.width}px: elements on the first screen`).toBeGreaterThan(10);
        expect(critical, `${path} ${scheme} ${viewport.width}px`).toEqual(full);
      }
    }
    await page.unroute(STYLESHEET);
  });
}

test("the whole stylesheet does not block the first paint and is cached for good", async ({ page }) => {
  await page.goto("/security");
  const entry = await page.evaluate(async () => {
    await new Promise((resolve) =>
      document.readyState === "complete" ? resolve(undefined) : addEventListener("load", resolve),
    );
    const css = performance.getEntriesByType("resource").find((e) => /\/assets\/site-[\w-]+\.css$/.test(e.name)) as
      (PerformanceResourceTiming & { renderBlockingStatus?: string }) | undefined;
    return css && { name: css.name, renderBlockingStatus: css.renderBlockingStatus };
  });
  expect(entry?.renderBlockingStatus).toBe("non-blocking");
  const response = await page.request.get(new URL(entry!.name).pathname);
  expect(response.headers()["cache-control"]?.split(/, ?/)).toEqual(["public", "max-age=31536000", "immutable"]);
});

test("every static page declares the Inter face and its fallback from its first paint, and renders in Inter after the visit's first page", async ({
  page,
}) => {
  // The first page of a visit fetches Inter after it has painted (app/lib/web-font.ts); the pages after it use it.
  await page.goto("/");
  await expect.poll(() => page.evaluate(() => document.fonts.check('1em "Inter Variable"'))).toBe(true);
  for (const path of PRERENDERED_PATHS) {
    await page.goto(path, { referer: page.url() });
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready;
      const declared = [...document.fonts].map((face) => face.family.replaceAll('"', ""));
      const inter = [...document.fonts].find((face) => face.family.replaceAll('"', "") === "Inter Variable");
      return {
        declared: [...new Set(declared)].sort(),
        inter: inter?.status,
        body: getComputedStyle(document.body).fontFamily,
      };
    });
    expect(fonts.declared, path).toEqual(["Inter Fallback", "Inter Variable"]);
    expect(fonts.body, path).toMatch(/^"Inter Variable"/);
    expect(fonts.inter, path).toBe("loaded");
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the noscript link applies the whole stylesheet", async ({ page }) => {
    await page.goto("/security");
    const sheets = await page.evaluate(() =>
      [...document.styleSheets].map((s) => ({
        href: s.href ?? "inline",
        media: s.media.mediaText,
        rules: s.cssRules.length,
      })),
    );
    // Loaded and applying to every medium (the deferred link stays media="print" without script).
    const whole = sheets.filter(
      (s) => s.href !== "inline" && new URL(s.href).pathname.startsWith("/assets/site-") && s.media === "",
    );
    expect(whole).toHaveLength(1);
    expect(whole[0]!.rules).toBeGreaterThan(50);
  });
});
