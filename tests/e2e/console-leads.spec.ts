/**
 * The console's Leads and Subscribers in Chromium: for the signed-in first owner, a contact
 * message sent from /contact (captcha solved in the browser) appears in Leads, opens as plain text and is
 * marked Answered; a confirmed subscriber appears in Subscribers, Export CSV downloads a file that holds
 * its row, and Erase removes it; the composer previews an issue. axe on each page.
 *
 * It starts from the owner session that tests/e2e/console-auth.spec.ts saves after taking the start-up
 * invitation (project "console" in playwright.config.ts).
 */
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, gotoHydrated, test } from "./support/fixtures";
import { waitForMail } from "./support/mailbox";

const OWNER = "owner@console.e2e.test";

test.describe.configure({ mode: "serial", timeout: 240_000 });

const hydrated = (page: Page) => page.locator("html[data-hydrated]").waitFor({ state: "attached" });
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** The first owner's session, saved by console-auth.spec.ts (project "console" in playwright.config.ts). */
async function openConsole(page: Page) {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Overview");
}

test("a contact message becomes a lead marked Answered; a subscriber is exported and erased", async ({
  page,
  request,
}) => {
  await openConsole(page);

  // A visitor writes through the contact page.
  const email = `lead-${unique()}@example.com`;
  await gotoHydrated(page, "/contact");
  await page.getByRole("radio", { name: /Technical Support/ }).check();
  await page.getByLabel("Your name").fill("Marta Quispe");
  await page.getByLabel("Work email").fill(email);
  await page.getByLabel("How can we help?").fill("Our upload link shows <b>nothing</b> on Android.");
  await expect(page.locator("altcha-widget .altcha")).toHaveAttribute("data-state", "verified", { timeout: 90_000 });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Your message has been sent successfully!")).toBeVisible();

  // It is in Leads, New, found by its address; the detail shows the text as typed.
  await page.goto("/admin/leads");
  await hydrated(page);
  await page.getByLabel("Search by name, email or text").fill(email);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]q=lead-/);
  const table = page.getByRole("table", { name: "Contact messages" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText("New");
  await expectAccessible(page, "/admin/leads");
  await table.getByRole("link", { name: "Marta Quispe" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Message from Marta Quispe");
  await hydrated(page);
  await expect(page.getByText("Our upload link shows <b>nothing</b> on Android.")).toBeVisible();
  await expectAccessible(page, "lead detail");
  await page.getByRole("radio", { name: "Answered" }).check();
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Marked Answered." })).toBeVisible();
  await page.goto("/admin/leads?status=answered");
  await expect(page.getByRole("table", { name: "Contact messages" })).toContainText("Marta Quispe");
  await expect(page.getByRole("table", { name: "Contact messages" })).toContainText(`by ${OWNER}`);

  // A confirmed subscriber.
  const reader = `reader-${unique()}@example.com`;
  expect((await request.post("/api/newsletter", { data: { email: reader } })).ok()).toBe(true);
  const confirmMail = await waitForMail(reader, /^Confirm your DocSleeve newsletter subscription$/);
  await page.goto(/https?:\/\/[^\s<>"]+\/newsletter\/confirm\?token=[\w.%-]+/.exec(confirmMail.text)![0]);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're subscribed");

  await page.goto("/admin/subscribers");
  await hydrated(page);
  await expectAccessible(page, "/admin/subscribers");
  await page.getByLabel("Search by email").fill(reader);
  await page.getByRole("button", { name: "Apply" }).click();
  const subscribers = page.getByRole("table", { name: "Newsletter subscribers" });
  await expect(subscribers).toContainText(reader);
  await expect(subscribers).toContainText("Confirmed");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, "utf8");
  expect(csv.split("\r\n")[0]).toBe('"email","confirmed_at","source"');
  expect(csv).toContain(`"${reader}",`);
  expect(csv.trimEnd().split("\r\n")).toHaveLength(2);

  await subscribers.locator("summary").filter({ hasText: reader }).click();
  await page.getByLabel(`Erase ${reader} for good`).check();
  await page.getByRole("button", { name: "Erase address" }).click();
  await expect(page.getByRole("status").filter({ hasText: "was erased" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Newsletter subscribers" })).not.toContainText(reader);

  // The composer previews an issue as the mail renders it.
  await page.goto("/admin/subscribers/newsletter");
  await hydrated(page);
  await page.getByLabel("Subject").fill("December tips");
  await page.getByLabel("Issue (Markdown)").fill("Collect **faster** this month.");
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByRole("heading", { name: "Preview: December tips" })).toBeVisible();
  await expect(page.locator("strong", { hasText: "faster" })).toBeVisible();
  await expectAccessible(page, "/admin/subscribers/newsletter");

  // The audit log shows each step.
  await page.goto("/admin/audit-log");
  const log = page.getByRole("table", { name: "Audit log entries" });
  await expect(log).toContainText("Lead status changed");
  await expect(log).toContainText("Export");
  await expect(log).toContainText("Erasure");
  // No sign-out here: the other console test files run on this same owner session (console-auth.spec.ts
  // tests signing out).
});
