/**
 * The web font from the second page load on (app/lib/web-font.ts, decision 0039): a first visit paints in
 * the metric-matched fallback and fetches Inter only once the page has loaded and painted; the next
 * document paints in Inter from the cache; a document that began in the fallback takes Inter at its next
 * client-side navigation.
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
const stored = (page: Page) => page.evaluate(() => localStorage.getItem("docsleeve.web-font"));

test("a first visit paints in the fallback and fetches Inter only after the page has loaded and painted", async ({
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
  await expect.poll(() => stored(page)).toBe("1");
  // Not swapped in on this page: the text keeps its place.
  expect(await bodyFont(page)).toMatch(/^"Inter Fallback"/);
});

test("once the browser has the font, the next page (static or rendered) paints in Inter from its first paint", async ({
  page,
}) => {
  await page.goto("/features");
  await expect.poll(() => stored(page)).toBe("1");
  for (const path of ["/security", "/pricing"]) {
    // The attribute is there before the stylesheet: read at the first chance, before the document is parsed.
    await page.addInitScript(() => {
      (window as unknown as { webFontAtStart: boolean }).webFontAtStart = false;
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        (window as unknown as { webFontAtStart: boolean }).webFontAtStart =
          document.documentElement.hasAttribute("data-web-font");
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(path);
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

test("a page that painted in the fallback takes Inter at its next client-side navigation", async ({ page }) => {
  await gotoHydrated(page, "/features");
  await expect.poll(() => stored(page)).toBe("1");
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

test("without local storage every page stays in the fallback and asks for no font", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, "localStorage", {
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
  });
  const fonts: string[] = [];
  page.on("request", (r) => {
    if (FONT.test(r.url())) fonts.push(r.url());
  });
  for (const path of ["/features", "/security"]) {
    await page.goto(path);
    await page.waitForLoadState("load");
    // Past the moment a first visit asks for the font: the first idle moment after load and first paint.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve))));
    expect(await bodyFont(page), path).toMatch(/^"Inter Fallback"/);
  }
  expect(fonts).toEqual([]);
});
