/**
 * Hydration on intent (app/head-scripts/intent.ts and app-scripts.ts, docs/decisions/0022-hydration-on-intent-without-rewriting.md, 0075):
 * a static page requests no script file and no module preload until the visitor's first sign of intent,
 * then hydrates; /pricing too, unless only the app can show it (decision 0044); the home page by its deadline. Nothing is replayed: what the
 * visitor does before hydration works natively (menus, links, forms posting to the server) or keeps its
 * state (text typed into a field) for when the app has hydrated.
 */
import type { Page } from "@playwright/test";
import { NEWSLETTER_POPUP } from "../../app/content/cta";
import { test, expect } from "./support/fixtures";
import { holdScripts } from "./support/hold-scripts";
import { isContactPost } from "./support/form-posts";

/** Records the paths of the scripts the page requests (module preloads included) and of anything under /assets/ ending in .js. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (r.resourceType() === "script" || path.endsWith(".js")) scripts.push(path);
  });
  return scripts;
}

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");

test("a static page requests no script and no module preload until the visitor's first sign of intent, then hydrates", async ({
  page,
}) => {
  const scripts = recordScripts(page);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/security");
  await page.waitForLoadState("networkidle");
  expect(await page.locator("html").getAttribute("data-hydrate")).toBe("interaction");
  expect(scripts, "scripts before interaction").toEqual([]);
  // Nothing that loads the app is in the document yet: no preload link, no module script.
  await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
  await expect(page.locator('script[type="module"]')).toHaveCount(0);
  expect(await hydrated(page)).toBe(false);

  await page.mouse.move(200, 300);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  expect(scripts.some((s) => s.includes("/entry.client-"))).toBe(true);
  expect(scripts.some((s) => s.includes("/security-"))).toBe(true);
  // React Router's preload links were inserted as it rendered them.
  expect(await page.locator('link[rel="modulepreload"]').count()).toBeGreaterThan(0);
  // Its data, streamed at the end of the body before the app loaded, reached the app: no script failed.
  expect(errors).toEqual([]);
});

test("a scroll is a sign of intent too, and the hydrated page navigates on the client", async ({ page }) => {
  await page.goto("/privacy-policy");
  await page.mouse.wheel(0, 400);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const documentRequests: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "document") documentRequests.push(r.url());
  });
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms & Conditions" }).click();
  await expect(page).toHaveURL(/\/terms-condition$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(documentRequests, "a client-side navigation loads no document").toEqual([]);
});

/** When the page asked for its first script file, against its first contentful paint (ms since navigation start). */
const paintAndFirstScript = (page: Page) =>
  page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    firstScript: Math.min(
      ...performance
        .getEntriesByType("resource")
        .filter((e) => /\/assets\/[\w-]+\.js$/.test(e.name))
        .map((e) => e.startTime),
    ),
  }));

/*
 * /pricing works as the server sends it (decision 0044), so it hydrates at the first sign of intent like a
 * static page; at once, after its first paint, where only the app can show the page: the tab holds a flow
 * to restore, or the URL asks for a later stage.
 */
test("the pricing page hydrates at the first sign of intent, and at once when the tab holds a flow or the stage needs the app", async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto("/pricing");
  await page.waitForLoadState("networkidle");
  expect(await page.locator("html").getAttribute("data-hydrate")).toBe("interaction");
  expect(scripts, "scripts before interaction").toEqual([]);
  await page.keyboard.press("Shift");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  expect(scripts.some((s) => s.includes("/entry.client-"))).toBe(true);

  // The app stored the flow: the next visit in this tab hydrates without any interaction, after its first paint.
  await page.goto("/pricing");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  expect(await page.locator("html").getAttribute("data-hydrate")).toBe("interaction");
  const order = await paintAndFirstScript(page);
  expect(order.paint).toBeDefined();
  expect(order.firstScript).toBeGreaterThan(order.paint!);

  // Nothing stored, but a stage the server cannot show: at once too.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto("/pricing?step=payment");
  expect(await page.locator("html").getAttribute("data-hydrate")).toBe("load");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const payment = await paintAndFirstScript(page);
  expect(payment.firstScript).toBeGreaterThan(payment.paint!);
});

