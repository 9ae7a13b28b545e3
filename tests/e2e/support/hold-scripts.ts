/** Holding the app's script files back, to test what a page does before it has hydrated. */
import type { Page, Route } from "@playwright/test";

/**
 * Holds every script file the page requests until `release()`: the page cannot hydrate meanwhile,
 * however fast the machine, so what a test does is certainly done before hydration. Never released,
 * it is a page whose scripts are blocked (without the console errors an aborted request logs).
 */
export async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    count: () => held.length,
    async release() {
      released = true;
      // A request of a page the test has left may be gone already.
      await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
    },
  };
}
