import { describe, expect, it } from "vitest";
import { minifyInlineScripts } from "./inline-scripts";

describe("minifyInlineScripts", () => {
  it("minifies the inline classic scripts, inside a noscript's text too", () => {
    const html =
      '<body><script>((storageKey, restoreKey) => {\n  let positions = JSON.parse(sessionStorage.getItem(storageKey) || "{}");\n  window.scrollTo(0, positions[restoreKey]);\n})("key", null)</script>' +
      '<noscript><template><script>window.__context = { "ssr": true };</script></template></noscript></body>';
    expect(minifyInlineScripts(html)).toBe(
      '<body><script>((e,o)=>{let s=JSON.parse(sessionStorage.getItem(e)||"{}");window.scrollTo(0,s[o])})("key",null)</script>' +
        "<noscript><template><script>window.__context={ssr:!0}</script></template></noscript></body>",
    );
  });

  it("leaves data blocks, modules and scripts with a source", () => {
    const html =
      '<script type="application/ld+json">{ "a": 1 }</script><script type="module">import("/a.js");  </script>' +
      '<script src="/b.js"></script>';
    expect(minifyInlineScripts(html)).toBe(html);
  });

  it("never writes a closing tag into a script", () => {
    expect(minifyInlineScripts('<script>var closing = "\\u003c/script>";  </script>')).toBe(
      '<script>var closing="<\\/script>"</script>',
    );
  });
});
