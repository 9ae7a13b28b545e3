/**
 * The blog against the seeded posts of content/blog (13 published, 1 draft): list and
 * pagination (server-rendered ?page=2, links without JavaScript, loading state on client navigation),
 * a post with its SEO in the server HTML, the unknown-post redirect, the checklist download, RSS and
 * the sitemap. The empty state is covered by app/routes/blog.test.ts (this site always has posts).
 */
import { UNKNOWN_POST_REDIRECT_MS } from "../../app/components/blog/unknown-post-redirect";
import type { Page } from "@playwright/test";
import { expectAccessible, expect, gotoHydrated, test } from "./support/fixtures";

const PUBLISHED = 13;
const DRAFT = "building-a-template-library-for-client-requests";
const NEWEST = "What a Good Audit Trail Looks Like for Client Document Requests";
const PAGE_2 = [
  "How Mortgage Brokers Cut Loan File Turnaround From Weeks to Days",
  "Are E-Signatures Legally Binding in Singapore, Australia, the UK and the US?",
  /^KYC Document Collection/,
  "The Tax-Season Document Checklist Your Clients Will Actually Complete",
];
const TAX_POST = "/blog/tax-season-document-checklist";

const cards = (page: Page) => page.getByRole("region", { name: "Blog posts" }).locator("article");
const pager = (page: Page) => page.getByRole("navigation", { name: "Blog pages" });

for (const width of [1280, 375]) {
  test.describe(`blog at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("/blog lists 9 posts, newest first, with pagination and no accessibility violations", async ({ page }) => {
      const response = await gotoHydrated(page, "/blog");
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Practical guides for collecting client documents",
      );
      await expect(cards(page)).toHaveCount(9);
      const first = cards(page).first();
      await expect(first.getByRole("heading", { level: 2 })).toHaveText(NEWEST);
      await expect(first.locator("time")).toHaveAttribute("datetime", "2026-11-03T09:00:00.000Z");
      await expect(first.locator("time")).toHaveText("November 3, 2026");
      await expect(first.getByText("Marcus Okafor")).toBeVisible();
      await expect(first.locator("img")).toHaveAttribute("src", "/images/blog/what-a-good-audit-trail-looks-like.svg");
      await expect(pager(page).getByRole("link", { name: "Page 2" })).toHaveAttribute("href", "/blog?page=2");
      await expect(pager(page).locator('[aria-current="page"]')).toHaveText("1");
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
        "href",
        /\/blog\/rss\.xml$/,
      );
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow, "no horizontal scrolling").toBe(false);
      await expectAccessible(page);
    });

    test("a post shows its title, author, date, body, tags and social links, accessibly", async ({ page }) => {
      const response = await gotoHydrated(page, TAX_POST);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "The Tax-Season Document Checklist Your Clients Will Actually Complete",
      );
      const header = page.locator("article header");
      await expect(header.getByText("By Priya Raman")).toBeVisible();
      await expect(header.locator("time")).toHaveAttribute("datetime", "2026-03-03T09:00:00.000Z");
      await expect(header.locator("time")).toHaveText("March 3, 2026");
      await expect(page.locator(".prose-doc h2").first()).toHaveText("Why most tax checklists fail");
      await expect(page.getByRole("heading", { name: "Tags" }).locator("..").getByRole("listitem")).toHaveText([
        "Tax",
        "Checklists",
        "Client Experience",
      ]);
      await expect(page.getByRole("link", { name: /Discuss on X/ })).toHaveAttribute(
        "href",
        /^https:\/\/x\.com\/docsleeve\/status\//,
      );
      await expect(page.getByRole("link", { name: /Discuss on Facebook/ })).toHaveAttribute(
        "rel",
        "noopener noreferrer",
      );
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow, "no horizontal scrolling").toBe(false);
      await expectAccessible(page);
    });
  });
}

test("?page=2 is rendered on the server with the last 4 posts", async ({ request }) => {
  const response = await request.get("/blog?page=2");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html.match(/<article/g)).toHaveLength(PUBLISHED - 9);
  expect(html).toContain("The Tax-Season Document Checklist Your Clients Will Actually Complete");
  expect(html).not.toContain(NEWEST);
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/blog\?page=2"/);
  expect(html).toMatch(/aria-current="page"[^>]*>2</);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page links work as plain links", async ({ page }) => {
    await page.goto("/blog");
    await pager(page).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(cards(page).getByRole("heading", { level: 2 })).toHaveText(PAGE_2);
    await pager(page).getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards(page)).toHaveCount(9);
  });
});

test("client navigation between pages shows a loading state, then the next page", async ({ page }) => {
  await gotoHydrated(page, "/blog");
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/blog.data*", async (route) => {
    await gate;
    await route.continue();
  });
  await pager(page).getByRole("link", { name: "Page 2" }).click();
  const list = page.getByRole("region", { name: "Blog posts" });
  await expect(list).toHaveAttribute("aria-busy", "true");
  await expect(list.getByRole("status")).toHaveText("Loading posts…");
  release();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(list).toHaveAttribute("aria-busy", "false");
  await expect(cards(page).getByRole("heading", { level: 2 })).toHaveText(PAGE_2);
  await expect(pager(page).locator('[aria-current="page"]')).toHaveText("2");
  await expect(pager(page).getByText("Next")).not.toHaveAttribute("href");
});

test("a card opens its post", async ({ page }) => {
  await gotoHydrated(page, "/blog?page=2");
  // The title's link (a card also links its tags to their pages).
  await cards(page).last().getByRole("heading", { level: 2 }).getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`${TAX_POST}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Tax-Season Document Checklist/);
  await expect(page).toHaveTitle("A Tax-Season Document Checklist Clients Will Complete | DocSleeve");
});

