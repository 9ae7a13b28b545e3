/**
 * Our inline scripts, each compiled by esbuild from ordinary modules into one minified IIFE, and the Vite
 * plugin that hands each to the app as the default export of a virtual module: the head script
 * (app/head-scripts/index.ts, `virtual:head-script`, inlined by app/root.tsx; decision 0074) and the
 * body scripts of single pages (app/body-scripts/*.ts, `virtual:body-script/<name>`, inlined by the
 * component that needs it; decision 0097). Compiled again whenever Vite loads the module (each build, and
 * in development each time one of its files changes). Only the server build gets the text: the browser
 * never runs an inline script React renders, so the client bundle gets an empty string instead.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import type { Plugin } from "vite";
import { BROWSER_TARGET } from "../../server/fast-pages/inline-scripts";

/** The module id the app imports the head script's text from. */
export const HEAD_SCRIPT_MODULE = "virtual:head-script";
/** The prefix of the module ids of the body scripts: `virtual:body-script/hero` is app/body-scripts/hero.ts. */
export const BODY_SCRIPT_PREFIX = "virtual:body-script/";
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const HEAD_ENTRY = path.join(ROOT, "app", "head-scripts", "index.ts");
const BODY_DIR = path.join(ROOT, "app", "body-scripts");

/** The compiled script and the files it was compiled from (absolute paths). */
export interface InlineScript {
  code: string;
  inputs: string[];
}

/**
 * Compiles the module `entry` (an absolute path) and what it imports into one IIFE. @throws Error when
 * esbuild fails, or when the text would end or bend the `<script>` element it is inlined in (`</script`,
 * `<!--`).
 */
export async function buildInlineScript(entry: string): Promise<InlineScript> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: "iife",
    minify: true,
    target: BROWSER_TARGET,
    legalComments: "none",
    charset: "utf8",
    write: false,
    metafile: true,
    logLevel: "silent",
    absWorkingDir: ROOT,
    // Not the repository's tsconfig: its `strict` would prefix "use strict", which an IIFE of modules does not need.
    tsconfigRaw: {},
  });
  const code = result.outputFiles[0]!.text.trim().replace(/;$/, "");
  if (/<\/script|<!--/i.test(code)) throw new Error(`${entry}: the text would end its <script> element`);
  const inputs = Object.keys(result.metafile.inputs).map((input) => path.resolve(ROOT, input));
  return { code, inputs };
}

/** Compiles the head script (app/head-scripts/index.ts). @throws Error as `buildInlineScript`. */
export function buildHeadScript(): Promise<InlineScript> {
  return buildInlineScript(HEAD_ENTRY);
}

/**
 * Compiles the body script `name` (app/body-scripts/<name>.ts). @throws Error when the name is not a plain
 * file name, or as `buildInlineScript`.
 */
export async function buildBodyScript(name: string): Promise<InlineScript> {
  if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`${BODY_SCRIPT_PREFIX}${name}: not a body script's name`);
  return buildInlineScript(path.join(BODY_DIR, `${name}.ts`));
}

/**
 * Vite plugin: `import headScript from "virtual:head-script"` is the compiled head script's text, and
 * `import heroScript from "virtual:body-script/hero"` that of app/body-scripts/hero.ts; `""` in the
 * client build.
 */
export function headScriptPlugin(): Plugin {
  return {
    name: "docsleeve-inline-scripts",
    resolveId(id) {
      return id === HEAD_SCRIPT_MODULE || id.startsWith(BODY_SCRIPT_PREFIX) ? `\0${id}` : undefined;
    },
    async load(id, options) {
      if (!id.startsWith("\0")) return undefined;
      const name = id.slice(1);
      if (name !== HEAD_SCRIPT_MODULE && !name.startsWith(BODY_SCRIPT_PREFIX)) return undefined;
      if (!options?.ssr) return `export default "";`;
      const { code, inputs } =
        name === HEAD_SCRIPT_MODULE ? await buildHeadScript() : await buildBodyScript(name.slice(BODY_SCRIPT_PREFIX.length));
      for (const input of inputs) this.addWatchFile(input);
      return `export default ${JSON.stringify(code)};`;
    },
  };
}
