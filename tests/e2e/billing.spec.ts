/**
 * Customer billing from the mail alone, in Chromium: after a sandbox purchase the receipt's "Manage
 * billing" link opens the billing page with the plan and the invoice (its PDF link); "Cancel
 * subscription" with a "Reason" makes the page say "Cancels on <date>"; "Resume subscription" takes it
 * back. Then /billing answers "Send link" alike, and a changed link offers a new one.
 */
import { expect, test } from "./support/fixtures";
import { waitForMail } from "./support/mailbox";
import { purchaseViaApi } from "./support/purchase";

test.describe.configure({ timeout: 180_000 });

test("receipt → Manage billing → invoices → cancel with a reason → Cancels on … → resume", async ({ page }) => {
  const email = `billing-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await purchaseViaApi(page.request, email);
  const receipt = await waitForMail(email, /^Your DocSleeve receipt$/);
  const link = /Manage billing: (https?:\/\/\S+\/billing\/\S+)/.exec(receipt.text)?.[1];
  expect(link).toBeDefined();

  await page.goto(link!);
  await expect(page.getByRole("heading", { level: 1, name: "Your billing" })).toBeVisible();
  const invoices = page.getByRole("region", { name: "Invoices" });
  await expect(invoices.getByRole("cell", { name: /^DS-INV-\d{6}$/ })).toBeVisible();
  await expect(invoices.getByRole("link", { name: /^PDF of invoice DS-INV-\d{6}$/ })).toHaveAttribute(
    "href",
    /\/invoices\/[\w.-]+\.pdf$/,
  );

  await page.getByLabel("Reason").selectOption({ label: "Missing features" });
  await page.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(page.getByRole("heading", { level: 2, name: /^Cancels on [A-Z][a-z]+ \d{1,2}, \d{4}$/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel subscription" })).toHaveCount(0);
  await waitForMail(email, /^Your DocSleeve subscription cancels on /);

  await page.getByRole("button", { name: "Resume subscription" }).click();
  await expect(page.getByRole("button", { name: "Cancel subscription" })).toBeVisible();
  await expect(page.getByText(/Cancels on/)).toHaveCount(0);
  await waitForMail(email, /^Your DocSleeve subscription continues$/);

  await page.goto(`${link!.slice(0, -3)}xyz`);
  await expect(page.getByRole("heading", { level: 1, name: "This billing link doesn't work" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send link" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "If this address pays for a DocSleeve subscription, a billing link is on its way. It works for 1 hour.",
  );
  await waitForMail(email, /^Manage your DocSleeve billing$/);
});
