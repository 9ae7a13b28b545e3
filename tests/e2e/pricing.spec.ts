/**
 * /pricing and the paid sign-up, at 1280 px and 375 px: the plan table, the whole flow with
 * the code read from the test SMTP server, card declines, wrong / expired / resent codes, Back, reload
 * mid-flow, success, accessibility at every stage, and a screenshot of every stage.
 */
import type { Page, TestInfo } from "@playwright/test";
import { allMail, waitForMail } from "./support/mailbox";
import { expect, expectAccessible, gotoHydrated, test } from "./support/fixtures";
import { purchaseViaApi, verificationCodeFor } from "./support/purchase";
import { fillSandboxCard } from "./support/sandbox-card";

const APP_URL = "https://app.sleeve.example";
const GOOD_CARD = "4242 4242 4242 4242";

/** A fresh address per test (the mailbox is shared by every test of the run). */
const freshEmail = (info: TestInfo, tag: string) =>
  `${tag}-${info.project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`.toLowerCase();

const codeFor = verificationCodeFor;

async function expectNoSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    "no horizontal scrolling",
  ).toBe(true);
}

/** Screenshot of the current stage into the test's output folder. */
async function shoot(page: Page, info: TestInfo, stage: string) {
  await page.screenshot({
    path: info.outputPath(`pricing-${stage}-${page.viewportSize()?.width}.png`),
    fullPage: true,
  });
}

const periodRadio = (page: Page, name: "Monthly" | "Yearly", group = 0) =>
  page.getByRole("radio", { name: new RegExp(`^${name}`) }).nth(group);

