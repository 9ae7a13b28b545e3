/**
 * Build step: renders every page's share image into public/images/share/, reusing a cached PNG when the
 * page's inputs (title, kicker, illustration bytes, fonts, the renderer's source) have not changed, so a build
 * renders only what changed (a full render of ~25 images takes several seconds; a cached build, none).
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { renderShareImage, shareImageFontFiles, type ShareImageInput } from "./render";

/** One image to produce: its site path (under /images/share/) and what goes on it. */
export interface ShareImageTarget extends ShareImageInput {
  /** Site path of the PNG, e.g. /images/share/blog/tax-season-document-checklist.png. */
  sitePath: string;
}

/** The renderer's own source is part of the key, so editing the drawing redraws every cached image. */
const RENDERER_SOURCE = readFileSync(new URL("./render.ts", import.meta.url));

const MIME: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
};

/** Reads a site image (a path under public/) as the renderer's illustration. */
export function readIllustration(publicDir: string, sitePath: string): ShareImageInput["illustration"] {
  const type = MIME[path.extname(sitePath).toLowerCase()];
  if (!type) throw new Error(`${sitePath}: unsupported illustration type`);
  return { bytes: readFileSync(path.join(publicDir, sitePath)), type };
}

/** Content hash of everything that decides a target's pixels. */
export function shareImageKey(target: ShareImageTarget, fontBytes: readonly Buffer[]): string {
  const hash = createHash("sha256")
    .update(RENDERER_SOURCE)
    .update("\0")
    .update(target.title)
    .update("\0")
    .update(target.kicker);
  hash
    .update("\0")
    .update(target.illustrationKind)
    .update("\0")
    .update(target.illustration.type)
    .update(target.illustration.bytes);
  for (const font of fontBytes) hash.update(font);
  return hash.digest("hex");
}

/**
 * Writes each target's PNG to `publicDir` + its site path, from `cacheDir/<key>.png` when present,
 * otherwise rendering it and filling the cache.
 * @returns how many images were rendered and how many came from the cache
 */
export async function buildShareImages(
  targets: readonly ShareImageTarget[],
  publicDir: string,
  cacheDir: string,
): Promise<{ rendered: number; cached: number }> {
  mkdirSync(cacheDir, { recursive: true });
  const fontBytes = shareImageFontFiles().map((file) => readFileSync(file));
  let rendered = 0;
  let cached = 0;
  for (const target of targets) {
    const cacheFile = path.join(cacheDir, `${shareImageKey(target, fontBytes)}.png`);
    let png: Buffer;
    if (existsSync(cacheFile)) {
      png = readFileSync(cacheFile);
      cached++;
    } else {
      png = await renderShareImage(target);
      writeFileSync(cacheFile, png);
      rendered++;
    }
    const out = path.join(publicDir, target.sitePath);
    mkdirSync(path.dirname(out), { recursive: true });
    // Leave an identical file untouched, so its mtime (and the build's freshness check) does not move.
    if (!existsSync(out) || !readFileSync(out).equals(png)) writeFileSync(out, png);
  }
  return { rendered, cached };
}
