/**
 * /faq: every entry server-rendered with FAQPage structured data, the category
 * filters (radio inputs, default All), one answer open at a time with toggle-to-close, answers
 * capped at 400 px, deep links to an answer, keyboard use, axe at 1280 and 375 px, and the
 * accordion with JavaScript off (native `<details name>`).
 */
import type { Page } from "@playwright/test";
import { FAQ_ENTRIES, faqsFor, type FaqEntry, type FaqFilter } from "../../app/content/faq";
import { FREE_PLAN } from "../../app/content/plan-facts";
import { expectAccessible, expect, gotoHydrated, test } from "./support/fixtures";

const FILTERS: FaqFilter[] = ["All", "General", "Subscription", "Product & Pricing", "Security"];
type Entry = Pick<FaqEntry, "question" | "answer">;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const summary = (page: Page, entry: Entry) =>
  page.locator("summary").filter({ hasText: new RegExp(`^${escapeRegExp(entry.question)}$`) });
/** The clickable question line of an entry. */
const question = (page: Page, entry: Entry) => page.locator("main").locator(summary(page, entry));
/** The answer text of an entry, as the visitor sees it (hidden while its entry is closed). */
const answer = (page: Page, entry: Entry) =>
  page
    .locator("main details")
    .filter({ has: summary(page, entry) })
    .getByText(entry.answer);
const openAnswers = (page: Page) => page.locator("main details[open]");

/** One answer at a time: open one, open another (the first closes), click the open one (it closes). */
async function expectOneOpenAtATime(page: Page, first: Entry, second: Entry) {
  await expect(openAnswers(page)).toHaveCount(0);
  await question(page, first).click();
  await expect(answer(page, first)).toBeVisible();
  const box = page.locator("main details[open] > div");
  expect(await box.evaluate((element) => getComputedStyle(element).maxHeight)).toBe("400px");
  expect(await box.evaluate((element) => getComputedStyle(element).overflowY)).toBe("auto");

  // Across categories too: opening an answer in another group closes the first.
  await question(page, second).click();
  await expect(answer(page, second)).toBeVisible();
  await expect(answer(page, first)).toBeHidden();
  await expect(openAnswers(page)).toHaveCount(1);

  await question(page, second).click();
  await expect(answer(page, second)).toBeHidden();
  await expect(openAnswers(page)).toHaveCount(0);
}

test("the server HTML holds every question and FAQPage JSON-LD with every answer", async ({ request }) => {
  const response = await request.get("/faq");
  expect(response.status()).toBe(200);
  const html = await response.text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) =>
    JSON.parse(m[1]!),
  );
  const faqPage = blocks.find((b) => b["@type"] === "FAQPage");
  expect(faqPage, "FAQPage JSON-LD").toBeTruthy();
  expect(faqPage.mainEntity).toHaveLength(FAQ_ENTRIES.length);
  expect(faqPage.mainEntity[0]).toEqual({
    "@type": "Question",
    name: FAQ_ENTRIES[0].question,
    acceptedAnswer: { "@type": "Answer", text: FAQ_ENTRIES[0].answer },
  });
  for (const entry of FAQ_ENTRIES)
    expect(html).toContain(entry.question.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
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

  test("filters by category with radio inputs, All by default", async ({ page }) => {
    await gotoHydrated(page, "/faq");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently asked questions");
    await expect(page).toHaveTitle(/Frequently Asked Questions \| DocSleeve/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/faq$/);
    const group = page.getByRole("group", { name: "Filter questions by category" });
    await expect(group.getByRole("radio")).toHaveCount(FILTERS.length);
    for (const [i, filter] of FILTERS.entries())
      await expect(group.getByRole("radio").nth(i)).toHaveAccessibleName(filter);
    const questions = page.locator("main summary");
    await expect(group.getByRole("radio", { name: "All" })).toBeChecked();
    await expect(questions).toHaveCount(FAQ_ENTRIES.length);
    expect(FAQ_ENTRIES.length).toBeGreaterThanOrEqual(20);

    for (const filter of [...FILTERS.slice(1), "All" as const]) {
      await group.getByRole("radio", { name: filter, exact: true }).click();
      for (const other of FILTERS) {
        await expect(group.getByRole("radio", { name: other, exact: true })).toBeChecked({ checked: other === filter });
      }
      await expect(questions).toHaveText(faqsFor(filter).map((e) => e.question));
      await expect(page.getByRole("status")).toHaveText(`Showing ${faqsFor(filter).length} questions`);
    }
    await expectAccessible(page, "/faq at 1280 px");
  });

  test("opens one answer at a time, closes the open one on a second click, caps answers at 400 px", async ({
    page,
  }) => {
    await gotoHydrated(page, "/faq");
    await expectOneOpenAtATime(page, FAQ_ENTRIES[0]!, FAQ_ENTRIES[8]!);
  });

  test("works with the keyboard alone", async ({ page }) => {
    await gotoHydrated(page, "/faq");
    const all = page.getByRole("radio", { name: "All", exact: true });
    const security = page.getByRole("radio", { name: "Security", exact: true });
    await all.focus();
    // A radio group: the arrows move to the next choice and check it (Security is the last, so Left wraps to it).
    await page.keyboard.press("ArrowLeft");
    await expect(security).toBeFocused();
    await expect(security).toBeChecked();
    await page.keyboard.press("Tab");
    const firstSecurity = faqsFor("Security")[0]!;
    await expect(question(page, firstSecurity)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(answer(page, firstSecurity)).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(answer(page, firstSecurity)).toBeHidden();
  });

  test("a link to /faq#<id> opens that answer", async ({ page }) => {
    await gotoHydrated(page, "/faq#refund-policy");
    const entry = FAQ_ENTRIES.find((e) => e.id === "refund-policy")!;
    await expect(answer(page, entry)).toBeVisible();
    await expect(answer(page, entry)).toBeInViewport();
    await expect(openAnswers(page)).toHaveCount(1);
  });
});

test.describe("FAQ at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("fits the screen and passes axe with an answer open", async ({ page }) => {
    await gotoHydrated(page, "/faq");
    await page.getByRole("radio", { name: "Product & Pricing" }).click();
    const entry = faqsFor("Product & Pricing")[1]!;
    await question(page, entry).click();
    await expect(answer(page, entry)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow, "no horizontal scrolling").toBe(false);
    await expectAccessible(page, "/faq at 375 px");
  });
});

test.describe("FAQ with JavaScript off", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test("lists every entry, the filters work, and the accordion still keeps one answer open", async ({ page }) => {
    await page.goto("/faq");
    await expect(page.locator("main summary")).toHaveText(faqsFor("All").map((e) => e.question));
    // The filters are radio inputs: checked by the browser, applied by CSS.
    const group = page.getByRole("group", { name: "Filter questions by category" });
    await group.getByRole("radio", { name: "Subscription", exact: true }).click();
    await expect(page.locator("main summary:visible")).toHaveText(faqsFor("Subscription").map((e) => e.question));
    await expect(page.getByRole("status")).toHaveText(`Showing ${faqsFor("Subscription").length} questions`, {
      useInnerText: true,
    });
    await group.getByRole("radio", { name: "All", exact: true }).click();
    await expect(page.locator("main summary:visible")).toHaveCount(FAQ_ENTRIES.length);
    await expectOneOpenAtATime(page, FAQ_ENTRIES[1]!, FAQ_ENTRIES[10]!);
  });
});
