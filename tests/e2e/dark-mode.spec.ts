/**
 * Dark mode (decision 0064): the page follows prefers-color-scheme by default; the footer's
 * System / Light / Dark radios apply a choice from the first press (before the app loads) and remember it
 * in localStorage; a remembered choice is applied by the head script before the stylesheet, so the first
 * paint already has it; every public page passes axe's contrast check in both schemes.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { PUBLIC_ROUTES } from "../../app/seo/public-routes";
import { expect, suppressNewsletterPopup, test } from "./support/fixtures";
import { holdScripts } from "./support/hold-scripts";

const themeRadio = (page: Page, name: string) =>
  page.getByRole("group", { name: "Theme" }).getByRole("radio", { name, exact: true });
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const WHITE = "rgb(255, 255, 255)";
const DARK = "rgb(12, 19, 34)";

test("follows the system's scheme by default, with System checked", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/security");
  expect(await bodyBackground(page)).toBe(DARK);
  await expect(themeRadio(page, "System")).toBeChecked();
  await page.emulateMedia({ colorScheme: "light" });
  expect(await bodyBackground(page)).toBe(WHITE);
});

test("the footer's choice applies on the first press without the app, is remembered, and beats the system's", async ({
  page,
}) => {
  await holdScripts(page);
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/faq");
  await themeRadio(page, "Dark").click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  expect(await bodyBackground(page)).toBe(DARK);
  expect(await page.evaluate(() => localStorage.getItem("docsleeve.theme"))).toBe("dark");

  await page.goto("/security");
  await expect(themeRadio(page, "Dark")).toBeChecked();
  expect(await bodyBackground(page)).toBe(DARK);

  await page.emulateMedia({ colorScheme: "dark" });
  await themeRadio(page, "Light").click();
  expect(await bodyBackground(page)).toBe(WHITE);
  await themeRadio(page, "System").click();
  expect(await bodyBackground(page)).toBe(DARK);
  expect(await page.evaluate(() => localStorage.getItem("docsleeve.theme"))).toBeNull();
});

test("a remembered choice is in place before the stylesheet and the first paint", async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem("docsleeve.theme", "dark");
    // Record the theme the first time the page is about to paint.
    requestAnimationFrame(() => {
      (window as unknown as { firstFrameTheme?: string | null }).firstFrameTheme =
        document.documentElement.getAttribute("data-theme");
    });
  });
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/pricing");
  expect(await page.evaluate(() => (window as unknown as { firstFrameTheme?: string | null }).firstFrameTheme)).toBe(
    "dark",
  );
  // The script comes before the site's CSS in the head, and runs under the page's CSP (no violation logged).
  const order = await page.evaluate(() =>
    [...document.head.children]
      .map((el) => (el.id === "site-css" ? "css" : el.textContent?.includes("docsleeve.theme") ? "theme" : ""))
      .filter(Boolean),
  );
  expect(order).toEqual(["theme", "css"]);
  expect(await bodyBackground(page)).toBe(DARK);
  // Once the page hydrates (/pricing at the first sign of intent, decision 0044), React leaves the radio the
  // script checked alone.
  await page.keyboard.press("Shift");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(themeRadio(page, "Dark")).toBeChecked();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
});

for (const scheme of ["light", "dark"] as const) {
  test(`every public page passes axe's contrast check in the ${scheme} scheme`, async ({ page }) => {
    test.setTimeout(300_000);
    await suppressNewsletterPopup(page);
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
    const failures: string[] = [];
    for (const { path } of [...PUBLIC_ROUTES, { path: "/blog/are-e-signatures-legally-binding" }]) {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).withRules(["color-contrast"]).analyze();
      for (const violation of results.violations) {
        for (const node of violation.nodes.slice(0, 5))
          failures.push(`${path}: ${node.target.join(" ")}: ${node.failureSummary ?? ""}`);
      }
    }
    expect(failures).toEqual([]);
  });
}
