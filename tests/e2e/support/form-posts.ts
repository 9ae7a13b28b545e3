import type { Route } from "@playwright/test";

/**
 * The forms' posts to their route actions, for `page.route` (hold, fail or rewrite one). With script a
 * form posts through a fetcher, whose request is the action's path with `.data`; without script the
 * browser posts to the path itself.
 */

/** The footer and pop-up newsletter forms' fetcher post (app/routes/newsletter-subscribe.tsx). */
export const isNewsletterPost = (url: URL) => url.pathname === "/newsletter/subscribe.data";

/** The contact form's fetcher post (app/routes/contact.tsx). */
export const isContactPost = (url: URL) => url.pathname === "/contact.data";

/**
 * Answers a newsletter post with the real action's refusal carrying `message` instead of its own: the
 * post goes on with an address the action refuses, and the message value in the answer is replaced, so
 * the answer keeps React Router's own encoding (a JSON array of values in which objects point at their
 * keys and values by index).
 */
export async function refuseNewsletterPost(route: Route, message: string) {
  const form = new URLSearchParams(route.request().postData() ?? "");
  form.set("email", "not-an-address");
  const response = await route.fetch({ postData: form.toString() });
  const values = JSON.parse(await response.text()) as unknown[];
  const ref = `_${values.indexOf("message")}`;
  const holder = values.find((v): v is Record<string, number> => typeof v === "object" && v !== null && ref in v);
  if (!holder) throw new Error("the action's answer carries no message");
  values[holder[ref]!] = message;
  await route.fulfill({ response, body: JSON.stringify(values) });
}
