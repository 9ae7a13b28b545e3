/**
 * /how-it-works: seven alternating rows; each image opens its video in a modal (click,
 * Enter or Space) with a "Playing: {title}" toast for 2200 ms; the modal closes on the backdrop, the
 * close button or Escape, traps focus, locks scrolling and returns focus to the image. The modal is a
 * native dialog opened by an invoker button, so it also opens before hydration and with JavaScript off.
 *
 * The test browser only reaches loopback, so YouTube is stubbed with an empty page: the tests check
 * the iframe's src and title, not the player.
 */
import type { Page } from "@playwright/test";
import { HOW_IT_WORKS } from "../../app/content/how-it-works";
import { expect, expectAccessible, gotoHydrated, test } from "./support/fixtures";
import { expectPageBasics } from "./support/page-checks";

const [first, second, third] = HOW_IT_WORKS as [
  (typeof HOW_IT_WORKS)[number],
  (typeof HOW_IT_WORKS)[number],
  (typeof HOW_IT_WORKS)[number],
];

const embed = (videoId: string) => `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0`;

// A stand-in player with one control, so Tab can move into the frame and out again as with the real one.
test.beforeEach(async ({ page }) => {
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ body: "<!doctype html><title>Player</title><button>Play</button>", contentType: "text/html" }),
  );
});

const imageButton = (page: Page, title: string) =>
  page.getByRole("button", { name: `Play video: ${title}`, exact: true });
const dialog = (page: Page) => page.getByRole("dialog");

/** True when focus is on the player (the parent document's active element is its iframe). */
const playerFocused = (page: Page) => page.evaluate(() => document.activeElement?.tagName === "IFRAME");

/** True when the focused element is inside the open dialog (the player iframe counts). */
const focusInDialog = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active !== null && active !== document.body && active.closest("dialog[open]") !== null;
  });

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("renders seven rows and no player until one is opened", async ({ page }) => {
      const response = await gotoHydrated(page, "/how-it-works");
      expect(response?.status()).toBe(200);
      await expect(page.locator("main ol > li h2")).toHaveText(HOW_IT_WORKS.map((item) => item.title));
      for (const item of HOW_IT_WORKS) await expect(imageButton(page, item.title)).toBeVisible();
      for (const img of await page.locator("main img").all()) {
        await expect(img).toHaveAttribute("width", "560");
        await expect(img).toHaveAttribute("height", "400");
      }
      await expect(page.locator("iframe")).toHaveCount(0);
      await expect(dialog(page)).toBeHidden();
      await expectPageBasics(page, { path: "/how-it-works", h1: "How DocSleeve Works" });
    });

    test("the open modal has no accessibility violations", async ({ page }) => {
      await gotoHydrated(page, "/how-it-works");
      await imageButton(page, first.title).click();
      await expect(dialog(page)).toBeVisible();
      // Check the toast too, once its entrance animation has ended (mid-fade its text is too faint).
      const toast = page.getByRole("alert").filter({ hasText: `Playing: ${first.title}` });
      await expect(toast).toBeVisible();
      await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
      await expectAccessible(page, `video modal at ${width} px`);
    });
  });
}

test("rows alternate image sides on desktop and stack image-first on mobile", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, "/how-it-works");
  for (const [index, item] of HOW_IT_WORKS.entries()) {
    const image = await imageButton(page, item.title).boundingBox();
    const heading = await page.getByRole("heading", { level: 2, name: item.title }).boundingBox();
    // Content rule: even indexes show the image on the right.
    if (index % 2 === 0) expect(image!.x, item.title).toBeGreaterThan(heading!.x);
    else expect(image!.x, item.title).toBeLessThan(heading!.x);
  }
  await page.setViewportSize({ width: 375, height: 800 });
  for (const item of HOW_IT_WORKS) {
    const image = await imageButton(page, item.title).boundingBox();
    const heading = await page.getByRole("heading", { level: 2, name: item.title }).boundingBox();
    expect(image!.y + image!.height, item.title).toBeLessThanOrEqual(heading!.y);
  }
});

test("clicking an image opens its video with a toast; the close button closes it and focus returns", async ({
  page,
}) => {
  await gotoHydrated(page, "/how-it-works");
  await imageButton(page, first.title).click();

  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toHaveAccessibleName(first.title);
  const frame = dialog(page).locator("iframe");
  await expect(frame).toHaveCount(1);
  await expect(frame).toHaveAttribute("src", embed(first.videoId));
  await expect(frame).toHaveAttribute("title", `${first.title} video`);
  await expect(page.locator("iframe")).toHaveCount(1);

  const toast = page.getByRole("alert").filter({ hasText: `Playing: ${first.title}` });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveText(`Playing: ${first.title}`);
  // The close button has focus when the modal opens.
  await expect(page.getByRole("button", { name: "Close video" })).toBeFocused();

  await page.getByRole("button", { name: "Close video" }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect(imageButton(page, first.title)).toBeFocused();
});

test('the toast closes itself after 2200 ms ("Playing: {title}")', async ({ page }) => {
  await gotoHydrated(page, "/how-it-works");
  await imageButton(page, second.title).click();
  const toast = page.getByRole("alert").filter({ hasText: `Playing: ${second.title}` });
  await expect(toast).toBeVisible();
  // react-toastify times auto-close with a CSS animation on the toast's progress bar, so its duration
  // is the auto-close delay. page.clock cannot drive CSS animations; the DevTools animation domain can.
  await expect(toast.getByRole("progressbar", { includeHidden: true })).toHaveCSS("animation-duration", "2.2s");
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Animation.enable");
  await cdp.send("Animation.setPlaybackRate", { playbackRate: 100 });
  await expect(toast).toBeHidden();
  // The modal stays open when the toast goes.
  await expect(dialog(page)).toBeVisible();
});

test("Enter on a focused image opens it; Escape closes it and focus returns", async ({ page }) => {
  await gotoHydrated(page, "/how-it-works");
  await imageButton(page, second.title).focus();
  await page.keyboard.press("Enter");
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).locator("iframe")).toHaveAttribute("src", embed(second.videoId));
  await expect(page.getByRole("alert").filter({ hasText: `Playing: ${second.title}` })).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect(imageButton(page, second.title)).toBeFocused();
});

