/**
 * The built server is one bundle: React Router's server build holds the Express entry as a second input
 * (build-ops/server/start.js beside index.js), `start.js` only starts it, and a server module that both
 * the routes and the API use (the blog's posts snapshots, server/blog/queries.ts) is compiled once, so it
 * keeps one state per process.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureBuild } from "../support/instances";

const BUILD_DIR = "build-ops";

describe("the server bundle", () => {
  beforeAll(() => ensureBuild(BUILD_DIR), 600_000);

  const serverFiles = () =>
    readdirSync(path.join(BUILD_DIR, "server"))
      .filter((name) => name.endsWith(".js"))
      .map((name) => ({ name, text: readFileSync(path.join(BUILD_DIR, "server", name), "utf8") }));

  it("starts the Express entry of the server build", () => {
    const start = readFileSync(path.join(BUILD_DIR, "start.js"), "utf8");
    expect(start.split("\n").filter((line) => line && !line.startsWith("//"))).toEqual([
      "process.setSourceMapsEnabled(true);",
      'await import("./server/start.js");',
    ]);
    expect(readdirSync(path.join(BUILD_DIR, "server"))).toContain("start.js.map");
    expect(serverFiles().map((f) => f.name)).toEqual(expect.arrayContaining(["index.js", "start.js"]));
  });

  it("holds the blog's posts cache once, shared by the pages and the API", () => {
    // The posts version query of server/blog/queries.ts, kept verbatim by the minifier.
    const copies = serverFiles().filter((f) => f.text.includes("extract(epoch from"));
    expect(copies).toHaveLength(1);
    expect(copies[0]!.text.split("extract(epoch from")).toHaveLength(2);
  });
});
