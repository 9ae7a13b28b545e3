import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOT_ALLOWED_MESSAGE, NOT_FOUND_MESSAGE, resolvePublishedFile } from "./public-files";

const PUBLIC_URL = "https://docsleeve.test";

describe("resolvePublishedFile", () => {
  let dir: string;
  let filesDir: string;
  const resolve = (url: string) => resolvePublishedFile(url, { publicUrl: PUBLIC_URL, filesDir });

  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "docsleeve-files-"));
    filesDir = path.join(dir, "files");
    mkdirSync(path.join(filesDir, "guides"), { recursive: true });
    writeFileSync(path.join(filesDir, "checklist.pdf"), "%PDF");
    writeFileSync(path.join(filesDir, "guides", "intake form.pdf"), "%PDF");
    writeFileSync(path.join(filesDir, ".env"), "SECRET=1");
    writeFileSync(path.join(dir, "secret.txt"), "secret");
    symlinkSync(path.join(dir, "secret.txt"), path.join(filesDir, "escape.pdf"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each([
    ["/files/checklist.pdf", "/files/checklist.pdf"],
    [`${PUBLIC_URL}/files/checklist.pdf`, "/files/checklist.pdf"],
    ["HTTPS://DOCSLEEVE.TEST/files/checklist.pdf", "/files/checklist.pdf"],
    ["/files/guides/intake%20form.pdf", "/files/guides/intake%20form.pdf"],
  ])("allows %s", async (input, sitePath) => {
    expect(await resolve(input)).toEqual({ ok: true, path: sitePath, url: `${PUBLIC_URL}${sitePath}` });
  });

  it.each([
    "/files/../secret.txt",
    "/files/guides/../../secret.txt",
    "/files/./checklist.pdf",
    "/files/%2e%2e/secret.txt",
    "/files/%2E%2E%2Fsecret.txt",
    "/files/..%2fsecret.txt",
    "/files/%252e%252e/secret.txt",
    "/files/..\\secret.txt",
    "/files/%5c..%5csecret.txt",
    "/files/checklist.pdf%00.txt",
    "/files//checklist.pdf",
    "/files/.env",
    "/files/escape.pdf",
    "/files/checklist.pdf?download=1",
    "/files/checklist.pdf#page=2",
    "/secret.txt",
    "/images/blog/x.svg",
    "files/checklist.pdf",
    "//evil.example/files/checklist.pdf",
    "http://evil.example/files/checklist.pdf",
    "https://docsleeve.test.evil.example/files/checklist.pdf",
    "https://evil.example@docsleeve.test/files/checklist.pdf",
    "https://docsleeve.test@evil.example/files/checklist.pdf",
    "http://docsleeve.test/files/checklist.pdf",
    "https://docsleeve.test:8443/files/checklist.pdf",
    "https://docsleeve.test/files/../secret.txt",
    "javascript:alert(1)",
    "data:application/pdf;base64,JVBERg==",
    "file:///etc/passwd",
    "ftp://docsleeve.test/files/checklist.pdf",
    " /files/checklist.pdf",
    "/files/",
    "/files",
    "/files/%zz",
  ])("refuses %s", async (input) => {
    const result = await resolve(input);
    expect(result.ok).toBe(false);
  });

  it("tells a missing file and a directory apart from a refused URL", async () => {
    expect(await resolve("/files/missing.pdf")).toEqual({ ok: false, message: NOT_FOUND_MESSAGE });
    expect(await resolve("/files/guides")).toEqual({ ok: false, message: NOT_FOUND_MESSAGE });
    expect(await resolve("/files/../secret.txt")).toEqual({ ok: false, message: NOT_ALLOWED_MESSAGE });
  });
});
