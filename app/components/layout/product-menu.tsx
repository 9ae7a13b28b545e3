/**
 * The header's Product dropdown (spec section 2): opens on hover or click, closes on outside click,
 * Escape (focus returns to the button) or choosing an item. A disclosure button with aria-expanded,
 * so it works the same with a keyboard.
 */
import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { NavLink as RouterNavLink } from "react-router";
import type { NavGroup } from "../../content/site-settings";

export function ProductMenu({ group }: { group: NavGroup }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  // A mouse click lands right after the hover that opened the menu: it must not close it again.
  const openedByHover = useRef(false);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      className="relative"
      onPointerEnter={(e) => {
        if (e.pointerType !== "mouse" || open) return;
        openedByHover.current = true;
        setOpen(true);
      }}
      onPointerLeave={(e) => {
        if (e.pointerType !== "mouse") return;
        openedByHover.current = false;
        setOpen(false);
      }}
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-ghost px-3 font-medium"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((o) => !o);
        }}
      >
        {group.label}
        <ChevronDown aria-hidden className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <div id={menuId} hidden={!open} className="absolute left-0 top-full z-40 w-80 pt-2">
        <ul className="card p-2 shadow-raised">
          {group.items.map((item) => (
            <li key={item.to}>
              <RouterNavLink
                to={item.to}
                onClick={() => setOpen(false)}
                className={({ isActive }) =>
                  `block rounded-control px-3 py-2.5 hover:bg-brand-50 ${isActive ? "bg-brand-50" : ""}`
                }
              >
                <span className="block font-semibold text-ink">{item.label}</span>
                {item.description ? <span className="mt-0.5 block text-sm text-ink-muted">{item.description}</span> : null}
              </RouterNavLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
