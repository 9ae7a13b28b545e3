/**
 * The header's Product dropdown on wide screens: a popover (`popover="auto"`) opened by its button's
 * `popovertarget`, so a click opens it before any script has loaded, and the browser closes it on an
 * outside click or Escape (focus back on the button). It is drawn in the top layer and placed under the
 * button with CSS anchor positioning. React adds what HTML cannot: opening on mouse hover (closing when
 * the pointer leaves) and closing when an item is chosen or the route changes.
 */
import { ChevronDown } from "../ui/icon";
import { useCallback, useRef } from "react";
import { NavLink as RouterNavLink } from "react-router";
import type { NavGroup } from "../../content/navigation";
import { useCloseOnNavigation } from "./use-close-on-navigation";

/** The popover's id (the header renders one). */
export const PRODUCT_MENU_ID = "product-menu";

export function ProductMenu({ group }: { group: NavGroup }) {
  const popoverRef = useRef<HTMLDivElement>(null);
  // A mouse click lands right after the hover that opened the menu: it must not toggle it shut again.
  const openedByHover = useRef(false);
  const close = useCallback(() => {
    openedByHover.current = false;
    if (popoverRef.current?.matches(":popover-open")) popoverRef.current.hidePopover();
  }, []);
  useCloseOnNavigation(close);

  return (
    <div
      className="relative"
      onPointerEnter={(event) => {
        const popover = popoverRef.current;
        if (event.pointerType !== "mouse" || !popover || popover.matches(":popover-open")) return;
        openedByHover.current = true;
        popover.showPopover();
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === "mouse") close();
      }}
    >
      <button
        type="button"
        popoverTarget={PRODUCT_MENU_ID}
        className="btn btn-ghost px-3 font-medium [anchor-name:--product-menu] [&:has(+:popover-open)_svg]:rotate-180"
        onClick={(event) => {
          if (!openedByHover.current) return;
          openedByHover.current = false;
          event.preventDefault();
        }}
      >
        {group.label}
        <ChevronDown aria-hidden className="size-4 [transition:rotate_150ms]" />
      </button>
      <div ref={popoverRef} id={PRODUCT_MENU_ID} popover="auto" className="product-menu">
        <ul className="card p-2 shadow-raised">
          {group.items.map((item) => (
            <li key={item.to}>
              <RouterNavLink
                to={item.to}
                end
                onClick={close}
                className={({ isActive }) =>
                  `block rounded-control px-3 py-2.5 hover:bg-accent-soft ${isActive ? "bg-accent-soft" : ""}`
                }
              >
                <span className="block font-semibold text-ink">{item.label}</span>
                {item.description ? (
                  <span className="mt-0.5 block text-sm text-ink-muted">{item.description}</span>
                ) : null}
              </RouterNavLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
