/**
 * The allow-list behind POST /api/file-download: only regular files that the site
 * itself publishes under public/files/ are offered. Resolved on the server against the file system, so
 * the answer never points anywhere else: no `..` (plain or percent-encoded), no other host or scheme, no
 * directories, hidden files or symlinks leading out of the folder.
 */
import { realpath, stat } from "node:fs/promises";
import path from "node:path";

/** URL prefix of downloadable files (public/files/ is served at /files/). */
export const FILES_PREFIX = "/files/";

/** The outcome: the file's absolute URL on the site, or the reason it is refused. */
export type PublishedFile = { ok: true; url: string; path: string } | { ok: false; message: string };

/** Refusal for anything that is not a /files/ path on this site. */
export const NOT_ALLOWED_MESSAGE = "Only files published by this site under /files/ can be downloaded.";
/** Refusal for an allowed-looking path with no regular file behind it. */
export const NOT_FOUND_MESSAGE = "File not found.";

const refuse = (message = NOT_ALLOWED_MESSAGE): PublishedFile => ({ ok: false, message });

/**
 * The raw (still encoded) path of `input` when it is site-relative or on `publicUrl`'s origin. The caller
 * has already refused "?" and "#", so the path runs from the first "/" after the authority to the end.
 */
function rawPathOf(input: string, publicUrl: string): string | undefined {
  if (input.startsWith("/") && !input.startsWith("//")) return input;
  if (!/^https?:\/\//i.test(input) || !URL.canParse(input)) return undefined;
  const url = new URL(input);
  if (url.origin !== new URL(publicUrl).origin || url.username || url.password) return undefined;
  // Take the path from the text as written: `new URL` would silently resolve "a/../b" and "%2e%2e".
  const start = input.indexOf("/", input.indexOf("//") + 2);
  return start === -1 ? "/" : input.slice(start);
}

/**
 * Checks `input` ("/files/x.pdf" or "<PUBLIC_URL>/files/x.pdf") against the files in `filesDir`.
 * @param options.publicUrl the site's origin (config.publicUrl); the answer's URL is built on it
 * @param options.filesDir absolute path of public/files
 */
export async function resolvePublishedFile(
  input: string,
  options: { publicUrl: string; filesDir: string },
): Promise<PublishedFile> {
  // Control characters, spaces and backslashes have no place in our file URLs (and "\" is "/" to browsers).
  // A query or fragment is refused too: a published file is addressed by its path alone.
  if (/[\u0000-\u0020\u007f\\?#]/.test(input)) return refuse();
  const raw = rawPathOf(input, options.publicUrl);
  if (raw === undefined || !raw.startsWith(FILES_PREFIX)) return refuse();
  // Encoded dots, slashes, backslashes, NULs or percent signs could become traversal after decoding.
  if (/%(?:2e|2f|5c|00|25)/i.test(raw)) return refuse();
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return refuse();
  }
  const segments = decoded.slice(FILES_PREFIX.length).split("/");
  // Empty segments ("//", trailing "/"), "." and "..", and hidden files are never published.
  if (segments.some((s) => s === "" || s.startsWith("."))) return refuse();

  const root = path.resolve(options.filesDir);
  const candidate = path.resolve(root, ...segments);
  if (!candidate.startsWith(root + path.sep)) return refuse();
  try {
    // Follow symlinks and check again: a link must not lead out of public/files.
    const [realRoot, realFile] = await Promise.all([realpath(root), realpath(candidate)]);
    if (!realFile.startsWith(realRoot + path.sep)) return refuse();
    if (!(await stat(realFile)).isFile()) return refuse(NOT_FOUND_MESSAGE);
  } catch {
    return refuse(NOT_FOUND_MESSAGE);
  }
  const sitePath = FILES_PREFIX + segments.map(encodeURIComponent).join("/");
  return { ok: true, url: `${options.publicUrl}${sitePath}`, path: sitePath };
}
