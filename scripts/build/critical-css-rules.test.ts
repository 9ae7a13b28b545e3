import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  baseSelectors,
  criticalCss,
  criticalCssForPages,
  documentClassRules,
  KeptForFirstScreen,
  markAboveTheFold,
  writeStylesheetAsset,
} from "./critical-css-rules";

describe("baseSelectors", () => {
  it("unwraps :where and :is, one candidate per item, and drops the other pseudo-classes", () => {
    expect(baseSelectors(":where(.space-y-4 > :not(:last-child))")).toEqual([".space-y-4 > *"]);
    expect(baseSelectors(".a:is(.b, .c) span:hover")).toEqual([".a.b span", ".a.c span"]);
    expect(baseSelectors(".card:has(input:checked)::before")).toEqual([".card"]);
    expect(baseSelectors(".x\\:hover\\:underline:hover")).toEqual([".x\\:hover\\:underline"]);
  });
});

describe("KeptForFirstScreen", () => {
  it("keeps a rule with :where/:not whose base matches inside a container, and leaves the others to Beasties", () => {
    const kept = new KeptForFirstScreen(
      '<main><div data-beasties-container="" class="space-y-4"><p>a</p><p>b</p></div><div class="space-y-6"><p>c</p><p>d</p></div></main>',
    );
    expect(kept.test(":where(.space-y-4 > :not(:last-child))")).toBe(true);
    // Matches below the first screen only.
    expect(kept.test(":where(.space-y-6 > :not(:last-child))")).toBe(false);
    expect(kept.test(":where(.space-y-8 > :not(:last-child))")).toBe(false);
    expect(kept.test(".space-y-4")).toBe(false);
  });

  it("keeps the rules of an element marked for its own, and of selectors reaching from it into a container", () => {
    const kept = new KeptForFirstScreen(
      '<header data-critical-own="" class="sticky group"><a data-beasties-container="" class="logo">l</a><dialog class="menu"><p class="item">m</p></dialog></header>',
    );
    expect(kept.test(".sticky")).toBe(true);
    expect(kept.test(".group:hover .logo")).toBe(true);
    expect(kept.test(".menu")).toBe(false);
    expect(kept.test(".group .item")).toBe(false);
  });
});

describe("markAboveTheFold", () => {
  it("leaves out closed dialogs and details, popovers and hidden elements: their ancestors count for their own rules", () => {
    const html =
      '<body><header class="h"><div class="bar"><a>logo</a><div popover="auto"><a>p</a></div></div><dialog><a>m</a></dialog><dialog open><b>o</b></dialog></header>' +
      "<main><section><details><summary>q</summary><p>a</p></details><p hidden>h</p><p>t</p></section></main></body>";
    expect(markAboveTheFold(html)).toBe(
      '<body><header data-critical-own="" class="h"><div data-critical-own="" class="bar"><a data-beasties-container="">logo</a><div popover="auto"><a>p</a></div></div><dialog><a>m</a></dialog><dialog data-beasties-container="" open><b>o</b></dialog></header>' +
        '<main><section data-critical-own=""><details data-critical-own=""><summary data-beasties-container="">q</summary><p>a</p></details><p hidden>h</p><p data-beasties-container="">t</p></section></main></body>',
    );
  });

  it("marks what precedes main and the first two elements of main, and nothing else", () => {
    const html =
      '<body><script>1</script><a href="#main">skip</a><header class="h">x</header><main id="main"><section>1</section><div>2</div><section>3</section></main><footer>f</footer></body>';
    expect(markAboveTheFold(html)).toBe(
      '<body><script>1</script><a data-beasties-container="" href="#main">skip</a><header data-beasties-container="" class="h">x</header><main id="main"><section data-beasties-container="">1</section><div data-beasties-container="">2</div><section>3</section></main><footer>f</footer></body>',
    );
  });

  it("leaves out an element marked below the fold: its ancestors count for their own rules", () => {
    const html =
      '<body><main id="main"><section class="hero">1</section><section class="next"><h2>t</h2><ol data-below-fold="" class="steps"><li>s</li></ol></section></main></body>';
    expect(markAboveTheFold(html)).toBe(
      '<body><main id="main"><section data-beasties-container="" class="hero">1</section><section data-critical-own="" class="next"><h2 data-beasties-container="">t</h2><ol data-below-fold="" class="steps"><li>s</li></ol></section></main></body>',
    );
  });
});

describe("documentClassRules", () => {
  it("names the classes of html and body as one-class selectors, escaped", () => {
    expect(
      documentClassRules('<html lang="en" class="a"><body class="flex min-h-dvh antialiased md:x"><div class="no">'),
    ).toEqual([".a", ".flex", ".min-h-dvh", ".antialiased", ".md\\:x"]);
  });
});

