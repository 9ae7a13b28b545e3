/**
 * The toast library and its stylesheet, loaded on demand by ./toast.ts (a separate chunk: see there).
 * Import nothing from here statically.
 */
import "react-toastify/ReactToastify.css";

export { toast, ToastContainer } from "react-toastify/unstyled";
