/**
 * The how-it-works videos: privacy-enhanced YouTube embeds (youtube-nocookie.com, the
 * only frame source the CSP allows), autoplaying once the modal opens, with related videos limited to
 * the same channel (rel=0), and the "Playing: {title}" toast shown for 2200 ms.
 */
import { HOW_IT_WORKS_PAGE, VIDEO_ID_PATTERN, type HowItWorksItem } from "../../content/how-it-works";

/** Origin of every embedded video; must match the CSP's frame-src (server/security.ts). */
export const VIDEO_EMBED_ORIGIN = "https://www.youtube-nocookie.com";

/** How long the "Playing: {title}" toast stays up, in milliseconds. */
export const PLAYING_TOAST_MS = 2200;

/** Id of the toast container inside the video dialog (the rest of the page is inert while it is open). */
export const VIDEO_TOAST_CONTAINER_ID = "video-dialog-toasts";

/** The embed URL of a YouTube video id. Throws on anything that is not an 11-character video id. */
export function videoEmbedUrl(videoId: string): string {
  if (!VIDEO_ID_PATTERN.test(videoId)) throw new Error(`Invalid YouTube video id: ${videoId}`);
  return `${VIDEO_EMBED_ORIGIN}/embed/${videoId}?autoplay=1&rel=0`;
}

/** The toast text when a video starts: "Playing: {title}". */
export function playingMessage(title: string): string {
  return `${HOW_IT_WORKS_PAGE.playingToast}: ${title}`;
}

/** Accessible name of the image button that opens a video: "Play video: {title}". */
export function playVideoLabel(title: string): string {
  return `${HOW_IT_WORKS_PAGE.playVideoLabel}: ${title}`;
}

/** Element id of a step's video dialog (its image button opens it with `commandfor`). */
export function videoDialogId(item: Pick<HowItWorksItem, "id">): string {
  return `video-dialog-${item.id}`;
}
