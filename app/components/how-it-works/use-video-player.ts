/**
 * Which how-it-works video React knows open (the dialogs themselves open natively, see video-dialog.tsx),
 * and whether the page has hydrated (before that, every dialog keeps its own lazy player so it works
 * without script). A video opened before hydration is picked up when React takes over.
 */
import { useCallback, useEffect, useState } from "react";
import { HOW_IT_WORKS, type HowItWorksItem } from "../../content/how-it-works";
import { videoDialogId } from "./video-embed";

/** `openId`: the open video's id or null; `opened(item)` from its image button; `onClosed(item)` from its dialog. */
export function useVideoPlayer() {
  const [state, setState] = useState<{ hydrated: boolean; openId: string | null }>({ hydrated: false, openId: null });

  useEffect(() => {
    const open = HOW_IT_WORKS.find((item) => (document.getElementById(videoDialogId(item)) as HTMLDialogElement | null)?.open);
    setState({ hydrated: true, openId: open?.id ?? null });
  }, []);

  const opened = useCallback((item: HowItWorksItem) => setState((s) => ({ ...s, openId: item.id })), []);
  const onClosed = useCallback((item: HowItWorksItem) => setState((s) => (s.openId === item.id ? { ...s, openId: null } : s)), []);

  return { ...state, opened, onClosed };
}
