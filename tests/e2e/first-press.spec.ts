/**
 * Every control works on the first press (decision 0031): the FAQ and integration filters
 * (radio inputs applied by CSS) and the home hero's pause and slide buttons (answered by the hero's inline
 * script) are pressed as the very first interaction of a fresh page, with the app's scripts blocked (held
 * for good), slowed (held, then let through: the app then keeps what the press did), and, for the
 * filters, with JavaScript off.
 */
import type { Page } from "@playwright/test";
import { FAQ_CATEGORIES, FAQ_ENTRIES, faqsFor } from "../../app/content/faq";
import { INTEGRATION_FILTERS, integrationsFor } from "../../app/content/integrations";
import { expect, suppressNewsletterPopup, test } from "./support/fixtures";
import { holdScripts } from "./support/hold-scripts";

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");
const faqRadio = (page: Page, name: string) =>
  page.getByRole("group", { name: "Filter questions by category" }).getByRole("radio", { name, exact: true });
const integrationRadio = (page: Page, name: string) =>
  page.getByRole("group", { name: "Filter integrations by category" }).getByRole("radio", { name, exact: true });
/** What the visitor sees: hidden entries and counts are still in the page until the app renders. */
const visibleQuestions = (page: Page) => page.locator("main summary:visible");
const visibleCards = (page: Page) => page.locator("main ul > li:visible article h2");
const heroWord = (page: Page) => page.locator("[data-hero-word]");
const countLine = (page: Page) => page.getByText(/^\d+ integrations?$/).filter({ visible: true });
const plural = (n: number) => `${n} ${n === 1 ? "integration" : "integrations"}`;

/** Opens the home page with a paused fake clock (the hero's timers run only when the test says). */
async function gotoHomeWithClock(page: Page) {
  await suppressNewsletterPopup(page);
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1000);
  await page.goto("/");
}

test.describe("with the app's scripts blocked", () => {
  test("the FAQ filters answer the first press, every category", async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto("/faq");
    await faqRadio(page, "Security").click();
    await expect(visibleQuestions(page)).toHaveText(faqsFor("Security").map((e) => e.question));
    await expect(page.getByRole("status")).toHaveText(`Showing ${faqsFor("Security").length} questions`, {
      useInnerText: true,
    });
    // The press was the page's first interaction: it asked for the app, which never came.
    await expect.poll(() => scripts.count()).toBeGreaterThan(0);
    for (const category of [...FAQ_CATEGORIES.filter((c) => c !== "Security"), "All" as const]) {
      await faqRadio(page, category).click();
      await expect(faqRadio(page, category)).toBeChecked();
      await expect(visibleQuestions(page)).toHaveText(faqsFor(category).map((e) => e.question));
      await expect(page.getByRole("status")).toHaveText(`Showing ${faqsFor(category).length} questions`, {
        useInnerText: true,
      });
    }
    expect(await hydrated(page)).toBe(false);
  });

  test("the integration filters answer the first press, every category", async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto("/integrations");
    await integrationRadio(page, "Storage").click();
    await expect(visibleCards(page)).toHaveText(integrationsFor("Storage").map((i) => i.name));
    await expect(countLine(page)).toHaveText(plural(integrationsFor("Storage").length));
    await expect.poll(() => scripts.count()).toBeGreaterThan(0);
    for (const filter of [...INTEGRATION_FILTERS.filter((f) => f !== "Storage"), "Storage" as const]) {
      await integrationRadio(page, filter).click();
      await expect(visibleCards(page)).toHaveText(integrationsFor(filter).map((i) => i.name));
      await expect(countLine(page)).toHaveText(plural(integrationsFor(filter).length));
    }
    expect(await hydrated(page)).toBe(false);
  });

  test("Productivity as the first press on /integrations", async ({ page }) => {
    await holdScripts(page);
    await page.goto("/integrations");
    await integrationRadio(page, "Productivity").click();
    await expect(visibleCards(page)).toHaveText(["Google Calendar"]);
    await expect(countLine(page)).toHaveText("1 integration");
  });

  test("the hero's pause button answers the first press", async ({ page }) => {
    const scripts = await holdScripts(page);
    await gotoHomeWithClock(page);
    await page.getByRole("button", { name: "Pause animation" }).click();
    await expect(page.getByRole("button", { name: "Play animation" })).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(heroWord(page)).toHaveText("COLLECTION");
    await expect.poll(() => scripts.count()).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Play animation" }).click();
    await page.clock.runFor(1500 + 10 * 50 + 7 * 100 + 50);
    await expect(heroWord(page)).toHaveText("SIGNING");
    expect(await hydrated(page)).toBe(false);
  });

  test("a hero slide button answers the first press", async ({ page }) => {
    await holdScripts(page);
    await gotoHomeWithClock(page);
    await page.getByRole("button", { name: "Show security" }).click();
    await expect(heroWord(page)).toHaveText("SECURITY");
    await expect(page.locator("[data-slide][data-active]")).toHaveAttribute("data-slide", "SECURITY");
    await expect(page.getByRole("button", { name: "Show security" })).toHaveAttribute("aria-current", "true");
    // Showing a slide pauses the rotation.
    await expect(page.getByRole("button", { name: "Play animation" })).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(heroWord(page)).toHaveText("SECURITY");
    expect(await hydrated(page)).toBe(false);
  });
});

