/**
 * The home page: server-rendered content in its fixed order, the newsletter
 * pop-up (5 s delay, validation, subscription, not shown again), the typed hero word with its
 * carousel (fake clock), reduced motion, the FAQ accordion, and accessibility at 1280 and 375 px.
 */
import type { Page } from "@playwright/test";
import { COMPARISON_ROWS } from "../../app/content/comparison";
import { NEWSLETTER_POPUP } from "../../app/content/cta";
import { homeFaqs } from "../../app/content/faq";
import { FEATURES } from "../../app/content/features";
import { HERO_HEADING_ACCESSIBLE } from "../../app/content/hero";
import { USE_CASES } from "../../app/content/use-cases";
import { expectAccessible, expect, gotoHydrated, reloadHydrated, test } from "./support/fixtures";
import { isNewsletterPost } from "./support/form-posts";

/**
 * Opens `/` with a fake clock installed before navigation and paused from the first script, so the
 * page's timers run only when the test advances the clock. It starts at the real time because the
 * prerendered footer shows the current year, which must match on hydration.
 */
async function gotoWithClock(page: Page) {
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1000);
  await gotoHydrated(page, "/");
}

/** Marks the pop-up as already closed, for tests about something else. */
async function skipPopup(page: Page) {
  await page.addInitScript(() =>
    localStorage.setItem("docsleeve.newsletter-popup", JSON.stringify({ until: Date.now() + 86_400_000 })),
  );
}

/** axe-core schedules its work with timers: let the fake clock flow while it runs. */
async function expectAccessibleWithClock(page: Page, label: string) {
  await page.clock.resume();
  await expectAccessible(page, label);
}

const popup = (page: Page) => page.getByRole("dialog", { name: NEWSLETTER_POPUP.heading });
const heroWord = (page: Page) => page.locator("[data-hero-word]");
const activeSlide = (page: Page) => page.locator("[data-slide][data-active]");

test("the Organization JSON-LD is on the home page, with the site's public address, and on no other page", async ({
  request,
}) => {
  const jsonLd = async (path: string) =>
    [
      ...(await (await request.get(path)).text()).matchAll(
        /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs,
      ),
    ].map((m) => JSON.parse(m[1]!) as { "@type": string; url?: string; logo?: string });
  const organization = (await jsonLd("/")).find((b) => b["@type"] === "Organization");
  expect(organization?.url).toBe(new URL("/", test.info().project.use.baseURL).href);
  expect(organization?.logo).toMatch(/\/images\/brand\/logo-mark\.svg$/);
  for (const path of ["/features", "/faq", "/terms-condition", "/pricing", "/blog"]) {
    expect(
      (await jsonLd(path)).map((b) => b["@type"]),
      path,
    ).not.toContain("Organization");
  }
});

test("the server HTML holds the whole page, the hero heading first", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(HERO_HEADING_ACCESSIBLE);
  // An empty attribute as the build's critical-CSS step writes it (bare, as HTML allows) or as React does.
  expect(html).toMatch(/data-hero-word(?:="")?>COLLECTION</);
  // The first carousel picture is fetched first and has its size reserved.
  const image = /<img[^>]+src="\/images\/hero\/collection.svg"[^>]*>/.exec(html)?.[0] ?? "";
  expect(image).toMatch(/fetchpriority="high"/i);
  expect(image).toContain('width="520"');
  expect(image).toContain('height="380"');
  for (const text of [
    FEATURES.slice(0, 6)[5]!.title,
    USE_CASES[5]!.title,
    COMPARISON_ROWS[11]!.docsleeve,
    homeFaqs()[3]!.answer.slice(0, 40),
  ]) {
    expect(html).toContain(text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
  }
});

