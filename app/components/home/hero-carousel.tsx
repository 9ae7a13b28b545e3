/**
 * The hero's carousel card: the slide of the word being typed, a pause/play button for the whole
 * animation (WCAG 2.2.2: motion longer than 5 s must be stoppable; hidden with reduced motion, where
 * nothing moves) and one button per slide (WAI-ARIA APG carousel). While it rotates on its own the
 * slides are not announced; once the visitor takes control, slide changes are announced politely.
 * The typing script (hero-typing.ts) answers the buttons from the first press, before the app has loaded,
 * and sets which slide is active, which button is current and the pause button's name and icon: React
 * renders the first word's state and never changes it, hence suppressHydrationWarning. Without script
 * nothing moves, so the controls are not shown.
 */
import { Pause, Play } from "../ui/icon";
import { HERO_SLIDES, HERO_WORDS } from "../../content/hero";
import { HERO_PAUSE_LABELS, HOME_UI } from "../../content/home";
import { HeroSlide } from "./hero-slide";

export function HeroCarousel() {
  return (
    <section
      aria-roledescription="carousel"
      aria-label={HOME_UI.carouselLabel}
      className="relative mx-auto w-full max-w-xl lg:max-w-none"
    >
      <div aria-hidden className="hero-glow absolute -inset-6 -z-0 rounded-[2.5rem]" />
      <div className="card relative p-2 [box-shadow:var(--shadow-raised)] sm:p-3">
        <div className="grid" data-hero-live="" aria-live="off" suppressHydrationWarning>
          {HERO_SLIDES.map((slide, i) => (
            <HeroSlide key={slide.word} slide={slide} position={i + 1} total={HERO_SLIDES.length} first={i === 0} />
          ))}
        </div>
        <div className="mt-3 flex items-center justify-between gap-2 border-t border-line px-1 pt-2 sm:px-2 [@media(scripting:none)]:hidden">
          <span>
            <button
              type="button"
              data-hero-pause=""
              aria-label={HERO_PAUSE_LABELS.pause}
              suppressHydrationWarning
              className="group btn btn-ghost size-10 min-h-0 p-0 text-ink-muted hover:text-ink motion-reduce:hidden"
            >
              <Pause aria-hidden className="size-4 group-data-paused:hidden" />
              <Play aria-hidden className="hidden size-4 group-data-paused:block" />
            </button>
          </span>
          <div role="group" aria-label={HOME_UI.slidePicker} className="flex items-center">
            {HERO_WORDS.map((word, i) => (
              <button
                key={word}
                type="button"
                data-slide-button=""
                aria-label={HOME_UI.showSlide(word)}
                aria-current={i === 0 ? "true" : undefined}
                suppressHydrationWarning
                className="flex size-6 cursor-pointer items-center justify-center rounded-full"
              >
                <span aria-hidden className="hero-dot" />
              </button>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
