/** The shared layout (spec section 2): header, dropdown, mobile menu, footer newsletter, 404, scroll-to-top. */
import { expectAccessible, expect, gotoHydrated, suppressNewsletterPopup, test } from "./support/fixtures";

const HEADER_ORDER = ["Home", "Product", "Use Cases", "Integrations", "Pricing", "Blog", "FAQ", "Contact"];

// These tests are about the layout, not the home page's newsletter pop-up (tested in home.spec.ts).
test.beforeEach(({ page }) => suppressNewsletterPopup(page));

test.describe("header on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("shows the guest links in order with Login and Sign Up on the app host", async ({ page }) => {
    // The header is checked on the home page, whose hero carousel fades between slides: axe measuring
    // text halfway through a fade reports its passing contrast as too low. Reduced motion keeps the hero
    // still (the animated hero is checked on a controlled clock in home.spec.ts).
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const items = nav.locator(":scope > ul > li").locator(":scope > a, :scope > div > button");
    await expect(items).toHaveText(HEADER_ORDER);
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toHaveAttribute("href", "https://app.sleeve.example/login");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "https://app.sleeve.example/sign-up");
    await expectAccessible(page);
  });

  test("Product dropdown opens on hover and click, closes on Escape, outside click and choosing", async ({ page }) => {
    await gotoHydrated(page, "/features");
    const button = page.getByRole("button", { name: "Product" });
    const menuLink = page.getByRole("banner").getByRole("link", { name: /^How It Works/ });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.hover();
    await expect(menuLink).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(menuLink).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(menuLink).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(menuLink).toBeVisible();
    await page.mouse.click(5, 600);
    await expect(menuLink).toBeHidden();

    await button.click();
    await page.getByRole("banner").getByRole("link", { name: /^Product Requests/ }).click();
    await expect(page).toHaveURL(/\/product$/);
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("header on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("menu toggle opens a full-screen menu with the links, a collapsible Product group and the app links", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const dialog = page.getByRole("dialog", { name: "Site menu" });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(375);
    for (const label of ["Home", "Use Cases", "Integrations", "Pricing", "Blog", "FAQ", "Contact"]) {
      await expect(dialog.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    const product = dialog.getByRole("button", { name: "Product" });
    await expect(dialog.getByRole("link", { name: "How It Works" })).toBeHidden();
    await product.click();
    await expect(product).toHaveAttribute("aria-expanded", "true");
    await expect(dialog.getByRole("link", { name: "How It Works" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Login" })).toHaveAttribute("href", "https://app.sleeve.example/login");
    await expect(dialog.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "https://app.sleeve.example/sign-up");
    await expectAccessible(page, "mobile menu");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await dialog.getByRole("link", { name: "Features" }).or(dialog.getByRole("link", { name: "Home" })).first().click();
    await expect(dialog).toBeHidden();
  });
});

test.describe("footer newsletter", () => {
  test("validates, disables while sending, toasts the server message and clears the field", async ({ page }) => {
    await gotoHydrated(page, "/features");
    const form = page.getByRole("form", { name: "Newsletter" });
    const input = form.getByLabel("Subscribe to our newsletter");
    const button = form.getByRole("button", { name: "Subscribe" });

    await button.click();
    await expect(form.getByRole("alert")).toHaveText("Please Enter Email");
    await input.fill("not-an-email");
    await expect(form.getByRole("alert")).toBeHidden();
    await button.click();
    await expect(form.getByRole("alert")).toHaveText("Please enter a valid email address");

    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/api/newsletter", async (route) => {
      await held;
      await route.continue();
    });
    await input.fill(`footer-${Date.now()}@example.com`);
    await button.click();
    await expect(input).toBeDisabled();
    await expect(form.getByRole("button", { name: "Subscribing..." })).toBeDisabled();
    release();
    await expect(page.getByRole("alert").filter({ hasText: "Thank you for subscribing" })).toBeVisible();
    await expect(input).toHaveValue("");
    await expect(input).toBeEnabled();
  });

  test("shows the generic message when the server fails", async ({ page }) => {
    await gotoHydrated(page, "/features");
    await page.route("**/api/newsletter", (route) => route.fulfill({ status: 500, json: { message: "Oops...something went wrong." } }));
    const form = page.getByRole("form", { name: "Newsletter" });
    await form.getByLabel("Subscribe to our newsletter").fill("someone@example.com");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Oops...something went wrong." })).toBeVisible();
    await expect(form.getByLabel("Subscribe to our newsletter")).toHaveValue("someone@example.com");
  });
});

test("unknown paths show the not-found page with status 404", async ({ page }) => {
  const response = await gotoHydrated(page, "/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page Not Found");
  await expectAccessible(page);
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("scroll-to-top appears past 300 px and returns to the top", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await gotoHydrated(page, "/privacy-policy");
  const button = page.getByRole("button", { name: "Scroll to top" });
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});

test("route changes start at the top of the new page", async ({ page }) => {
  await gotoHydrated(page, "/privacy-policy");
  await page.evaluate(() => window.scrollTo(0, 2000));
  await page.getByRole("contentinfo").getByRole("link", { name: "Security" }).click();
  await expect(page).toHaveURL(/\/security$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
