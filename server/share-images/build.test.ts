import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildShareImages, readIllustration, type ShareImageTarget } from "./build";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "share-images-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const target = (title: string): ShareImageTarget => ({
  sitePath: "/images/share/blog/example.png",
  title,
  kicker: "Blog · Compliance",
  illustration: readIllustration(
    path.resolve("public"),
    "/images/blog/kyc-document-collection-without-email-ping-pong.svg",
  ),
  illustrationKind: "cover",
});

describe("buildShareImages", () => {
  it("renders a 1200×630 PNG, reuses it while the inputs are unchanged and redraws when the title changes", async () => {
    const publicDir = tempDir();
    const cacheDir = tempDir();
    expect(await buildShareImages([target("KYC without ping-pong")], publicDir, cacheDir)).toEqual({
      rendered: 1,
      cached: 0,
    });
    const png = readFileSync(path.join(publicDir, "images/share/blog/example.png"));
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);

    expect(await buildShareImages([target("KYC without ping-pong")], tempDir(), cacheDir)).toEqual({
      rendered: 0,
      cached: 1,
    });
    expect(await buildShareImages([target("A different title")], publicDir, cacheDir)).toEqual({
      rendered: 1,
      cached: 0,
    });
    expect(readFileSync(path.join(publicDir, "images/share/blog/example.png")).equals(png)).toBe(false);
  }, 60_000);
});
