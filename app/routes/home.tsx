/** /: the home page (spec section 4). */
import { HERO, heroHeading, HERO_WORDS } from "../content/hero";
import { appLinks, usePublicEnv } from "../lib/public-env";
import { SITE } from "../content/site-settings";
import { pageMeta } from "../seo/meta";
import { Link } from "react-router";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: `${SITE.name}: Client document collection and e-signatures`, description: SITE.description, path: "/" });

export default function Page() {
  const links = appLinks(usePublicEnv());
  return (
    <section className="bg-surface-brand">
      <div className="container-page py-section">
        <p className="eyebrow">{HERO.eyebrow}</p>
        <h1 className="mt-5 max-w-3xl text-display font-extrabold tracking-tight">{heroHeading(HERO_WORDS[0])}</h1>
        <p className="mt-6 max-w-2xl text-lead text-ink-muted">{HERO.subheading}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <a href={links.signUp} className="btn btn-primary">
            {HERO.primaryCta}
          </a>
          <Link to="/features" className="btn btn-secondary">
            Explore features
          </Link>
        </div>
      </div>
    </section>
  );
}
