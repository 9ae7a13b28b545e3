/** The static pages: full copy, meta tags, accessibility, at desktop and 375 px. */
import { FEATURES } from "../../app/content/features";
import { expectAccessible, expect, gotoHydrated, test } from "./support/fixtures";

const PAGES = [
  { path: "/terms-condition", h1: "Terms and Conditions" },
  { path: "/privacy-policy", h1: "Privacy Policy", sections: 9 },
  { path: "/refund-policy", h1: "Refund Policy", text: /We review every request and tell you our decision within 7 business days/ },
  { path: "/customer-support", h1: "Customer Support", text: /We reply within 24 hours/ },
  { path: "/security", h1: "Security", items: 19 },
  { path: "/features", h1: /Everything you need/ },
];

for (const width of [1280, 375]) {
  test.describe(`static pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const p of PAGES) {
      test(`${p.path} renders with meta and no accessibility violations`, async ({ page }) => {
        const response = await gotoHydrated(page, p.path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.h1);
        await expect(page).toHaveTitle(/DocSleeve/);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${p.path}$`));
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /DocSleeve/);
        if (p.sections) await expect(page.locator("article section h2")).toHaveCount(p.sections);
        if (p.items) await expect(page.locator("#security-measures ol > li")).toHaveCount(p.items);
        if (p.text) await expect(page.locator("main")).toContainText(p.text);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
        expect(overflow, "no horizontal scrolling").toBe(false);
        await expectAccessible(page);
      });
    }
  });
}

test("/features lists all 15 features in order and Back returns home", async ({ page }) => {
  await gotoHydrated(page, "/features");
  // The titles and their order are pinned by app/content/content.test.ts.
  await expect(page.locator("main li h2")).toHaveText(FEATURES.map((feature) => feature.title));
  await expect(page).toHaveTitle(/^All Features/);
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("robots.txt and sitemap.xml list the public routes", async ({ request }) => {
  const robots = await request.get("/robots.txt");
  expect(await robots.text()).toContain("Sitemap: http://127.0.0.1:");
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of ["/features", "/security", "/privacy-policy", "/terms-condition", "/refund-policy", "/customer-support"]) {
    expect(sitemap).toContain(`${path}</loc>`);
  }
});

test("prerendered pages carry a fresh nonce on every response", async ({ request }) => {
  const first = await request.get("/security");
  const second = await request.get("/security");
  const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];
  const n1 = nonceOf(first.headers()["content-security-policy"] ?? "");
  const n2 = nonceOf(second.headers()["content-security-policy"] ?? "");
  expect(n1).toBeTruthy();
  expect(n1).not.toBe(n2);
  const html = await first.text();
  expect(html).toContain(`nonce="${n1}"`);
  expect(html).not.toContain("__PRERENDER_CSP_NONCE__");
  expect(html).not.toContain("prerender.invalid");
});
