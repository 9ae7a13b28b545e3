/**
 * /faq: every entry server-rendered with FAQPage structured data, the category
 * filters (aria-pressed, default All), one answer open at a time with toggle-to-close, answers
 * capped at 400 px, deep links to an answer, keyboard use, and axe at 1280 and 375 px.
 */
import { FAQ_ENTRIES, faqsFor, type FaqFilter } from "../../app/content/faq";
import { FREE_PLAN } from "../../app/content/plan-facts";
import { expectAccessible, expect, gotoHydrated, test } from "./support/fixtures";

const FILTERS: FaqFilter[] = ["All", "General", "Subscription", "Product & Pricing", "Security"];

test("the server HTML holds every question and FAQPage JSON-LD with every answer", async ({ request }) => {
  const response = await request.get("/faq");
  expect(response.status()).toBe(200);
  const html = await response.text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
  const faqPage = blocks.find((b) => b["@type"] === "FAQPage");
  expect(faqPage, "FAQPage JSON-LD").toBeTruthy();
  expect(faqPage.mainEntity).toHaveLength(FAQ_ENTRIES.length);
  expect(faqPage.mainEntity[0]).toEqual({
    "@type": "Question",
    name: FAQ_ENTRIES[0].question,
    acceptedAnswer: { "@type": "Answer", text: FAQ_ENTRIES[0].answer },
  });
  for (const entry of FAQ_ENTRIES) expect(html).toContain(entry.question.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
  // The free-plan answer is built from the same constant the plan seed uses.
  const freePlan = FAQ_ENTRIES.find((e) => e.id === "free-plan")!;
  expect(freePlan.answer).toContain(`${FREE_PLAN.sleevesPerMonth} free Sleeves per month`);
  expect(html).toContain(`${FREE_PLAN.sleevesPerMonth} free Sleeves per month`);
});

test("/faq is listed in the sitemap", async ({ request }) => {
  expect(await (await request.get("/sitemap.xml")).text()).toContain("/faq</loc>");
});

test.describe("FAQ at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("filters by category with aria-pressed, All by default", async ({ page }) => {
    await gotoHydrated(page, "/faq");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently asked questions");
    await expect(page).toHaveTitle(/Frequently Asked Questions \| DocSleeve/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/faq$/);
    const group = page.getByRole("group", { name: "Filter questions by category" });
    await expect(group.getByRole("button")).toHaveText(FILTERS);
    const questions = page.locator("main [aria-controls][aria-expanded]");
    await expect(group.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
    await expect(questions).toHaveCount(FAQ_ENTRIES.length);
    expect(FAQ_ENTRIES.length).toBeGreaterThanOrEqual(20);

    for (const filter of [...FILTERS.slice(1), "All" as const]) {
      await group.getByRole("button", { name: filter, exact: true }).click();
      for (const other of FILTERS) {
        await expect(group.getByRole("button", { name: other, exact: true })).toHaveAttribute("aria-pressed", String(other === filter));
      }
      await expect(questions).toHaveText(faqsFor(filter).map((e) => e.question));
      await expect(page.getByRole("status")).toHaveText(`Showing ${faqsFor(filter).length} questions`);
    }
    await expectAccessible(page, "/faq at 1280 px");
  });

  test("opens one answer at a time, closes the open one on a second click, caps answers at 400 px", async ({ page }) => {
    await gotoHydrated(page, "/faq");
    const first = page.getByRole("button", { name: FAQ_ENTRIES[0].question });
    const second = page.getByRole("button", { name: FAQ_ENTRIES[8].question });
    await expect(page.locator("main [aria-expanded=true]")).toHaveCount(0);

    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    const firstPanel = page.getByRole("region", { name: FAQ_ENTRIES[0].question });
    await expect(firstPanel).toHaveText(FAQ_ENTRIES[0].answer);
    const maxHeight = await firstPanel.locator(":scope > div").evaluate((box) => getComputedStyle(box).maxHeight);
    expect(maxHeight).toBe("400px");

    // Across categories too: opening an answer in another group closes the first.
    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(firstPanel).toBeHidden();
    await expect(page.locator("main [aria-expanded=true]")).toHaveCount(1);

    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("main [aria-expanded=true]")).toHaveCount(0);
  });

  test("works with the keyboard alone", async ({ page }) => {
    await gotoHydrated(page, "/faq");
    const security = page.getByRole("button", { name: "Security", exact: true });
    await security.focus();
    await page.keyboard.press("Space");
    await expect(security).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("Tab");
    const firstSecurity = faqsFor("Security")[0]!;
    await expect(page.getByRole("button", { name: firstSecurity.question })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("region", { name: firstSecurity.question })).toHaveText(firstSecurity.answer);
  });

  test("a link to /faq#<id> opens that answer", async ({ page }) => {
    await gotoHydrated(page, "/faq#refund-policy");
    const entry = FAQ_ENTRIES.find((e) => e.id === "refund-policy")!;
    await expect(page.getByRole("button", { name: entry.question })).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("region", { name: entry.question })).toBeInViewport();
  });
});

test.describe("FAQ at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("fits the screen and passes axe with an answer open", async ({ page }) => {
    await gotoHydrated(page, "/faq");
    await page.getByRole("button", { name: "Product & Pricing" }).click();
    await page.getByRole("button", { name: faqsFor("Product & Pricing")[1]!.question }).click();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow, "no horizontal scrolling").toBe(false);
    await expectAccessible(page, "/faq at 375 px");
  });
});
