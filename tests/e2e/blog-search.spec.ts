/**
 * Blog topics and site search against the seeded posts of content/blog: a tag chip on a card leads to the
 * tag's page listing only its posts (one page: the seeded tags have at most 5 posts; paging of tag pages
 * is covered by tests/integration/blog-tags.test.ts), and the header's search, from the keyboard only,
 * finds the KYC post and Enter opens it. Pagefind's files are requested only once the dialog is open.
 * axe on the tag page and on the open dialog, at 1280 and 375 px.
 */
import type { Page } from "@playwright/test";
import { expectAccessible, expect, gotoHydrated, test } from "./support/fixtures";

const COMPLIANCE_POSTS = 5;
const KYC_POST = "/blog/kyc-document-collection-without-email-ping-pong";
const cards = (page: Page) => page.getByRole("region", { name: "Blog posts" }).locator("article");

for (const width of [1280, 375]) {
  test.describe(`blog topics and search at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a tag on a card leads to the tag's page, listing only its posts", async ({ page }) => {
      await gotoHydrated(page, "/blog");
      const chip = cards(page).getByRole("link", { name: "Compliance", exact: true }).first();
      await chip.click();
      await expect(page).toHaveURL(/\/blog\/tag\/compliance$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Posts about Compliance");
      await expect(cards(page)).toHaveCount(COMPLIANCE_POSTS);
      for (const card of await cards(page).all()) {
        await expect(card.getByRole("link", { name: "Compliance", exact: true })).toHaveAttribute(
          "href",
          "/blog/tag/compliance",
        );
      }
      await expect(page.getByRole("navigation", { name: "Blog pages" })).toHaveCount(0);
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
        "href",
        /\/blog\/tag\/compliance\/rss\.xml$/,
      );
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow, "no horizontal scrolling").toBe(false);
      await expectAccessible(page);
      await page.screenshot({ path: `test-results/blog-tag-${width}.png`, fullPage: false });
    });

    test("search from the keyboard finds the KYC post, Enter opens it; Pagefind loads only on opening", async ({
      page,
    }) => {
      const searchRequests: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname.startsWith("/pagefind/")) searchRequests.push(request.url());
      });
      await gotoHydrated(page, "/blog");
      await page.waitForLoadState("networkidle");
      expect(searchRequests, "no search file before the dialog opens").toEqual([]);

      const toggle = page.getByRole("button", { name: "Search the blog and help pages" });
      await toggle.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Search DocSleeve" });
      await expect(dialog).toBeVisible();
      const field = dialog.getByRole("searchbox", { name: "Search the blog, FAQ, features and use cases" });
      await expect(field).toBeFocused();
      await expect.poll(() => searchRequests.some((url) => url.endsWith("/pagefind/pagefind.js"))).toBe(true);

      // Escape closes and gives focus back to the button; opening again keeps working.
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(toggle).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(field).toBeFocused();

      await page.keyboard.type("KYC");
      const results = dialog.getByRole("list", { name: "Search results" }).getByRole("link");
      await expect(results.first()).toBeVisible();
      await expect(dialog.getByRole("status")).toHaveText(/^\d+ results?$/);
      await expect(results.filter({ hasText: /KYC Document Collection/ })).toHaveCount(1);
      await expectAccessible(page, "open search dialog");
      await page.screenshot({ path: `test-results/blog-search-${width}.png` });

      await page.keyboard.press("ArrowDown");
      await expect(results.first()).toBeFocused();
      // Walk to the KYC post with the arrow keys, then Enter.
      const titles = await results.allInnerTexts();
      const at = titles.findIndex((t) => /KYC Document Collection/.test(t));
      for (let i = 0; i < at; i++) await page.keyboard.press("ArrowDown");
      await expect(results.nth(at)).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${KYC_POST}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^KYC Document Collection/);
      await expect(dialog).toBeHidden();
    });

    test("search finds the help pages too (FAQ, features, use cases)", async ({ page }) => {
      await gotoHydrated(page, "/faq");
      await page.getByRole("button", { name: "Search the blog and help pages" }).click();
      const dialog = page.getByRole("dialog", { name: "Search DocSleeve" });
      await dialog.getByRole("searchbox").fill("audit trail");
      const urls = dialog.getByRole("list", { name: "Search results" }).getByRole("link");
      await expect(urls.first()).toBeVisible();
      const hrefs = await urls.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(hrefs.some((href) => href === "/features" || href === "/faq" || href?.startsWith("/use-cases"))).toBe(
        true,
      );
      expect(hrefs.some((href) => href?.startsWith("/blog/"))).toBe(true);
    });
  });
}
