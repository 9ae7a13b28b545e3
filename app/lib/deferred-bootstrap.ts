/**
 * Defers React Router's inline bootstrap module until the visitor's first sign of intent
 * (docs/decisions/0010-deferred-hydration.md). The bootstrap imports the route modules statically, sets
 * `window.__reactRouterManifest` and `window.__reactRouterRouteModules`, then imports the client entry.
 * Rewritten, its static imports become dynamic ones inside a callback handed to
 * `window.__docsleeveEarly.whenIntent` (lib/early-interactions.ts); the rest of its code runs unchanged
 * once they have loaded. Without the early-interactions script it runs at once, as before.
 */

/** `import * as route0 from "/assets/root-x.js";` */
const NAMESPACE_IMPORT = /import \* as ([A-Za-z_$][\w$]*) from ("[^"\\]+");/g;
/** `import "/assets/manifest-x.js";` (side effects only) */
const SIDE_EFFECT_IMPORT = /import ("[^"\\]+");/g;

/**
 * Rewrites the bootstrap module's code so that nothing is fetched before intent. Returns `undefined`
 * when the code does not have the expected shape (a React Router upgrade changed it): the caller then
 * keeps the original, so the page still works, only without the deferral.
 */
export function deferBootstrap(code: string): string | undefined {
  const routes = [...code.matchAll(NAMESPACE_IMPORT)].map(([, name, url]) => ({ name: name!, url: url! }));
  if (routes.length === 0 || !/\bimport\(/.test(code)) return undefined;
  const sideEffects = [...code.matchAll(SIDE_EFFECT_IMPORT)].map(([, url]) => url!);
  const rest = code.replace(NAMESPACE_IMPORT, "").replace(SIDE_EFFECT_IMPORT, "");
  // Anything else at the top level that only a module allows (another import or an export) is unexpected.
  if (/(^|[;\n])\s*(import\s*[^(\s]|export\s)/.test(rest)) return undefined;
  const loadSideEffects = sideEffects.map((url) => `await import(${url});`).join("");
  const loadRoutes = `const [${routes.map((r) => r.name).join(",")}]=await Promise.all([${routes.map((r) => `import(${r.url})`).join(",")}]);`;
  return `const early=window.__docsleeveEarly;(early?early.whenIntent:(run)=>run())(async()=>{${loadSideEffects}${loadRoutes}\n${rest}\n});`;
}
