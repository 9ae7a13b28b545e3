/** The shared layout: header, dropdown, mobile menu, footer newsletter, 404, scroll-to-top. */
import type { Page } from "@playwright/test";
import { expectAccessible, expect, gotoHydrated, suppressNewsletterPopup, test } from "./support/fixtures";
import { isNewsletterPost, refuseNewsletterPost } from "./support/form-posts";

const HEADER_ORDER = ["Home", "Product", "Use Cases", "Integrations", "FAQ", "Pricing", "Contact Us"];
const FOOTER_PATHS = [
  "/product",
  "/pricing",
  "/faq",
  "/contact",
  "/use-cases",
  "/blog",
  "/privacy-policy",
  "/refund-policy",
  "/customer-support",
  "/security",
  "/terms-condition",
];

/** Where the menu's links lead, and the page heading that proves the page is there. */
const MENU_TARGETS: { label: string; inProduct?: boolean; path: string; h1: RegExp }[] = [
  { label: "How It Works", inProduct: true, path: "/how-it-works", h1: /How .* Works/ },
  { label: "Product", inProduct: true, path: "/product", h1: /Transform Your Business/ },
  { label: "Integrations", path: "/integrations", h1: /Powerful Integrations/ },
  { label: "Contact Us", path: "/contact", h1: /\S/ },
  { label: "Home", path: "/", h1: /Smarter document/ },
];

const menu = (page: Page) => page.getByRole("dialog", { name: "Site menu" });

/** True while the page cannot scroll (the open menu locks it). */
const scrollLocked = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).overflow === "hidden");

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
    const hrefs = await nav
      .locator(":scope > ul > li > a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(["/", "/use-cases", "/integrations", "/faq", "/pricing", "/contact"]);
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toHaveAttribute(
      "href",
      "https://app.sleeve.example/login",
    );
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign Up" })).toHaveAttribute(
      "href",
      "https://app.sleeve.example/sign-up",
    );
    await expectAccessible(page);
  });

  test("Product dropdown opens on hover and click, closes on Escape, outside click and choosing", async ({ page }) => {
    await gotoHydrated(page, "/features");
    const button = page.getByRole("button", { name: "Product" });
    const menuLink = page.getByRole("banner").getByRole("link", { name: /^How It Works/ });
    await expect(menuLink).toBeHidden();
    await button.hover();
    await expect(menuLink).toBeVisible();
    // The pointer can travel from the button into the dropdown without closing it.
    await menuLink.hover();
    await expect(menuLink).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(menuLink).toBeHidden();

    // Hover opens it and the click that follows keeps it open.
    await button.click();
    await expect(menuLink).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menuLink).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(menuLink).toBeVisible();
    await page.mouse.click(5, 600);
    await expect(menuLink).toBeHidden();

    await button.click();
    await page
      .getByRole("banner")
      .getByRole("link", { name: /^Product Document Collection/ })
      .click();
    await expect(page).toHaveURL(/\/product$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Transform Your Business");
    await expect(menuLink).toBeHidden();
  });
});

