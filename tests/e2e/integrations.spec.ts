/**
 * /integrations and /integrations/:route: "Powerful Integrations", the All / Storage /
 * Productivity filter (radio inputs), cards with View More, and the detail view with its own URL;
 * unknown names fall back to the Google Drive text with a canonical link to it.
 */
import type { Page } from "@playwright/test";
import { INTEGRATIONS, richTextToPlain } from "../../app/content/integrations";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { expectPageBasics } from "./support/page-checks";

const filterButton = (page: Page, name: string) =>
  page.getByRole("group", { name: "Filter integrations by category" }).getByRole("radio", { name, exact: true });
const cardNames = (page: Page) => page.locator("main ul > li article h2");

/** The filters' checked states, in order All, Storage, Productivity. */
async function expectPressed(page: Page, active: "All" | "Storage" | "Productivity") {
  for (const name of ["All", "Storage", "Productivity"]) {
    await expect(filterButton(page, name)).toBeChecked({ checked: name === active });
  }
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("/integrations shows every integration under All", async ({ page }) => {
      const response = await gotoHydrated(page, "/integrations");
      expect(response?.status()).toBe(200);
      await expectPressed(page, "All");
      await expect(cardNames(page)).toHaveText(["Google Drive", "Dropbox", "Box", "OneDrive", "Google Calendar"]);
      for (const integration of INTEGRATIONS) {
        const card = page.getByRole("article", { name: integration.name, exact: true });
        await expect(card.locator("img")).toHaveAttribute("src", integration.logo);
        await expect(card.locator("img")).toHaveAttribute("width", "64");
        await expect(card).toContainText(integration.status);
        await expect(card).toContainText(integration.users);
        await expect(card).toContainText(`Category: ${integration.category}`);
        await expect(card).toContainText(integration.description);
        await expect(card.getByRole("link", { name: `View More about ${integration.name}` })).toHaveAttribute(
          "href",
          `/integrations/${integration.route}`,
        );
      }
      // The popularity figures as published, written out so a changed figure fails here.
      for (const [name, users] of [
        ["Box", "45K+ users"],
        ["OneDrive", "58K+ users"],
        ["Google Calendar", "68K+ users"],
      ] as const) {
        await expect(page.getByRole("article", { name, exact: true })).toContainText(users);
      }
      await expectPageBasics(page, { path: "/integrations", h1: "Powerful Integrations" });
    });

    for (const integration of INTEGRATIONS) {
      test(`/integrations/${integration.route} shows the detail view`, async ({ page }) => {
        const response = await gotoHydrated(page, `/integrations/${integration.route}`);
        expect(response?.status()).toBe(200);
        const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
        await expect(breadcrumb).toHaveText(`INTEGRATIONS/${integration.name}`);
        await expect(breadcrumb.getByRole("link", { name: "INTEGRATIONS" })).toHaveAttribute("href", "/integrations");
        await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(integration.name);

        const main = page.locator("main");
        await expect(main).toContainText(integration.headerLine);
        await expect(page.getByRole("link", { name: "Back to Integrations" })).toHaveAttribute("href", "/integrations");
        await expect(page.getByRole("img", { name: `DocSleeve connected with ${integration.name}` })).toBeVisible();
        await expect(main.locator('img[src="/images/integrations/docsleeve.svg"]')).toHaveCount(1);
        await expect(main.locator(`img[src="${integration.logo}"]`)).toHaveCount(1);

        await expect(main).toContainText(richTextToPlain(integration.detailDescription));
        await expect(main.locator("strong")).toHaveText(
          integration.detailDescription.filter((segment) => segment.bold).map((segment) => segment.text),
        );

        await expect(page.getByRole("heading", { name: "Using this integration, you can:" })).toBeVisible();
        const capabilities = page
          .getByRole("heading", { name: "Using this integration, you can:" })
          .locator("+ ul > li");
        await expect(capabilities).toHaveText([...integration.capabilities]);

        const streamlined = page.getByRole("region", { name: "Streamlined Document Management" });
        await expect(streamlined.getByRole("heading", { level: 2 })).toHaveText("Streamlined Document Management");
        if (integration.streamlinedSummary)
          await expect(streamlined.locator("p")).toHaveText(integration.streamlinedSummary);
        else await expect(streamlined.locator("p")).toHaveCount(0);

        await expectPageBasics(page, {
          path: `/integrations/${integration.route}`,
          h1: `${integration.name} Integration`,
        });
      });
    }

    test("an unknown integration falls back to Google Drive with a canonical link to it", async ({ page }) => {
      const response = await gotoHydrated(page, "/integrations/fax-machine");
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveText("INTEGRATIONS/Google Drive");
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      await expectPageBasics(page, {
        path: "/integrations/fax-machine",
        canonical: "/integrations/google-drive",
        h1: "Google Drive Integration",
      });
    });
  });
}

