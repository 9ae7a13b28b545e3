/**
 * The head script (app/head-scripts/index.ts and the modules it imports), compiled by esbuild into one
 * minified IIFE, and the Vite plugin that hands it to the app as the default export of
 * `virtual:head-script` (app/root.tsx inlines it; decision 0074). Compiled again whenever Vite loads the
 * module (each build, and in development each time one of its files changes).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import type { Plugin } from "vite";
import { BROWSER_TARGET } from "../../server/fast-pages/inline-scripts";

/** The module id the app imports the script's text from. */
export const HEAD_SCRIPT_MODULE = "virtual:head-script";
const RESOLVED = `\0${HEAD_SCRIPT_MODULE}`;
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const ENTRY = path.join(ROOT, "app", "head-scripts", "index.ts");

/** The compiled script and the files it was compiled from (absolute paths). */
export interface HeadScript {
  code: string;
  inputs: string[];
}

/**
 * Compiles the head script. @throws Error when esbuild fails, or when the text would end or bend the
 * `<script>` element it is inlined in (`</script`, `<!--`).
 */
export async function buildHeadScript(): Promise<HeadScript> {
  const result = await build({
    entryPoints: [ENTRY],
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
  if (/<\/script|<!--/i.test(code)) throw new Error("the head script's text would end its <script> element");
  const inputs = Object.keys(result.metafile.inputs).map((input) => path.resolve(ROOT, input));
  return { code, inputs };
}

/** Vite plugin: `import headScript from "virtual:head-script"` is the compiled head script's text. */
export function headScriptPlugin(): Plugin {
  return {
    name: "docsleeve-head-script",
    resolveId(id) {
      return id === HEAD_SCRIPT_MODULE ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const { code, inputs } = await buildHeadScript();
      for (const input of inputs) this.addWatchFile(input);
      return `export default ${JSON.stringify(code)};`;
    },
  };
}
