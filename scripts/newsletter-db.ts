/**
 * What the newsletter commands share: the configuration and database the server would use
 * (DATABASE_URL, or the embedded PGlite in $DATA_DIR/db, which only one process can open: the command
 * refuses while a server of the same configuration answers), and one-line failures for the operator.
 */
import { ConfigError, parseConfig, type Config } from "../server/config";
import { openDatabase, type DatabaseHandle } from "../server/db/client";

/** A failure to report in one line. */
export class CliError extends Error {}

async function serverAnswers(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/livez`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

/**
 * Opens (and migrates) the server's database.
 * @throws CliError when the embedded database is in use by a running server
 */
export async function openSiteDatabase(): Promise<{ config: Config; database: DatabaseHandle }> {
  const config = parseConfig(process.env);
  if (!config.databaseUrl && (await serverAnswers(config.port))) {
    throw new CliError(
      `the embedded database in ${config.dataDir} is in use by the server on port ${config.port}: stop the server first, or run the site on PostgreSQL (DATABASE_URL).`,
    );
  }
  return { config, database: await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }) };
}

/** Runs a command's `main`, exiting 0 on success and 1 with a one-line message (to stderr) on an expected failure. */
export function runCli(name: string, main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      const expected = error instanceof CliError || error instanceof ConfigError;
      console.error(expected ? `${name}: ${(error as Error).message}` : error);
      process.exit(1);
    },
  );
}
