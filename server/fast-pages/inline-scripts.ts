/**
 * Build step (scripts/build/page-scripts.ts): every inline classic `<script>` of a prerendered page minified
 * with esbuild (decision 0073). Ours are minified already (compiled by esbuild from their modules,
 * scripts/build/head-scripts.ts); React Router writes its own as they are in its source (the scroll
 * restoration, its context). Minified, the same code is 0.1 KB gzip lighter on every page. The server hashes the pages'
 * inline code at start (./inline-hashes.ts), so the policy follows.
 */
import { transformSync } from "esbuild";

/**
 * The browsers the site's scripts are built for (Vite's default build target, "baseline widely
 * available"): the minifier writes no syntax they lack.
 */
export const BROWSER_TARGET = ["chrome111", "edge111", "firefox114", "safari16.4"];

/**
 * `html` with the text of each inline `<script>` without attributes (classic scripts; data blocks and
 * modules have a `type`) minified. A script whose minified text is not shorter, or would hold `</script`
 * or `<!--` (which would end or bend the element), is left as it is.
 */
export function minifyInlineScripts(html: string): string {
  return html.replace(/<script>([\s\S]*?)<\/script>/g, (whole, code: string) => {
    const minified = transformSync(code, { minify: true, target: BROWSER_TARGET }).code.trim().replace(/;$/, "");
    if (minified.length >= code.length || /<\/script|<!--/i.test(minified)) return whole;
    return `<script>${minified}</script>`;
  });
}
