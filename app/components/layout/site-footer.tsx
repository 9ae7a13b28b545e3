/** The site footer: brand, newsletter, the footer links (content/navigation.ts), contact facts and social links. */
import { Link } from "react-router";
import { FOOTER_LINKS } from "../../content/navigation";
import { usePromoLinks } from "../../lib/keep-promo";
import { SITE } from "../../content/site-settings";
import { NewsletterForm } from "./newsletter-form";
import { SocialLinks } from "./social-links";
import { ThemeControl } from "./theme-control";

export function SiteFooter() {
  const year = new Date().getFullYear();
  const link = usePromoLinks();
  return (
    <footer className="bg-brand-950 text-slate-300">
      <div className="container-page grid gap-12 py-14 lg:grid-cols-[1.2fr_2fr]">
        <div className="space-y-6">
          <Link to="/" className="inline-flex items-center gap-2 rounded-control" aria-label="DocSleeve home">
            <img src="/images/brand/logo-mark.svg" alt="" width={32} height={32} className="size-8" />
            <span className="text-xl font-bold text-white">DocSleeve</span>
          </Link>
          <p className="max-w-sm text-sm leading-relaxed">{SITE.tagline}</p>
          <NewsletterForm />
        </div>
        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Explore DocSleeve</h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-8 gap-y-3 text-sm sm:grid-cols-3">
            {FOOTER_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={link(item.to)} className="footer-link">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page footer-bar">
          {/* One text node (no separators between parts), and one full stop after a name ending in one. */}
          <p>{`© ${year} ${SITE.legalName.replace(/\.$/, "")}. All rights reserved.`}</p>
          <p className="flex flex-wrap gap-x-4 gap-y-1">
            <a href={`mailto:${SITE.supportEmail}`} className="hover:text-white">
              {SITE.supportEmail}
            </a>
            <a href={SITE.phone.href} className="hover:text-white">
              {SITE.phone.display}
            </a>
          </p>
          <ThemeControl />
          <SocialLinks />
        </div>
      </div>
    </footer>
  );
}
