/**
 * Downloading a file the site publishes: ask POST /api/file-download whether the URL is one of
 * ours, fetch it, and save it under its name with a Blob and a temporary <a download>.
 */
import type { FileDownloadResult } from "../domain/blog";
import { postJson } from "./api";

/** How long the object URL stays valid after the click (the browser has started the download by then). */
const REVOKE_AFTER_MS = 10_000;

/** Saves `blob` as `fileName` through the browser's download manager. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), REVOKE_AFTER_MS);
}

/**
 * Downloads `url` (a /files/ path) as `fileName`.
 * @throws Error when the API refuses the URL or the file cannot be fetched (callers show FILE_NOT_FOUND_MESSAGE)
 */
export async function downloadPublishedFile(url: string, fileName: string): Promise<void> {
  const answer = await postJson<FileDownloadResult>("/api/file-download", { url });
  const resolved = answer.ok ? answer.body.data?.url : undefined;
  if (!resolved) throw new Error(answer.ok ? "No URL in the answer" : answer.message);
  // The API only answers URLs on this site; fetching the path keeps the request same-origin (CSP
  // connect-src 'self') even when the page is opened under another name than PUBLIC_URL.
  const { pathname } = new URL(resolved, window.location.href);
  const response = await fetch(pathname);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  saveBlob(await response.blob(), fileName);
}
