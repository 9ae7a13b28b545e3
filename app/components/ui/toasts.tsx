/**
 * The toast container (spec section 2): top right, auto-close after 3000 ms, newest on top, close on
 * click, pause on hover and on focus loss, draggable. Use `toast` from react-toastify anywhere.
 */
import { ToastContainer } from "react-toastify/unstyled";
import "react-toastify/ReactToastify.css";

/** Auto-close delay of every toast (ms). */
export const TOAST_AUTO_CLOSE_MS = 3000;

export function Toasts() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      newestOnTop
      closeOnClick
      pauseOnHover
      pauseOnFocusLoss
      draggable
      theme="light"
    />
  );
}
