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

/*
 * /pricing (decision 0044): the plan table's choices are a GET form that an inline script sends on a
 * change until the app runs, and each Buy Now is a GET form to the details step; the server renders what
 * the URL asks for. Each control is the first interaction of a fresh page; "blocked" never lets the app's
 * scripts through, "slowed" lets them through after the press (the app then keeps what the press did).
 */
const pricingRadio = (page: Page, name: "Monthly" | "Yearly") =>
  page.getByRole("group", { name: "Billing period" }).getByRole("radio", { name: new RegExp(`^${name}`) });
const detailsHeading = (page: Page) => page.getByRole("heading", { level: 1, name: "Create your account" });
const plansHeading = (page: Page) =>
  page.getByRole("heading", { level: 1, name: "Simple plans that grow with your practice" });
const yourPlan = (page: Page) => page.getByRole("complementary", { name: "Your plan" });
/** Gives the sign of intent that releases the app's scripts, and waits for the app. */
async function hydrateNow(page: Page) {
  await page.keyboard.press("Shift");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

test.describe("/pricing with the app's scripts blocked", () => {
  test("Yearly answers the first press, and Monthly the next", async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto("/pricing");
    await expect(page.getByTestId("price-pro")).toHaveText("$19");
    await pricingRadio(page, "Yearly").click();
    await expect(page).toHaveURL(/[?&]period=yearly/);
    await expect(pricingRadio(page, "Yearly")).toBeChecked();
    await expect(page.getByTestId("price-pro")).toHaveText("$190");
    await expect(page.getByTestId("price-team")).toHaveText("$390");
    await pricingRadio(page, "Monthly").click();
    await expect(page.getByTestId("price-team")).toHaveText("$39");
    await expect(pricingRadio(page, "Monthly")).toBeChecked();
    expect(scripts.count()).toBeGreaterThan(0);
    expect(await hydrated(page)).toBe(false);
  });

  test("the currency answers the first press", async ({ page }) => {
    await holdScripts(page);
    await page.goto("/pricing");
    await page.getByLabel("Currency").selectOption("EUR");
    await expect(page.getByTestId("price-team")).toHaveText("€36");
    await expect(page.getByLabel("Currency")).toHaveValue("EUR");
    expect(await hydrated(page)).toBe(false);
  });

  test("a Sleeve-credit tier answers the first press, keeping period and currency", async ({ page }) => {
    await holdScripts(page);
    await page.goto("/pricing?period=yearly&currency=EUR");
    await expect(page.getByTestId("price-team")).toHaveText("€360");
    await page.getByLabel("Sleeve credit").nth(1).selectOption({ label: "3,000 Sleeves per year" });
    await expect(page.getByTestId("price-team")).toHaveText("€650");
    await expect(pricingRadio(page, "Yearly")).toBeChecked();
    await expect(page.getByLabel("Sleeve credit").nth(1)).toHaveValue(/\d+/);
    expect(await hydrated(page)).toBe(false);
  });

  test("Buy Now Pro answers the first press with the details form for the chosen plan and period", async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto("/pricing?period=yearly");
    await page.getByRole("button", { name: "Buy Now Pro" }).click();
    await expect(detailsHeading(page)).toBeVisible();
    await expect(page).toHaveURL(/\?step=details&plan=pro&period=yearly&/);
    await expect(yourPlan(page)).toContainText("DocSleeve Pro · Yearly");
    await expect(page.getByLabel("First Name")).toBeEditable();
    await expect(page.getByRole("navigation", { name: "Checkout progress" })).toBeVisible();
    expect(scripts.count()).toBeGreaterThan(0);
    expect(await hydrated(page)).toBe(false);
  });

  test("Back and Change plan on the details form answer the first press with the plan table as it was", async ({
    page,
  }) => {
    await holdScripts(page);
    await page.goto("/pricing?step=details&plan=team&period=yearly&tier=1&currency=EUR");
    await expect(yourPlan(page)).toContainText("DocSleeve Team · Yearly");
    await page.getByRole("button", { name: "Back" }).click();
    await expect(plansHeading(page)).toBeVisible();
    await expect(pricingRadio(page, "Yearly")).toBeChecked();
    await expect(page.getByTestId("price-team")).toHaveText("€360");
    await page.getByRole("button", { name: "Buy Now Team" }).click();
    await expect(detailsHeading(page)).toBeVisible();
    await yourPlan(page).getByRole("button", { name: "Change plan" }).click();
    await expect(plansHeading(page)).toBeVisible();
    await expect(page.getByLabel("Currency")).toHaveValue("EUR");
  });

  test("the later stages show no control before the app runs: the order summary comes with it", async ({ page }) => {
    await holdScripts(page);
    // A later step asks for its scripts at once; held, they may keep the load event from ever firing
    // (whether they are asked for before or after it is a race), so the test waits for the response only.
    await page.goto("/pricing?step=payment", { waitUntil: "commit" });
    await expect(page.getByText("Loading your order…")).toBeAttached();
    await expect(page.getByRole("region", { name: "Order summary" })).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("radio")).toHaveCount(0);
  });
});

