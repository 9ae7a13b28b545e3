/**
 * `npm run blog:import` as an operator runs it (a child process): a new file is imported into the
 * configured database, a bad file fails with one line naming the file and the field, and nothing is opened.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postSource } from "../tests/support/blog-fixtures";

const SCRIPT = path.resolve(import.meta.dirname, "blog-import.ts");

/** Runs the CLI with `args`; resolves with its exit code and output. */
function run(args: string[], dataDir: string): Promise<{ code: number; stdout: string; stderr: string }> {
  // PORT 1: no server of this configuration is running, so the CLI may open the embedded database.
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: "1", LOG_LEVEL: "silent" };
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", SCRIPT, ...args],
      { env, cwd: path.dirname(SCRIPT) + "/.." },
      (error, stdout, stderr) => {
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

// Each run starts Node with tsx (several seconds on a busy machine) and the last ones open PGlite.
describe("npm run blog:import", { timeout: 90_000 }, () => {
  let dir: string;
  const dataDir = () => path.join(dir, "data");
  const write = (name: string, fields: Record<string, string | undefined> = {}) => {
    const file = path.join(dir, name);
    writeFileSync(file, postSource(name, fields).text);
    return file;
  };

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "docsleeve-blog-cli-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("fails with one line naming the file and the field, before opening any database", async () => {
    const file = write("no-title.md", { title: undefined });
    const result = await run([file], dataDir());
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split("\n")).toEqual([`blog:import: ${file}: front matter field "title" is required`]);
    expect(existsSync(path.join(dataDir(), "db"))).toBe(false);
  });

  it("fails on a file that does not exist", async () => {
    const result = await run([path.join(dir, "missing.md")], dataDir());
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("missing.md: file not found");
  });

  it("migrates the configured database and imports a new file, then finds it unchanged", async () => {
    const file = write("a-new-post.md");
    const first = await run([file], dataDir());
    expect(first).toMatchObject({ code: 0, stderr: "" });
    expect(first.stdout).toBe("Imported 1 post: 1 new, 0 updated, 0 unchanged.\n  + a-new-post\n");
    const second = await run([file], dataDir());
    expect(second.stdout).toBe("Imported 1 post: 0 new, 0 updated, 1 unchanged.\n");
  });
});