for (const width of [375, 800]) {
  test.describe(`menu on a ${width} px screen`, () => {
    test.use({ viewport: { width, height: 740 }, hasTouch: true });

    test("the toggle opens a full-screen menu with the links, a collapsible Product group and the app links", async ({
      page,
    }) => {
      await gotoHydrated(page, "/");
      await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
      const toggle = page.getByRole("button", { name: "Open menu" });
      await toggle.click();
      await expect(menu(page)).toBeVisible();
      expect(await menu(page).boundingBox()).toEqual({ x: 0, y: 0, width, height: 740 });
      expect(await scrollLocked(page)).toBe(true);
      const labels = await menu(page)
        .getByRole("navigation")
        .locator(":scope > ul > li")
        .locator(":scope > a, :scope > details > summary")
        .allTextContents();
      expect(labels).toEqual(HEADER_ORDER);
      const product = menu(page).locator("summary", { hasText: "Product" });
      await expect(menu(page).getByRole("link", { name: "How It Works" })).toBeHidden();
      await product.click();
      await expect(menu(page).getByRole("link", { name: "How It Works" })).toBeVisible();
      await product.click();
      await expect(menu(page).getByRole("link", { name: "How It Works" })).toBeHidden();
      await expect(menu(page).getByRole("link", { name: "Login" })).toHaveAttribute(
        "href",
        "https://app.sleeve.example/login",
      );
      await expect(menu(page).getByRole("link", { name: "Sign Up" })).toHaveAttribute(
        "href",
        "https://app.sleeve.example/sign-up",
      );
      await expectAccessible(page, "mobile menu");
      await page.keyboard.press("Escape");
      await expect(menu(page)).toBeHidden();
      await expect(toggle).toBeFocused();
      expect(await scrollLocked(page)).toBe(false);

      await toggle.click();
      await menu(page).getByRole("button", { name: "Close menu" }).click();
      await expect(menu(page)).toBeHidden();
    });

    test("a tapped link lands on its page with the menu closed and the page scrollable", async ({ page }) => {
      await gotoHydrated(page, "/faq");
      for (const target of MENU_TARGETS) {
        await page.getByRole("button", { name: "Open menu" }).tap();
        await expect(menu(page)).toBeVisible();
        if (target.inProduct) await menu(page).locator("summary", { hasText: "Product" }).tap();
        await menu(page).getByRole("link", { name: target.label, exact: true }).tap();
        await expect(page).toHaveURL(new RegExp(`${target.path.replace(/\//g, "\\/")}$`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.h1);
        await expect(menu(page)).toBeHidden();
        expect(await scrollLocked(page), `scrolling after ${target.path}`).toBe(false);
        await page.mouse.wheel(0, 600);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
        // The next tap on the toggle starts from the top, where the header is.
        await page.evaluate(() => window.scrollTo(0, 0));
      }
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the phone menu and its Product group open and a link is followed", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/privacy-policy");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu(page)).toBeVisible();
    expect(await menu(page).boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 740 });
    await menu(page).locator("summary", { hasText: "Product" }).click();
    await menu(page).getByRole("link", { name: "How It Works" }).click();
    await expect(page).toHaveURL(/\/how-it-works$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/How .* Works/);
    await expect(menu(page)).toBeHidden();
  });

  test("the desktop Product dropdown opens on click, closes on an outside click, and a link is followed", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/privacy-policy");
    const button = page.getByRole("button", { name: "Product" });
    const howItWorks = page.getByRole("banner").getByRole("link", { name: /^How It Works/ });
    await button.click();
    await expect(howItWorks).toBeVisible();
    await page.mouse.click(5, 600);
    await expect(howItWorks).toBeHidden();
    await button.click();
    await howItWorks.click();
    await expect(page).toHaveURL(/\/how-it-works$/);
  });
});

