/**
 * The contact page in Chromium against the real server: the captcha is really solved in the
 * browser (ALTCHA widget, PBKDF2 worker, strict CSP), every validation message, the captcha-gated
 * button, success (mails delivered, 30-second thank-you box under a fake clock), failure, and
 * accessibility at 1280 and 375 px.
 */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, gotoHydrated, test } from "./support/fixtures";
import { CONTACT_FORM_COPY } from "../../app/content/contact";
import { isContactPost } from "./support/form-posts";
import { waitForMail } from "./support/mailbox";

// Solving the proof of work takes about 1-2 s on average on an idle 2-core machine (a random search: now
// and then several times that); leave room for a busy one.
test.describe.configure({ timeout: 90_000 });

const SUCCESS = "Your message has been sent successfully!";
const FAILURE = "Failed to send message. Please try again.";

const sendButton = (page: Page) => page.getByRole("button", { name: /Send Message|Sending\.\.\./ });
const widgetState = (page: Page) => page.locator("altcha-widget .altcha");

/** Focuses the form as a visitor does (the widget may have started on its own already) and waits until the captcha is solved. */
async function solveCaptcha(page: Page) {
  await page.getByLabel("Your name").focus();
  await expect(widgetState(page)).toHaveAttribute("data-state", "verified", { timeout: 60_000 });
  await expect(sendButton(page)).toBeEnabled();
}

async function fillValidMessage(page: Page, email: string, name = "José Ñúñez") {
  await page.getByRole("radio", { name: /Sales/ }).check();
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("Work email").fill(email);
  await page
    .getByLabel("How can we help?")
    .fill("We are a team of 12 brokers. Can we move our templates over from our current tool?");
}

/** Holds the server's answer to the widget's challenge request until the test releases it. */
async function holdChallenge(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let requests = 0;
  await page.route("**/api/captcha", async (route) => {
    requests += 1;
    await held;
    await route.fallback();
  });
  return {
    /** Resolves once the widget has asked for its challenge; fails after the expect timeout. */
    asked: () => expect.poll(() => requests, { message: "the widget asks for a challenge" }).toBeGreaterThan(0),
    release,
  };
}

const focusedElement = (page: Page) => page.evaluate(() => document.activeElement?.tagName);

test("Send Message stays disabled until the captcha is solved in the browser", async ({ page }) => {
  const challenge = await holdChallenge(page);
  await gotoHydrated(page, "/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Talk to the DocSleeve team");
  await expect(widgetState(page)).toBeAttached();
  await expect(widgetState(page)).not.toHaveAttribute("data-state", "verified");
  await expect(sendButton(page)).toBeDisabled();
  await fillValidMessage(page, "gated@example.com");
  await challenge.asked();
  // A complete message, but no solution while the challenge is held: still disabled.
  await expect(widgetState(page)).not.toHaveAttribute("data-state", "verified");
  await expect(sendButton(page)).toBeDisabled();
  challenge.release();
  await expect(widgetState(page)).toHaveAttribute("data-state", "verified", { timeout: 60_000 });
  await expect(sendButton(page)).toBeEnabled();
  await expect(page.locator('input[name="altcha"]')).toHaveValue(/^[A-Za-z0-9+/=]{200,}$/);
});

test("the captcha is solved once the page is idle, before the visitor touches the form", async ({ page }) => {
  const challenge = await holdChallenge(page);
  await gotoHydrated(page, "/contact");
  // The widget asks for its challenge on its own: no field has had the focus.
  await challenge.asked();
  expect(await focusedElement(page)).toBe("BODY");
  await expect(widgetState(page)).toHaveAttribute("data-state", "verifying");
  challenge.release();
  await expect(widgetState(page)).toHaveAttribute("data-state", "verified", { timeout: 60_000 });
  expect(await focusedElement(page)).toBe("BODY");
  await expect(page.locator('input[name="altcha"]')).toHaveValue(/^[A-Za-z0-9+/=]{200,}$/);
  await expect(page.getByText("Loading verification…")).toHaveCount(0);
});

