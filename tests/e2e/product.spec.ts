/** /product: hero, four product cards, login links on each product's host, NEW badge. */
import { expect, gotoHydrated, test } from "./support/fixtures";
import { expectPageBasics } from "./support/page-checks";

/** APP_URL is not set for the end-to-end server, so the configuration default applies. */
const APP_URL = "https://app.sleeve.example";

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("renders the hero and the four products without accessibility violations", async ({ page }) => {
      const response = await gotoHydrated(page, "/product");
      expect(response?.status()).toBe(200);
      await expect(page.locator("main").getByText("Complete Business Solutions", { exact: true })).toBeVisible();
      await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
        "Document Collection",
        "Contract Management",
        "Visa Process Management",
        "Certificate Management",
      ]);
      for (const img of await page.locator("main img").all()) {
        await expect(img).toHaveAttribute("width", /\d+/);
        await expect(img).toHaveAttribute("height", /\d+/);
      }
      await expectPageBasics(page, { path: "/product", h1: "Transform Your Business" });
    });
  });
}

test("Login links open each product's own host in a new tab", async ({ page }) => {
  await gotoHydrated(page, "/product");
  const expected = [
    ["Document Collection", `${APP_URL}/login`],
    ["Contract Management", "https://contract.sleeve.example/login"],
    ["Visa Process Management", "https://visa.sleeve.example/login"],
  ] as const;
  for (const [title, href] of expected) {
    const card = page.getByRole("article", { name: title });
    const login = card.getByRole("link", { name: `Login to ${title} (opens in a new tab)` });
    await expect(login).toHaveAttribute("href", href);
    await expect(login).toHaveAttribute("target", "_blank");
    await expect(login).toHaveAttribute("rel", "noopener noreferrer");
    await expect(login).toHaveText(/^Login/);
  }
  await expect(page.getByRole("link", { name: /^Login to/ })).toHaveCount(3);
});

test("Contract, Visa Process and Certificate Management carry a NEW badge; Certificate Management has no login", async ({
  page,
}) => {
  await gotoHydrated(page, "/product");
  for (const title of ["Contract Management", "Visa Process Management", "Certificate Management"]) {
    await expect(page.getByRole("article", { name: title }).getByText("NEW", { exact: true })).toBeVisible();
  }
  await expect(
    page.getByRole("article", { name: "Document Collection" }).getByText("NEW", { exact: true }),
  ).toHaveCount(0);
  await expect(page.locator("main").getByText("NEW", { exact: true })).toHaveCount(3);
  const certificate = page.getByRole("article", { name: "Certificate Management" });
  await expect(certificate.getByRole("link")).toHaveCount(0);
});

test('"How its work" opens /how-it-works', async ({ page }) => {
  await gotoHydrated(page, "/product");
  const card = page.getByRole("article", { name: "Document Collection" });
  await expect(page.getByRole("link", { name: "How its work" })).toHaveCount(1);
  await card.getByRole("link", { name: "How its work" }).click();
  await expect(page).toHaveURL(/\/how-it-works$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("How DocSleeve Works");
});

test("is keyboard operable: Tab from the heading reaches the product links in order", async ({ page }) => {
  await gotoHydrated(page, "/product");
  // A click sets the sequential focus navigation starting point without focusing anything.
  await page.getByRole("heading", { level: 1 }).click();
  const reached: (string | null)[] = [];
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press("Tab");
    reached.push(
      await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return el?.closest("main") ? (el.textContent ?? "").trim() : null;
      }),
    );
  }
  expect(reached).toEqual([
    "Login to Document Collection (opens in a new tab)",
    "How its work",
    "Login to Contract Management (opens in a new tab)",
    "Login to Visa Process Management (opens in a new tab)",
    null,
  ]);
});