test.describe("with the app's scripts slowed", () => {
  test("a FAQ filter chosen before hydration is kept by the app, which then filters itself", async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto("/faq");
    await faqRadio(page, "Subscription").click();
    await expect(visibleQuestions(page)).toHaveText(faqsFor("Subscription").map((e) => e.question));
    await scripts.release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // The app adopted the choice: only that category is rendered now.
    await expect(page.locator("main summary")).toHaveText(faqsFor("Subscription").map((e) => e.question));
    await expect(page.getByRole("status")).toHaveText(`Showing ${faqsFor("Subscription").length} questions`);
    await faqRadio(page, "All").click();
    await expect(page.locator("main summary")).toHaveCount(FAQ_ENTRIES.length);
  });

  test("an integration filter chosen before hydration is kept by the app", async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto("/integrations");
    await integrationRadio(page, "Productivity").click();
    await expect(visibleCards(page)).toHaveText(["Google Calendar"]);
    await scripts.release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.locator("main ul > li article h2")).toHaveText(["Google Calendar"]);
    await expect(page.getByText("1 integration", { exact: true })).toBeVisible();
    await integrationRadio(page, "Storage").click();
    await expect(page.locator("main ul > li article h2")).toHaveText(integrationsFor("Storage").map((i) => i.name));
  });

  test("the hero paused before hydration stays paused, and its buttons keep working after", async ({ page }) => {
    const scripts = await holdScripts(page);
    await gotoHomeWithClock(page);
    await page.getByRole("button", { name: "Pause animation" }).click();
    await scripts.release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.clock.runFor(10_000);
    await expect(heroWord(page)).toHaveText("COLLECTION");
    await expect(page.getByRole("button", { name: "Play animation" })).toBeVisible();
    await page.getByRole("button", { name: "Show tagging" }).click();
    await expect(heroWord(page)).toHaveText("TAGGING");
    await expect(page.getByRole("button", { name: "Show tagging" })).toHaveAttribute("aria-current", "true");
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the integration filters work", async ({ page }) => {
    await page.goto("/integrations");
    await expect(visibleCards(page)).toHaveCount(5);
    await integrationRadio(page, "Storage").click();
    await expect(visibleCards(page)).toHaveText(integrationsFor("Storage").map((i) => i.name));
    await expect(countLine(page)).toHaveText("4 integrations");
  });

  test("the hero shows its first slide and no controls that could not act", async ({ page }) => {
    await page.goto("/");
    await expect(heroWord(page)).toHaveText("COLLECTION");
    await expect(page.getByRole("button", { name: "Pause animation" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Show security" })).toBeHidden();
  });
});