test("the home page hydrates 4 s after the load at the latest, in time for its 5 s pop-up", async ({ page }) => {
  const scripts = recordScripts(page);
  // The clock stands still from before the navigation: only runFor() moves it.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto("/");
  await page.waitForLoadState("load");
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

  test("a tap on the menu button before hydration opens the menu at once, and it stays open and works after hydration", async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto("/terms-condition");
    await page.waitForLoadState("networkidle");
    // The menu is a native <dialog> opened by an invoker command: no script is needed for it.
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Site menu" });
    await expect(menu).toBeVisible();
    expect(await menu.boundingBox()).toEqual({
      x: 0,
      y: 0,
      width: 375,
      height: 800,
    });
    // The tap was the first interaction: the scripts were asked for, and the page hydrates behind the open menu.
    await expect.poll(() => scripts.count()).toBeGreaterThan(0);
    expect(await hydrated(page)).toBe(false);
    await scripts.release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(menu).toBeVisible();
    await menu.locator("summary", { hasText: "Product" }).click();
    await menu.getByRole("link", { name: "How It Works" }).click();
    await expect(page).toHaveURL(/\/how-it-works$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/How .* Works/);
    await expect(menu).toBeHidden();
  });
});

test("a newsletter address sent before hydration is posted to the server, which answers with the message and keeps the text", async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto("/refund-policy");
  const form = page.getByRole("form", { name: "Newsletter" });
  await form.getByRole("textbox").fill("not-an-email");
  await form.getByRole("button", { name: "Subscribe" }).click();
  // The form posted natively (the app never loaded): the subscribe page shows the form's own message.
  await expect(page).toHaveURL(/\/newsletter\/subscribe$/);
  const subscribe = page.getByRole("form", { name: "Subscribe" });
  await expect(subscribe.getByRole("alert")).toHaveText("Please enter a valid email address");
  await expect(subscribe.getByRole("textbox")).toHaveValue("not-an-email");
  await scripts.release();
});

test("text typed into the contact form before hydration is kept, and sent once the page has hydrated", async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto("/contact");
  // No script can have run: the form is the server's HTML.
  await page.getByRole("radio", { name: /Sales/ }).check();
  await page.getByLabel("Your name").fill("Early Typist");
  await page.getByLabel("Work email").fill("early@example.com");
  await page.getByLabel("How can we help?").fill("Typed before the page had loaded any script.");
  expect(await hydrated(page)).toBe(false);
  // The button needs the captcha, which needs the app: before hydration nothing can be sent, and a
  // native submission could only post (never put the fields in a URL).
  await expect(page.getByRole("button", { name: "Send Message" })).toBeDisabled();
  await expect(page.locator("form[aria-labelledby='contact-form-heading']")).toHaveAttribute("method", "post");

  let sent: unknown;
  await page.route(isContactPost, async (route) => {
    sent = Object.fromEntries(new URLSearchParams(route.request().postData() ?? ""));
    await route.fallback();
  });
  await scripts.release();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // The text is still there, and the app knows it (the counter follows the typed explanation).
  await expect(page.getByLabel("Your name")).toHaveValue("Early Typist");
  await expect(page.getByRole("radio", { name: /Sales/ })).toBeChecked();
  await expect(page.getByTestId("contact-explain-counter")).toHaveText(/^44 \//);
  await page.getByLabel("Your name").focus();
  const send = page.getByRole("button", { name: "Send Message" });
  await expect(send).toBeEnabled({ timeout: 60_000 });
  await send.click();
  await expect(page.getByTestId("contact-thank-you")).toBeVisible();
  expect(sent).toMatchObject({
    question: "Sales",
    name: "Early Typist",
    email: "early@example.com",
    explain_question: "Typed before the page had loaded any script.",
  });
});

test("a link followed before hydration is a plain page load", async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto("/privacy-policy");
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms & Conditions" }).click();
  await expect(page).toHaveURL(/\/terms-condition$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await scripts.release();
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("a page requests no script and no module preload: React Router's elements stay in an inert template", async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await page.goto("/security");
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(scripts).toEqual([]);
    await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
  });
});
