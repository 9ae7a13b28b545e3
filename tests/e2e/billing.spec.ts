/**
 * Customer billing from the mail alone, in Chromium: after a sandbox Team purchase the receipt's "Manage
 * billing" link opens the billing page with the plan and the invoice (its PDF link); "Change users" shows
 * the prorated amount before anything changes, and confirmed, its invoice appears; "Update card" takes a
 * 3-D Secure card (failed once, then completed) and the page shows the new card; "Cancel subscription"
 * with a "Reason" makes the page say "Cancels on <date>"; the console's order shows every change on its
 * timeline; "Resume subscription" takes the cancellation back. Then /billing answers "Send link" alike,
 * and a changed link offers a new one. Change users also works with the page's scripts blocked.
 *
 * It runs in project "console" (playwright.config.ts), signed in as the console's first owner: the
 * console's cookie is scoped to /admin, so the billing pages see a visitor without it.
 */
import type { Page } from "@playwright/test";
import { holdScripts } from "./support/hold-scripts";
import { allMail, waitForMail } from "./support/mailbox";
import { expect, expectAccessible, test } from "./support/fixtures";
import { purchaseViaApi } from "./support/purchase";
import { fillSandboxCard } from "./support/sandbox-card";

test.describe.configure({ timeout: 180_000 });

const THREE_DS = "4000 0027 6000 3184";
const AUTH_FAILED =
  "We are unable to authenticate your payment method. Please choose a different payment method and try again.";
/** Server answers on a loaded 2-core machine can take well over the default 10 s. */
const SLOW = { timeout: 30_000 };

const freshEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The receipt's "Manage billing" link of a new Team purchase by `email`, and the order's key. */
async function buyTeam(page: Page, email: string) {
  const key = await purchaseViaApi(page.request, email, "team");
  const receipt = await waitForMail(email, /^Your DocSleeve receipt$/);
  const link = /Manage billing: (https?:\/\/\S+\/billing\/\S+)/.exec(receipt.text)?.[1];
  expect(link).toBeDefined();
  return { key, link: link! };
}

