/**
 * The paid sign-up with JavaScript off: the details form and the code form are plain posts to the
 * pricing page's action, answered by the server-rendered page with the same messages as with script,
 * and after a right code the page says that the card form needs JavaScript. (The stages sit in a
 * `<noscript>`, whose text Playwright's text matching skips: messages are read from the fields'
 * descriptions and the elements' own text, as assistive technology reads them.)
 */
import type { TestInfo } from "@playwright/test";
import { allMail } from "./support/mailbox";
import { expect, test } from "./support/fixtures";
import { verificationCodeFor } from "./support/purchase";

const freshEmail = (info: TestInfo) =>
  `noscript-${info.project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`.toLowerCase();

test.describe("pricing sign-up without script", () => {
  test.use({ javaScriptEnabled: false });

  test("details with their messages, then the e-mail code from the mailbox, then the note that payment needs script", async ({
    page,
  }, info) => {
    const email = freshEmail(info);
    await page.goto("/pricing?step=details");
    await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();

    // An empty post shows the same messages as the form with script.
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByLabel("First Name")).toHaveAccessibleDescription("First name is required");
    await expect(page.getByLabel("Email", { exact: true })).toHaveAccessibleDescription("Email is required");
    await expect(page.getByLabel(/I agree to the/)).toHaveAccessibleDescription("Terms & condition is required");

    await page.getByLabel("First Name").fill("Mei Ling");
    await page.getByLabel("Last Name").fill("Tan");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill("Sleeve#2025");
    await page.getByLabel("Confirm Password", { exact: true }).fill("Sleeve#2025");
    await page.getByLabel("Country").selectOption({ label: "Singapore" });
    await page.getByLabel(/I agree to the/).check();
    const before = allMail().length;
    await page.getByRole("button", { name: "Next" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Confirm Email" })).toBeVisible();
    await expect(page.getByRole("form", { name: "Confirm Email" })).toContainText(
      `Enter the 6-digit code we sent to ${email}.`,
    );
    const code = await verificationCodeFor(email, before);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");

    const field = page.getByLabel("Verification code");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(field).toHaveAccessibleDescription("Code is required");
    await field.fill(wrong);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(field).toHaveAccessibleDescription("Code is wrong.");
    await expect(field).toHaveValue("");

    await field.fill(code);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Payment needs JavaScript" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Payment needs JavaScript" })).toContainText(
      "Your email address is confirmed.",
    );
  });
});
