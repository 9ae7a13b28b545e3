/**
 * The forms' posts to their route actions, for `page.route` (hold, fail or rewrite one). With script a
 * form posts through a fetcher, whose request is the action's path with `.data`; without script the
 * browser posts to the path itself.
 */

/** The footer and pop-up newsletter forms' fetcher post (app/routes/newsletter-subscribe.tsx). */
export const isNewsletterPost = (url: URL) => url.pathname === "/newsletter/subscribe.data";

/** The contact form's fetcher post (app/routes/contact.tsx). */
export const isContactPost = (url: URL) => url.pathname === "/contact.data";