test("the footer links exactly the pages of content/navigation.ts, in order", async ({ page }) => {
  await page.goto("/security");
  const footerNav = page.getByRole("contentinfo").getByRole("navigation", { name: "Footer" });
  const hrefs = await footerNav.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(hrefs).toEqual(FOOTER_PATHS);
  await expect(page.getByRole("contentinfo").getByRole("form", { name: "Newsletter" })).toBeVisible();
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
    await page.route(isNewsletterPost, async (route) => {
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
    await page.route(isNewsletterPost, (route) =>
      route.fulfill({ status: 500, json: { message: "Oops...something went wrong." } }),
    );
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

test("scroll-to-top: a round blue button at the bottom right past 300 px that returns to the top", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await gotoHydrated(page, "/privacy-policy");
  const button = page.getByRole("button", { name: "Scroll to top" });
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 300));
  await page.evaluate(() => new Promise(requestAnimationFrame));
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect(button).toBeVisible();
  const look = await button.evaluate((el) => {
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    return {
      background: style.backgroundColor,
      round: style.borderRadius,
      right: innerWidth - box.right,
      bottom: innerHeight - box.bottom,
      width: box.width,
      height: box.height,
    };
  });
  expect(look.background).toBe("rgb(37, 99, 235)");
  expect(parseFloat(look.round)).toBeGreaterThanOrEqual(look.width / 2);
  expect(look.width).toBe(look.height);
  expect(look.right).toBeLessThan(40);
  expect(look.bottom).toBeLessThan(40);
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});

test("scroll-to-top is instant with reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await gotoHydrated(page, "/privacy-policy");
  await page.evaluate(() => window.scrollTo(0, 1500));
  await page.getByRole("button", { name: "Scroll to top" }).click();
  // No animation: the page is at the top in the same task as the click.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("a route change jumps to the top of the new page at once, with no smooth scroll", async ({ page }) => {
  await gotoHydrated(page, "/privacy-policy");
  const link = page.getByRole("contentinfo").getByRole("link", { name: "Security" });
  await link.scrollIntoViewIfNeeded();
  // Every scroll position the page passes through once the link is clicked: a smooth scroll would leave
  // steps between. Recording starts at the click, so a late image or font nudging the old page's scroll
  // position before it (scroll anchoring) is not mistaken for one.
  await page.evaluate(() => {
    const positions: number[] = [];
    (window as unknown as { positions: number[] }).positions = positions;
    document.addEventListener("click", () => window.addEventListener("scroll", () => positions.push(window.scrollY)), {
      capture: true,
      once: true,
    });
  });
  await link.click();
  await expect(page).toHaveURL(/\/security$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.evaluate(() => new Promise((r) => setTimeout(r, 100)));
  const positions = await page.evaluate(() => (window as unknown as { positions: number[] }).positions);
  expect(positions.filter((y) => y > 0)).toEqual([]);
});

test.describe("toasts", () => {
  test("sit top right, newest on top, coloured, close after 3000 ms, pause on hover, close on click and on a drag", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, "/features");
    // Nothing here may close on its own while the test looks (the time that takes is the machine's): the
    // library times each toast by its progress bar's animation, so every bar is slowed a thousandfold as
    // soon as it is in the document (a MutationObserver's callback runs before the next frame). Closing
    // on time is the next test's subject.
    await page.evaluate(() => {
      new MutationObserver(() => {
        for (const bar of document.querySelectorAll(".Toastify__progress-bar"))
          for (const animation of bar.getAnimations()) animation.playbackRate = 0.001;
      }).observe(document.body, { childList: true, subtree: true });
    });
    let n = 0;
    await page.route(isNewsletterPost, (route) => refuseNewsletterPost(route, `Server message ${++n}`));
    const form = page.getByRole("form", { name: "Newsletter" });
    await form.getByLabel("Subscribe to our newsletter").fill("someone@example.com");
    await form.getByRole("button", { name: "Subscribe" }).click();
    const first = page.getByRole("alert").filter({ hasText: "Server message 1" });
    await expect(first).toBeVisible();
    await form.getByRole("button", { name: "Subscribe" }).click();
    const second = page.getByRole("alert").filter({ hasText: "Server message 2" });
    await expect(second).toBeVisible();

    const toasts = page.locator(".Toastify__toast");
    await expect(toasts.first()).toContainText("Server message 2");
    // Measured once it has slid in.
    await expect.poll(() => toasts.first().evaluate((el) => el.getAnimations().length)).toBe(0);
    const box = (await toasts.first().boundingBox())!;
    expect(box.y).toBeLessThan(80);
    expect(1280 - (box.x + box.width)).toBeLessThan(40);
    await expect(toasts.first()).toHaveClass(/Toastify__toast-theme--colored/);
    await expect(toasts.first()).toHaveClass(/Toastify__toast--error/);

    // The library times each toast with its progress bar's animation: 3000 ms, paused under the pointer.
    const bar = toasts.first().locator(".Toastify__progress-bar");
    expect(await bar.evaluate((el) => getComputedStyle(el).animationDuration)).toBe("3s");
    await expect.poll(() => bar.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe("running");
    await toasts.first().hover();
    await expect.poll(() => bar.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe("paused");

    await toasts.first().click();
    await expect(second).toBeHidden();
    // The closed toast collapses before it leaves the document, and the first one slides up meanwhile: the
    // drag starts where the first toast has come to rest.
    await expect(toasts).toHaveCount(1);
    await expect.poll(() => first.evaluate((el) => el.getAnimations().length)).toBe(0);

    const start = (await first.boundingBox())!;
    await page.mouse.move(start.x + 20, start.y + start.height / 2);
    await page.mouse.down();
    await page.mouse.move(start.x + 20 + start.width * 0.9, start.y + start.height / 2, { steps: 10 });
    await page.mouse.up();
    await expect(first).toBeHidden();
  });

  test("close by themselves when their time is up", async ({ page }) => {
    await gotoHydrated(page, "/features");
    await page.route(isNewsletterPost, (route) => refuseNewsletterPost(route, "Server message"));
    const form = page.getByRole("form", { name: "Newsletter" });
    await form.getByLabel("Subscribe to our newsletter").fill("someone@example.com");
    await form.getByRole("button", { name: "Subscribe" }).click();
    const toast = page.getByRole("alert").filter({ hasText: "Server message" });
    await expect(toast).toBeVisible();
    // Timed by its progress bar's 3 s CSS animation (checked above), which the page clock cannot move.
    await page
      .locator(".Toastify__progress-bar")
      .evaluate(
        (bar) => new Promise<void>((resolve) => bar.addEventListener("animationend", () => resolve(), { once: true })),
      );
    await expect(toast).toBeHidden();
  });
});
