/**
 * Shared end-to-end helpers: an accessibility check with axe-core (no serious or critical violations),
 * waiting for hydration, and a guard that fails a test on any console error or failed same-site request.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Page } from "@playwright/test";

/** Fails when axe-core finds serious or critical violations on the page as it is now. */
export async function expectAccessible(page: Page, label = page.url()) {
  // A toast sliding in is partly transparent: axe would measure its colours blended with the page.
  // Wait for the toasts' own entrance animations (not their 3 s progress bars) to end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (a) =>
            a.effect instanceof KeyframeEffect &&
            a.effect.target instanceof Element &&
            a.effect.target.matches(".Toastify__toast"),
        )
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const summary = blocking.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(" ")}: ${n.failureSummary ?? ""}`)
        .join("\n  ")}`,
  );
  expect(summary, `accessibility violations on ${label}`).toEqual([]);
}

/**
 * Navigates and waits until React has hydrated (the root element carries data-hydrated). Most pages
 * hydrate on the visitor's first sign of intent (app/lib/hydrate-on-intent.ts): a Shift key press, which
 * changes nothing on any page, is that sign here.
 */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.keyboard.press("Shift");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}

/** Reloads the page and waits until it has hydrated again (with the same sign of intent as gotoHydrated). */
export async function reloadHydrated(page: Page) {
  const response = await page.reload();
  await page.keyboard.press("Shift");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}

/**
 * Keeps the home page's newsletter pop-up (5 s after load) away, for tests of other things on `/` that may
 * run longer than 5 s on a loaded machine. Uses the pop-up's own "already dealt with" memory.
 */
export async function suppressNewsletterPopup(page: Page) {
  await page.addInitScript(() =>
    localStorage.setItem("docsleeve.newsletter-popup", JSON.stringify({ until: Date.now() + 86_400_000 })),
  );
}

/** `test` with a page that records console errors and CSP violations; the test fails if any occurred. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error") errors.push(msg.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      // HTTP error statuses are logged by the browser itself; tests assert on those responses directly.
      expect(
        errors.filter((e) => !/^Failed to load resource: the server responded with a status of \d{3}/.test(e)),
        "console errors",
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
