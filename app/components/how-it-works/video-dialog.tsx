/**
 * The video modal of /how-it-works, built on the native <dialog> with showModal():
 * the browser makes the rest of the page inert and closes it on Escape. On top of that:
 * - a click on the backdrop closes it (the backdrop's clicks reach the <dialog> itself, whose content
 *   fills the whole box, so `target === currentTarget` means "outside the content");
 * - Tab cycles inside: a focus guard after the player sends focus back to the close button (the
 *   player is a cross-origin frame, so its keystrokes never reach our handlers), and Shift+Tab on the
 *   close button goes to the player;
 * - the page behind does not scroll while it is open;
 * - the player iframe exists only while a video is open, so nothing loads from YouTube before a
 *   visitor asks for it, and closing stops playback;
 * - toasts render in a container inside the dialog: one outside would sit under the backdrop and be
 *   hidden from assistive technology by the inert page.
 * The owner (useVideoPlayer) returns focus to the image button that opened it.
 */
import { X } from "lucide-react";
import { useEffect, useId, useRef, type KeyboardEvent } from "react";
import { ToastContainer } from "react-toastify/unstyled";
import { HOW_IT_WORKS_PAGE, type HowItWorksItem } from "../../content/how-it-works";
import { toast } from "../../lib/toast";
import { PLAYING_TOAST_MS, VIDEO_TOAST_CONTAINER_ID, videoEmbedUrl } from "./video-embed";

/** Props: the open video (null: closed) and what to do once the dialog has closed, however it closed. */
export interface VideoDialogProps {
  item: HowItWorksItem | null;
  onClose: () => void;
}

export function VideoDialog({ item, onClose }: VideoDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const titleId = useId();
  const open = item !== null;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      closeRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Scroll lock while open; restores whatever the body had before.
  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previous;
      // A hidden container would never finish a toast's timer (it runs on a CSS animation).
      toast.dismiss({ containerId: VIDEO_TOAST_CONTAINER_ID });
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === "Tab" && event.shiftKey && document.activeElement === closeRef.current && frameRef.current) {
      event.preventDefault();
      frameRef.current.focus();
    }
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        if (event.target === event.currentTarget) dialogRef.current?.close();
      }}
      className="m-auto w-[min(64rem,calc(100vw-2rem))] max-w-none overflow-hidden rounded-card bg-ink p-0 text-white shadow-raised backdrop:bg-ink/80"
    >
      <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-5">
        <h2 id={titleId} className="text-base font-semibold sm:text-lg">
          {item?.title}
        </h2>
        <button
          ref={closeRef}
          type="button"
          aria-label={HOW_IT_WORKS_PAGE.closeVideo}
          onClick={() => dialogRef.current?.close()}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-control text-white hover:bg-white/15"
        >
          <X aria-hidden className="size-6" />
        </button>
      </div>
      <div className="aspect-video w-full bg-black">
        {item ? (
          <iframe
            ref={frameRef}
            key={item.videoId}
            src={videoEmbedUrl(item.videoId)}
            title={`${item.title} video`}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className="size-full border-0"
          />
        ) : null}
      </div>
      {/* Focus guard: Tab past the player wraps to the close button. */}
      <span tabIndex={0} onFocus={() => closeRef.current?.focus()} />
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
    </dialog>
  );
}
