/**
 * Operator accounts in Chromium (decision 0043): an owner enrols a passkey
 * with Chromium's virtual authenticator and signs in with it alone, uses a recovery code once (a replay
 * is refused; the code step works without scripts), signs out other sessions and changes the password
 * (the other session ends); axe on /admin/account in the light and dark schemes at 1280 and 375 px.
 *
 * A relying party ID must be a domain, so this file serves the site on `http://localhost:<E2E_PORT + 2>`
 * with PUBLIC_URL to match (the shared test server is on 127.0.0.1, which WebAuthn refuses). Its own
 * server and database also keep the destructive steps (password change, signing sessions out) away from
 * the console owner that the other console test files share. Mail goes to the run's test SMTP server.
 */
import { spawn, type ChildProcess } from "node:child_process";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { E2E_SMTP_PORT } from "../../playwright.config";
import { expect, expectAccessible, test } from "./support/fixtures";
import { waitForMail } from "./support/mailbox";

const PORT = Number(process.env.E2E_PORT ?? 3210) + 2;
const ORIGIN = `http://localhost:${PORT}`;
const OWNER = "owner@accounts.e2e.test";
const PASSWORD = "amber lighthouse folds paper cranes";
const NEW_PASSWORD = "seven quiet otters juggle moonlight";
const FAILED = "The email, password or authentication code is not correct.";
const SLOW = { timeout: 60_000 };

test.describe.configure({ mode: "serial", timeout: 300_000 });
test.use({ baseURL: ORIGIN });