/** The billing page's fact named `term` ("Users", "Card", …). */
const fact = (page: Page, term: string) =>
  page
    .getByRole("region", { name: "Your subscription", exact: true })
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${term}$`) }) })
    .locator("dd");

test("receipt → Manage billing → invoices → change users → update card → cancel → console → resume", async ({
  page,
}) => {
  const email = freshEmail("billing");
  const { key, link } = await buyTeam(page, email);

  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Your billing" })).toBeVisible();
  const invoices = page.getByRole("region", { name: "Invoices" });
  await expect(invoices.getByRole("cell", { name: /^DS-INV-\d{6}$/ })).toHaveCount(1);
  await expect(invoices.getByRole("link", { name: /^PDF of invoice DS-INV-\d{6}$/ })).toHaveAttribute(
    "href",
    /\/invoices\/[\w.-]+\.pdf$/,
  );
  await expect(fact(page, "Users")).toHaveText("3");
  await expectAccessible(page, "billing page");

  // Change users: the price first, nothing changed yet; then confirmed, with its own invoice.
  const users = page.getByRole("region", { name: "Change users" });
  await users.getByLabel("Users").fill("5");
  await users.getByRole("button", { name: "Show the price" }).click();
  await expect(users.getByText(/^You pay S\$\d+\.\d{2} now$/)).toBeVisible(SLOW);
  await expect(users.getByText("From 3 to 5 users")).toBeVisible();
  await expect(fact(page, "Users")).toHaveText("3");
  await expectAccessible(page, "billing page with the price of a change");
  const charged = (await users.getByText(/^You pay S\$/).textContent())!.replace(/^You pay | now$/g, "");
  await users.getByRole("button", { name: "Confirm change" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your subscription now has 5 users." })).toBeVisible(SLOW);
  await expect(fact(page, "Users")).toHaveText("5");
  await expect(invoices.getByRole("cell", { name: /^DS-INV-\d{6}$/ })).toHaveCount(2);
  await expect(invoices.getByRole("cell", { name: charged })).toBeVisible();
  await waitForMail(email, /^Your DocSleeve subscription now has 5 users$/);

  // Update card with a 3-D Secure card: the bank's challenge failed leaves the card; completed, it is saved.
  const card = page.getByRole("region", { name: "Card", exact: true });
  await card.getByText("Update card").click();
  await expect(card.getByLabel("Card number")).toBeVisible(SLOW);
  await expectAccessible(page, "billing page with the card form");
  // An incomplete card is refused at its fields before anything is sent.
  await card.getByRole("button", { name: "Save card" }).click();
  await expect(card.getByText("Please enter your card number")).toBeVisible();
  await expect(card.getByText("Please enter the name on the card")).toBeVisible();
  await expect(card.getByLabel("Card number")).toHaveAttribute("aria-invalid", "true");
  await fillSandboxCard(page, THREE_DS, "Ada Quinn");
  await expect(card.getByText("Please enter your card number")).toHaveCount(0);
  await card.getByRole("button", { name: "Save card" }).click();
  const challenge = page.getByRole("dialog", { name: "Confirm your card" });
  await challenge.getByRole("button", { name: "Fail authentication" }).click();
  await expect(card.getByRole("alert").filter({ hasText: AUTH_FAILED })).toBeVisible(SLOW);
  await expect(fact(page, "Card")).toHaveText("Visa ending in 4242");
  await card.getByRole("button", { name: "Save card" }).click();
  await challenge.getByRole("button", { name: "Complete authentication" }).click();
  await expect(card.getByRole("status")).toHaveText("Your card was updated.", SLOW);
  await expect(fact(page, "Card")).toHaveText("Visa ending in 3184");
  await waitForMail(email, /^Your DocSleeve card was updated$/);

  await page.getByLabel("Reason").selectOption({ label: "Missing features" });
  await page.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(page.getByRole("heading", { level: 2, name: /^Cancels on [A-Z][a-z]+ \d{1,2}, \d{4}$/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel subscription" })).toHaveCount(0);
  await waitForMail(email, /^Your DocSleeve subscription cancels on /);

  // The console's order: every change on its timeline, both invoices with their PDFs.
  await page.goto(`/admin/orders/${key}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Order of Ada Quinn");
  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(timeline).toContainText("Users changed by the customer: 3 → 5");
  await expect(timeline).toContainText(`Change of users paid`);
  await expect(timeline).toContainText(charged);
  await expect(timeline).toContainText("Card updated by the customer");
  await expect(timeline).toContainText(/Cancellation scheduled by the customer: cancels on [A-Z][a-z]+ \d{1,2}, \d{4}/);
  await expect(page.getByText(/^Cancels on /)).toBeVisible();
  await expect(page.getByRole("link", { name: /^Open PDF of invoice DS-INV-\d{6}/ })).toHaveCount(2);

  await page.goto(link);
  await page.getByRole("button", { name: "Resume subscription" }).click();
  await expect(page.getByRole("button", { name: "Cancel subscription" })).toBeVisible();
  await expect(page.getByText(/Cancels on/)).toHaveCount(0);
  await waitForMail(email, /^Your DocSleeve subscription continues$/);

  await page.goto(`${link.slice(0, -3)}xyz`);
  await expect(page.getByRole("heading", { level: 1, name: "This billing link doesn't work" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send link" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "If this address pays for a DocSleeve subscription, a billing link is on its way. It works for 1 hour.",
  );
  await waitForMail(email, /^Manage your DocSleeve billing$/);
});

test("change users works on the first press with the page's scripts blocked, and Update card says it needs them", async ({
  page,
}) => {
  const email = freshEmail("billing-noscript");
  const { link } = await buyTeam(page, email);
  await holdScripts(page);
  await page.goto(link);
  const users = page.getByRole("region", { name: "Change users" });
  await users.getByLabel("Users").fill("2");
  await users.getByRole("button", { name: "Show the price" }).click();
  await expect(users.getByText(/^S\$\d+\.\d{2} credited$/)).toBeVisible(SLOW);
  const before = allMail().length;
  await users.getByRole("button", { name: "Confirm change" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your subscription now has 2 users." })).toBeVisible(SLOW);
  await waitForMail(email, /^Your DocSleeve subscription now has 2 users$/, { after: before });
  const card = page.getByRole("region", { name: "Card", exact: true });
  await card.getByText("Update card").click();
  await expect(card.getByText("Loading the card form…")).toBeVisible();
});
