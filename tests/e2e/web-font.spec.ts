/**
 * The web font from the second page of a visit on (app/lib/web-font.ts, decision 0039): the first page
 * paints in the metric-matched fallback and fetches Inter only once it has loaded and painted; a page
 * reached from another page of the site paints in Inter from the cache; a document that began in the
 * fallback takes Inter at its next client-side navigation. Nothing is stored.
 */
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./support/fixtures";

const FONT = /\/assets\/inter-subset-[\w-]+\.woff2$/;

/** When the page's font request started and when it first painted and loaded (ms since navigation). */
function timings(page: Page) {
  return page.evaluate(async () => {
    await new Promise((resolve) =>
      document.readyState === "complete" ? resolve(undefined) : addEventListener("load", resolve),
    );
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    const paint = performance.getEntriesByName("first-contentful-paint")[0];
    const font = performance.getEntriesByType("resource").find((e) => /\/inter-subset-[\w-]+\.woff2$/.test(e.name));
    return { load: navigation!.loadEventStart, paint: paint?.startTime, font: font?.startTime };
  });
}

const bodyFont = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily);
const interLoaded = (page: Page) => page.evaluate(() => document.fonts.check('1em "Inter Variable"'));

test("the first page of a visit paints in the fallback and fetches Inter only after it has loaded and painted, storing nothing", async ({
  page,
}) => {
  const fontResponse = page.waitForResponse(FONT);
  await page.goto("/features");
  expect(await bodyFont(page)).toMatch(/^"Inter Fallback"/);
  await expect(page.locator("html")).not.toHaveAttribute("data-web-font");
  expect((await fontResponse).status()).toBe(200);
  const t = await timings(page);
  expect(t.paint, "first paint").toBeDefined();
  expect(t.font, "font request").toBeGreaterThan(t.load);
  expect(t.font, "font request").toBeGreaterThan(t.paint!);
  await expect.poll(() => interLoaded(page)).toBe(true);
  // Not swapped in on this page: the text keeps its place.
  expect(await bodyFont(page)).toMatch(/^"Inter Fallback"/);
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
});

test("a page reached from another page of the site (static or rendered) paints in Inter from its first paint", async ({
  page,
}) => {
  await page.goto("/features");
  await expect.poll(() => interLoaded(page)).toBe(true);
  for (const path of ["/security", "/pricing"]) {
    // The attribute is there before the stylesheet: read at the first chance, before the body is parsed.
    await page.addInitScript(() => {
      (window as unknown as { webFontAtStart: boolean }).webFontAtStart = false;
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        (window as unknown as { webFontAtStart: boolean }).webFontAtStart =
          document.documentElement.hasAttribute("data-web-font");
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    // As a followed link does: the referrer is the page before.
    await page.goto(path, { referer: page.url() });
    expect(await page.evaluate(() => (window as unknown as { webFontAtStart: boolean }).webFontAtStart), path).toBe(
      true,
    );
    expect(await bodyFont(page), path).toMatch(/^"Inter Variable"/);
    const status = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].find((face) => face.family.replaceAll('"', "") === "Inter Variable")?.status;
    });
    expect(status, path).toBe("loaded");
  }
});

test("a followed link from the first page lands in Inter", async ({ page }) => {
  await page.goto("/security");
  await expect.poll(() => interLoaded(page)).toBe(true);
  // Before hydration the footer's links are plain links: a document navigation.
  const navigation = page.waitForEvent("framenavigated");
  await page.locator('footer a[href="/refund-policy"]').evaluate((link: HTMLAnchorElement) => link.click());
  await navigation;
  await expect(page).toHaveURL(/\/refund-policy$/);
  await expect(page.locator("html")).toHaveAttribute("data-web-font", "");
  expect(await bodyFont(page)).toMatch(/^"Inter Variable"/);
});

test("a page that painted in the fallback takes Inter at its next client-side navigation", async ({ page }) => {
  await gotoHydrated(page, "/features");
  await expect.poll(() => interLoaded(page)).toBe(true);
  await expect(page.locator("html")).not.toHaveAttribute("data-web-font");
  const documents: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "document") documents.push(r.url());
  });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "FAQ" }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.locator("html")).toHaveAttribute("data-web-font", "");
  expect(await bodyFont(page)).toMatch(/^"Inter Variable"/);
  expect(documents, "a client-side navigation").toEqual([]);
});

test("a page arrived at from another site paints in the fallback", async ({ page }) => {
  await page.goto("/features");
  await expect.poll(() => interLoaded(page)).toBe(true);
  await page.goto("/security", { referer: "https://www.example.com/search?q=docsleeve" });
  await expect(page.locator("html")).not.toHaveAttribute("data-web-font");
  expect(await bodyFont(page)).toMatch(/^"Inter Fallback"/);
});