test.describe("/pricing with the app's scripts slowed", () => {
  test("Yearly pressed before the app loads is kept by the app, which then answers on the client", async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto("/pricing");
    await pricingRadio(page, "Yearly").click();
    await expect(page.getByTestId("price-pro")).toHaveText("$190");
    await scripts.release();
    await hydrateNow(page);
    // The flow holds the choice and the URL lets it go; a reload restores it from the flow.
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(pricingRadio(page, "Yearly")).toBeChecked();
    await expect(page.getByTestId("price-pro")).toHaveText("$190");
    const documents: string[] = [];
    page.on("request", (r) => void (r.resourceType() === "document" && documents.push(r.url())));
    await pricingRadio(page, "Monthly").click();
    await expect(page.getByTestId("price-pro")).toHaveText("$19");
    await page.getByLabel("Currency").selectOption("EUR");
    await expect(page.getByTestId("price-team")).toHaveText("€36");
    expect(documents, "the app answers on the client").toEqual([]);
  });

  test("a currency chosen before the app loads survives a reload", async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto("/pricing");
    await page.getByLabel("Currency").selectOption("SGD");
    await expect(page.getByTestId("price-pro")).toHaveText("S$25");
    await scripts.release();
    await hydrateNow(page);
    await expect(page).toHaveURL(/\/pricing$/);
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.getByLabel("Currency")).toHaveValue("SGD");
    await expect(page.getByTestId("price-pro")).toHaveText("S$25");
  });

  test("Buy Now Team pressed before the app loads: the details form stays, keeps what was typed, and the app validates it", async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto("/pricing");
    await page.getByRole("button", { name: "Buy Now Team" }).click();
    await expect(detailsHeading(page)).toBeVisible();
    await page.getByLabel("First Name").fill("Mei Ling");
    await scripts.release();
    await hydrateNow(page);
    await expect(page).toHaveURL(/\/pricing\?step=details$/);
    await expect(detailsHeading(page)).toBeVisible();
    await expect(yourPlan(page)).toContainText("DocSleeve Team · Monthly");
    await expect(page.getByLabel("First Name")).toHaveValue("Mei Ling");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Last name is required", { exact: true })).toBeVisible();
    await expect(page.getByText("First name is required", { exact: true })).toHaveCount(0);
    await expect(page.getByLabel("Last Name")).toBeFocused();
    // The app's own Back: back to the plan table on the client.
    await page.getByRole("button", { name: "Back" }).click();
    await expect(plansHeading(page)).toBeVisible();
  });
});

test.describe("/pricing with the app's scripts slowed, more controls", () => {
  test("a Sleeve-credit tier chosen before the app loads is kept, and Buy Now takes it", async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto("/pricing?period=yearly&currency=EUR");
    await page.getByLabel("Sleeve credit").nth(1).selectOption({ label: "3,000 Sleeves per year" });
    await expect(page.getByTestId("price-team")).toHaveText("€650");
    await scripts.release();
    await hydrateNow(page);
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByTestId("price-team")).toHaveText("€650");
    await page.getByRole("button", { name: "Buy Now Team" }).click();
    await expect(detailsHeading(page)).toBeVisible();
    await expect(yourPlan(page)).toContainText("3,000 Sleeves per year");
  });

  test("Back pressed on the details form before the app loads: the app shows the plan table as it was", async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto("/pricing?step=details&plan=pro&period=yearly&tier=1&currency=SGD");
    await page.getByRole("button", { name: "Back" }).click();
    await expect(plansHeading(page)).toBeVisible();
    await scripts.release();
    await hydrateNow(page);
    await expect(plansHeading(page)).toBeVisible();
    await expect(pricingRadio(page, "Yearly")).toBeChecked();
    await expect(page.getByLabel("Currency")).toHaveValue("SGD");
  });
});

test.describe("/pricing with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("Show prices applies the period and currency, and Buy Now opens the details form", async ({ page }) => {
    await page.goto("/pricing");
    await pricingRadio(page, "Yearly").check();
    await page.getByLabel("Currency").selectOption("EUR");
    await page.getByRole("button", { name: "Show prices" }).click();
    await expect(page.getByTestId("price-team")).toHaveText("€360");
    await page.getByRole("button", { name: "Buy Now Team" }).click();
    await expect(detailsHeading(page)).toBeVisible();
    await expect(yourPlan(page)).toContainText("DocSleeve Team · Yearly");
    await expect(page.getByRole("form", { name: "Create your account" })).toHaveCount(1);
  });
});
