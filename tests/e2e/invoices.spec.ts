/**
 * The receipt's invoice in Chromium's context: after a sandbox purchase, the receipt mail reaching the
 * buyer's mailbox links the invoice PDF on the site; the link answers `application/pdf` whose text has
 * "Invoice number" and the invoice's number, and the page opens it inline (not a download).
 */
import { expect, test } from "./support/fixtures";
import { waitForMail } from "./support/mailbox";
import { purchaseViaApi } from "./support/purchase";
import { pdfText } from "../support/pdf-text";

test.describe.configure({ timeout: 180_000 });

test("the receipt mail links the invoice PDF", async ({ page }) => {
  const email = `invoice-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await purchaseViaApi(page.request, email);
  const receipt = await waitForMail(email, /^Your DocSleeve receipt$/);
  const link = /https?:\/\/\S+\/invoices\/\S+\.pdf/.exec(receipt.text)?.[0];
  expect(link).toBeDefined();
  const res = await page.request.get(link!);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/pdf");
  expect(res.headers()["content-disposition"]).toMatch(/^inline; filename="DS-INV-\d{6}\.pdf"$/);
  const text = await pdfText(new Uint8Array(await res.body()));
  expect(text).toMatch(/Invoice number DS-INV-\d{6}/);
  expect(text).toContain("Quinn Tax Services");
  expect(text).toContain("Paid");
});