test("invalid page numbers redirect to /blog or answer 404", async ({ page, request }) => {
  const past = await request.get("/blog?page=3");
  expect(past.status()).toBe(404);
  const bad = await request.get("/blog?page=abc", { maxRedirects: 0 });
  expect(bad.status()).toBe(301);
  expect(bad.headers().location).toBe("/blog");
  await page.goto("/blog?page=0");
  await expect(page).toHaveURL(/\/blog$/);
});

test("a post's SEO is in the server-rendered HTML", async ({ request, baseURL }) => {
  const response = await request.get(TAX_POST);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const url = `${baseURL}${TAX_POST}`;
  expect(html).toContain("<title>A Tax-Season Document Checklist Clients Will Complete | DocSleeve</title>");
  expect(html).toContain('<meta name="description" content="Build a tax document checklist clients finish:');
  expect(html).toContain(
    '<meta name="keywords" content="tax document checklist, tax season, client documents, tax preparer checklist, tax organizer"/>',
  );
  expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
  expect(html).toContain('<meta property="og:type" content="article"/>');
  expect(html).toContain(`<meta property="og:url" content="${url}"/>`);
  expect(html).toContain(
    `<meta property="og:image" content="${baseURL}/images/share/blog/tax-season-document-checklist.png"/>`,
  );
  expect(html).toContain('<meta property="article:published_time" content="2026-03-03T09:00:00.000Z"/>');
  expect(html).toContain('<meta property="article:author" content="Priya Raman"/>');
  for (const tag of ["Tax", "Checklists", "Client Experience"])
    expect(html).toContain(`<meta property="article:tag" content="${tag}"/>`);
  const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
  const posting = ld.find((d) => d["@type"] === "BlogPosting");
  expect(posting).toMatchObject({
    headline: "The Tax-Season Document Checklist Your Clients Will Actually Complete",
    datePublished: "2026-03-03T09:00:00.000Z",
    author: { "@type": "Person", name: "Priya Raman" },
    mainEntityOfPage: { "@id": url },
    // The post's PNG share image (the og:image), with its size, never the SVG cover.
    image: {
      "@type": "ImageObject",
      url: `${baseURL}/images/share/blog/tax-season-document-checklist.png`,
      width: 1200,
      height: 630,
    },
  });
});

test("the draft post is not published anywhere", async ({ request }) => {
  expect((await request.get(`/blog/${DRAFT}`)).status()).toBe(404);
  const list = await (await request.get("/blog")).text();
  expect(list).not.toContain(DRAFT);
});