test("Google Calendar's streamlined section has a heading and no body", async ({ page }) => {
  await gotoHydrated(page, "/integrations/google-calendar");
  const streamlined = page.getByRole("region", { name: "Streamlined Document Management" });
  await expect(streamlined).toBeVisible();
  expect((await streamlined.innerText()).trim()).toBe("Streamlined Document Management");
});

test("filters show the right cards and mark the active button", async ({ page }) => {
  await gotoHydrated(page, "/integrations");
  await expect(page.getByText("5 integrations")).toBeVisible();

  await filterButton(page, "Storage").click();
  await expectPressed(page, "Storage");
  await expect(cardNames(page)).toHaveText(["Google Drive", "Dropbox", "Box", "OneDrive"]);
  await expect(page.getByText("4 integrations")).toBeVisible();

  await filterButton(page, "Productivity").click();
  await expectPressed(page, "Productivity");
  await expect(cardNames(page)).toHaveText(["Google Calendar"]);
  await expect(page.getByText("1 integration", { exact: true })).toBeVisible();

  await filterButton(page, "All").click();
  await expectPressed(page, "All");
  await expect(cardNames(page)).toHaveCount(5);
  await expect(page.getByText("5 integrations")).toBeVisible();
});

test("the active filter is highlighted", async ({ page }) => {
  await gotoHydrated(page, "/integrations");
  // The radio input covers its label, which carries the pill's colours.
  const background = (name: string) =>
    filterButton(page, name).evaluate((el) => getComputedStyle(el.closest("label")!).backgroundColor);
  const active = await background("All");
  expect(await background("Storage")).not.toBe(active);
  await filterButton(page, "Storage").click();
  // Colours ease in (transition), so poll until they settle.
  await expect.poll(() => background("Storage")).toBe(active);
  await expect.poll(() => background("All")).not.toBe(active);
});

test("filters work from the keyboard (a radio group: Tab in, arrows to choose)", async ({ page }) => {
  await gotoHydrated(page, "/integrations");
  await filterButton(page, "All").focus();
  await page.keyboard.press("ArrowRight");
  await expect(filterButton(page, "Storage")).toBeFocused();
  await expectPressed(page, "Storage");
  await expect(cardNames(page)).toHaveText(["Google Drive", "Dropbox", "Box", "OneDrive"]);
  await page.keyboard.press("ArrowRight");
  await expect(filterButton(page, "Productivity")).toBeFocused();
  await expectPressed(page, "Productivity");
  await expect(cardNames(page)).toHaveText(["Google Calendar"]);
  // Tab leaves the group for the first card's link.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "View More about Google Calendar" })).toBeFocused();
});

test("View More opens the detail view at its own URL; breadcrumb and Back return to the list", async ({ page }) => {
  await gotoHydrated(page, "/integrations");
  await page.getByRole("link", { name: "View More about Dropbox" }).click();
  await expect(page).toHaveURL(/\/integrations\/dropbox$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dropbox Integration");
  await expect(page).toHaveTitle("Dropbox Integration | DocSleeve");

  await page.getByRole("link", { name: "Back to Integrations" }).click();
  await expect(page).toHaveURL(/\/integrations$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Powerful Integrations");

  await page.getByRole("link", { name: "View More about Google Calendar" }).click();
  await expect(page).toHaveURL(/\/integrations\/google-calendar$/);
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "INTEGRATIONS" }).click();
  await expect(page).toHaveURL(/\/integrations$/);
  await expect(cardNames(page)).toHaveCount(5);
});

test("the server renders the detail view in full, also for an unknown name", async ({ request }) => {
  const html = await (await request.get("/integrations/box")).text();
  expect(html).toContain("Box Integration");
  expect(html).toContain("Using this integration, you can:");
  const fallback = await request.get("/integrations/not-a-real-integration");
  expect(fallback.status()).toBe(200);
  const text = await fallback.text();
  expect(text).toContain("Google Drive Integration");
  expect(text).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/integrations\/google-drive"\/>/);
});

test.describe("without any script", () => {
  test.use({ javaScriptEnabled: false });

  test("View More and Back to Integrations work on the first tap", async ({ page }) => {
    await page.goto("/integrations");
    await page
      .getByRole("article", { name: "Box", exact: true })
      .getByRole("link", { name: "View More about Box" })
      .click();
    await expect(page).toHaveURL(/\/integrations\/box$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Box Integration");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveText("INTEGRATIONS/Box");
    await page.getByRole("link", { name: "Back to Integrations" }).click();
    await expect(page).toHaveURL(/\/integrations$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Powerful Integrations");
  });
});
