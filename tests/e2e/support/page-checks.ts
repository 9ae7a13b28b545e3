/**
 * Checks every marketing page shares: one <h1> with the expected text, title, description, canonical
 * link and Open Graph title from pageMeta(), no horizontal scrolling at the current viewport, and no
 * serious or critical axe violations.
 */
import type { Page } from "@playwright/test";
import { expect, expectAccessible } from "./fixtures";

/** What a page must show; `canonical` is the path its canonical link ends with (defaults to `path`). */
export interface PageExpectation {
  path: string;
  h1: string | RegExp;
  canonical?: string;
  title?: string | RegExp;
}

/** Asserts the shared page checks on the page as it is now. */
export async function expectPageBasics(page: Page, expected: PageExpectation) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected.h1);
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page).toHaveTitle(expected.title ?? /DocSleeve/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
  const canonical = (expected.canonical ?? expected.path).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`^http://127\\.0\\.0\\.1:\\d+${canonical}$`),
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /DocSleeve/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow, "no horizontal scrolling").toBe(false);
  await expectAccessible(page);
}
