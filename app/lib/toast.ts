/**
 * Toasts: always import `toast` from here, never from "react-toastify". The package's main entry injects
 * a <style> element at run time, which our strict CSP blocks; the "unstyled" entry does not, and the
 * stylesheet is bundled by app/components/ui/toasts.tsx instead.
 */
export { toast } from "react-toastify/unstyled";
