import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CAPTCHA_KEY_FILE, loadCaptchaKey } from "./captcha-key";

describe("loadCaptchaKey", () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "docsleeve-captcha-key-"));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("uses CAPTCHA_HMAC_KEY when it is configured and writes nothing", async () => {
    const dir = tempDir();
    expect(await loadCaptchaKey({ configuredKey: "configured-key-0123456789", dataDir: dir })).toBe(
      "configured-key-0123456789",
    );
    expect(() => statSync(path.join(dir, CAPTCHA_KEY_FILE))).toThrow();
  });

  it("generates a private key file in the data folder on first start and reuses it afterwards", async () => {
    const dir = path.join(tempDir(), "nested", "data");
    const first = await loadCaptchaKey({ dataDir: dir });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dir, CAPTCHA_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(await loadCaptchaKey({ dataDir: dir })).toBe(first);
  });

  it("gives every process starting at the same moment the same key", async () => {
    const dir = tempDir();
    const keys = await Promise.all(Array.from({ length: 10 }, () => loadCaptchaKey({ dataDir: dir })));
    expect(new Set(keys).size).toBe(1);
  });

  it("refuses a damaged key file instead of replacing it", async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, CAPTCHA_KEY_FILE), "short\n");
    await expect(loadCaptchaKey({ dataDir: dir })).rejects.toThrow(/damaged/);
  });
});
