/**
 * Which how-it-works video React knows open (the dialogs themselves open natively, see video-dialog.tsx).
 * A video opened before hydration is picked up when React takes over.
 */
import { useCallback, useEffect, useState } from "react";
import { HOW_IT_WORKS, type HowItWorksItem } from "../../content/how-it-works";
import { videoDialogId } from "./video-embed";

/** `openId`: the open video's id or null; `opened(item)` from its image button; `onClosed(item)` from its dialog. */
export function useVideoPlayer() {
  const [openId, setOpenId] = useState<string | null>(null);

  useEffect(() => {
    const open = HOW_IT_WORKS.find(
      (item) => (document.getElementById(videoDialogId(item)) as HTMLDialogElement | null)?.open,
    );
    if (open) setOpenId(open.id);
  }, []);

  const opened = useCallback((item: HowItWorksItem) => setOpenId(item.id), []);
  const onClosed = useCallback((item: HowItWorksItem) => setOpenId((id) => (id === item.id ? null : id)), []);

  return { openId, opened, onClosed };
}
