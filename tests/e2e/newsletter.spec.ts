/**
 * The newsletter end to end, with the site mailing to the local SMTP server: subscribe from the footer,
 * confirm from the mail (opening the link changes nothing; the Confirm button does), the welcome mail's
 * one-click unsubscribe (RFC 8058 POST) and its page, subscribing again, forged links, and the whole
 * flow in a browser without JavaScript.
 */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, gotoHydrated, suppressNewsletterPopup, test } from "./support/fixtures";
import { NEWSLETTER_POPUP } from "../../app/content/cta";
import { waitForMail, type ReceivedMail } from "./support/mailbox";

test.beforeEach(({ page }) => suppressNewsletterPopup(page));

const uniqueAddress = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

function linkIn(mail: ReceivedMail, page: "confirm" | "unsubscribe"): string {
  const url = new RegExp(`https?://[^\\s<>"]+/newsletter/${page}\\?token=[\\w.%-]+`).exec(mail.text)?.[0];
  expect(url, `a ${page} link in "${mail.subject}"`).toBeDefined();
  return url!;
}

/** The https URL of a mail's List-Unsubscribe header (unfolded). */
function listUnsubscribeUrl(mail: ReceivedMail): string {
  const header = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
  expect(header).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  const url = /^List-Unsubscribe: <(http[^>]+)>, <mailto:[^>]+>$/m.exec(header)?.[1];
  expect(url, "List-Unsubscribe with an https link and a mailto").toBeDefined();
  return url!;
}

async function confirmFromMail(page: Page, email: string) {
  const mail = await waitForMail(email, /^Confirm your DocSleeve newsletter subscription$/);
  const link = linkIn(mail, "confirm");
  // Opening the link (as a person, or a mail scanner following it) changes nothing: it still asks.
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your subscription");
  const again = await page.goto(link);
  expect(again?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your subscription");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're subscribed");
  return link;
}

test("subscribe from the footer, confirm from the mail, unsubscribe with one click and from the page", async ({
  page,
  request,
}) => {
  const email = uniqueAddress("footer");
  await gotoHydrated(page, "/features");
  const form = page.getByRole("form", { name: "Newsletter" });
  await form.getByLabel("Subscribe to our newsletter").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Please check your inbox and confirm your address" }),
  ).toBeVisible();

  const confirmLink = await confirmFromMail(page, email);
  await expectAccessible(page, "confirmed");
  // Pressing an old link again is harmless.
  await page.goto(confirmLink);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're subscribed");

  const welcome = await waitForMail(email, /^You're subscribed to the DocSleeve newsletter$/);
  const unsubscribeUrl = listUnsubscribeUrl(welcome);
  expect(linkIn(welcome, "unsubscribe")).toBe(unsubscribeUrl);

  // RFC 8058: the mail client POSTs List-Unsubscribe=One-Click to the header's URL, no page involved.
  const oneClick = await request.post(unsubscribeUrl, { form: { "List-Unsubscribe": "One-Click" } });
  expect(oneClick.status()).toBe(200);

  await page.goto(unsubscribeUrl);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're unsubscribed");
  await expect(page.getByRole("status")).toContainText(email);
  await expectAccessible(page, "unsubscribed");

  await page.getByRole("button", { name: "Subscribe again" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe from the DocSleeve newsletter");
  await expect(page.getByRole("status")).toHaveText("Welcome back: you're subscribed again.");
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're unsubscribed");
});

test("the subscribe page (the forms' answer without script) is accessible and noindex", async ({ page }) => {
  await gotoHydrated(page, "/newsletter/subscribe");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Subscribe to the DocSleeve newsletter");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expectAccessible(page, "subscribe page");
  await gotoHydrated(page, "/newsletter/subscribe?status=sent");
  await expect(page.getByRole("status")).toHaveText(/^Thank you for subscribing!/);
  await expectAccessible(page, "subscribe sent");
});

test("the home pop-up says a confirmation mail comes, and subscribing from it sends one", async ({ page }) => {
  // Undo this file's pop-up suppression (init scripts run in order).
  await page.addInitScript(() => localStorage.removeItem("docsleeve.newsletter-popup"));
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1000);
  await gotoHydrated(page, "/");
  await page.clock.runFor(5000);
  const dialog = page.getByRole("dialog", { name: NEWSLETTER_POPUP.heading });
  await expect(dialog.getByText(NEWSLETTER_POPUP.privacyNote)).toBeVisible();
  expect(NEWSLETTER_POPUP.privacyNote).toMatch(/link to confirm/);
  expect(NEWSLETTER_POPUP.privacyNote).toMatch(/one-click unsubscribe/);

  const email = uniqueAddress("popup");
  await dialog.getByLabel(NEWSLETTER_POPUP.emailLabel).fill(email);
  await dialog.getByRole("button", { name: NEWSLETTER_POPUP.button }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Please check your inbox and confirm your address" }),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await waitForMail(email, /^Confirm your DocSleeve newsletter subscription$/);
});

test("forged or altered links are refused and change nothing", async ({ page, request }) => {
  const confirm = await page.goto("/newsletter/confirm?token=eyJwIjoiYyIsImlkIjoxLCJuIjoieCJ9.AAAA");
  expect(confirm?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This confirmation link doesn't work");
  await expect(page.getByRole("button", { name: "Confirm" })).toHaveCount(0);

  const forged = "/newsletter/unsubscribe?token=eyJwIjoidSIsImlkIjoxLCJlIjoiYUBiLmNvIn0.AAAA";
  const unsubscribePage = await page.goto(forged);
  expect(unsubscribePage?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This unsubscribe link doesn't work");
  const post = await request.post(forged, { form: { "List-Unsubscribe": "One-Click" } });
  expect(post.status()).toBe(404);
});

test("with JavaScript the footer form posts to its route action and the page stays", async ({ page }) => {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
  });
  await gotoHydrated(page, "/security");
  const form = page.getByRole("form", { name: "Newsletter" });
  await form.getByLabel("Subscribe to our newsletter").fill(uniqueAddress("fetcher"));
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Please check your inbox and confirm your address" }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/security$/);
  await expect(form.getByLabel("Subscribe to our newsletter")).toHaveValue("");
  expect(posts.filter((path) => !path.startsWith("/api/analytics"))).toEqual(["/newsletter/subscribe.data"]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the footer form validates with its messages, subscribes, and the mail's Confirm works", async ({ page }) => {
    await page.goto("/features");
    const form = page.getByRole("form", { name: "Newsletter" });
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter\/subscribe$/);
    await expect(page.getByRole("alert")).toHaveText("Please Enter Email");

    // The answer page has its own form, which keeps the text and shows the footer form's messages.
    const answer = page.getByRole("form", { name: "Subscribe", exact: true });
    await answer.getByLabel("Email address").fill("not-an-email");
    await answer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please enter a valid email address");
    await expect(answer.getByLabel("Email address")).toHaveValue("not-an-email");

    const email = uniqueAddress("noscript");
    await page.goto("/faq");
    await form.getByLabel("Subscribe to our newsletter").fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter\/subscribe\?status=sent$/);
    await expect(page.getByRole("status")).toHaveText(/^Thank you for subscribing! Please check your inbox/);

    await confirmFromMail(page, email);
  });
});
