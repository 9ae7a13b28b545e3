/** The static pages: full copy, meta tags, accessibility, at desktop and 375 px. */
import { FEATURES } from "../../app/content/features";
import { expectAccessible, expect, gotoHydrated, test } from "./support/fixtures";

const PAGES = [
  { path: "/terms-condition", h1: "Terms and Conditions" },
  { path: "/privacy-policy", h1: "Privacy Policy", sections: 9 },
  {
    path: "/refund-policy",
    h1: "Refund Policy",
    text: /We review every request and tell you our decision within 7 business days/,
  },
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
  for (const path of [
    "/features",
    "/security",
    "/privacy-policy",
    "/terms-condition",
    "/refund-policy",
    "/customer-support",
  ]) {
    expect(sitemap).toContain(`${path}</loc>`);
  }
});

/** What a page's policy allows by hash: the script-src and style-src sources of its CSP header. */
function hashSources(csp: string, directive: "script-src" | "style-src"): string[] {
  const sources =
    csp
      .split(";")
      .map((d) => d.trim().split(" "))
      .find(([name]) => name === directive)
      ?.slice(1) ?? [];
  return sources.filter((source) => source.startsWith("'sha256-"));
}

// The prerendered /security, a cached blog page and the cached /pricing: fixed bytes for every request.
for (const url of ["/security", "/blog", "/pricing"]) {
  test(`${url} is the same bytes on every response, its inline scripts and styles allowed by hash, and runs with no CSP violation`, async ({
    page,
  }) => {
    // Once to fill the server's cache (/blog and /pricing are rendered once, then served as fixed bytes).
    await page.request.get(url);
    await expect.poll(async () => (await page.request.get(url)).headers()["etag"] ?? "").toMatch(/^W\//);
    const [first, second] = [await page.request.get(url), await page.request.get(url)];
    const csp = first.headers()["content-security-policy"] ?? "";
    expect(csp).not.toContain("'nonce-");
    expect(second.headers()["content-security-policy"]).toBe(csp);
    // The same for everyone, but /pricing, whose first HTML follows the visitor's country.
    expect(first.headers()["cache-control"]).toBe(url === "/pricing" ? "private, no-cache" : "public, no-cache");
    const html = await first.text();
    expect(await second.text()).toBe(html);
    expect(html).not.toContain(" nonce=");
    expect(html).not.toContain("prerender.invalid");

    const violations: string[] = [];
    await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
    await page.addInitScript(() =>
      document.addEventListener("securitypolicyviolation", (e) =>
        (window as unknown as { reportViolation(text: string): void }).reportViolation(
          `${e.violatedDirective} ${e.blockedURI} ${e.sample}`,
        ),
      ),
    );
    const response = await gotoHydrated(page, url);
    expect(response?.headers()["content-security-policy"]).toBe(csp);
    // The sha256 of each inline script and style as the browser holds it (a script kept in a <noscript>
    // is read from its text) must be in the policy.
    const inline = await page.evaluate(async () => {
      const hash = async (text: string) =>
        `'sha256-${btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))))}'`;
      const texts = (root: ParentNode, selector: string) =>
        [...root.querySelectorAll(selector)].map((e) => e.textContent ?? "");
      const scripts = texts(document, "script:not([src])");
      for (const noscript of document.querySelectorAll("noscript")) {
        scripts.push(
          ...texts(new DOMParser().parseFromString(noscript.textContent ?? "", "text/html"), "script:not([src])"),
        );
      }
      return {
        scripts: await Promise.all(scripts.map(hash)),
        styles: await Promise.all(texts(document, "style").map(hash)),
      };
    });
    expect(inline.scripts.length).toBeGreaterThan(1);
    expect(hashSources(csp, "script-src")).toEqual(expect.arrayContaining(inline.scripts));
    expect(hashSources(csp, "style-src")).toEqual(expect.arrayContaining(inline.styles));
    expect(inline.styles.length).toBeGreaterThan(0);
    // A client navigation (modules loaded through 'strict-dynamic') works too.
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms & Conditions" }).click();
    await expect(page).toHaveURL(/\/terms-condition$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms and Conditions");
    expect(violations).toEqual([]);
  });
}