test.describe("sections at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("come in order, hero to FAQ, with the right counts and links", async ({ page }) => {
    await skipPopup(page);
    await gotoWithClock(page);
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveAccessibleName(HERO_HEADING_ACCESSIBLE);
    const order = await main
      .locator(":scope > section")
      .evaluateAll((sections) => sections.map((s) => s.id || s.getAttribute("aria-labelledby")));
    expect(order).toEqual([
      "hero-heading",
      "steps",
      "why-docsleeve",
      "features",
      "use-cases",
      "comparison",
      "get-started",
      "faq",
    ]);

    await expect(page.getByRole("link", { name: "Get Started" })).toHaveAttribute(
      "href",
      "https://app.sleeve.example/sign-up",
    );
    await expect(page.getByRole("link", { name: "Watch Demo" })).toHaveAttribute("href", "/how-it-works");

    await expect(page.locator("#steps ol > li h3")).toHaveText([
      "Sign Up",
      "Create Requests",
      "Invite Clients",
      "Review & Manage",
    ]);
    await expect(page.locator("#why-docsleeve ul > li")).toHaveCount(4);
    await expect(page.locator("#features ul > li h3")).toHaveText(FEATURES.slice(0, 6).map((f) => f.title));
    await expect(page.locator("#features").getByRole("link", { name: "Show More" })).toHaveAttribute(
      "href",
      "/features",
    );

    const useCaseLinks = page.locator("#use-cases").getByRole("link");
    await expect(useCaseLinks).toHaveCount(6);
    for (const [i, useCase] of USE_CASES.entries()) {
      await expect(useCaseLinks.nth(i)).toHaveAttribute("href", `/use-cases/${useCase.id}`);
      await expect(useCaseLinks.nth(i)).toHaveAccessibleName(new RegExp(useCase.title));
    }

    await expect(page.getByRole("list", { name: "The Traditional Way" }).getByRole("listitem")).toHaveCount(12);
    await expect(page.getByRole("list", { name: "The DocSleeve Way" }).getByRole("listitem")).toHaveCount(12);
    // Side by side on a wide screen, with point i of each column on the same row.
    const left = await page
      .getByRole("list", { name: "The Traditional Way" })
      .getByRole("listitem")
      .nth(6)
      .boundingBox();
    const right = await page
      .getByRole("list", { name: "The DocSleeve Way" })
      .getByRole("listitem")
      .nth(6)
      .boundingBox();
    expect(right!.x).toBeGreaterThan(left!.x + left!.width);
    expect(Math.abs(right!.y - left!.y)).toBeLessThan(2);

    await expect(page.getByRole("link", { name: "Start Free Trial" })).toHaveAttribute("href", "/pricing");
    await expect(page.getByRole("link", { name: "Contact Sales" })).toHaveAttribute("href", "/contact");
    await expect(page.locator("#faq").getByRole("link", { name: "View all FAQs" })).toHaveAttribute("href", "/faq");
    await expectAccessibleWithClock(page, "home at 1280 px");
  });

  test("the FAQ accordion keeps one answer open at a time", async ({ page }) => {
    await gotoWithClock(page);
    const entries = page.locator("#faq details");
    const summaries = page.locator("#faq summary");
    await expect(summaries).toHaveText(homeFaqs().map((f) => f.question));
    await expect(entries.nth(0)).toHaveAttribute("open", "");
    await expect(entries.nth(0).getByText(homeFaqs()[0]!.answer)).toBeVisible();

    await summaries.nth(1).click();
    await expect(entries.nth(1).getByText(homeFaqs()[1]!.answer)).toBeVisible();
    await expect(entries.nth(0).getByText(homeFaqs()[0]!.answer)).toBeHidden();
    await expect(page.locator("#faq details[open]")).toHaveCount(1);

    await summaries.nth(1).press("Enter");
    await expect(entries.nth(1).getByText(homeFaqs()[1]!.answer)).toBeHidden();
    await expect(page.locator("#faq details[open]")).toHaveCount(0);
  });
});

