/** Keeping keyboard focus inside a modal (mobile menu, newsletter pop-up). */

/** Elements that take focus with Tab. */
export const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Wraps Tab from the last focusable element of `container` to the first, and Shift+Tab from the first to
 * the last. Call it from a keydown handler; it ignores other keys.
 */
export function wrapTabFocus(container: HTMLElement, event: Pick<KeyboardEvent, "key" | "shiftKey" | "preventDefault">): void {
  if (event.key !== "Tab") return;
  const items = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items[items.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}
