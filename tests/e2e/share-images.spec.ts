/**
 * Share images: every page in the sitemap announces an og:image that is a PNG or JPEG the
 * site serves, exactly 1200×630, with og:image:width/height/alt; blog posts, use cases and integrations
 * have their own generated image, other pages the default.
 */
import { expect, test } from "./support/fixtures";

/** The content of `<meta property|name="key" content="…">` in server HTML. */
function metaContent(html: string, key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta[^>]+(?:property|name)="${key}"[^>]*>`))?.[0];
  return tag?.match(/content="([^"]*)"/)?.[1];
}

/** Width and height of a PNG (IHDR) or JPEG (first SOFn segment). */
function imageSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.subarray(1, 4).toString("latin1") === "PNG")
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  let i = 2;
  while (i < bytes.length) {
    const marker = bytes[i + 1]!;
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { width: bytes.readUInt16BE(i + 7), height: bytes.readUInt16BE(i + 5) };
    i += 2 + bytes.readUInt16BE(i + 2);
  }
  throw new Error("not a PNG or JPEG");
}

test("every page in the sitemap has a 1200×630 PNG or JPEG share image with its size and alt", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(pages.length).toBeGreaterThan(30);
  const own = { blog: 0, "use-cases": 0, integrations: 0 };
  for (const pagePath of pages) {
    const html = await (await request.get(pagePath)).text();
    const image = metaContent(html, "og:image");
    expect(image, `${pagePath} og:image`).toBeTruthy();
    expect(metaContent(html, "twitter:image"), `${pagePath} twitter:image`).toBe(image);
    expect(metaContent(html, "og:image:width"), pagePath).toBe("1200");
    expect(metaContent(html, "og:image:height"), pagePath).toBe("630");
    expect(metaContent(html, "og:image:alt"), `${pagePath} og:image:alt`).toMatch(/\w{3,}/);
    const imagePath = new URL(image!).pathname;
    const response = await request.get(imagePath);
    expect(response.status(), imagePath).toBe(200);
    expect(response.headers()["content-type"], imagePath).toMatch(/^image\/(png|jpeg)/);
    expect(imageSize(await response.body()), imagePath).toEqual({ width: 1200, height: 630 });
    const kind = /^\/(blog|use-cases|integrations)\/[^/]+$/.exec(pagePath)?.[1] as keyof typeof own | undefined;
    if (kind && !pagePath.startsWith("/blog/tag/")) {
      expect(imagePath, `${pagePath} has its own share image`).toBe(
        `/images/share/${kind}/${pagePath.split("/")[2]}.png`,
      );
      own[kind]++;
    }
  }
  expect(own.blog).toBe(13);
  expect(own["use-cases"]).toBe(6);
  expect(own.integrations).toBe(5);
});
