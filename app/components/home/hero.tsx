/**
 * The home page hero: eyebrow, the typed heading, the subheading, Get Started (the app's sign-up) and
 * Watch Demo (/how-it-works), and the carousel card in step with the word. The typing starts with the
 * page load, before hydration, from a small inline script (hero-typing.ts, compiled from
 * app/body-scripts/hero.ts); with prefers-reduced-motion nothing moves and the pause button and caret are
 * hidden by CSS.
 */
import { ArrowRight, CircleCheck, CirclePlay } from "../ui/icon";
import { useRef } from "react";
import { Link } from "react-router";
import { HOME_CTA } from "../../content/cta";
import { HERO } from "../../content/hero";
import { useNonce } from "../../lib/nonce";
import { appLinks, usePublicEnv } from "../../lib/public-env";
import { HeroCarousel } from "./hero-carousel";
import { HeroHeading } from "./hero-heading";
import { useHeroTyping } from "./use-hero-typing";
import heroScript from "virtual:body-script/hero";

export function Hero() {
  const links = appLinks(usePublicEnv());
  const nonce = useNonce();
  const rootRef = useRef<HTMLElement>(null);
  useHeroTyping(rootRef);
  return (
    <>
      <section
        ref={rootRef}
        data-hero=""
        aria-labelledby="hero-heading"
        className="hero-band relative isolate overflow-hidden"
      >
        <div
          aria-hidden
          className="absolute -top-40 -right-32 -z-10 size-[32rem] rounded-full bg-accent-soft [filter:blur(64px)]"
        />
        <div className="container-page grid items-center gap-14 pt-14 pb-16 sm:pt-20 sm:pb-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-16 lg:py-24">
          <div>
            <p className="eyebrow eyebrow-raised">{HERO.eyebrow}</p>
            <HeroHeading id="hero-heading" />
            <p className="mt-6 max-w-xl text-lead text-pretty text-ink-muted">{HERO.subheading}</p>
            <div className="mt-9 flex flex-col gap-3 sm:flex-row">
              <a href={links.signUp} className="btn btn-primary px-6">
                {HERO.primaryCta}
                <ArrowRight aria-hidden className="size-4" />
              </a>
              <Link to="/how-it-works" className="btn btn-secondary px-6">
                <CirclePlay aria-hidden className="size-4" />
                {HERO.secondaryCta}
              </Link>
            </div>
            <p className="mt-5 flex items-center gap-2 text-sm text-ink-muted">
              <CircleCheck aria-hidden className="size-4 shrink-0 text-success" />
              {HOME_CTA.note}
            </p>
          </div>
          <HeroCarousel />
        </div>
      </section>
      {/* Starts the typing as soon as the hero is parsed (app/body-scripts/hero.ts); React adopts it on hydration. */}
      <script nonce={nonce || undefined} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: heroScript }} />
    </>
  );
}
