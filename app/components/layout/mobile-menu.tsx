/**
 * The narrow-screen menu (spec section 2): a full-screen dialog with the header's links, a collapsible
 * Product group, Login and Sign Up. Focus moves into it when it opens, Tab stays inside, Escape closes it
 * and focus returns to the toggle.
 */
import { ChevronDown, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { NavLink as RouterNavLink } from "react-router";
import { HEADER_LINKS, isNavGroup } from "../../content/site-settings";
import { FOCUSABLE, wrapTabFocus } from "../../lib/focus-trap";
import { appLinks, usePublicEnv } from "../../lib/public-env";
import { Logo } from "./logo";


export function MobileMenu({ id, onClose }: { id: string; onClose: () => void }) {
  const links = appLinks(usePublicEnv());
  const [productOpen, setProductOpen] = useState(false);
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    dialog?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") return onClose();
      if (dialog) wrapTabFocus(dialog, event);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.body.style.overflow = previousOverflow;
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [onClose]);

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `block rounded-control px-4 py-3 text-lg font-semibold ${isActive ? "bg-brand-50 text-brand-700" : "text-ink hover:bg-surface-muted"}`;

  return (
    <div ref={dialogRef} id={id} role="dialog" aria-modal="true" aria-label="Site menu" className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-white">
      <div className="container-page flex h-16 shrink-0 items-center justify-between border-b border-line">
        <Logo onNavigate={onClose} />
        <button type="button" className="btn btn-ghost px-2" onClick={onClose} aria-label="Close menu">
          <X aria-hidden className="size-6" />
        </button>
      </div>
      <nav aria-label="Main" className="container-page flex-1 py-4">
        <ul className="space-y-1">
          {HEADER_LINKS.map((item) =>
            isNavGroup(item) ? (
              <li key={item.label}>
                <button
                  type="button"
                  className="flex w-full items-center justify-between rounded-control px-4 py-3 text-lg font-semibold text-ink hover:bg-surface-muted"
                  aria-expanded={productOpen}
                  aria-controls={`${id}-product`}
                  onClick={() => setProductOpen((o) => !o)}
                >
                  {item.label}
                  <ChevronDown aria-hidden className={`size-5 transition-transform ${productOpen ? "rotate-180" : ""}`} />
                </button>
                <ul id={`${id}-product`} hidden={!productOpen} className="ml-4 border-l border-line pl-2">
                  {item.items.map((sub) => (
                    <li key={sub.to}>
                      <RouterNavLink to={sub.to} onClick={onClose} className={linkClass}>
                        {sub.label}
                      </RouterNavLink>
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={item.to}>
                <RouterNavLink to={item.to} end={item.to === "/"} onClick={onClose} className={linkClass}>
                  {item.label}
                </RouterNavLink>
              </li>
            ),
          )}
        </ul>
      </nav>
      <div className="container-page grid shrink-0 grid-cols-2 gap-3 border-t border-line py-4">
        <a href={links.login} className="btn btn-secondary">
          Login
        </a>
        <a href={links.signUp} className="btn btn-primary">
          Sign Up
        </a>
      </div>
    </div>
  );
}
