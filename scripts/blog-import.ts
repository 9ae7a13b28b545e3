/**
 * `npm run blog:import [files…]`: imports the given Markdown files, or every file in content/blog,
 * into the database the server would use (same configuration: DATABASE_URL, or PGlite in $DATA_DIR/db),
 * after running the migrations. Prints a summary; on a bad file prints one line naming the file and the
 * field, changes nothing and exits 1.
 *
 * PGlite is single-process: while a server runs on the same data directory, this refuses to open it (the
 * server imports content/blog itself at every start, so a restart publishes new files too).
 */
import { existsSync } from "node:fs";
import { ConfigError, parseConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import {
  BlogImportError,
  importPosts,
  listPostFiles,
  parsePost,
  readPostSources,
  type ImportSummary,
} from "../server/blog/import";

/** A one-line failure for the operator. */
class CliError extends Error {}

/** True when a server of this configuration answers on loopback (it then owns the PGlite files). */
async function serverRunning(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/livez`, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

function describe(summary: ImportSummary): string {
  const total = summary.inserted.length + summary.updated.length + summary.unchanged.length;
  const lines = [
    `Imported ${total} post${total === 1 ? "" : "s"}: ${summary.inserted.length} new, ${summary.updated.length} updated, ${summary.unchanged.length} unchanged.`,
    ...summary.inserted.map((slug) => `  + ${slug}`),
    ...summary.updated.map((slug) => `  ~ ${slug}`),
  ];
  return lines.join("\n");
}

async function main(files: string[]): Promise<void> {
  const config = parseConfig(process.env);
  for (const file of files) if (!existsSync(file)) throw new CliError(`${file}: file not found`);
  // Validate everything before touching the database: a bad file fails fast and opens nothing.
  const sources = await readPostSources(files.length ? files : await listPostFiles());
  for (const source of sources) parsePost(source);
  if (!config.databaseUrl && (await serverRunning(config.port))) {
    throw new CliError(
      `The embedded database in ${config.dataDir} is in use by the server on port ${config.port}. Stop it and run the import again, or restart it: it imports content/blog at start.`,
    );
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    console.log(describe(await importPosts(database.db, sources)));
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    const expected = error instanceof BlogImportError || error instanceof ConfigError || error instanceof CliError;
    console.error(expected ? `blog:import: ${(error as Error).message}` : error);
    process.exit(1);
  },
);