describe("criticalCss", () => {
  let clientDir: string;
  const css = [
    "@font-face{font-family:Body Font;src:local(Arial)}",
    ":root{--c:red}",
    '.top{color:var(--c);font-family:"Body Font",sans-serif}',
    ".below{color:blue}",
    ":where(.stack>:not(:last-child)){margin-bottom:1rem}",
    'html[data-theme="dark"]{color-scheme:dark}',
    "@font-face{font-family:Web Font;src:url(/web.woff2)}",
    'html[data-web-font] body{font-family:"Web Font",sans-serif}',
    ".unused{color:green}",
  ].join("");
  const page = (style: string) =>
    `<!DOCTYPE html><html lang="en"><head><title>t</title>${style}</head><body><header class="top">h<dialog><p class="unused">menu</p></dialog></header><main id="main">` +
    `<section class="stack"><p>a</p><p>b</p></section><section>2</section><section class="below">3</section></main></body></html>`;

  beforeAll(async () => {
    clientDir = await mkdtemp(path.join(tmpdir(), "critical-css-"));
    await mkdir(path.join(clientDir, "assets"));
    await writeFile(path.join(clientDir, "assets", "site.css"), css);
  });
  afterAll(() => rm(clientDir, { recursive: true, force: true }));

  it("inlines the rules used above the fold and loads the whole stylesheet without blocking, with a noscript fallback", async () => {
    const result = await criticalCss(page(`<style id="site-css">${css}</style>`), {
      clientDir,
      href: "/assets/site.css",
    });
    const inlined = /<style[^>]*>([\s\S]*?)<\/style>/.exec(result.html)![1]!;
    expect(inlined).toContain(".top{");
    expect(inlined).toContain(":where(.stack>:not(:last-child))");
    expect(inlined).toContain('html[data-theme="dark"]');
    expect(inlined).not.toContain(".below");
    expect(inlined).not.toContain(".unused");
    expect(inlined).toContain("@font-face{font-family:Body Font");
    // The web font's rule and face, used once the head script sets the attribute (app/lib/web-font.ts).
    expect(inlined).toContain("html[data-web-font] body{");
    expect(inlined).toContain("@font-face{font-family:Web Font");
    expect(result.html).toContain(
      '<link rel="stylesheet" href="/assets/site.css" media="print" data-beasties-media="all">',
    );
    expect(result.html).toContain('<noscript><link rel="stylesheet" href="/assets/site.css"></noscript>');
    expect(result.html).toMatch(
      /<script>document\.querySelectorAll\('link\[data-beasties-media\]'\)[^<]*<\/script><\/body>/,
    );
    expect(result.html).not.toContain("data-beasties-container");
    expect(result.html).not.toContain("data-critical-own");
    expect(result.before).toBe(css.length);
  });

  it("writes the tokens in as their values and drops the :root declarations nothing reads any more", async () => {
    const result = await criticalCss(page(`<style id="site-css">${css}</style>`), {
      clientDir,
      href: "/assets/site.css",
    });
    const inlined = /<style[^>]*>([\s\S]*?)<\/style>/.exec(result.html)![1]!;
    expect(inlined).toContain(".top{color:red;");
    expect(inlined).not.toContain("--c");
  });

  it("writes the stylesheet asset without the font faces every page inlines", async () => {
    const href = await writeStylesheetAsset(clientDir, css);
    const written = await readFile(path.join(clientDir, href), "utf8");
    expect(written).not.toContain("@font-face");
    expect(written).toContain(".below{color:blue}");
    expect(href).toMatch(/^\/assets\/site-[\w-]{10}\.css$/);
  });

  it("keeps the font faces in each page though the asset it links has none", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "critical-css-pages-"));
    try {
      await mkdir(path.join(dir, "assets"));
      const file = path.join(dir, "index.html");
      await writeFile(file, page(`<style id="site-css">${css}</style>`));
      await criticalCssForPages(dir, [file]);
      const html = await readFile(file, "utf8");
      const inlined = /<style[^>]*>([\s\S]*?)<\/style>/.exec(html)![1]!;
      expect(inlined).toContain("@font-face{font-family:Body Font");
      const href = /<link rel="stylesheet" href="([^"]+)"/.exec(html)![1]!;
      expect(await readFile(path.join(dir, href), "utf8")).not.toContain("@font-face");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("leaves a page without the site stylesheet as it is", async () => {
    const html = page("");
    expect((await criticalCss(html, { clientDir, href: "/assets/site.css" })).html).toBe(html);
  });
});
