/**
 * axe-core on every page of the operator console (overview, leads, a lead, orders, an order, subscribers,
 * the newsletter composer, operators, audit log, promotions, analytics) at 1280 and 375 px, in the light
 * and the dark colour scheme (the console follows the visitor's scheme like the public pages): no serious
 * or critical violation, colour contrast included. In dark, the page's surface must really be dark, so a
 * console pinned to light fails here. Screenshots of each page at 1280 px in both schemes go to the
 * test's output folder.
 *
 * It starts from the owner session that tests/e2e/console-auth.spec.ts saves (project "console" in
 * playwright.config.ts), and makes the one lead and one order the detail pages need through the public API.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { solvedCaptchaToken } from "../support/captcha";
import { expect, expectAccessible, test } from "./support/fixtures";
import { purchaseViaApi } from "./support/purchase";

test.describe.configure({ mode: "serial", timeout: 300_000 });

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** The records behind the two detail pages, made once per worker. */
let records: Promise<{ lead: string; order: string }> | undefined;

/** A contact message (captcha solved in Node, as the widget would) and a sandbox purchase. */
async function makeRecords(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
): Promise<{ lead: string; order: string }> {
  const email = `axe-${unique()}@example.com`;
  const sent = await request.post("/api/contact", {
    data: {
      question: "Sales",
      name: "Axel Contrast",
      email,
      explain_question: "Do you offer yearly plans for 12 users?",
      captchaToken: await solvedCaptchaToken(baseURL),
    },
  });
  expect(sent.status()).toBe(200);
  const order = await purchaseViaApi(request, `axe-buyer-${unique()}@example.com`);
  await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
  const href = await page
    .getByRole("table", { name: "Contact messages" })
    .getByRole("link", { name: "Axel Contrast" })
    .getAttribute("href");
  expect(href).toMatch(/^\/admin\/leads\/\d+$/);
  return { lead: href!, order: `/admin/orders/${order}` };
}

/** Every console page, with the heading it must show (a page that failed to load fails here, not in axe). */
function consolePages(r: { lead: string; order: string }): Array<[string, string]> {
  return [
    ["/admin", "Overview"],
    ["/admin/leads", "Leads"],
    [r.lead, "Message from Axel Contrast"],
    ["/admin/orders", "Orders"],
    [r.order, "Order of Ada Quinn"],
    ["/admin/subscribers", "Subscribers"],
    ["/admin/subscribers/newsletter", "Newsletter issue"],
    ["/admin/operators", "Operators"],
    ["/admin/audit-log", "Audit log"],
    ["/admin/promotions", "Promotions"],
    ["/admin/analytics", "Analytics"],
  ];
}

/** The relative luminance of the body's background (0 black … 1 white). */
const bodyLuminance = (page: Page) =>
  page.evaluate(() => {
    const [r, g, b] = (getComputedStyle(document.body).backgroundColor.match(/\d+(\.\d+)?/g) ?? [])
      .map(Number)
      .map((c) => {
        const s = c / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  });

for (const scheme of ["light", "dark"] as const) {
  test.describe(`console in the ${scheme} scheme`, () => {
    test.use({ colorScheme: scheme });
    for (const width of [1280, 375]) {
      test(`every page passes axe at ${width} px`, async ({ page, baseURL }) => {
        await page.setViewportSize({ width, height: 900 });
        records ??= makeRecords(page, page.request, baseURL!);
        for (const [path, heading] of consolePages(await records)) {
          await page.goto(path);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
          await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
          const luminance = await bodyLuminance(page);
          if (scheme === "dark") expect(luminance, `${path}: a dark surface`).toBeLessThan(0.05);
          else expect(luminance, `${path}: a light surface`).toBeGreaterThan(0.8);
          await expectAccessible(page, `${path} at ${width} px, ${scheme}`);
          if (width === 1280)
            await page.screenshot({
              path: test.info().outputPath(`console-${scheme}${path.replaceAll("/", "-")}.png`),
              fullPage: true,
            });
        }
      });
    }
  });
}
