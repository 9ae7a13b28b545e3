/**
 * /use-cases and /use-cases/:id: six cards with Learn More; each detail page with its
 * lead, description, key features, key benefits, customer story, conclusion and pricing button; an
 * unknown id shows the grid with a 404 status and robots noindex.
 */
import type { Page } from "@playwright/test";
import { USE_CASES } from "../../app/content/use-cases";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { expectPageBasics } from "./support/page-checks";

const IDS = [
  "real-estate",
  "lending-and-brokerage",
  "accounting-and-bookkeeping",
  "taxation",
  "legal-services",
  "compliance",
];

/** The six cards, each linking to its page. */
async function expectGrid(page: Page) {
  const cards = page.locator("main ul > li article");
  await expect(cards).toHaveCount(6);
  await expect(cards.locator("h2")).toHaveText(USE_CASES.map((useCase) => useCase.title));
  for (const useCase of USE_CASES) {
    const link = page.getByRole("link", { name: `Learn More about ${useCase.title}` });
    await expect(link).toHaveAttribute("href", `/use-cases/${useCase.id}`);
    await expect(link).toHaveText(`Learn More about ${useCase.title}`);
  }
}

test("content and routes agree on the six ids", () => {
  expect(USE_CASES.map((useCase) => useCase.id)).toEqual(IDS);
});

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("/use-cases shows six cards", async ({ page }) => {
      const response = await gotoHydrated(page, "/use-cases");
      expect(response?.status()).toBe(200);
      await expectGrid(page);
      await expectPageBasics(page, { path: "/use-cases", h1: "Built for the way your industry works" });
    });

    for (const useCase of USE_CASES) {
      test(`/use-cases/${useCase.id} shows the whole story`, async ({ page }) => {
        const response = await gotoHydrated(page, `/use-cases/${useCase.id}`);
        expect(response?.status()).toBe(200);
        const main = page.locator("main");
        await expect(main).toContainText(useCase.lead);
        for (const paragraph of useCase.desc) await expect(main).toContainText(paragraph);

        const features = page.getByRole("region", { name: "Key features" });
        await expect(features.locator("li h3")).toHaveText(useCase.features.map((point) => point.title));
        const benefits = page.getByRole("region", { name: "Key benefits" });
        await expect(benefits.locator("li h3")).toHaveText(useCase.benefits.map((point) => point.title));

        const story = page.getByRole("region", { name: "Customer story" });
        await expect(story.locator("blockquote")).toHaveText(`“${useCase.story.quote}”`);
        const caption = story.locator("figcaption");
        for (const part of ["author", "role", "company"] as const)
          await expect(caption).toContainText(useCase.story[part]);
        await expect(story).toContainText(useCase.story.outcome);

        await expect(main).toContainText(useCase.conclusion);
        await expect(page.getByRole("link", { name: "View Pricing" })).toHaveAttribute("href", "/pricing");
        await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", useCase.metaDescription);
        await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
        await expectPageBasics(page, { path: `/use-cases/${useCase.id}`, h1: useCase.title, title: useCase.metaTitle });
      });
    }

    test("an unknown use case shows the grid with status 404 and noindex", async ({ page }) => {
      const response = await gotoHydrated(page, "/use-cases/underwater-basket-weaving");
      expect(response?.status()).toBe(404);
      await expect(page.locator("main")).toContainText("We could not find that use case.");
      await expectGrid(page);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expectPageBasics(page, {
        path: "/use-cases/underwater-basket-weaving",
        canonical: "/use-cases",
        h1: "Built for the way your industry works",
      });
    });
  });
}

test("Learn More opens the use case and the back link returns to the grid", async ({ page }) => {
  await gotoHydrated(page, "/use-cases");
  await page.getByRole("link", { name: "Learn More about Taxation" }).click();
  await expect(page).toHaveURL(/\/use-cases\/taxation$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Taxation");
  await expect(page).toHaveTitle("Tax Document Collection for Tax Preparers | DocSleeve");
  await page.getByRole("link", { name: "All use cases" }).click();
  await expect(page).toHaveURL(/\/use-cases$/);
  await expect(page.locator("main ul > li article")).toHaveCount(6);
});

test("the server renders every use case page in full (view source shows the text)", async ({ request }) => {
  for (const useCase of USE_CASES) {
    const html = await (await request.get(`/use-cases/${useCase.id}`)).text();
    expect(html).toContain(useCase.story.author);
  }
  const unknown = await request.get("/use-cases/nothing-here");
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain('<meta name="robots" content="noindex"/>');
});