test.describe("newsletter pop-up", () => {
  test("appears only after 5 s, closes on its button with focus back, and stays away after a reload", async ({
    page,
  }) => {
    await gotoWithClock(page);
    await page.clock.runFor(4900);
    await expect(popup(page)).toHaveCount(0);
    await page.clock.runFor(200);
    await expect(popup(page)).toBeVisible();
    await expect(popup(page)).toHaveAccessibleDescription(NEWSLETTER_POPUP.body);
    await expect(popup(page)).toBeFocused();
    await expectAccessibleWithClock(page, "home with the pop-up open");
    await page.clock.pauseAt(Date.now() + 60_000);

    await popup(page).getByRole("button", { name: "Close newsletter pop-up" }).click();
    await expect(popup(page)).toHaveCount(0);

    await reloadHydrated(page);
    await page.clock.runFor(30_000);
    await expect(popup(page)).toHaveCount(0);
  });

  test("waits another 5 s rather than interrupting a visitor who is typing elsewhere", async ({ page }) => {
    await gotoWithClock(page);
    const footerField = page.getByRole("form", { name: "Newsletter" }).getByLabel("Subscribe to our newsletter");
    await footerField.focus();
    await page.clock.runFor(5500);
    await expect(popup(page)).toHaveCount(0);
    await footerField.blur();
    await page.clock.runFor(5000);
    await expect(popup(page)).toBeVisible();
  });

  test("closes on Escape, keeps focus inside while open, and gives focus back", async ({ page }) => {
    await gotoWithClock(page);
    await page.getByRole("link", { name: "Watch Demo" }).focus();
    await page.clock.runFor(5000);
    await expect(popup(page)).toBeVisible();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await popup(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(popup(page)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Watch Demo" })).toBeFocused();
  });

  test("validates with the pop-up's messages, shows Subscribing..., toasts the server message and closes", async ({
    page,
  }) => {
    await gotoWithClock(page);
    await page.clock.runFor(5000);
    const dialog = popup(page);
    const input = dialog.getByLabel(NEWSLETTER_POPUP.emailLabel);
    const submit = dialog.getByRole("button", { name: NEWSLETTER_POPUP.button });

    await submit.click();
    await expect(dialog.getByRole("alert")).toHaveText("Please Enter Email");
    await input.fill("not-an-email");
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    await input.press("Enter");
    await expect(dialog.getByRole("alert")).toHaveText("Please enter valid email");
    await expect(input).toHaveAttribute("aria-invalid", "true");

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(isNewsletterPost, async (route) => {
      await held;
      await route.continue();
    });
    await input.fill(`popup-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`);
    await submit.click();
    await expect(dialog.getByRole("button", { name: "Subscribing..." })).toBeDisabled();
    await expect(input).toBeDisabled();
    release();
    await expect(page.getByRole("alert").filter({ hasText: "Thank you for subscribing" })).toBeVisible();
    await expect(dialog).toHaveCount(0);

    await reloadHydrated(page);
    await page.clock.runFor(10_000);
    await expect(popup(page)).toHaveCount(0);
  });

  test("keeps the pop-up open with the message when the server fails", async ({ page }) => {
    await gotoWithClock(page);
    await page.clock.runFor(5000);
    await page.route(isNewsletterPost, (route) =>
      route.fulfill({ status: 500, json: { message: "Oops...something went wrong." } }),
    );
    await popup(page).getByLabel(NEWSLETTER_POPUP.emailLabel).fill("someone@example.com");
    await popup(page).getByRole("button", { name: NEWSLETTER_POPUP.button }).click();
    await expect(popup(page).getByRole("alert")).toHaveText("Oops...something went wrong.");
    await expect(popup(page).getByLabel(NEWSLETTER_POPUP.emailLabel)).toHaveValue("someone@example.com");
  });
});

test.describe("hero animation", () => {
  test("types the words in order with the carousel in step, without moving the page", async ({ page }) => {
    await gotoWithClock(page);
    await expect(heroWord(page)).toHaveText("COLLECTION");
    await expect(activeSlide(page)).toHaveAttribute("data-slide", "COLLECTION");
    const below = page.getByText(/^Collect documents, information/);
    const before = await below.boundingBox();

    // 1500 ms hold, then 50 ms per deleted letter: after 1725 ms four letters are gone.
    await page.clock.runFor(1725);
    await expect(heroWord(page)).toHaveText("COLLEC");
    expect("COLLECTION".startsWith((await heroWord(page).textContent()) ?? "-")).toBe(true);
    await expect(activeSlide(page)).toHaveAttribute("data-slide", "COLLECTION");

    // Empty at 2000 ms with the next slide (the line keeps its height: nothing below moves), then
    // 100 ms per typed letter (S at 2100): SIGNING is whole at 2700 ms.
    await page.clock.runFor(325);
    await expect(heroWord(page)).toHaveText("");
    await expect(activeSlide(page)).toHaveAttribute("data-slide", "SIGNING");
    expect(await below.boundingBox()).toEqual(before);
    await page.clock.runFor(100);
    await expect(heroWord(page)).toHaveText("S");
    await page.clock.runFor(600);
    await expect(heroWord(page)).toHaveText("SIGNING");
    expect(await below.boundingBox()).toEqual(before);

    // The h1 reads as one sentence; the typed letters are hidden from assistive technology.
    await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(HERO_HEADING_ACCESSIBLE);
  });

  test("starts with the page load, before hydration, and carries on unchanged once the page hydrates", async ({
    page,
  }) => {
    await skipPopup(page);
    const now = Date.now();
    await page.clock.install({ time: now });
    await page.clock.pauseAt(now + 1000);
    await page.goto("/");
    // Nobody has touched the page: it has not hydrated (that waits for intent, or 4 s), yet the word moves.
    await page.clock.runFor(1725);
    await expect(heroWord(page)).toHaveText("COLLEC");
    await page.clock.runFor(325);
    await expect(heroWord(page)).toHaveText("");
    await expect(activeSlide(page)).toHaveAttribute("data-slide", "SIGNING");
    await expect(page.getByRole("button", { name: "Show signing" })).toHaveAttribute("aria-current", "true");
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

    await page.keyboard.press("Shift");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(heroWord(page)).toHaveText("");
    await expect(activeSlide(page)).toHaveAttribute("data-slide", "SIGNING");
    await page.clock.runFor(100);
    await expect(heroWord(page)).toHaveText("S");
    await page.clock.runFor(600);
    await expect(heroWord(page)).toHaveText("SIGNING");
    // The hydrated page steers the same animation.
    await page.getByRole("button", { name: "Pause animation" }).click();
    await page.clock.runFor(5000);
    await expect(heroWord(page)).toHaveText("SIGNING");
  });

  test("fetches only the first slide's picture with the page; the next one before its slide shows, a pressed one at once", async ({
    page,
  }) => {
    await skipPopup(page);
    const pictures: string[] = [];
    page.on("request", (r) => {
      const name = /\/images\/hero\/(\w+)\.svg$/.exec(r.url())?.[1];
      if (name) pictures.push(name);
    });
    const now = Date.now();
    await page.clock.install({ time: now });
    await page.clock.pauseAt(now + 1000);
    await page.goto("/");
    await page.waitForLoadState("load");
    expect(pictures).toEqual(["collection"]);
    const shown = (word: string) =>
      page.locator(`[data-slide="${word}"] img`).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth);
    // The first letter deleted (1550 ms): the next slide's picture is fetched while the word is retyped.
    await page.clock.runFor(1550);
    await expect.poll(() => pictures).toEqual(["collection", "signing"]);
    await expect.poll(() => shown("SIGNING")).toBe(520);
    await page.clock.runFor(450);
    await expect(activeSlide(page)).toHaveAttribute("data-slide", "SIGNING");
    await expect(page.locator('[data-slide="SIGNING"] img')).toBeVisible();
    // A slide button shows a slide whose picture was not fetched yet: fetched then, and shown.
    await page.getByRole("button", { name: "Show security" }).click();
    await expect(activeSlide(page)).toHaveAttribute("data-slide", "SECURITY");
    await expect.poll(() => shown("SECURITY")).toBe(520);
    await expect(page.locator('[data-slide="SECURITY"] img')).toBeVisible();
    // A fetched picture stays displayed when its slide fades out: the slides cross-fade.
    await expect(page.locator('[data-slide="SIGNING"] img')).toHaveCSS("display", "block");
    // Pictures no slide has asked for are still not fetched.
    expect(pictures).not.toContain("tagging");
  });

  test("pauses, and a slide button shows its word in full", async ({ page }) => {
    await skipPopup(page);
    await gotoWithClock(page);
    await page.getByRole("button", { name: "Pause animation" }).click();
    await page.clock.runFor(10_000);
    await expect(heroWord(page)).toHaveText("COLLECTION");
    await page.getByRole("button", { name: "Show security" }).click();
    await expect(heroWord(page)).toHaveText("SECURITY");
    await expect(activeSlide(page)).toHaveAttribute("data-slide", "SECURITY");
    await expect(page.getByRole("button", { name: "Show security" })).toHaveAttribute("aria-current", "true");
    await page.getByRole("button", { name: "Play animation" }).click();
    await page.clock.runFor(1500 + 8 * 50 + 10 * 100 + 100);
    await expect(heroWord(page)).toHaveText("MANAGEMENT");
  });

  test("stays on one static word with prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoWithClock(page);
    await page.clock.runFor(4000);
    await expect(heroWord(page)).toHaveText("COLLECTION");
    await expect(activeSlide(page)).toHaveAttribute("data-slide", "COLLECTION");
    await expect(page.getByRole("button", { name: "Pause animation" })).toHaveCount(0);
  });
});

