/**
 * One card of the hero carousel: the picture of the feature its word names, the feature's name,
 * and the caption and figure from HERO_SLIDES. Every slide is rendered (stacked in one grid cell,
 * so the card is as tall as the tallest and never changes size); only the active one is visible.
 * A slide is a `div` with role group, as in the WAI-ARIA APG carousel: `<figure>` may not take that
 * role once it has a `<figcaption>` (HTML's ARIA rules), and the picture is decorative, so a figure
 * would add nothing to what the caption text already says.
 */
import { FEATURES } from "../../content/features";
import type { HeroSlide as HeroSlideData } from "../../content/hero";
import { HOME_UI } from "../../content/home";
import { ContentIcon } from "../ui/content-icon";

/** Intrinsic size of the pictures in public/images/hero (px). */
const IMAGE_WIDTH = 520;
const IMAGE_HEIGHT = 380;

export interface HeroSlideProps {
  slide: HeroSlideData;
  /** 1-based position, for "2 of 7". */
  position: number;
  total: number;
  /** The first slide: active when the page loads, and its picture is the likely LCP image (fetched first). */
  first: boolean;
}

export function HeroSlide({ slide, position, total, first }: HeroSlideProps) {
  const feature = FEATURES.find((f) => f.id === slide.featureId);
  const picture = {
    src: `/images/hero/${slide.word.toLowerCase()}.svg`,
    width: IMAGE_WIDTH,
    height: IMAGE_HEIGHT,
    alt: "",
  };
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={HOME_UI.slideLabel(position, total)}
      aria-hidden={first ? undefined : true}
      data-slide={slide.word}
      data-active={first ? "" : undefined}
      // The typing script moves data-active and aria-hidden from slide to slide (hero-typing.ts).
      suppressHydrationWarning
      className="hero-slide"
    >
      {first ? (
        // The likely LCP image: fetched first, and painted with the first frame that has it.
        <img {...picture} fetchPriority="high" className="h-auto w-full rounded-xl" />
      ) : (
        // The others take nothing from the first paint's share of the link: lazy and not displayed, so not
        // fetched, until the typing script marks them eager, as their slide comes next or a slide button
        // shows it (hero-typing.ts); displayed from then on, so slides cross-fade. The box keeps the place.
        <div className="aspect-[520/380] w-full">
          <img
            {...picture}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-xl [&[loading=lazy]]:hidden"
          />
        </div>
      )}
      <div className="flex flex-1 items-start justify-between gap-4 px-2 pt-4 sm:px-3">
        <div className="min-w-0">
          {feature ? (
            <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-accent uppercase">
              <ContentIcon name={feature.icon} className="size-3.5" />
              {feature.title}
            </p>
          ) : null}
          <p className="mt-1 font-semibold text-ink">{slide.title}</p>
          <p className="mt-0.5 text-sm text-pretty text-ink-muted">{slide.caption}</p>
        </div>
        {slide.stat ? (
          <p className="shrink-0 text-right">
            <span className="block text-xl font-bold text-ink sm:text-2xl">{slide.stat.value}</span>
            <span className="block text-xs text-ink-subtle">{slide.stat.label}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
