/**
 * One step's video modal on /how-it-works, on the shared native Dialog: the image
 * button opens it with an invoker command, so the first click, Enter or Space opens it before the page
 * has hydrated and with JavaScript off; Escape, the close button and a backdrop click close it natively.
 *
 * The player exists only in the open dialog, so closing a video stops it and nothing loads from YouTube
 * before a visitor asks for it; a video opened before hydration gets its player once React takes over.
 * Without script each dialog links to its player from a <noscript>. The
 * "Playing: {title}" toast renders in a container inside the dialog: one outside would sit under the
 * backdrop and be hidden from assistive technology by the inert page.
 */
import { useEffect, useId } from "react";
import { ToastContainer } from "react-toastify/unstyled";
import { HOW_IT_WORKS_PAGE, type HowItWorksItem } from "../../content/how-it-works";
import { toast } from "../../lib/toast";
import { Dialog, DialogClose } from "../ui/dialog";
import {
  PLAYING_TOAST_MS,
  VIDEO_TOAST_CONTAINER_ID,
  playingMessage,
  videoDialogId,
  videoEmbedUrl,
} from "./video-embed";

/** Props: the step, whether React knows it open, and what to do once it closed. */
export interface VideoDialogProps {
  item: HowItWorksItem;
  open: boolean;
  onClosed: (item: HowItWorksItem) => void;
}

function Player({ item }: { item: HowItWorksItem }) {
  return (
    <iframe
      src={videoEmbedUrl(item.videoId)}
      title={`${item.title} video`}
      loading="lazy"
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      className="size-full border-0"
    />
  );
}

export function VideoDialog({ item, open, onClosed }: VideoDialogProps) {
  const titleId = useId();
  const id = videoDialogId(item);

  useEffect(() => {
    if (!open) return;
    toast.info(playingMessage(item.title), { autoClose: PLAYING_TOAST_MS, containerId: VIDEO_TOAST_CONTAINER_ID });
    // A hidden container would never finish a toast's timer (it runs on a CSS animation).
    return () => toast.dismiss({ containerId: VIDEO_TOAST_CONTAINER_ID });
  }, [open, item.title]);

  return (
    <Dialog
      id={id}
      aria-labelledby={titleId}
      lightDismiss
      aside={
        open ? (
          <ToastContainer
            containerId={VIDEO_TOAST_CONTAINER_ID}
            position="top-right"
            autoClose={PLAYING_TOAST_MS}
            closeButton={false}
            closeOnClick
            pauseOnHover
            pauseOnFocusLoss={false}
            theme="light"
          />
        ) : null
      }
      onClose={() => onClosed(item)}
      className="m-auto w-[min(64rem,calc(100vw-2rem))] max-w-none overflow-hidden rounded-card bg-brand-950 p-0 text-white shadow-raised backdrop:bg-brand-950/80"
    >
      <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-5">
        <h2 id={titleId} className="text-base font-semibold sm:text-lg">
          {item.title}
        </h2>
        <DialogClose
          dialogId={id}
          label={HOW_IT_WORKS_PAGE.closeVideo}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-control text-white hover:bg-white/15"
        />
      </div>
      <div className="aspect-video w-full bg-black">
        {/* With script, a player only while open (closing stops it). Without script, a link to it: a frame
            in a closed (display:none) dialog is loaded at once by Chromium even when lazy, so every
            player would load with the page. */}
        {open ? (
          <Player item={item} />
        ) : (
          <noscript>
            <a
              href={videoEmbedUrl(item.videoId)}
              target="_blank"
              rel="noopener"
              className="flex size-full items-center justify-center text-lg font-semibold text-white underline underline-offset-4"
            >
              {HOW_IT_WORKS_PAGE.watchVideo}
            </a>
          </noscript>
        )}
      </div>
    </Dialog>
  );
}
