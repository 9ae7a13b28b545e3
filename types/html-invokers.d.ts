/**
 * HTML invoker commands (`commandfor` / `command`, in Chromium since 135), not yet in @types/react.
 * React passes these lower-case attributes through to the DOM unchanged.
 */
import "react";

declare module "react" {
  // Merged into React's own interface, which must keep its type parameter's name.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    /** The id of the element the button controls (a `<dialog>` or a popover). */
    commandfor?: string;
    /** What the button does to it, e.g. "show-modal", "close", "toggle-popover". */
    command?: "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover" | "toggle-popover";
  }
}