test.describe("home at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("stacks the sections without horizontal scrolling and passes axe, pop-up included", async ({ page }) => {
    await gotoWithClock(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow, "no horizontal scrolling").toBe(false);
    const left = await page.getByRole("list", { name: "The Traditional Way" }).boundingBox();
    const right = await page.getByRole("list", { name: "The DocSleeve Way" }).boundingBox();
    expect(right!.y).toBeGreaterThan(left!.y + left!.height);
    await page.clock.runFor(5000);
    await expect(popup(page)).toBeVisible();
    const box = await popup(page).boundingBox();
    expect(box!.width).toBeLessThanOrEqual(375);
    await expectAccessibleWithClock(page, "pop-up at 375 px");
    await popup(page).getByRole("button", { name: "Close newsletter pop-up" }).click();
    // The hero rotates from the page load: pause it and let the slides' fade finish, since axe measuring
    // text halfway through a fade reports its passing contrast as too low.
    await page.getByRole("button", { name: "Pause animation" }).click();
    await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition)));
    await expectAccessible(page, "home at 375 px");
  });

  test("the longest hero word fits on one line at 320 px", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await gotoWithClock(page);
    await page.getByRole("button", { name: "Show management" }).click();
    await expect(heroWord(page)).toHaveText("MANAGEMENT");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow, "no horizontal scrolling").toBe(false);
  });
});
