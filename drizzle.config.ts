import { defineConfig } from "drizzle-kit";

/** drizzle-kit: `npm run db:generate` writes SQL migrations into ./drizzle from db/schema. */
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema/index.ts",
  out: "./drizzle",
});