test("shows every validation message under its field and clears it when the field is edited", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  await solveCaptcha(page);
  await sendButton(page).click();

  const expectError = async (control: ReturnType<Page["getByLabel"]>, message: string) => {
    await expect(control).toHaveAttribute("aria-invalid", "true");
    const describedBy = (await control.getAttribute("aria-describedby")) ?? "";
    const errorId = describedBy.split(" ").find((id) => id.endsWith("-error"));
    expect(errorId, "aria-describedby names the error").toBeTruthy();
    await expect(page.locator(`#${errorId}`)).toHaveText(message);
  };
  const question = page.getByRole("group", { name: "What is your question about?" });
  const name = page.getByLabel("Your name");
  const email = page.getByLabel("Work email");
  const explain = page.getByLabel("How can we help?");
  await expectError(question, "Please select a question type");
  await expectError(name, "Please enter your name");
  await expectError(email, "Please enter your email");
  await expectError(explain, "Please explain your question");
  // The first invalid field gets the focus.
  await expect(page.getByRole("radio", { name: /Sales/ })).toBeFocused();

  await page.getByRole("radio", { name: /Technical Support/ }).check();
  await expect(question).not.toHaveAttribute("aria-invalid");
  await name.fill("R2 D2");
  await expect(name).not.toHaveAttribute("aria-invalid");
  await email.fill("jane@");
  await explain.fill("Hello");
  await expect(explain).not.toHaveAttribute("aria-invalid");
  await expect(page.getByTestId("contact-explain-counter")).toHaveText("5 / 5,000 characters");
  await sendButton(page).click();
  await expectError(name, "Special characters are not allowed");
  await expectError(email, "Please enter a valid email");
  await expect(page.getByText("Please explain your question")).toHaveCount(0);

  // Too long: kept as typed (never silently cut) and refused with a message.
  const longAddress = `${"a".repeat(39)}@example.com`;
  await name.fill("Zoë 李小龙");
  await email.fill(longAddress);
  await expect(email).toHaveValue(longAddress);
  await expect(email).not.toHaveAttribute("maxlength");
  await expect(name).not.toHaveAttribute("maxlength");
  await sendButton(page).click();
  await expectError(email, "Email must be 50 characters or fewer");
  await email.fill("zoe@example.com");
  await expect(page.locator(".field-error")).toHaveCount(0);
  await expect(explain).toHaveAttribute("maxlength", "5000");

  // A captcha the server refuses (the post carries a payload that is not a solution): its message under
  // the captcha, which asks for a new solution.
  await page.route(isContactPost, (route) => {
    const body = new URLSearchParams(route.request().postData() ?? "");
    body.set("captchaToken", "bm90LWEtY2FwdGNoYQ==");
    return route.continue({ postData: body.toString() });
  });
  await sendButton(page).click();
  const captcha = page.getByRole("group", { name: "Spam protection" });
  await expect(captcha).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#contact-captcha-error")).toHaveText("Please verify the CAPTCHA");
  await expect(page.getByText(FAILURE)).toBeVisible();
  await expect(sendButton(page)).toBeDisabled();
  await expect(widgetState(page)).not.toHaveAttribute("data-state", "verified");
  await expectAccessible(page, "/contact with errors");
});

test("an expired captcha asks to verify again and disables Send Message", async ({ page }) => {
  await page.clock.install();
  await gotoHydrated(page, "/contact");
  await solveCaptcha(page);
  await page.clock.fastForward("10:01");
  await expect(widgetState(page)).toHaveAttribute("data-state", "expired");
  await expect(page.locator("#contact-captcha-error")).toHaveText("Please verify the CAPTCHA");
  await expect(sendButton(page)).toBeDisabled();
});

test("sends a message: Sending..., toast, thank-you box for 30 s, form cleared, captcha reset, mails delivered", async ({
  page,
}) => {
  await page.clock.install();
  await gotoHydrated(page, "/contact");
  const visitor = `visitor-${Date.now()}@example.com`;
  // An ASCII name keeps the mail subject unencoded for the test mailbox (tests/e2e/support/mailbox.ts).
  await fillValidMessage(page, visitor, "Mei Lin Tan");
  await expect(page.getByTestId("contact-explain-counter")).toHaveText("82 / 5,000 characters");
  await solveCaptcha(page);

  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(isContactPost, async (route) => {
    await held;
    await route.fallback();
  });
  // From here on the page's clock moves only when the test moves it (5 s ahead first, so the jump is
  // never into the past however long the steps above took).
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 5_000));
  await sendButton(page).click();
  await expect(sendButton(page)).toHaveText("Sending...");
  await expect(sendButton(page)).toBeDisabled();
  release();

  const thankYou = page.getByTestId("contact-thank-you");
  await expect(thankYou).toBeVisible();
  await page.clock.runFor(500);
  await expect(page.getByText(SUCCESS)).toBeVisible();
  await expect(thankYou).toContainText("Thank you for reaching out!");
  await expect(page.getByLabel("Your name")).toHaveValue("");
  await expect(page.getByLabel("Work email")).toHaveValue("");
  await expect(page.getByLabel("How can we help?")).toHaveValue("");
  await expect(page.getByRole("radio", { name: /Sales/ })).not.toBeChecked();
  await expect(widgetState(page)).not.toHaveAttribute("data-state", "verified");
  await expect(sendButton(page)).toHaveText("Send Message");
  await expect(sendButton(page)).toBeDisabled();

  // Visible for 30 s after it appeared (0.5 s have passed on the page's clock).
  await page.clock.runFor(29_000);
  await expect(thankYou).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(thankYou).toBeHidden();

  const notification = await waitForMail("support@localhost", /New Sales message from Mei Lin Tan/);
  expect(notification.text).toContain("move our templates over");
  expect(notification.text).toContain(visitor);
  const acknowledgement = await waitForMail(visitor, /We received your message/);
  expect(acknowledgement.text).toContain("Hi Mei Lin Tan,");
  expect(acknowledgement.text).toContain("within 24 hours");
});

