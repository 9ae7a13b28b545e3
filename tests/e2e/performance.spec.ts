/**
 * Page-speed measures, seen from Chromium: the CSS the first screen uses is inline and the rest loads
 * without blocking (no render-blocking request; tests/e2e/critical-css.spec.ts checks the first paint),
 * the Inter font is not preloaded, zod and the toast library stay out of a static page's first load,
 * hashed assets and pages come brotli-compressed, assets immutable, and a revalidated page (304, with
 * the same hash-based policy) still runs its scripts.
 */
import { test, expect, gotoHydrated, reloadHydrated } from "./support/fixtures";

test("a static page loads no blocking stylesheet, no font preload and no zod or toast code before interaction", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  await gotoHydrated(page, "/security");
  // The first screen's CSS inline; the whole stylesheet the one link, loaded as print first (decision 0035).
  await expect(page.locator("head style")).toHaveCount(1);
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
  await expect(page.locator('link[rel="stylesheet"]')).toHaveAttribute("href", /^\/assets\/site-[\w-]+\.css$/);
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
  // The page is styled (the inline CSS applies): the body uses the design system's font stack, on a first
  // visit its fallback (app/lib/web-font.ts).
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Inter Fallback"/);
  await page.waitForLoadState("networkidle");
  const bodies = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
  expect(
    bodies.filter((code) => code.includes("ZodError")),
    "zod before interaction",
  ).toEqual([]);
  expect(
    bodies.filter((code) => code.includes("Toastify__toast-container")),
    "toast library before interaction",
  ).toEqual([]);
});

test("hashed assets are brotli-compressed and immutable; so is the page (not immutable)", async ({ page }) => {
  const responses: Array<{ url: string; encoding?: string; cache?: string }> = [];
  page.on("response", async (r) => {
    const headers = await r.allHeaders();
    responses.push({ url: r.url(), encoding: headers["content-encoding"], cache: headers["cache-control"] });
  });
  await gotoHydrated(page, "/security");
  await page.waitForLoadState("networkidle");
  const document = responses.find((r) => new URL(r.url).pathname === "/security");
  expect(document?.encoding).toBe("br");
  expect(document?.cache).toBe("public, no-cache");
  const scripts = responses.filter((r) => /\/assets\/.+\.js$/.test(r.url) && !r.url.includes("manifest"));
  expect(scripts.length).toBeGreaterThan(2);
  for (const script of scripts) {
    expect(script.cache?.split(/, ?/), script.url).toEqual(["public", "max-age=31536000", "immutable"]);
    // Tiny chunks have no precompressed variant and may be compressed on the fly instead.
    expect(["br", "gzip", undefined], script.url).toContain(script.encoding);
  }
  expect(scripts.some((s) => s.encoding === "br")).toBe(true);
});

test("a reload revalidates the page (304, same policy) and the cached copy still hydrates", async ({ page }) => {
  const validators: Array<string | undefined> = [];
  page.on("request", async (r) => {
    if (new URL(r.url()).pathname === "/privacy-policy") validators.push((await r.allHeaders())["if-none-match"]);
  });
  const first = await gotoHydrated(page, "/privacy-policy");
  const etag = (await first!.allHeaders()).etag;
  expect(etag).toMatch(/^W\//);
  await reloadHydrated(page);
  // Chromium asked with the ETag (and reports the revalidated copy as 200); the server answers 304
  // with the page's fixed policy, as this direct request shows.
  expect(validators.at(-1)).toBe(etag);
  const revalidated = await page.request.get("/privacy-policy", { headers: { "if-none-match": etag! } });
  expect(revalidated.status()).toBe(304);
  expect(revalidated.headers()["content-security-policy"]).toBe((await first!.allHeaders())["content-security-policy"]);
  // The cached copy's scripts run under that policy: client-side navigation still works, and the
  // fixture fails the test on any CSP violation.
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms & Conditions" }).click();
  await expect(page).toHaveURL(/\/terms-condition$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
