/**
 * The guest header: logo, links in display order (content/navigation.ts) with the Product dropdown,
 * Login and Sign Up on the app host; below 1024 px a menu toggle and the full-screen menu instead. The
 * Search button and its dialog (./site-search.tsx) are there at every width.
 */
import { NavLink as RouterNavLink } from "react-router";
import { HEADER_LINKS, isNavGroup } from "../../content/navigation";
import { usePromoLinks } from "../../lib/keep-promo";
import { AccountLinks } from "./account-links";
import { Logo } from "./logo";
import { MobileMenu, MobileMenuToggle } from "./mobile-menu";
import { ProductMenu } from "./product-menu";
import { SearchToggle, SiteSearch } from "./site-search";

export function SiteHeader() {
  const link = usePromoLinks();
  return (
    <header className="sticky top-0 z-30 border-b border-line/80 bg-surface/90 [backdrop-filter:blur(8px)] supports-[backdrop-filter]:bg-surface/75">
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
                    to={link(item.to)}
                    end={item.to === "/"}
                    className={({ isActive }) =>
                      `btn btn-ghost px-3 font-medium ${isActive ? "text-accent" : "text-ink"}`
                    }
                  >
                    {item.label}
                  </RouterNavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="flex items-center gap-1 lg:gap-2">
          <SearchToggle />
          <div className="hidden items-center gap-2 lg:flex">
            <AccountLinks loginClassName="btn btn-ghost" />
          </div>
          <MobileMenuToggle />
        </div>
      </div>
      <MobileMenu />
      <SiteSearch />
    </header>
  );
}
