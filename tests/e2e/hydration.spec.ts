/**
 * Deferred hydration (app/lib/early-interactions.ts, docs/decisions/0010-deferred-hydration.md): a static
 * page downloads no JavaScript until the visitor's first sign of intent, and what the visitor did before
 * hydration (a tap on a button, text typed into a field, a form sent) is carried out once it has.
 */
import type { Page } from "@playwright/test";
import { NEWSLETTER_POPUP } from "../../app/content/cta";
import { test, expect } from "./support/fixtures";

/** Records the URLs of the scripts the page requests. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  return scripts;
}

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");

test("a static page loads no script file and stays unhydrated until the visitor interacts", async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto("/security");
  await page.waitForLoadState("networkidle");
  expect(await page.locator("html").getAttribute("data-hydrate")).toBe("interaction");
  expect(scripts, "scripts before interaction").toEqual([]);
  expect(await hydrated(page)).toBe(false);

  await page.mouse.move(200, 300);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  expect(scripts.some((s) => s.includes("/entry.client-"))).toBe(true);
  expect(scripts.some((s) => s.includes("/security-"))).toBe(true);
});

test("the pricing page hydrates at once", async ({ page }) => {
  await page.goto("/pricing");
  expect(await page.locator("html").getAttribute("data-hydrate")).toBe("load");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
});

test("the home page hydrates 4 s after the load at the latest, in time for its 5 s pop-up", async ({ page }) => {
  const scripts = recordScripts(page);
  // The clock stands still from before the navigation: only runFor() moves it.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto("/");
  expect(await page.locator("html").getAttribute("data-hydrate-by")).toBe("4000");
  await page.clock.runFor(3900);
  expect(scripts, "scripts before 4 s").toEqual([]);
  expect(await hydrated(page)).toBe(false);
  await page.clock.runFor(200);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.clock.runFor(1000);
  await expect(page.getByRole("dialog", { name: NEWSLETTER_POPUP.heading })).toBeVisible();
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("a tap on the menu button before hydration opens the menu at once, and it stays open and works after hydration", async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto("/terms-condition");
    await page.waitForLoadState("networkidle");
    expect(await hydrated(page)).toBe(false);
    expect(scripts).toEqual([]);
    // The menu is a native <dialog> opened by an invoker command: no script is needed for it.
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Site menu" });
    await expect(menu).toBeVisible();
    expect(await menu.boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 800 });
    // The tap was the first interaction: the page hydrates behind the open menu without closing it.
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(menu).toBeVisible();
    await menu.locator("summary", { hasText: "Product" }).click();
    await menu.getByRole("link", { name: "How It Works" }).click();
    await expect(page).toHaveURL(/\/how-it-works$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/How .* Works/);
    await expect(menu).toBeHidden();
  });
});

test("an address typed and sent before hydration is validated with the text kept", async ({ page }) => {
  await page.goto("/refund-policy");
  const form = page.getByRole("form", { name: "Newsletter" });
  // fill() focuses the field (intent) and sets its value at once, before React can have hydrated.
  await form.getByRole("textbox").fill("not-an-email");
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();
  await expect(form.getByRole("textbox")).toHaveValue("not-an-email");
});

test("a link followed before hydration is a plain page load", async ({ page }) => {
  await page.goto("/privacy-policy");
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms & Conditions" }).click();
  await expect(page).toHaveURL(/\/terms-condition$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
