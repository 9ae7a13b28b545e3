/**
 * Toasts: always import `toast` from here, never from "react-toastify". The package's main entry injects
 * a <style> element at run time, which our strict CSP blocks; the "unstyled" entry does not, and its
 * stylesheet comes with ./toast-runtime.ts.
 *
 * The library and its stylesheet load on the first toast, not with every page (most visits never
 * show one, and they were 7 KB of script plus a render-blocking stylesheet on every page). A toast raised
 * before the container is on screen waits until <Toasts> (components/ui/toasts.tsx) has mounted it.
 */
import type { Id, ToastContent, ToastOptions } from "react-toastify/unstyled";
import type * as ToastRuntimeModule from "./toast-runtime";

/** What ./toast-runtime.ts exports. */
export type ToastRuntime = typeof ToastRuntimeModule;

let requested = false;
let onRequest: (() => void) | undefined;
let markReady: (runtime: ToastRuntime) => void = () => {};
const ready = new Promise<ToastRuntime>((resolve) => {
  markReady = resolve;
});
let isReady = false;

/** Asks <Toasts> to load the library and mount its container; resolves once it is mounted. */
function requestToasts(): Promise<ToastRuntime> {
  if (!requested) {
    requested = true;
    onRequest?.();
  }
  return ready;
}

/**
 * For <Toasts> only: `load` runs once, on the first toast (at once if one was already raised).
 * Returns the unsubscribe function (for the effect's cleanup).
 */
export function whenToastsRequested(load: () => void): () => void {
  onRequest = load;
  if (requested) load();
  return () => {
    if (onRequest === load) onRequest = undefined;
  };
}

/** For <Toasts> only: the container is mounted; queued toasts go out now. */
export function toastContainerMounted(runtime: ToastRuntime): void {
  isReady = true;
  markReady(runtime);
}

type Show = (content: ToastContent, options?: ToastOptions) => void;
const show =
  (kind: "success" | "error" | "info" | "warning"): Show =>
  (content, options) =>
    void requestToasts().then((runtime) => runtime.toast[kind](content, options));

/** react-toastify's `toast` methods the site uses, with the same arguments (they return nothing). */
export const toast = {
  success: show("success"),
  error: show("error"),
  info: show("info"),
  warning: show("warning"),
  /** Dismisses toasts (all, one id, or `{ containerId, id? }`); nothing to do before the first toast. */
  dismiss(target?: Id | { containerId: Id; id?: Id }): void {
    if (!isReady) return;
    void ready.then((runtime) =>
      typeof target === "object" ? runtime.toast.dismiss(target) : runtime.toast.dismiss(target),
    );
  },
};
