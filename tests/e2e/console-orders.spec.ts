/**
 * The console's Orders in Chromium, for the signed-in first owner: a sandbox purchase (made through the
 * public API, as an integrating client would) is found in Orders by its address and the Paid filter, both
 * kept in the URL; its page refunds part of it through the Refund dialog, then the rest (the amount field
 * defaulting to what is left); the order shows Partially refunded, then Refunded; both refund mails reach
 * the customer's mailbox; the order lists its invoice and two credit notes with their PDFs; the audit log
 * lists both refunds against the order. axe on each page.
 *
 * It starts from the owner session that tests/e2e/console-auth.spec.ts saves after taking the start-up
 * invitation (project "console" in playwright.config.ts). The refusal of the refund to a role without
 * Orders is covered over HTTP in tests/integration/console-orders-pages.test.ts.
 */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./support/fixtures";
import { allMail, waitForMail } from "./support/mailbox";
import { purchaseViaApi } from "./support/purchase";

test.describe.configure({ mode: "serial", timeout: 240_000 });

/** Server answers on a loaded 2-core machine can take well over the default 10 s. */
const SLOW = { timeout: 60_000 };
const hydrated = (page: Page) => page.locator("html[data-hydrated]").waitFor({ state: "attached" });
/** The order page's Status fact (the word "Refunded" is also the name of another fact). */
const orderStatus = (page: Page) =>
  page
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: /^Status$/ }) })
    .locator("dd");
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** Opens the Refund dialog, sets the amount (or checks its default), gives a reason and confirms. */
async function refund(page: Page, options: { amount?: string; expectDefault: string }) {
  await page.getByRole("button", { name: "Refund", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Refund this order" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Refund amount")).toHaveValue(options.expectDefault);
  if (options.amount) await dialog.getByLabel("Refund amount").fill(options.amount);
  await dialog.getByLabel("Reason").fill("The customer asked within the refund window.");
  await dialog.getByRole("button", { name: "Confirm refund" }).click();
  await expect(dialog).toBeHidden(SLOW);
}

test("a sandbox purchase is found in Orders, refunded in part then in full, the customer mailed, the audit log updated", async ({
  page,
}) => {
  const email = `buyer-${unique()}@example.com`;
  const key = await purchaseViaApi(page.request, email);

  // Found by its address and the Paid filter; the filter is in the URL (Back and shared links keep it).
  await page.goto("/admin/orders");
  await hydrated(page);
  await page.getByLabel("Search by buyer, company, email or provider id").fill(email);
  await page.getByLabel("Status").selectOption("paid");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]status=paid/);
  await expect(page).toHaveURL(/[?&]q=buyer-/);
  const table = page.getByRole("table", { name: "Orders" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText("Quinn Tax Services");
  await expect(table).toContainText("Paid");
  await expectAccessible(page, "/admin/orders");

  await table.getByRole("link", { name: new RegExp(email) }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${key}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Order of Ada Quinn");
  await hydrated(page);
  await expectAccessible(page, "order detail");

  // Part of it: $5.00 of $20.71.
  const mailsBefore = allMail().length;
  await refund(page, { amount: "5.00", expectDefault: "20.71" });
  await expect(page.getByRole("status").filter({ hasText: "Refunded $5.00" })).toBeVisible();
  await expect(orderStatus(page)).toHaveText("Partially refunded");
  const partialMail = await waitForMail(email, /^Your DocSleeve refund$/, { after: mailsBefore });
  expect(partialMail.text).toContain("This is a partial refund");

  // The rest: the amount field offers exactly what is left.
  const mailsBetween = allMail().length;
  await refund(page, { expectDefault: "15.71" });
  await expect(page.getByText("Nothing is left to refund on this order.")).toBeVisible(SLOW);
  await expect(orderStatus(page)).toHaveText("Refunded");
  const fullMail = await waitForMail(email, /^Your DocSleeve refund$/, { after: mailsBetween });
  expect(fullMail.text).toContain("$15.71");

  // The order's invoice and its two credit notes, each naming it, with their PDFs.
  const documents = page.getByRole("region", { name: "Invoices and credit notes" });
  await expect(documents.getByRole("row")).toHaveCount(4);
  const invoiceNumber = (await documents.getByRole("cell", { name: /^DS-INV-\d{6}$/ }).textContent())!;
  await expect(documents.getByRole("cell", { name: /^DS-CN-\d{6}$/ })).toHaveCount(2);
  await expect(documents.getByText(`Credit note (corrects ${invoiceNumber})`)).toHaveCount(2);
  await expect(documents).toContainText("-$5.00");
  const pdf = await page.request.get(
    (await documents.getByRole("link", { name: `Open PDF of invoice ${invoiceNumber}` }).getAttribute("href"))!,
  );
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  await expectAccessible(page, "order detail with documents");

  // Listed as refunded, and both refunds are in the audit log against the order.
  await page.goto("/admin/orders?status=refunded");
  await expect(page.getByRole("table", { name: "Orders" })).toContainText(email);
  await page.goto(`/admin/audit-log?q=${encodeURIComponent(`order:${key}`)}`);
  const log = page.getByRole("table", { name: "Audit log entries" });
  const refunds = log
    .getByRole("row")
    .filter({ hasText: `order:${key}` })
    .filter({ hasText: "Refund" });
  await expect(refunds).toHaveCount(2);
  await expect(log).toContainText("amount: 500");
  await expect(log).toContainText("amount: 1571");
});
