/** The guest header (spec section 2): logo, links in the spec's order, Product dropdown, Login, Sign Up. */
import { Menu } from "lucide-react";
import { useCallback, useId, useRef, useState } from "react";
import { NavLink as RouterNavLink } from "react-router";
import { HEADER_LINKS, isNavGroup } from "../../content/site-settings";
import { appLinks, usePublicEnv } from "../../lib/public-env";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { ProductMenu } from "./product-menu";

export function SiteHeader() {
  const links = appLinks(usePublicEnv());
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    toggleRef.current?.focus();
  }, []);

  return (
    <header className="sticky top-0 z-30 border-b border-line/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Logo />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-0.5">
            {HEADER_LINKS.map((item) =>
              isNavGroup(item) ? (
                <li key={item.label}>
                  <ProductMenu group={item} />
                </li>
              ) : (
                <li key={item.to}>
                  <RouterNavLink
                    to={item.to}
                    end={item.to === "/"}
                    className={({ isActive }) =>
                      `btn btn-ghost px-3 font-medium ${isActive ? "text-brand-700" : "text-ink"}`
                    }
                  >
                    {item.label}
                  </RouterNavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 lg:flex">
          <a href={links.login} className="btn btn-ghost">
            Login
          </a>
          <a href={links.signUp} className="btn btn-primary">
            Sign Up
          </a>
        </div>
        <button
          ref={toggleRef}
          type="button"
          className="btn btn-ghost px-2 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label="Open menu"
          onClick={() => setMenuOpen(true)}
        >
          <Menu aria-hidden className="size-6" />
        </button>
      </div>
      {menuOpen ? <MobileMenu id={menuId} onClose={closeMenu} /> : null}
    </header>
  );
}
