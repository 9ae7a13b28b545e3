/**
 * The home page newsletter pop-up. It opens 5 s after the page has loaded (counted
 * from the document's start, as the page may hydrate later: lib/hydrate-on-intent.ts), unless
 * the visitor closed it or subscribed recently (newsletter-popup-memory.ts); if they are busy then
 * (another dialog open, typing in a field) it waits another 5 s rather than interrupting. It is the
 * shared modal Dialog: focus moves into it and stays there, the page behind is inert, Escape, the
 * close button or a click on the backdrop close it, and focus returns to where it was.
 */
import { useEffect, useId, useRef, useState } from "react";
import { NEWSLETTER_POPUP } from "../../content/cta";
import { HOME_UI } from "../../content/home";
import { takeDocumentStart } from "../../lib/hydrate-on-intent";
import { browserStorage, POPUP_DELAY_MS, popupAllowed, rememberPopup } from "./newsletter-popup-memory";
import { Dialog, DialogClose } from "../ui/dialog";
import { NewsletterPopupForm } from "./newsletter-popup-form";

/**
 * True while the visitor is busy: another modal (the mobile menu) is open, or they are typing in a
 * field (the footer newsletter form). The pop-up must not take the focus away at such a moment.
 */
function visitorIsBusy(): boolean {
  if (document.querySelector('[aria-modal="true"], dialog[open]')) return true;
  const active = document.activeElement;
  return (
    active instanceof HTMLElement && (active.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(active.tagName))
  );
}

export function NewsletterPopup() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const now = Date.now();
    if (!popupAllowed(browserStorage(), now)) return;
    // 5 s after the page loaded, which may be before the page hydrated (lib/hydrate-on-intent.ts).
    const loadedAt = takeDocumentStart() ?? now;
    // If the visitor is busy when the delay ends, give them another full delay of calm.
    let timer = window.setTimeout(
      function tryOpen() {
        if (visitorIsBusy()) timer = window.setTimeout(tryOpen, POPUP_DELAY_MS);
        else setOpen(true);
      },
      Math.max(0, loadedAt + POPUP_DELAY_MS - now),
    );
    return () => window.clearTimeout(timer);
  }, []);

  if (!open) return null;
  return (
    <NewsletterDialog
      onClose={(outcome) => {
        rememberPopup(browserStorage(), Date.now(), outcome);
        setOpen(false);
      }}
    />
  );
}

function NewsletterDialog({ onClose }: { onClose: (outcome: "dismissed" | "subscribed") => void }) {
  const id = useId();
  const headingId = useId();
  const bodyId = useId();
  // Escape, the close button and the backdrop all close the dialog natively; subscribing unmounts it.
  const outcome = useRef<"dismissed" | "subscribed" | null>(null);
  const finish = (result: "dismissed" | "subscribed") => {
    if (outcome.current) return;
    outcome.current = result;
    onClose(result);
  };

  return (
    <Dialog
      id={id}
      // Focus the dialog itself, not its first control: screen readers announce its name and text,
      // and no focus ring or phone keyboard appears on a pop-up the visitor did not ask for.
      openOnMount="dialog"
      lightDismiss
      aria-labelledby={headingId}
      aria-describedby={bodyId}
      onClose={() => finish("dismissed")}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-card bg-surface p-0 text-ink shadow-raised outline-none backdrop:bg-brand-950/60 backdrop:backdrop-blur-sm"
    >
      <div className="relative px-6 pt-8 pb-6 sm:px-8">
        <DialogClose
          dialogId={id}
          label={HOME_UI.closePopup}
          className="btn btn-ghost absolute top-3 right-3 size-10 min-h-0 p-0 text-ink-muted hover:text-ink [&>svg]:size-5"
        />
        <img
          src="/images/misc/newsletter.svg"
          width={240}
          height={160}
          alt=""
          className="mx-auto h-auto w-40 sm:w-44"
        />
        <h2 id={headingId} className="mt-5 text-center text-h3 font-bold tracking-tight text-balance">
          {NEWSLETTER_POPUP.heading}
        </h2>
        <p id={bodyId} className="mt-2 text-center text-ink-muted text-pretty">
          {NEWSLETTER_POPUP.body}
        </p>
        <NewsletterPopupForm onSubscribed={() => finish("subscribed")} />
        <p className="mt-4 text-center text-xs text-ink-subtle">{NEWSLETTER_POPUP.privacyNote}</p>
      </div>
    </Dialog>
  );
}
