/**
 * The narrow-screen menu (below 1024 px): a full-screen modal `<dialog>` with the header's links, a
 * collapsible Product group (`<details>`), Login and Sign Up.
 *
 * It is native HTML so that the first tap works before any script has loaded (static pages hydrate on
 * the first interaction, lib/hydrate-on-intent.ts): the toggle opens it with the invoker command
 * `command="show-modal"`, the ✕ closes it with `command="close"`, Escape closes it and focus returns to
 * the toggle, the rest of the page is inert meanwhile, and page scrolling is locked by CSS
 * (`html:has(dialog:modal)` in app.css): all of it from the shared Dialog (components/ui/dialog.tsx). A modal dialog is drawn in the top layer, so the sticky,
 * blurred header (a containing block for fixed descendants) cannot shrink it. React only adds closing
 * the menu after a client-side navigation and when the window grows to the desktop layout.
 */
import { ChevronDown, Menu } from "../ui/icon";
import { useCallback, useEffect, useRef } from "react";
import { NavLink as RouterNavLink } from "react-router";
import { HEADER_LINKS, isNavGroup } from "../../content/navigation";
import { usePromoLinks } from "../../lib/keep-promo";
import { AccountLinks } from "./account-links";
import { Dialog, DialogClose, DialogTrigger } from "../ui/dialog";
import { Logo } from "./logo";
import { useCloseOnNavigation } from "./use-close-on-navigation";

/** The menu dialog's id (the header renders one). */
export const MOBILE_MENU_ID = "site-menu";

/** The desktop layout's breakpoint (Tailwind `lg`), where the menu gives way to the header's links. */
const DESKTOP_QUERY = "(min-width: 1024px)";

/** The ☰ button that opens the menu; hidden on wide screens. */
export function MobileMenuToggle() {
  return (
    <DialogTrigger dialogId={MOBILE_MENU_ID} aria-label="Open menu" className="btn btn-ghost px-2 lg:hidden">
      <Menu aria-hidden className="size-6" />
    </DialogTrigger>
  );
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `site-menu-link ${isActive ? "bg-accent-soft text-accent" : "text-ink hover:bg-surface-muted"}`;

export function MobileMenu() {
  const link = usePromoLinks();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const productRef = useRef<HTMLDetailsElement>(null);
  const close = useCallback(() => {
    dialogRef.current?.close();
    if (productRef.current) productRef.current.open = false;
  }, []);
  useCloseOnNavigation(close);

  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (desktop.matches) close();
    };
    desktop.addEventListener("change", onChange);
    return () => desktop.removeEventListener("change", onChange);
  }, [close]);

  return (
    <Dialog ref={dialogRef} id={MOBILE_MENU_ID} aria-label="Site menu" className="site-menu">
      <div className="container-page flex h-16 shrink-0 items-center justify-between border-b border-line">
        <Logo />
        <DialogClose dialogId={MOBILE_MENU_ID} label="Close menu" className="btn btn-ghost px-2" />
      </div>
      <nav aria-label="Menu" className="container-page flex-1 py-4">
        <ul className="space-y-1">
          {HEADER_LINKS.map((item) =>
            isNavGroup(item) ? (
              <li key={item.label}>
                <details ref={productRef} className="group">
                  <summary className="site-menu-group">
                    {item.label}
                    <ChevronDown aria-hidden className="size-5 transition-transform group-open:rotate-180" />
                  </summary>
                  <ul className="ml-4 border-l border-line pl-2">
                    {item.items.map((sub) => (
                      <li key={sub.to}>
                        <RouterNavLink to={sub.to} end className={linkClass}>
                          {sub.label}
                        </RouterNavLink>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ) : (
              <li key={item.to}>
                <RouterNavLink to={link(item.to)} end={item.to === "/"} className={linkClass}>
                  {item.label}
                </RouterNavLink>
              </li>
            ),
          )}
        </ul>
      </nav>
      <div className="container-page grid shrink-0 grid-cols-2 gap-3 border-t border-line py-4">
        <AccountLinks loginClassName="btn btn-secondary" />
      </div>
    </Dialog>
  );
}