test("a failed send toasts the failure and keeps the visitor's text", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  await fillValidMessage(page, "failure@example.com");
  await solveCaptcha(page);
  await page.route(isContactPost, (route) =>
    route.fulfill({ status: 500, json: { message: "Oops...something went wrong." } }),
  );
  await sendButton(page).click();
  await expect(page.getByText(FAILURE)).toBeVisible();
  await expect(page.getByLabel("Your name")).toHaveValue("José Ñúñez");
  await expect(page.getByLabel("Work email")).toHaveValue("failure@example.com");
  await expect(page.getByLabel("How can we help?")).toHaveValue(/move our templates over/);
  await expect(page.getByRole("radio", { name: /Sales/ })).toBeChecked();
  // The solution was never used, so the visitor can simply try again.
  await expect(sendButton(page)).toBeEnabled();
  await expect(page.getByTestId("contact-thank-you")).toHaveCount(0);
});

for (const width of [1280, 375]) {
  test.describe(`/contact at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    test("shows the form beside the contact details, fits the screen and has no accessibility violations", async ({
      page,
    }) => {
      const response = await gotoHydrated(page, "/contact");
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle("Contact Us | DocSleeve");
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/contact$/);
      const details = page.getByRole("complementary", { name: "Other ways to reach us" });
      await expect(details.getByRole("link", { name: "support@docsleeve.com" })).toHaveAttribute(
        "href",
        "mailto:support@docsleeve.com",
      );
      await expect(details.getByRole("link", { name: "+65 6123 4567" })).toHaveAttribute("href", "tel:+6561234567");
      await expect(details.locator("address")).toContainText("71 Robinson Road, #14-01");
      await expect(details.getByRole("link", { name: /DocSleeve on/ })).toHaveCount(4);
      await expect(widgetState(page)).toBeAttached();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow, "no horizontal scrolling").toBe(false);
      await expectAccessible(page);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page says the form needs JavaScript, and Send Message cannot be pressed", async ({ page }) => {
    await page.goto("/contact");
    const note = page.getByTestId("contact-noscript");
    await expect(note).toHaveText(CONTACT_FORM_COPY.noScript);
    await expect(note).toBeVisible();
    await expect(sendButton(page)).toBeDisabled();
  });

  test("a plain post to the form's action gets the page again with the messages and the text as typed", async ({
    page,
  }) => {
    // The button is disabled for want of the captcha; enable it in the served HTML to post as a browser would
    // (the attribute in either serialisation: the prerendered page's critical-CSS step writes it bare).
    await page.route("**/contact", async (route) => {
      if (route.request().method() !== "GET") return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(/(<button type="submit"[^>]*?) disabled(?:="")?(?=[\s>])/, "$1");
      await route.fulfill({ response, body: html });
    });
    await page.goto("/contact");
    await page.getByRole("radio", { name: /Technical Support/ }).check();
    await page.getByLabel("Your name").fill("R2 D2");
    await page.getByLabel("Work email").fill("plain@example.com");
    await sendButton(page).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByLabel("Your name")).toHaveValue("R2 D2");
    await expect(page.getByLabel("Work email")).toHaveValue("plain@example.com");
    await expect(page.getByRole("radio", { name: /Technical Support/ })).toBeChecked();
    await expect(page.getByLabel("Your name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Special characters are not allowed")).toBeVisible();
    await expect(page.getByText("Please explain your question")).toBeVisible();
    await expect(page.locator("#contact-captcha-error")).toHaveText("Please verify the CAPTCHA");
    await expect(page.getByTestId("contact-thank-you")).toHaveCount(0);
  });
});
