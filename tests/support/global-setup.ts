/**
 * Vitest global setup: migrates one PGlite database and dumps it, so every integration test file starts
 * from a copy in well under a second instead of migrating again.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/db/client";
import { seedDatabase } from "../../server/db/seed";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteDump: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "docsleeve-pglite-"));
  const pglite = new PGlite();
  const handle = await openDatabase({ dataDir: dir, pglite });
  await seedDatabase(handle.db);
  const dump = await pglite.dumpDataDir("gzip");
  const file = path.join(dir, "seeded.tar.gz");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide("pgliteDump", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
