/**
 * A launch offer from the console to the receipt, in Chromium: the first owner creates LAUNCH20 (20% off,
 * once) at /admin/promotions; a visitor arrives on the home page with `?promo=LAUNCH20` and a campaign,
 * follows the header's Pricing link (which keeps the code), buys Team for 3 users yearly in SGD with the
 * sandbox card and sees the discount as its own line, the tax on the discounted amount and the new total;
 * the receipt mail carries the discount; the console then shows one redemption, the discount on the
 * order's page, and the purchase's funnel steps and campaign on /admin/analytics. axe on both console pages.
 *
 * It starts from the owner session that tests/e2e/console-auth.spec.ts saves (project "console" in
 * playwright.config.ts). The visitor has a context of its own, without the console's cookie.
 */
import type { Page } from "@playwright/test";
import { allMail, waitForMail } from "./support/mailbox";
import { expect, expectAccessible, test } from "./support/fixtures";
import { verificationCodeFor } from "./support/purchase";
import { fillSandboxCard } from "./support/sandbox-card";

test.describe.configure({ mode: "serial", timeout: 300_000 });

const hydrated = (page: Page) => page.locator("html[data-hydrated]").waitFor({ state: "attached" });
const CAMPAIGN = `launch-week-${Date.now().toString(36)}`;
const VISITOR_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

const summaryLine = (page: Page, label: string | RegExp) =>
  page
    .getByRole("region", { name: "Order summary" })
    .locator("div")
    .filter({ has: page.locator("dt", { hasText: label }) })
    .locator("dd");

/** The cell of the row whose first cell is `first`, in column `column` (0-based), of the table `caption`. */
const cell = (page: Page, caption: string, first: string, column: number) =>
  page
    .getByRole("table", { name: caption })
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: first, exact: true }) })
    .getByRole("cell")
    .nth(column);

