// Dependency rules over the whole repository (`npm run lint` runs them after ESLint). Unlike ESLint's
// import-x/no-cycle, which skips type-only imports, these follow `import type` too: a cycle through a
// type still ties two modules together and is where a runtime cycle starts.
/** @type {import("dependency-cruiser").IConfiguration} */
export default {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "A module must not reach itself again through its imports (type-only imports included). Move the shared piece (a type, a small function) to a module both can import.",
      from: {},
      to: { circular: true },
    },
    {
      name: "db-not-to-server",
      severity: "error",
      comment:
        "db/ (the Drizzle schema, the migrations' source, and its types) is the bottom layer: the server uses it, never the reverse.",
      from: { path: "^db/" },
      to: { path: "^server/" },
    },
    {
      name: "services-not-to-api",
      severity: "error",
      comment:
        "Services (server/**) know no HTTP: they return results with a stable code (server/error-codes.ts); only the /api adapter (server/api/**) maps them to statuses. Outside server/api only the app that mounts it (server/app.ts) and the page cache that versions /pricing by the plan-list answer (server/fast-pages/rendered-page-cache.ts) import it.",
      from: {
        path: "^server/",
        pathNot: ["^server/api/", "^server/app\\.ts$", "^server/fast-pages/rendered-page-cache\\.ts$", "\\.test\\.ts$"],
      },
      to: { path: "^server/api/" },
    },
    {
      name: "components-not-to-server",
      severity: "error",
      comment:
        "Components (app/components/**) run in the browser: they never import server code; shared rules live in app/domain/.",
      from: { path: "^app/components/", pathNot: "\\.test\\.ts$" },
      to: { path: "^server/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|build[^/]*|data|test-results|playwright-report|\\.react-router)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".d.ts", ".json"],
    },
  },
};
