/**
 * Tax by the buyer's place, as a buyer meets it on /pricing: the details step's "Tax ID (optional)" and
 * the order summary's rate and reason before paying (decision 0040).
 */
import type { Page, TestInfo } from "@playwright/test";
import { allMail } from "./support/mailbox";
import { expect, expectAccessible, gotoHydrated, test } from "./support/fixtures";
import { verificationCodeFor } from "./support/purchase";
import { fillSandboxCard } from "./support/sandbox-card";

const freshEmail = (info: TestInfo, tag: string) =>
  `${tag}-${info.project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`.toLowerCase();

/** The "Your plan" card beside the details and code stages: its total's words. */
const briefTotal = (page: Page) => page.getByRole("complementary", { name: "Your plan" }).getByText(/^Total/);

const summaryLine = (page: Page, label: string | RegExp) =>
  page
    .getByRole("region", { name: "Order summary" })
    .locator("div")
    .filter({ has: page.locator("dt", { hasText: label }) })
    .locator("dd");

/** Buy Now Team (monthly, EUR) → details for a buyer in `country` with `taxId` → code → Payment. */
async function toPayment(page: Page, info: TestInfo, country: string, taxId = "") {
  const email = freshEmail(info, "tax");
  await gotoHydrated(page, "/pricing");
  await page.getByLabel("Currency").selectOption("EUR");
  await page.getByRole("button", { name: "Buy Now Team" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
  await page.getByLabel("First Name").fill("Jonas");
  await page.getByLabel("Last Name").fill("Weber");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Company Name").fill("Weber Steuerberatung GmbH");
  await page.getByLabel("Password", { exact: true }).fill("Sleeve#2025");
  await page.getByLabel("Confirm Password", { exact: true }).fill("Sleeve#2025");
  await page.getByLabel("Country").selectOption({ label: country });
  await page.getByLabel("Tax ID (optional)").fill(taxId);
  await page.getByLabel(/I agree to the/).check();
  const before = allMail().length;
  await page.getByRole("button", { name: "Next" }).click();
  return { email, before };
}

async function verify(page: Page, email: string, before: number) {
  await expect(page.getByRole("heading", { level: 1, name: "Confirm Email" })).toBeVisible();
  await page.getByLabel("Verification code").fill(await verificationCodeFor(email, before));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
}

test("a German business with a VAT number sees Reverse charge and 0% before paying, and pays the subtotal", async ({
  page,
}, info) => {
  const { email, before } = await toPayment(page, info, "Germany", "DE136695976");
  await verify(page, email, before);
  await expect(summaryLine(page, "Subtotal")).toHaveText("€36.00");
  await expect(summaryLine(page, "Reverse charge · 0%")).toHaveText("€0.00");
  await expect(summaryLine(page, "Total due today")).toHaveText("€36.00");
  await expectAccessible(page, "payment, reverse charge");
  await fillSandboxCard(page, "4242 4242 4242 4242", "Jonas Weber");
  await page.getByRole("button", { name: /Pay Now/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You have successfully completed." })).toBeVisible({
    timeout: 20_000,
  });
});

test("a German consumer pays 19% VAT; a wrong VAT number is refused on its field, no code sent", async ({
  page,
}, info) => {
  const { email, before } = await toPayment(page, info, "Germany", "DE123456789");
  const field = page.getByLabel("Tax ID (optional)");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(/This tax ID is not valid for the billing country/)).toBeVisible();
  expect(allMail().length).toBe(before);
  await field.fill("");
  await page.getByRole("button", { name: "Next" }).click();
  await verify(page, email, before);
  await expect(summaryLine(page, "VAT 19%")).toHaveText("€6.84");
  await expect(summaryLine(page, "Total due today")).toHaveText("€42.84");
});

test("a US buyer sees Tax not collected", async ({ page }, info) => {
  const { email, before } = await toPayment(page, info, "United States");
  await expect(page.getByRole("heading", { level: 1, name: "Confirm Email" })).toBeVisible();
  await expect(briefTotal(page)).toHaveText("Total · Tax not collected");
  await verify(page, email, before);
  await expect(summaryLine(page, "Tax not collected · 0%")).toHaveText("€0.00");
  await expect(summaryLine(page, "Total due today")).toHaveText("€36.00");
});

test("a Singapore buyer pays 9% GST", async ({ page }, info) => {
  const { email, before } = await toPayment(page, info, "Singapore");
  await expect(page.getByRole("heading", { level: 1, name: "Confirm Email" })).toBeVisible();
  await expect(briefTotal(page)).toHaveText("Total incl. GST 9%");
  await verify(page, email, before);
  await expect(summaryLine(page, "GST 9%")).toHaveText("€3.24");
  await expect(summaryLine(page, "Total due today")).toHaveText("€39.24");
});

test("the details form tells an invalid address itself, before any post, and a VAT number that fails its check from the server", async ({
  page,
}, info) => {
  const posts: string[] = [];
  page.on("request", (request) => {
    // The route's action, reached by a fetcher at /pricing.data (React Router's data requests).
    if (request.method() === "POST" && /^\/pricing(\.data)?$/.test(new URL(request.url()).pathname))
      posts.push(request.url());
  });
  await toPayment(page, info, "Germany", "DE123456789");
  const taxId = page.getByLabel("Tax ID (optional)");
  await expect(page.locator("#signup-tax-id-error")).toHaveText(/This tax ID is not valid for the billing country/);
  await expect(taxId).toBeFocused();
  expect(posts).toHaveLength(1);
  // What was typed stays; the passwords too (they never left the page but for that post).
  await expect(page.getByLabel("Company Name")).toHaveValue("Weber Steuerberatung GmbH");
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("Sleeve#2025");

  await page.getByLabel("Email", { exact: true }).fill("jonas@");
  await expect(page.locator("#signup-email-error")).toHaveText("Please enter valid email address");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByLabel("Email", { exact: true })).toBeFocused();
  expect(posts).toHaveLength(1);
});