test("an unknown post answers 404, shows the generic message, and takes a visitor who never touches the page to /blog", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  // Paused from the start: the redirect moves only when the test says so, however slow the machine.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  const response = await page.goto("/blog/no-such-post");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops...something went wrong.");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await page.clock.runFor(UNKNOWN_POST_REDIRECT_MS - 100);
  await expect(page).toHaveURL(/\/blog\/no-such-post$/);
  // No pointer, key or scroll: the page never hydrates (no script file loads), and still moves on.
  await page.clock.runFor(100);
  await page.waitForURL(/\/blog$/);
  expect(scripts, "scripts loaded on the unknown post").toEqual([]);
  await expect(cards(page)).toHaveCount(9);
});

test("an unknown post that hydrates first goes to /blog on time, with a toast repeating the message", async ({
  page,
}) => {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  const response = await gotoHydrated(page, "/blog/no-such-post");
  expect(response?.status()).toBe(404);
  await page.clock.runFor(UNKNOWN_POST_REDIRECT_MS - 100);
  await expect(page).toHaveURL(/\/blog\/no-such-post$/);
  await page.clock.runFor(100);
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole("alert")).toContainText("Oops...something went wrong.");
  await expect(cards(page)).toHaveCount(9);
});

test("a post whose server answer is an error on a client-side navigation shows the message and goes to /blog", async ({
  page,
}) => {
  await gotoHydrated(page, "/blog");
  // The card's post answers as an unknown post does (the server's own error answer).
  await page.route(/\/blog\/[^/?]+\.data/, async (route) => {
    const failed = await route.fetch({
      url: route
        .request()
        .url()
        .replace(/\/blog\/[^/?]+\.data/, "/blog/no-such-post.data"),
    });
    await route.fulfill({ response: failed });
  });
  await page.clock.install();
  await cards(page).first().getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops...something went wrong.");
  await page.unroute(/\/blog\/[^/?]+\.data/);
  await page.clock.runFor(UNKNOWN_POST_REDIRECT_MS);
  await expect(page).toHaveURL(/\/blog$/);
  await expect(cards(page)).toHaveCount(9);
});

test("the unknown-post page is accessible", async ({ page }) => {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await gotoHydrated(page, "/blog/no-such-post");
  await page.clock.resume();
  await expectAccessible(page);
});

test("the tax checklist post downloads its PDF through /api/file-download", async ({ page }) => {
  await gotoHydrated(page, TAX_POST);
  const button = page.getByRole("link", { name: "Download: Download the checklist (PDF)" });
  const [request, download] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith("/api/file-download") && r.method() === "POST"),
    page.waitForEvent("download"),
    button.click(),
  ]);
  expect(request.postDataJSON()).toEqual({ url: "/files/client-document-checklist.pdf" });
  expect(download.suggestedFilename()).toBe("client-document-checklist.pdf");
  expect(download.url()).toMatch(/^blob:/);
});

test("a failing download shows the file-not-found toast", async ({ page }) => {
  await gotoHydrated(page, TAX_POST);
  await page.route("**/files/client-document-checklist.pdf", (route) => route.fulfill({ status: 404, body: "" }));
  await page.getByRole("link", { name: "Download: Download the checklist (PDF)" }).click();
  await expect(page.getByRole("alert")).toContainText("Oops...something went wrong. File not found.");
});

test("RSS lists every published post with absolute URLs", async ({ request, baseURL }) => {
  const response = await request.get("/blog/rss.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/rss+xml");
  const xml = await response.text();
  expect(xml).toContain('<rss version="2.0"');
  expect(xml.match(/<item>/g)).toHaveLength(PUBLISHED);
  expect(xml).toContain(`<link>${baseURL}${TAX_POST}</link>`);
  expect(xml).not.toContain(DRAFT);
});

test("the sitemap lists /blog and every published post", async ({ request, baseURL }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  expect(xml).toContain(`<loc>${baseURL}/blog</loc>`);
  expect(xml).toContain(`<loc>${baseURL}${TAX_POST}</loc>`);
  // Every published post once; the tag pages (/blog/tag/…) are listed beside them.
  expect(xml.match(/<loc>[^<]+\/blog\/(?!tag\/)[^<]+<\/loc>/g)).toHaveLength(PUBLISHED);
  expect(xml).toContain(`<loc>${baseURL}/blog/tag/compliance</loc>`);
  expect(xml).not.toContain(DRAFT);
});
