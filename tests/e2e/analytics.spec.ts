/**
 * Measurement without cookies or browser storage. On every public route (app/seo's
 * PUBLIC_ROUTES) no response sets a cookie, `document.cookie` stays empty and nothing is written to
 * localStorage; sessionStorage holds only the pricing draft (the documented contract departure 5), which carries no
 * identifier. Pressing Buy Now sends the funnel beacon without any cookie.
 */
import { PUBLIC_ROUTES } from "../../app/seo/public-routes";
import { expect, gotoHydrated, test } from "./support/fixtures";

/** Records every storage write and cookie write the page's scripts make, before any of them runs. */
function recordWrites() {
  const writes: Array<{ kind: string; key: string; value: string }> = [];
  (window as unknown as { __writes: typeof writes }).__writes = writes;
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key: string, value: string) {
    writes.push({ kind: this === window.localStorage ? "localStorage" : "sessionStorage", key, value });
    return setItem.call(this, key, value);
  };
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, "cookie")!;
  Object.defineProperty(Document.prototype, "cookie", {
    configurable: true,
    get() {
      return cookie.get!.call(this) as string;
    },
    set(value: string) {
      writes.push({ kind: "cookie", key: value.split("=")[0] ?? "", value });
      cookie.set!.call(this, value);
    },
  });
}

/** What looks like an identifier: a UUID, or a long run of hex or base64url characters. */
const IDENTIFIER = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[A-Za-z0-9_-]{24,}/i;

for (const route of PUBLIC_ROUTES) {
  test(`${route.path} sets no cookie and writes no browser storage (the pricing draft holds no identifier)`, async ({
    page,
    context,
  }) => {
    await context.addInitScript(recordWrites);
    const setCookies: string[] = [];
    page.on("response", (response) => {
      const header = response.headers()["set-cookie"];
      if (header) setCookies.push(`${response.url()}: ${header}`);
    });
    const response = await gotoHydrated(page, route.path);
    expect(response?.status()).toBe(200);
    const state = await page.evaluate(() => ({
      cookie: document.cookie,
      local: window.localStorage.length,
      writes: (window as unknown as { __writes: Array<{ kind: string; key: string; value: string }> }).__writes,
    }));
    expect(state.cookie).toBe("");
    expect(state.local).toBe(0);
    expect(state.writes.filter((w) => !(w.kind === "sessionStorage" && w.key === "docsleeve:pricing-flow:v1"))).toEqual(
      [],
    );
    for (const draft of state.writes)
      expect(draft.value, "the pricing draft holds no identifier").not.toMatch(IDENTIFIER);
    expect(setCookies).toEqual([]);
    expect(await context.cookies()).toEqual([]);
  });
}

test("Buy Now sends the funnel beacon with its plan and period, and no cookie", async ({ page }) => {
  await gotoHydrated(page, "/pricing");
  const beacon = page.waitForRequest((request) => request.url().endsWith("/api/analytics/event"));
  await page.getByRole("button", { name: "Buy Now" }).first().click();
  const request = await beacon;
  expect(request.method()).toBe("POST");
  expect(await request.headerValue("content-type")).toBe("application/json");
  expect(await request.headerValue("cookie")).toBeNull();
  // 204: the body passed the endpoint's strict schema (step "buy_now", plan_id and plan_type_id); any
  // other body is a 400. (Playwright does not expose a beacon's Blob body.)
  expect((await request.response())?.status()).toBe(204);
});