let server: ChildProcess | undefined;
let owner: { context: BrowserContext; page: Page };
let recoveryCodes: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const dataDir = `./data/e2e-${PORT}`;
  server = spawn("sh", ["-c", `rm -rf ${dataDir} && exec node scripts/start.mjs`], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      PUBLIC_URL: ORIGIN,
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      OPERATOR_EMAIL: OWNER,
      RATE_LIMIT_FACTOR: "1000",
      LOG_LEVEL: "warn",
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
    },
  });
  // Ready when /healthz answers (the server's documented readiness probe); polled, as Playwright's webServer does.
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${PORT}/healthz`).then(
          (r) => r.status,
          () => 0,
        ),
      {
        timeout: 240_000,
        intervals: [250, 500, 1000],
      },
    )
    .toBe(200);
});

test.afterAll(async () => {
  await owner?.context.close();
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
});

/** The code an authenticator shows for `key` at `at` (ms since the epoch). */
function codeAt(key: string, at: number): string {
  return TOTP.generate({ secret: Secret.fromBase32(key), algorithm: "SHA1", digits: 6, period: 30, timestamp: at });
}

/** Full-page screenshots at 1280 and 375 px into the test's output folder. */
async function screenshots(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** A fresh browser (another device) on the site. */
async function device(browser: Browser, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({ baseURL: ORIGIN, ...options });
  return { context, page: await context.newPage() };
}

/** Email and Password, then at the code step "Use a recovery code". */
async function signInWithRecoveryCode(page: Page, password: string, code: string, scripts = true) {
  await page.goto("/admin/login");
  if (scripts) await hydrated(page);
  await page.getByLabel("Email", { exact: true }).fill(OWNER);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  // The code step: the password was right.
  await page.getByText("Use a recovery code").click(SLOW);
  await page.getByLabel("Recovery code", { exact: true }).fill(code);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

test("the owner takes the invitation, generates recovery codes and adds a passkey with the virtual authenticator", async ({
  browser,
}) => {
  owner = await device(browser);
  const { page } = owner;
  const mail = await waitForMail(OWNER, /operator console/, { timeoutMs: 120_000 });
  const link = new RegExp(`${ORIGIN}/admin/invite/[A-Za-z0-9_-]{43}`).exec(mail.text)?.[0];
  expect(link, "the invitation link on localhost").toBeTruthy();
  await page.goto(link!);
  await hydrated(page);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  const key = ((await page.getByTestId("totp-key").textContent(SLOW)) ?? "").replace(/\s+/g, "");
  await page.getByLabel("Authentication code", { exact: true }).fill(codeAt(key, Date.now()));
  await page.getByRole("button", { name: "Confirm and sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/, SLOW);

  await hydrated(page);
  await page.getByRole("link", { name: "Account", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your account", SLOW);
  await expect(page.getByTestId("recovery-codes-left")).toHaveText("You have no recovery codes.");
  await page.getByRole("button", { name: "Generate recovery codes" }).click();
  const list = page.getByRole("list", { name: "Your new recovery codes" });
  await expect(list.getByRole("listitem")).toHaveCount(10, SLOW);
  recoveryCodes = await list.getByRole("listitem").allTextContents();
  for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  await expect(page.getByTestId("recovery-codes-left")).toHaveText("10 of 10 recovery codes left.");

  const cdp = await owner.context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await page.getByLabel("Passkey name", { exact: true }).fill("Test laptop");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByText('Passkey "Test laptop" added.')).toBeVisible(SLOW);
  const passkeys = page.getByRole("table", { name: "Your passkeys" });
  await expect(passkeys).toContainText("Test laptop");
  await expect(passkeys).toContainText("Never");
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);

  // Signed out, the passkey alone signs in (no address, no password, no code).
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login$/, SLOW);
  await hydrated(page);
  await screenshots(page, "login");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/admin$/, SLOW);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Overview");
  await page.goto("/admin/account");
  await expect(page.getByRole("table", { name: "Your passkeys" })).not.toContainText("Never");
});

test("a recovery code signs in once, without scripts too, and says how many remain; a replay is refused", async ({
  browser,
}) => {
  const noScripts = await device(browser, { javaScriptEnabled: false });
  await signInWithRecoveryCode(noScripts.page, PASSWORD, recoveryCodes[0]!, false);
  await expect(noScripts.page).toHaveURL(/\/admin\/account\?recoveryCodesLeft=9$/, SLOW);
  await expect(noScripts.page.getByRole("status").first()).toContainText("9 recovery codes remain.");
  await noScripts.context.close();

  const replay = await device(browser);
  await signInWithRecoveryCode(replay.page, PASSWORD, recoveryCodes[0]!);
  await expect(replay.page.getByRole("alert")).toHaveText(FAILED, SLOW);
  await expect(replay.page.getByLabel("Recovery code", { exact: true })).toBeVisible();
  await screenshots(replay.page, "login-recovery-code");
  await expect(replay.page).toHaveURL(/\/admin\/login$/);
  await replay.context.close();
});

test("Sign out other sessions ends the other device's session only", async ({ browser }) => {
  const other = await device(browser);
  await signInWithRecoveryCode(other.page, PASSWORD, recoveryCodes[1]!);
  await expect(other.page).toHaveURL(/recoveryCodesLeft=8$/, SLOW);

  const { page } = owner;
  await page.goto("/admin/account");
  await hydrated(page);
  const sessions = page.getByRole("table", { name: "Your sessions" });
  // Header row, this session, the no-script device's and the other device's.
  await expect(sessions.getByRole("row")).toHaveCount(4);
  await expect(sessions).toContainText("This session");
  await expect(sessions).toContainText("Chrome on Linux");
  await page.getByRole("button", { name: "Sign out other sessions" }).click();
  await expect(page.getByText("2 other sessions were signed out.")).toBeVisible(SLOW);
  await expect(sessions.getByRole("row")).toHaveCount(2);

  await other.page.goto("/admin");
  await expect(other.page).toHaveURL(/\/admin\/login$/);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Overview");
  await other.context.close();
});

test("Change password needs the current one, ends the other session, and the new password signs in", async ({
  browser,
}) => {
  const other = await device(browser);
  await signInWithRecoveryCode(other.page, PASSWORD, recoveryCodes[2]!);
  await expect(other.page).toHaveURL(/recoveryCodesLeft=7$/, SLOW);

  const { page } = owner;
  await page.goto("/admin/account");
  await hydrated(page);
  const form = page.getByRole("region", { name: "Change password" });
  await page.getByLabel("Current password", { exact: true }).fill("not the current password");
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel("Confirm password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByText("Your current password is not correct.").first()).toBeVisible(SLOW);
  await page.getByLabel("Current password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel("Confirm password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed. Your other sessions (1) were signed out.")).toBeVisible(SLOW);
  await expect(page.getByLabel("Current password", { exact: true })).toHaveValue("");

  await other.page.goto("/admin");
  await expect(other.page).toHaveURL(/\/admin\/login$/);
  // The old password no longer passes the first step.
  await hydrated(other.page);
  await other.page.getByLabel("Email", { exact: true }).fill(OWNER);
  await other.page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await other.page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(other.page.getByRole("alert")).toHaveText(FAILED, SLOW);
  await signInWithRecoveryCode(other.page, NEW_PASSWORD, recoveryCodes[3]!);
  await expect(other.page).toHaveURL(/recoveryCodesLeft=6$/, SLOW);
  await other.context.close();
});

test("the owner revokes a pending invitation on /admin/operators", async () => {
  const { page } = owner;
  await page.goto("/admin/operators");
  await hydrated(page);
  await page.getByLabel("Email", { exact: true }).fill("helper@accounts.e2e.test");
  await page.getByRole("button", { name: "Send invitation" }).click();
  const waiting = page.getByRole("table", { name: "Invitations not yet used" });
  await expect(waiting).toContainText("helper@accounts.e2e.test", SLOW);
  await screenshots(page, "operators");
  await waiting.getByRole("button", { name: "Revoke invitation" }).click();
  // The list is loaded again after the post: the invitation is gone from it.
  await expect(waiting).toContainText("No invitation is waiting.", SLOW);
  await page.reload();
  await expect(page.getByRole("table", { name: "Invitations not yet used" })).toContainText(
    "No invitation is waiting.",
  );
});

for (const scheme of ["light", "dark"] as const) {
  test(`/admin/account passes axe at 1280 and 375 px in the ${scheme} scheme`, async () => {
    const { page } = owner;
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/admin/account");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your account");
      await hydrated(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow, `no horizontal scrolling at ${width} px`).toBe(false);
      await expectAccessible(page, `/admin/account at ${width} px, ${scheme}`);
      await page.screenshot({ path: test.info().outputPath(`account-${scheme}-${width}.png`), fullPage: true });
    }
  });
}