test("done when: LAUNCH20 from the console through a sandbox purchase, the receipt, the order and the funnel", async ({
  page,
  browser,
}) => {
  // The operator creates the code.
  await page.goto("/admin/promotions");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Promotions");
  await hydrated(page);
  await page.getByLabel("Code", { exact: true }).fill("launch20");
  await page.getByLabel("Percent off").fill("20");
  // The documented labels name one field each ("Amount off" is the first currency's; the others name their currency).
  await expect(page.getByLabel("Amount off")).toHaveCount(1);
  await expect(page.getByLabel("Duration")).toHaveCount(1);
  await page.getByLabel("Duration", { exact: true }).selectOption({ label: "Once" });
  await page.getByRole("button", { name: "Create code" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Promotion code created. (LAUNCH20)" })).toBeVisible();
  // With a code listed (its Edit panel in the page), "Max redemptions" still names the create form's field only.
  await expect(page.getByLabel("Max redemptions")).toHaveCount(1);
  await expectAccessible(page, "/admin/promotions");

  // A visitor arrives from a campaign with the code and follows the header's Pricing link.
  // A browser's own user agent: the headless one is a bot to the analytics (isbot), which count no bots.
  const visitor = await (
    await browser.newContext({ viewport: { width: 1280, height: 900 }, userAgent: VISITOR_AGENT })
  ).newPage();
  const email = `launch20-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await visitor.goto(`/?promo=LAUNCH20&utm_source=newsletter&utm_medium=email&utm_campaign=${CAMPAIGN}`);
  await expect(
    visitor.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }),
  ).toHaveAttribute("href", "/pricing?promo=LAUNCH20");
  await visitor.keyboard.press("Shift");
  await hydrated(visitor);
  await visitor.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
  await expect(visitor).toHaveURL(/\/pricing\?promo=LAUNCH20$/);
  await hydrated(visitor);

  // Team, yearly, SGD, 3 users; details; the e-mail code.
  await visitor.getByLabel("Currency").selectOption("SGD");
  await visitor
    .getByRole("radio", { name: /^Yearly/ })
    .first()
    .check();
  await visitor.getByRole("button", { name: "Buy Now Team" }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
  await expect(visitor).toHaveURL(/promo=LAUNCH20/);
  await visitor.getByLabel("First Name").fill("Mei Ling");
  await visitor.getByLabel("Last Name").fill("Tan");
  await visitor.getByLabel("Email", { exact: true }).fill(email);
  await visitor.getByLabel("Company Name").fill("Tan Advisory Pte. Ltd.");
  await visitor.getByLabel("Password", { exact: true }).fill("Sleeve#2025");
  await visitor.getByLabel("Confirm Password", { exact: true }).fill("Sleeve#2025");
  await visitor.getByLabel(/I agree to the/).check();
  const before = allMail().length;
  await visitor.getByRole("button", { name: "Next" }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: "Confirm Email" })).toBeVisible();
  await visitor.getByLabel("Verification code").fill(await verificationCodeFor(email, before));
  await visitor.getByRole("button", { name: "Verify" }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();

  // The order summary: the discount as its own line, the tax on the discounted amount, the new total.
  const summary = visitor.getByRole("region", { name: "Order summary" });
  await summary.getByRole("button", { name: "Add a user" }).click();
  await summary.getByRole("button", { name: "Add a user" }).click();
  await expect(summary.getByLabel("Users")).toHaveValue("3");
  await expect(summaryLine(visitor, "Subtotal")).toHaveText("S$670.00");
  await expect(summaryLine(visitor, "Promotion code LAUNCH20 (20% off the first payment)")).toHaveText("-S$134.00");
  await expect(summaryLine(visitor, "GST 9%")).toHaveText("S$48.24");
  await expect(summaryLine(visitor, "Total due today")).toHaveText("S$584.24");
  await fillSandboxCard(visitor, "4242 4242 4242 4242", "Mei Ling Tan");
  await visitor.getByRole("button", { name: /Pay Now/ }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: "You have successfully completed." })).toBeVisible({
    timeout: 30_000,
  });
  await visitor.context().close();

  // The receipt carries the discount.
  const receipt = await waitForMail(email, /^Your DocSleeve receipt$/);
  expect(receipt.text).toContain("Subtotal: S$670.00");
  expect(receipt.text).toContain("Promotion code LAUNCH20 (20% off the first payment): -S$134.00");
  expect(receipt.text).toContain("GST 9%: S$48.24");
  expect(receipt.text).toContain("Total paid (SGD): S$584.24");
  expect(receipt.text).toContain("Renewals after the discount (SGD): S$730.30");

  // The console: one redemption; the order's page shows the discount.
  await page.goto("/admin/promotions?q=LAUNCH20");
  await expect(cell(page, "Promotion codes", "LAUNCH20", 5)).toHaveText("1");
  // The operator raises its limit; the discount is shown with why it cannot change.
  await hydrated(page);
  const edit = page.locator("details").filter({ has: page.locator("summary", { hasText: "LAUNCH20" }) });
  await edit.locator("summary").click();
  await expect(edit.getByText(/The discount and its duration cannot be changed/)).toBeVisible();
  await edit.getByLabel("Redemption limit").fill("100");
  await page.getByRole("button", { name: "Save changes to LAUNCH20" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Promotion code saved. (LAUNCH20)" })).toBeVisible();
  await expect(cell(page, "Promotion codes", "LAUNCH20", 5)).toHaveText("1 of 100");
  await page.goto(`/admin/orders?q=${encodeURIComponent(email)}`);
  await page.getByRole("link", { name: new RegExp(email.replace(/[.+]/g, "\\$&")) }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Order of Mei Ling Tan");
  const fact = (term: string) =>
    page.locator("dt", { hasText: new RegExp(`^${term}$`) }).locator("xpath=following-sibling::dd[1]");
  await expect(fact("Promotion code")).toHaveText("LAUNCH20 (20% off the first payment)");
  await expect(fact("Discount")).toHaveText("-S$134.00");
  await expect(fact("Tax")).toHaveText("S$48.24 (9%)");
  await expect(fact("Total")).toHaveText("S$584.24");
  await expect(fact("Renewals")).toHaveText("S$730.30 per payment after the discount");

  // The funnel shows that purchase's steps and its campaign (the recorder writes its batch every few
  // seconds: the page is asked again until the batch is in, never with a fixed wait).
  // The report tables head each row with its step (a row header); the count is the first data cell.
  const countOf = async (step: string) =>
    Number(
      await page
        .getByRole("table", { name: "Purchase funnel" })
        .getByRole("row")
        .filter({ has: page.getByRole("rowheader", { name: step, exact: true }) })
        .getByRole("cell")
        .first()
        .textContent(),
    );
  await expect(async () => {
    await page.goto("/admin/analytics?plan=team");
    for (const step of [
      "Buy Now",
      "Code sent",
      "E-mail verified",
      "Promotion applied",
      "Payment attempted",
      "Paid",
      "Promotion redeemed",
    ])
      expect(await countOf(step), step).toBeGreaterThanOrEqual(1);
    expect(await countOf("Pricing viewed")).toBeGreaterThanOrEqual(1);
    await expect(
      page.getByRole("table", { name: "Top campaigns" }).getByRole("row").filter({ hasText: CAMPAIGN }),
    ).toContainText("newsletter");
  }).toPass({ timeout: 60_000 });
  await hydrated(page);
  await expectAccessible(page, "/admin/analytics");
});