test("Space on a focused image opens it; a backdrop click closes it and focus returns", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoHydrated(page, "/how-it-works");
  await imageButton(page, third.title).focus();
  await page.keyboard.press("Space");
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).locator("iframe")).toHaveAttribute("src", embed(third.videoId));

  // A click inside the modal's content does not close it.
  await dialog(page).getByRole("heading", { name: third.title }).click();
  await expect(dialog(page)).toBeVisible();

  // The backdrop: the bottom-left corner is outside the centred modal at every width (the top edge
  // holds the toast on narrow screens).
  await page.mouse.click(5, 795);
  await expect(dialog(page)).toBeHidden();
  await expect(imageButton(page, third.title)).toBeFocused();
});

test("Tab and Shift+Tab stay inside the open modal", async ({ page }) => {
  await gotoHydrated(page, "/how-it-works");
  await imageButton(page, first.title).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).locator("iframe")).toHaveCount(1);
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press("Tab");
    expect(await focusInDialog(page), `Tab ${i + 1}`).toBe(true);
  }
  // A full forward cycle comes back to the close button.
  await page.getByRole("button", { name: "Close video" }).focus();
  await page.keyboard.press("Tab");
  await expect.poll(() => playerFocused(page)).toBe(true);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Close video" })).toBeFocused();
  // Shift+Tab from the close button wraps to the player.
  await page.keyboard.press("Shift+Tab");
  await expect.poll(() => playerFocused(page)).toBe(true);
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press("Shift+Tab");
    expect(await focusInDialog(page), `Shift+Tab ${i + 1}`).toBe(true);
  }
});

test("the page behind does not scroll while the modal is open", async ({ page }) => {
  await gotoHydrated(page, "/how-it-works");
  const overflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow);
  const before = await overflow();
  await imageButton(page, first.title).click();
  await expect(dialog(page)).toBeVisible();
  expect(await overflow()).toBe("hidden");
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  expect(await overflow()).toBe(before);
});

test("opening a second video replaces the first", async ({ page }) => {
  await gotoHydrated(page, "/how-it-works");
  await imageButton(page, first.title).click();
  await page.keyboard.press("Escape");
  await imageButton(page, third.title).click();
  await expect(dialog(page)).toHaveAccessibleName(third.title);
  await expect(page.locator("iframe")).toHaveCount(1);
  await expect(page.locator("iframe")).toHaveAttribute("src", embed(third.videoId));
  await expect(page.getByRole("alert").filter({ hasText: `Playing: ${first.title}` })).toHaveCount(0);
});

test("a click before the page has hydrated opens the video at once; the toast follows once it has", async ({
  page,
}) => {
  const playerRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith("https://www.youtube-nocookie.com/")) playerRequests.push(request.url());
  });
  await page.goto("/how-it-works");
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", /.*/);
  await imageButton(page, first.title).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toHaveAccessibleName(first.title);
  await expect(page.getByRole("alert").filter({ hasText: `Playing: ${first.title}` })).toBeVisible();
  await expect(dialog(page).locator("iframe")).toHaveAttribute("src", embed(first.videoId));
  await expect(dialog(page).frameLocator("iframe").getByRole("button", { name: "Play" })).toBeVisible();
  // Nothing else loaded from YouTube: the other players (in <noscript>) never exist with script on.
  expect(playerRequests).toEqual([embed(first.videoId)]);
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  await expect(page.locator("iframe")).toHaveCount(0);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test("an image opens its video dialog, which links to the player; the close button, Escape and the backdrop close it", async ({
    page,
  }) => {
    await page.goto("/how-it-works");
    await expect(dialog(page)).toBeHidden();
    const scrollLocked = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow === "hidden");
    expect(await scrollLocked()).toBe(false);

    await imageButton(page, first.title).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toHaveAccessibleName(first.title);
    // No player loads with the page (a closed dialog's frame would): the dialog links to it.
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(dialog(page).getByRole("link", { name: "Watch video" })).toHaveAttribute("href", embed(first.videoId));
    expect(await scrollLocked()).toBe(true);
    await dialog(page).getByRole("button", { name: "Close video" }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(imageButton(page, first.title)).toBeFocused();
    expect(await scrollLocked()).toBe(false);

    await imageButton(page, second.title).focus();
    await page.keyboard.press("Enter");
    await expect(dialog(page)).toHaveAccessibleName(second.title);
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();

    await imageButton(page, third.title).focus();
    await page.keyboard.press("Space");
    await expect(dialog(page)).toHaveAccessibleName(third.title);
    await dialog(page).getByRole("heading", { name: third.title }).click();
    await expect(dialog(page)).toBeVisible();
    await page.mouse.click(5, 795);
    await expect(dialog(page)).toBeHidden();
  });
});
