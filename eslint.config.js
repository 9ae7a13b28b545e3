// ESLint (flat config): typescript-eslint's recommended rules, the React hooks rules, and no import cycles.
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build*/**",
      "node_modules/**",
      ".react-router/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      "bench/results.json",
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "import-x": importX },
    settings: {
      // Which imported files import-x reads (and with which parser) to follow their own imports; without
      // these it stops at the first .ts file and finds no cycle at all.
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs", ".cjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/external-module-folders": ["node_modules", "node_modules/@types"],
      // Finds relative imports, tsconfig paths and package exports as TypeScript does.
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      // A module must not reach itself again through its imports: a cycle makes load order decide
      // whether a binding is still undefined, and ties layers that should depend one way only.
      // It skips type-only imports; .dependency-cruiser.mjs (also run by `npm run lint`) follows those too.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      ...reactHooks.configs.recommended.rules,
      "react-hooks/set-state-in-effect": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react-toastify",
              importNames: ["toast"],
              message: "Import toast from app/lib/toast (CSP-safe entry).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["tests/**", "**/*.test.ts", "bench/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["app/**", "server/**"],
    ignores: ["server/config.ts", "server/index.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration from server/config.ts only." },
      ],
    },
  },
);