/** Plan table → Buy Now Team, yearly, in `currency`. */
async function chooseTeamYearly(page: Page, currency = "SGD") {
  await gotoHydrated(page, "/pricing");
  await page.getByLabel("Currency").selectOption(currency);
  await periodRadio(page, "Yearly").check();
  await page.getByRole("button", { name: "Buy Now Team" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
  await expect(page).toHaveURL(/\?step=details$/);
}

async function fillDetails(page: Page, email: string) {
  await page.getByLabel("First Name").fill("Mei Ling");
  await page.getByLabel("Last Name").fill("Tan");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Company Name").fill("Tan Advisory Pte. Ltd.");
  await fillPasswords(page);
  await page.getByLabel(/I agree to the/).check();
}

async function fillPasswords(page: Page) {
  await page.getByLabel("Password", { exact: true }).fill("Sleeve#2025");
  await page.getByLabel("Confirm Password", { exact: true }).fill("Sleeve#2025");
}

/** Details → Next → the code from the mailbox → Payment. */
async function verifyEmail(page: Page, email: string) {
  const before = allMail().length;
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Confirm Email" })).toBeVisible();
  await page.getByLabel("Verification code").fill(await codeFor(email, before));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
}

const fillCard = (page: Page, number: string) => fillSandboxCard(page, number, "Mei Ling Tan");

/** Creates an account for `email` through the API (Pro, monthly, USD: $20.71). */
const registerViaApi = (page: Page, email: string) => purchaseViaApi(page.request, email);

const summaryLine = (page: Page, label: string | RegExp) =>
  page
    .getByRole("region", { name: "Order summary" })
    .locator("div")
    .filter({ has: page.locator("dt", { hasText: label }) })
    .locator("dd");

for (const width of [1280, 375]) {
  test.describe(`pricing at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("plan table: server prices, Monthly by default, currency, Try Free, structured data", async ({
      page,
    }, info) => {
      // Every text the Pro price shows from the first paint on: a currency flip after hydration would add one.
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { proPrices: string[] }).proPrices = seen;
        const record = () => {
          const text = document.querySelector('[data-testid="price-pro"]')?.textContent;
          if (text && seen.at(-1) !== text) seen.push(text);
        };
        new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true });
      });
      const response = await gotoHydrated(page, "/pricing");
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle("Pricing | DocSleeve");
      await expect(periodRadio(page, "Monthly")).toBeChecked();
      // 127.0.0.1 gives no country: USD (the default currency), not the default country's SGD, already in
      // the server's HTML, and it stays so once the page is interactive.
      const html = await response!.text();
      expect(html).toMatch(/<option[^>]*value="USD"[^>]*selected/);
      expect(html).not.toMatch(/<option[^>]*value="SGD"[^>]*selected/);
      await expect(page.getByLabel("Currency")).toHaveValue("USD");
      await expect(page.getByTestId("price-pro")).toHaveText("$19");
      await page.waitForLoadState("networkidle");
      expect(await page.evaluate(() => (window as unknown as { proPrices: string[] }).proPrices)).toEqual(["$19"]);
      await page.getByLabel("Currency").selectOption("SGD");
      await expect(page.getByTestId("price-pro")).toHaveText("S$25");
      await page.getByLabel("Currency").selectOption("EUR");
      await expect(page.getByTestId("price-team")).toHaveText("€36");
      await periodRadio(page, "Yearly").check();
      await expect(page.getByTestId("price-team")).toHaveText("€360");
      await page.getByLabel("Sleeve credit").nth(1).selectOption({ label: "3,000 Sleeves per year" });
      await expect(page.getByTestId("price-team")).toHaveText("€650");
      const tryFree = page.getByRole("link", { name: /Try Free/ });
      await expect(tryFree).toHaveAttribute("href", `${APP_URL}/sign-up`);
      await expect(tryFree).toHaveAttribute("target", "_blank");
      await expect(page.getByRole("table")).toContainText("Documents per Sleeve");
      await expect(page.getByRole("row", { name: /Recipients per Sleeve/ })).toContainText(/5\s*15\s*30/);
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const product = jsonLd
        .map((t) => JSON.parse(t) as { "@type": string; offers?: Array<{ price: string }> })
        .find((d) => d["@type"] === "Product");
      expect(product?.offers?.map((o) => o.price)).toEqual(["0", "19.00", "190.00", "39.00", "390.00"]);
      // The choices survive a reload (session storage).
      await page.reload();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await expect(page.getByLabel("Currency")).toHaveValue("EUR");
      await expect(periodRadio(page, "Yearly")).toBeChecked();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page, "plan table");
      await shoot(page, info, "1-plans");
    });

    test("done when: Team, 3 users, yearly, SGD, sandbox card → one account, the amounts shown, welcome mail", async ({
      page,
    }, info) => {
      const email = freshEmail(info, "team");
      await chooseTeamYearly(page);
      await expectAccessible(page, "details");
      await shoot(page, info, "2-details");
      await fillDetails(page, email);
      const before = allMail().length;
      await page.getByRole("button", { name: "Next" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Confirm Email" })).toBeVisible();
      await expect(page.getByText(`we sent to ${email}`)).toBeVisible();
      await expectAccessible(page, "confirm email");
      await shoot(page, info, "3-confirm-email");
      await page.getByLabel("Verification code").fill(await codeFor(email, before));
      await page.getByRole("button", { name: "Verify" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();

      const summary = page.getByRole("region", { name: "Order summary" });
      await expect(summary.getByRole("radio", { name: "Yearly" })).toBeChecked();
      await summary.getByRole("button", { name: "Add a user" }).click();
      await summary.getByRole("button", { name: "Add a user" }).click();
      await expect(summary.getByLabel("Users")).toHaveValue("3");
      await expect(summaryLine(page, "Subtotal")).toHaveText("S$670.00");
      await expect(summaryLine(page, /You save/)).toHaveText("S$110.00");
      await expect(summaryLine(page, "GST 9%")).toHaveText("S$60.30");
      await expect(summaryLine(page, "Total due today")).toHaveText("S$730.30");
      // The summary's own period switch re-prices at once.
      await summary.getByRole("radio", { name: "Monthly" }).check();
      await expect(summaryLine(page, "Total due today")).toHaveText("S$70.85");
      await summary.getByRole("radio", { name: "Yearly" }).check();
      const shownTotal = await summaryLine(page, "Total due today").textContent();
      await expectAccessible(page, "payment");
      await shoot(page, info, "4-payment");

      await fillCard(page, GOOD_CARD);
      await expect(page.getByLabel("Card number")).toHaveValue(GOOD_CARD);
      await page.getByRole("button", { name: /Pay Now/ }).click();
      await expect(page.getByRole("heading", { level: 1, name: "You have successfully completed." })).toBeVisible({
        timeout: 20_000,
      });
      await expect(page).toHaveURL(/\?step=success$/);
      const login = page.getByRole("link", { name: /Go to Login/ });
      await expect(login).toHaveAttribute("href", `${APP_URL}/login`);
      await expect(login).toHaveAttribute("target", "_blank");
      await expectAccessible(page, "success");
      await shoot(page, info, "5-success");

      const welcome = await waitForMail(email, /^Welcome to DocSleeve, Mei Ling!$/);
      expect(welcome.text).toContain(`${APP_URL}/login`);
      const receipt = await waitForMail(email, /^Your DocSleeve receipt$/);
      expect(receipt.text).toContain(`Total paid (SGD): ${shownTotal}`);
      expect(receipt.text).toContain("Users: 3");
      expect(receipt.text).toContain("Subtotal: S$670.00");
      // The account exists: asking for another sign-up code answers as for any address, and the owner is
      // mailed a notice to log in instead of a code.
      const mailsBefore = allMail().length;
      const again = await page.request.post("/api/resend-email-code", {
        data: { email, first_name: "A", last_name: "B" },
      });
      expect(again.status()).toBe(200);
      const notice = await waitForMail(email, /^You already have a DocSleeve account$/, { after: mailsBefore });
      expect(notice.text).toContain(`Log in here: ${APP_URL}/login`);
      // After a purchase, Back starts over at the plan table.
      await page.goBack();
      await expect(
        page.getByRole("heading", { level: 1, name: "Simple plans that grow with your practice" }),
      ).toBeVisible();
    });

    test("details: every message, the live password checklist, and a taken address that reveals nothing", async ({
      page,
    }, info) => {
      await chooseTeamYearly(page);
      await page.getByRole("button", { name: "Next" }).click();
      for (const message of [
        "First name is required",
        "Last name is required",
        "Email is required",
        "Password is required",
        "Confirm password is required",
        "Terms & condition is required",
      ]) {
        await expect(page.getByText(message, { exact: true })).toBeVisible();
      }
      await expect(page.getByLabel("First Name")).toBeFocused();
      // The company name is optional; the country is preselected (127.0.0.1 gives none: the default, 192).
      await expect(page.getByLabel("Company Name")).not.toHaveAttribute("aria-invalid");
      await expect(page.getByLabel("Country")).toHaveValue("192");
      await expect(page.getByText("Country is required")).toHaveCount(0);

      await page.getByLabel("Email", { exact: true }).fill("not-an-email");
      await expect(page.getByText("Please enter valid email address", { exact: true })).toBeVisible();
      await page.getByLabel("First Name").fill("John<");
      await expect(page.locator("#signup-first-name-error")).toHaveText("Special characters not allowed");
      await page.getByLabel("Company Name").fill("Tan & Co");
      await expect(page.locator("#signup-company-error")).toHaveText("Special characters not allowed");
      // Too long: kept as typed, never cut, and refused with a message.
      const long = "x".repeat(51);
      await page.getByLabel("Last Name").fill(long);
      await expect(page.getByLabel("Last Name")).toHaveValue(long);
      await expect(page.locator("#signup-last-name-error")).toHaveText("Last name must be at most 50 characters");

      // A failed password shows no message, only the live checklist.
      const password = page.getByLabel("Password", { exact: true });
      const checklist = page.getByRole("list", { name: "Password requirements" });
      await expect(checklist.getByRole("listitem")).toHaveText([
        /^at least 8 characters/,
        /^1 uppercase/,
        /^1 lowercase/,
        /^1 number/,
        /^1 of ! @ # \$ % \^ &/,
      ]);
      await password.fill("abc");
      await expect(checklist.getByRole("listitem").filter({ hasText: "(met)" })).toHaveText([/1 lowercase/]);
      await expect(password).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator("#signup-password-error")).toHaveCount(0);
      await password.fill("Abcdefgh1?");
      await expect(checklist.getByRole("listitem").filter({ hasText: "(met)" })).toHaveCount(4);
      await expect(page.locator("#signup-password-error")).toHaveCount(0);
      await password.fill("Abcdefgh1!");
      await expect(checklist.getByRole("listitem").filter({ hasText: "(met)" })).toHaveCount(5);
      await expect(password).not.toHaveAttribute("aria-invalid");
      // The field takes at most 15 characters.
      await password.fill("");
      await password.pressSequentially("Abcdefgh1!2345678");
      await expect(password).toHaveValue("Abcdefgh1!23456");
      await page.getByLabel("Confirm Password", { exact: true }).fill("Abcdefgh1?");
      await expect(page.getByText("Confirm password does not match", { exact: true })).toBeVisible();
      // The country select offers an empty choice.
      await page.getByLabel("Country").selectOption("");
      await expect(page.getByText("Country is required", { exact: true })).toBeVisible();
      await expectAccessible(page, "details with errors");
      await expectNoSidewaysScroll(page);
      await page.getByLabel("Country").selectOption("192");

      const taken = freshEmail(info, "taken");
      await registerViaApi(page, taken);
      await fillDetails(page, taken);
      const mailsBefore = allMail().length;
      await page.getByRole("button", { name: "Next" }).click();
      // The page goes on exactly as for a new address (whether an address is a customer stays private);
      // the mailbox's owner is told to log in instead of being sent a code.
      await expect(page.getByRole("heading", { level: 1, name: "Confirm Email" })).toBeVisible();
      const notice = await waitForMail(taken, /^You already have a DocSleeve account$/, { after: mailsBefore });
      expect(notice.text).toContain(`Log in here: ${APP_URL}/login`);
    });

    test("code: required, wrong, five wrong tries, resend after the cool-down, Back clears the code", async ({
      page,
    }, info) => {
      await page.clock.install();
      const email = freshEmail(info, "code");
      await chooseTeamYearly(page);
      await fillDetails(page, email);
      let before = allMail().length;
      await page.getByRole("button", { name: "Next" }).click();
      const code = await codeFor(email, before);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
      const field = page.getByLabel("Verification code");
      await page.getByRole("button", { name: "Verify" }).click();
      await expect(page.getByText("Code is required")).toBeVisible();
      await field.fill(wrong);
      await page.getByRole("button", { name: "Verify" }).click();
      await expect(page.getByText("Code is wrong.")).toBeVisible();
      await expectAccessible(page, "wrong code");

      // Back clears the code; Next sends a fresh one.
      await page.getByRole("button", { name: "Back" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
      await fillPasswords(page);
      before = allMail().length;
      // From here the page's clock moves only when the test moves it: the cool-down shown cannot run
      // down while a busy machine delivers the mail.
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
      await page.getByRole("button", { name: "Next" }).click();
      await expect(field).toHaveValue("");
      const second = await codeFor(email, before);

      // Resend waits out a visible one-minute cool-down.
      const resend = page.getByRole("button", { name: /Resend code/ });
      await expect(resend).toBeDisabled();
      await expect(resend).toHaveText("Resend code in 1:00");
      await page.clock.fastForward("01:01");
      await expect(resend).toHaveText("Resend code");
      before = allMail().length;
      await resend.click();
      await expect(page.getByText("We sent you a new code.")).toBeVisible();
      const third = await codeFor(email, before);
      await expect(resend).toBeDisabled();
      if (third !== second) {
        await field.fill(second);
        await page.getByRole("button", { name: "Verify" }).click();
        await expect(page.getByText("Code is wrong.")).toBeVisible();
      }

      // Five wrong tries kill the code, even the right one is refused then.
      const bad = String((Number(third) + 7) % 1_000_000).padStart(6, "0");
      for (let i = third !== second ? 1 : 0; i < 5; i++) {
        await field.fill(bad);
        await page.getByRole("button", { name: "Verify" }).click();
        await expect(
          page.getByText(i === 4 ? "Too many wrong attempts. Please request a new code." : "Code is wrong."),
        ).toBeVisible();
      }
      await field.fill(third);
      await page.getByRole("button", { name: "Verify" }).click();
      await expect(page.getByText("Too many wrong attempts. Please request a new code.")).toBeVisible();
      const dead = await page.request.post("/api/verify-email-code", { data: { email, code: third } });
      expect(dead.status()).toBe(422);
    });

    test("an expired code asks for a new one", async ({ page }, info) => {
      await page.clock.install();
      const email = freshEmail(info, "expired");
      await chooseTeamYearly(page);
      await fillDetails(page, email);
      let before = allMail().length;
      await page.getByRole("button", { name: "Next" }).click();
      const code = await codeFor(email, before);
      // The mail can arrive before the page has the server's answer; the code's 10 minutes count from then.
      await expect(page.getByRole("heading", { level: 1, name: "Confirm Email" })).toBeVisible();
      await page.clock.fastForward("10:01");
      await page.getByLabel("Verification code").fill(code);
      await page.getByRole("button", { name: "Verify" }).click();
      await expect(page.getByText("This code has expired. Please request a new code.")).toBeVisible();
      before = allMail().length;
      await page.getByRole("button", { name: "Resend code" }).click();
      await page.getByLabel("Verification code").fill(await codeFor(email, before));
      await page.getByRole("button", { name: "Verify" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
    });

    test("declined and insufficient-funds cards toast the card's message and leave the form usable", async ({
      page,
    }, info) => {
      const email = freshEmail(info, "declined");
      await chooseTeamYearly(page);
      await fillDetails(page, email);
      await verifyEmail(page, email);
      // The card number keeps digits only, at most 20, in groups of four; the years run 20 ahead.
      await page.getByLabel("Card number").fill("4242-4242abc4242 4242 1111 2222");
      await expect(page.getByLabel("Card number")).toHaveValue("4242 4242 4242 4242 1111");
      const year = new Date().getFullYear();
      const years = await page.getByLabel("Expiry year").locator("option").allTextContents();
      expect(years.slice(1)).toEqual(Array.from({ length: 21 }, (_, i) => String(year + i)));
      await fillCard(page, "4000 0000 0000 0002");
      // Hold the card request until the locked form has been seen (however slow the machine).
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/api/sandbox/payment-methods", async (route) => {
        await held;
        await route.fallback();
      });
      await page.getByRole("button", { name: /Pay Now/ }).click();
      await expect(page.getByRole("button", { name: /Processing/ })).toBeDisabled();
      await expect(page.getByRole("button", { name: "Back" })).toBeDisabled();
      await expect(page.getByLabel("Card number")).toBeDisabled();
      release();
      await expect(page.getByRole("alert").filter({ hasText: "Your card was declined." })).toBeVisible();
      await expect(page.getByRole("button", { name: /Pay Now/ })).toBeEnabled();
      await expect(page.getByLabel("Card number")).toBeEnabled();
      await page.unroute("**/api/sandbox/payment-methods");
      await page.getByLabel("Card number").fill("4000 0000 0000 9995");
      await page.getByRole("button", { name: /Pay Now/ }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Your card has insufficient funds." })).toBeVisible();
      await expectAccessible(page, "payment after a decline");
      await page.getByLabel("Card number").fill(GOOD_CARD);
      await page.getByRole("button", { name: /Pay Now/ }).click();
      await expect(page.getByRole("heading", { level: 1, name: "You have successfully completed." })).toBeVisible({
        timeout: 20_000,
      });
    });

    test("a Pay Now whose answer was lost is sent again as it was, and ends in the one account it paid for", async ({
      page,
    }, info) => {
      const email = freshEmail(info, "lost");
      await chooseTeamYearly(page);
      await fillDetails(page, email);
      await verifyEmail(page, email);
      await fillCard(page, GOOD_CARD);
      const sent: Array<{ idempotency_key?: string; paymentMethodId?: string }> = [];
      let lose = true;
      // Pay Now posts to the pricing page's action (its `.data` request).
      await page.route(/\/pricing\.data/, async (route) => {
        if (route.request().method() !== "POST") return route.continue();
        sent.push(route.request().postDataJSON() as { idempotency_key?: string; paymentMethodId?: string });
        if (!lose) return route.continue();
        // The server takes the order and charges the card; its answer is lost on the way (the proxy gives up).
        lose = false;
        await route.fetch();
        await route.fulfill({ status: 502, contentType: "text/html", body: "<h1>502 Bad Gateway</h1>" });
      });
      await page.getByRole("button", { name: /Pay Now/ }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Oops...something went wrong." })).toBeVisible();
      await page.getByRole("button", { name: /Pay Now/ }).click();
      await expect(page.getByRole("heading", { level: 1, name: "You have successfully completed." })).toBeVisible({
        timeout: 20_000,
      });
      expect(sent).toHaveLength(2);
      expect(sent[1]!.idempotency_key).toBe(sent[0]!.idempotency_key);
      expect(sent[1]!.paymentMethodId).toBe(sent[0]!.paymentMethodId);
      // The registration payload, in its own names, with the action's intent: no password confirmation or
      // terms flag on the wire.
      expect(Object.keys(sent[0]!).sort()).toEqual([
        "company_name",
        "country_id",
        "email",
        "email_token",
        "first_name",
        "idempotency_key",
        "intent",
        "last_name",
        "mobile",
        "password",
        "paymentMethodId",
        "plan_data",
      ]);
      expect(sent[0]).toMatchObject({
        mobile: "",
        plan_data: {
          plan_id: 2,
          plan_name: "Team",
          plan_type_id: 2,
          user: 1,
          total_amount: 59950,
          total_amount_show: "S$599.50",
        },
      });
    });

    test("browser Back moves between stages, and a reload keeps the flow without keeping the password", async ({
      page,
    }, info) => {
      const email = freshEmail(info, "reload");
      await chooseTeamYearly(page);
      await fillDetails(page, email);
      // Reload on Details: everything but the passwords is still there.
      await page.reload();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
      await expect(page.getByLabel("Company Name")).toHaveValue("Tan Advisory Pte. Ltd.");
      await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
      await fillPasswords(page);
      await verifyEmail(page, email);
      await page.getByRole("region", { name: "Order summary" }).getByRole("button", { name: "Add a user" }).click();

      // Browser Back: Payment → Details → plan table; Forward returns.
      await page.goBack();
      await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
      await page.goBack();
      await expect(
        page.getByRole("heading", { level: 1, name: "Simple plans that grow with your practice" }),
      ).toBeVisible();
      await page.goForward();
      await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
      // Next skips the code: the address was verified minutes ago.
      const before = allMail().length;
      await page.getByRole("button", { name: "Next" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
      expect(
        allMail()
          .slice(before)
          .filter((m) => m.to.includes(email)),
      ).toHaveLength(0);

      // Reload on Payment: back to Details with a notice, the password asked again, then straight on.
      await page.reload();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
      await expect(page.getByText("For your security we do not keep your password")).toBeVisible();
      await expect(page.getByLabel("First Name")).toHaveValue("Mei Ling");
      await fillPasswords(page);
      await page.getByRole("button", { name: "Next" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
      await expect(page.getByRole("region", { name: "Order summary" }).getByLabel("Users")).toHaveValue("2");
      const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
      expect(stored).not.toContain("Sleeve#2025");
      await fillCard(page, GOOD_CARD);
      await page.getByRole("button", { name: /Pay Now/ }).click();
      await expect(page.getByRole("heading", { level: 1, name: "You have successfully completed." })).toBeVisible({
        timeout: 20_000,
      });
      expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain("4242");
      // Reloading the success stage keeps it (once the address shows it: the stage renders a moment before
      // the router's navigation to ?step=success completes).
      await expect(page).toHaveURL(/[?&]step=success\b/);
      await page.reload();
      await expect(page.getByRole("heading", { level: 1, name: "You have successfully completed." })).toBeVisible();
      await expectNoSidewaysScroll(page);
    });
  });
}
