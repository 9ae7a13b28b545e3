/**
 * The operator console's foundation in Chromium: a signed-out visit to every /admin URL lands
 * on /admin/login; the first owner's invitation (OPERATOR_EMAIL, mailed at start) → password (a weak one
 * refused) → TOTP enrolment with codes computed here from the key the page shows → signed in → the
 * operators page invites a Support operator (mailed) → the audit log shows each step, with "Rows per
 * page" in the URL → Sign out → sign in again with Email, Password and a code of the next time step (the
 * first one is spent: replay protection) → the session cookie's attributes. axe on every page, and
 * screenshots at 1280 and 375 px.
 */
import path from "node:path";
import type { Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { ADMIN_SECTIONS } from "../../app/domain/admin-access";
import { expect, expectAccessible, test } from "./support/fixtures";
import { waitForMail } from "./support/mailbox";

const OWNER = "owner@console.e2e.test";
const PASSWORD = "copper kettle drifts over quiet harbours";

// The start-up invitation may wait for the outbox's first retry (30 s) when the server starts before the
// test mail server; axe and argon2 on busy cores take their time too.
test.describe.configure({ mode: "serial", timeout: 300_000 });
/** Server answers (sign-in, page loads) on a loaded 2-core machine can take well over the default 10 s. */
const SLOW = { timeout: 60_000 };

/** The code an authenticator shows for `key` at `at` (ms since the epoch). */
function codeAt(key: string, at: number): string {
  return TOTP.generate({ secret: Secret.fromBase32(key), algorithm: "SHA1", digits: 6, period: 30, timestamp: at });
}

async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

async function screenshots(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a signed-out visit to every console URL lands on the sign-in page", async ({ page }) => {
  for (const path of [...Object.values(ADMIN_SECTIONS).map((section) => section.path), "/admin/leads/1"]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/admin\/login$/);
  }
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
  await expect(page.getByLabel("Email", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Password", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Authentication code", { exact: true })).toBeVisible();
  await expectAccessible(page, "/admin/login");
  await screenshots(page, "login");
});

test("invitation → password → authenticator → console → invite → audit log → sign out → sign in with the next code", async ({
  page,
  context,
}) => {
  const mail = await waitForMail(OWNER, /operator console/, { timeoutMs: 120_000 });
  const link = /http:\/\/127\.0\.0\.1:\d+\/admin\/invite\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
  expect(link, "the invitation link").toBeTruthy();

  await page.goto(link!);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose your password");
  await expectAccessible(page, "invitation: password");
  await page.getByLabel("Password", { exact: true }).fill("password1234");
  await page.getByLabel("Confirm password", { exact: true }).fill("password1234");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("too easy to guess")).toBeVisible(SLOW);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Set up your authenticator", SLOW);
  await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
  await expectAccessible(page, "invitation: authenticator");
  await screenshots(page, "invitation-authenticator");
  const key = ((await page.getByTestId("totp-key").textContent()) ?? "").replace(/\s+/g, "");
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  const enrolledAt = Date.now();
  await page.getByLabel("Authentication code", { exact: true }).fill(codeAt(key, enrolledAt));
  await page.getByRole("button", { name: "Confirm and sign in" }).click();

  await expect(page).toHaveURL(/\/admin$/, SLOW);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Overview", SLOW);
  await hydrated(page);
  await expectAccessible(page, "/admin");
  await screenshots(page, "overview");

  const cookie = (await context.cookies()).find((c) => c.name === "docsleeve_console");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/admin", secure: false });

  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Operators" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Operators");
  await page.getByLabel("Email", { exact: true }).fill("helper@console.e2e.test");
  await page.getByLabel("Role", { exact: true }).selectOption("support");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText("Invitation sent to helper@console.e2e.test.")).toBeVisible(SLOW);
  await waitForMail("helper@console.e2e.test", /operator console/);
  await expect(page.getByRole("table", { name: "Invitations not yet used" })).toContainText("helper@console.e2e.test");
  await expectAccessible(page, "/admin/operators");
  await screenshots(page, "operators");

  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Audit log");
  const log = page.getByRole("table", { name: "Audit log entries" });
  await expect(log).toContainText("Invitation sent");
  await expect(log).toContainText("Invitation accepted");
  await expect(log).toContainText("Signed in");
  await page.getByLabel("Rows per page").selectOption("10");
  await expect(page).toHaveURL(/[?&]size=10\b/);
  await expect(page.getByLabel("Rows per page")).toHaveValue("10");
  await expectAccessible(page, "/admin/audit-log");
  await screenshots(page, "audit-log");

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/, SLOW);
  await page.goto("/admin/operators");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await hydrated(page);

  // The enrolment's code is spent; an authenticator shows the next one 30 s later (computed, not waited
  // for), or the current one if that step has already passed on a slow run.
  await page.getByLabel("Email", { exact: true }).fill(OWNER);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Authentication code", { exact: true }).fill(codeAt(key, enrolledAt));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("The email, password or authentication code is not correct.", SLOW);
  await page.getByLabel("Email", { exact: true }).fill(OWNER);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page
    .getByLabel("Authentication code", { exact: true })
    .fill(codeAt(key, Math.max(Date.now(), enrolledAt + 30_000)));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/, SLOW);
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  // The other console test files go on from this signed-in owner (playwright.config.ts, CONSOLE_OWNER_STATE).
  await context.storageState({ path: path.join(test.info().project.outputDir, "console-owner.json") });
});

test("a sign-in posted from another address than PUBLIC_URL's shows a page naming the console's address", async ({
  browser,
  baseURL,
}) => {
  // The same server under another name (localhost instead of PUBLIC_URL's 127.0.0.1), with and without
  // the page's scripts: a form posted by React Router's fetch and a plain form post end on the same page.
  const elsewhere = baseURL!.replace("127.0.0.1", "localhost");
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(`${elsewhere}/admin/login`);
    if (javaScriptEnabled) await hydrated(page);
    await page.getByLabel("Email", { exact: true }).fill(OWNER);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 }), `scripts ${javaScriptEnabled}`).toHaveText(
      "Open the console at its own address",
      SLOW,
    );
    await expect(page).toHaveURL(`${elsewhere}/admin/wrong-origin`);
    await expect(page.getByText(`The console's address is ${baseURL}`)).toBeVisible();
    await expect(page.getByRole("link", { name: `Go to ${baseURL}/admin` })).toHaveAttribute(
      "href",
      `${baseURL}/admin`,
    );
    await expect(page.getByText("Unexpected Application Error")).toHaveCount(0);
    if (javaScriptEnabled) {
      await expectAccessible(page, "/admin/wrong-origin");
      await screenshots(page, "wrong-origin");
    }
    await context.close();
  }
});
