/**
 * The site's one modal: the native `<dialog>` opened with `showModal()`, so the browser gives what
 * used to be written by hand: the rest of the page is inert, Escape closes it, focus moves in when it
 * opens and back to where it was when it closes. Page scrolling is locked by CSS while any modal is open
 * (`html:has(dialog:modal)` in app/styles/app.css), so that also holds before the page has hydrated.
 *
 * Open and close it without script where possible: `DialogTrigger` and `DialogClose` are invoker
 * buttons (`commandfor` + `command`), which work before hydration (lib/hydrate-on-intent.ts) and with
 * JavaScript off; `lightDismiss` closes it on a backdrop click natively
 * (`closedby="any"`). React only adds a fallback for browsers without those, and keeps Tab cycling
 * inside the dialog (the browser would otherwise send focus from its last control to its own toolbar).
 */
import { X } from "./icon";
import {
  useEffect,
  useRef,
  type ButtonHTMLAttributes,
  type DialogHTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from "react";

/** Elements that take focus with Tab (a cross-origin player frame included). */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

const supportsInvokers = () => "commandForElement" in HTMLButtonElement.prototype;
const supportsClosedBy = () => "closedBy" in HTMLDialogElement.prototype;

/** Props: a native `<dialog>`'s, plus how it opens and closes. */
export interface DialogProps extends Omit<DialogHTMLAttributes<HTMLDialogElement>, "open"> {
  ref?: Ref<HTMLDialogElement>;
  /**
   * Open as a modal as soon as it is mounted (a dialog the page opens by itself, e.g. a timed pop-up),
   * and close when unmounted. "dialog" focuses the dialog itself instead of its first control, so a
   * screen reader reads its name and text and no phone keyboard pops up for a dialog nobody asked for.
   */
  openOnMount?: boolean | "dialog";
  /** Close on a click on the backdrop (natively with `closedby="any"`). */
  lightDismiss?: boolean;
  /** Content kept out of the Tab cycle, e.g. a toast container (it must sit inside the top layer to be seen). */
  aside?: ReactNode;
}

function focusables(dialog: HTMLDialogElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest("[data-focus-guard], [data-dialog-aside]"),
  );
}

/** The `<dialog>` element with the site's defaults (centred box, dimmed backdrop); `className` replaces the box's look. */
export function Dialog({
  ref,
  openOnMount,
  lightDismiss,
  aside,
  className,
  children,
  onKeyDown,
  onClick,
  ...props
}: DialogProps) {
  const own = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = own.current;
    if (!openOnMount || !dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    if (openOnMount === "dialog") dialog.focus();
    return () => {
      if (dialog.open) dialog.close();
      previous?.focus({ preventScroll: true });
    };
  }, [openOnMount]);

  // Shift+Tab on the first control wraps to the last (Tab past the last lands on the guard below).
  const wrapBack = (event: KeyboardEvent<HTMLDialogElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.key !== "Tab" || !event.shiftKey) return;
    const items = focusables(event.currentTarget);
    if (document.activeElement === items[0] || document.activeElement === event.currentTarget) {
      event.preventDefault();
      items[items.length - 1]?.focus();
    }
  };

  const backdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    onClick?.(event);
    // Browsers without `closedby`: a click whose target is the dialog itself landed on the backdrop
    // (the content fills the box).
    if (lightDismiss && !supportsClosedBy() && event.target === event.currentTarget) event.currentTarget.close();
  };

  return (
    <dialog
      {...props}
      ref={(node) => {
        own.current = node;
        if (typeof ref === "function") ref(node);
        else if (ref) ref.current = node;
      }}
      tabIndex={openOnMount === "dialog" ? -1 : props.tabIndex}
      closedby={lightDismiss ? "any" : undefined}
      onKeyDown={wrapBack}
      onClick={backdropClick}
      className={
        className ??
        "m-auto w-[calc(100%-2rem)] max-w-md rounded-card bg-surface p-0 text-ink shadow-raised outline-none backdrop:bg-brand-950/60"
      }
    >
      {children}
      {/* Focus guard: Tab past the last control (or out of a cross-origin frame) wraps to the first. */}
      <span
        tabIndex={0}
        data-focus-guard=""
        onFocus={(event) => {
          const dialog = event.currentTarget.closest("dialog");
          if (dialog) focusables(dialog)[0]?.focus();
        }}
      />
      {aside ? <div data-dialog-aside="">{aside}</div> : null}
    </dialog>
  );
}

type InvokerProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "command" | "commandfor"> & {
  dialogId: string;
};

/** A button that opens the dialog `dialogId` as a modal, natively (before hydration too). */
export function DialogTrigger({ dialogId, onClick, ...props }: InvokerProps) {
  return (
    <button
      {...props}
      type="button"
      commandfor={dialogId}
      command="show-modal"
      aria-haspopup="dialog"
      onClick={(event) => {
        onClick?.(event);
        const dialog = document.getElementById(dialogId);
        if (!supportsInvokers() && dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal();
      }}
    />
  );
}

/** The ✕ button that closes the dialog `dialogId` (`label` is its accessible name). */
export function DialogClose({
  dialogId,
  label,
  className,
  onClick,
}: {
  dialogId: string;
  label: string;
  className: string;
  onClick?: () => void;
}) {
  return (
    <button
      type="button"
      commandfor={dialogId}
      command="close"
      aria-label={label}
      onClick={() => {
        onClick?.();
        const dialog = document.getElementById(dialogId);
        if (!supportsInvokers() && dialog instanceof HTMLDialogElement) dialog.close();
      }}
      className={className}
    >
      <X aria-hidden className="size-6" />
    </button>
  );
}
