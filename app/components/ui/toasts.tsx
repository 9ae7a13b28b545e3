/**
 * The toast container: top right, auto-close after 3000 ms, newest on top, close on
 * click, pause on hover and on focus loss, draggable. Raise toasts with `toast` from app/lib/toast.
 * The container (and the library) load with the first toast, not with the page (see app/lib/toast.ts).
 */
import { useEffect, useState } from "react";
import { toastContainerMounted, whenToastsRequested, type ToastRuntime } from "../../lib/toast";

/** Auto-close delay of every toast (ms). */
export const TOAST_AUTO_CLOSE_MS = 3000;

export function Toasts() {
  const [runtime, setRuntime] = useState<ToastRuntime>();
  useEffect(() => whenToastsRequested(() => void import("../../lib/toast-runtime").then(setRuntime)), []);
  // Runs after the container's own effects, i.e. once it listens for toasts.
  useEffect(() => {
    if (runtime) toastContainerMounted(runtime);
  }, [runtime]);
  if (!runtime) return null;
  const { ToastContainer } = runtime;
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      newestOnTop
      closeOnClick
      pauseOnHover
      pauseOnFocusLoss
      draggable
      theme="colored"
    />
  );
}
