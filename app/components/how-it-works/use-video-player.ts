/**
 * State of the how-it-works video modal: which video is open, the "Playing: {title}" toast (2200 ms)
 * when one opens, and focus back on the image button that opened it once it closes.
 */
import { useCallback, useRef, useState } from "react";
import type { HowItWorksItem } from "../../content/how-it-works";
import { toast } from "../../lib/toast";
import { PLAYING_TOAST_MS, VIDEO_TOAST_CONTAINER_ID, playingMessage } from "./video-embed";

/** `playing`: the open video or null; `play(item, trigger)` opens one; `onClosed` after the dialog closed. */
export function useVideoPlayer() {
  const [playing, setPlaying] = useState<HowItWorksItem | null>(null);
  const triggerRef = useRef<HTMLElement | null>(null);

  const play = useCallback((item: HowItWorksItem, trigger: HTMLElement) => {
    triggerRef.current = trigger;
    setPlaying(item);
    toast.info(playingMessage(item.title), { autoClose: PLAYING_TOAST_MS, containerId: VIDEO_TOAST_CONTAINER_ID });
  }, []);

  const onClosed = useCallback(() => {
    setPlaying(null);
    triggerRef.current?.focus();
  }, []);

  return { playing, play, onClosed };
}
