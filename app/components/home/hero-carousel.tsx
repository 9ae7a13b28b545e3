/**
 * The hero's carousel card (spec section 4): the slide of the word being typed, a pause/play
 * button for the whole animation (WCAG 2.2.2: motion longer than 5 s must be stoppable) and one
 * button per slide (WAI-ARIA APG carousel). While it rotates on its own the slides are not
 * announced; once the visitor takes control, slide changes are announced politely.
 */
import { Pause, Play } from "lucide-react";
import { HERO_SLIDES, HERO_WORDS } from "../../content/hero";
import { HOME_UI } from "../../content/home";
import { HeroSlide } from "./hero-slide";
import type { Typewriter } from "./use-typewriter";

export function HeroCarousel({ typewriter, animate }: { typewriter: Typewriter; animate: boolean }) {
  const { index, paused, setPaused, showWord } = typewriter;
  const rotating = animate && !paused;
  return (
    <section aria-roledescription="carousel" aria-label={HOME_UI.carouselLabel} className="relative mx-auto w-full max-w-xl lg:max-w-none">
      <div aria-hidden className="absolute -inset-6 -z-0 rounded-[2.5rem] bg-linear-to-br from-brand-200/70 via-brand-100/50 to-accent-teal/10 blur-2xl" />
      <div className="card relative p-2 shadow-raised sm:p-3">
        <div className="grid" aria-live={rotating ? "off" : "polite"}>
          {HERO_SLIDES.map((slide, i) => (
            <HeroSlide key={slide.word} slide={slide} active={i === index} position={i + 1} total={HERO_SLIDES.length} priority={i === 0} />
          ))}
        </div>
        <div className="mt-3 flex items-center justify-between gap-2 border-t border-line px-1 pt-2 sm:px-2">
          {animate ? (
            <button
              type="button"
              onClick={() => setPaused(!paused)}
              aria-label={paused ? HOME_UI.playAnimation : HOME_UI.pauseAnimation}
              className="btn btn-ghost size-10 min-h-0 p-0 text-ink-muted hover:text-ink"
            >
              {paused ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
            </button>
          ) : (
            <span />
          )}
          <div role="group" aria-label={HOME_UI.slidePicker} className="flex items-center">
            {HERO_WORDS.map((word, i) => (
              <button
                key={word}
                type="button"
                onClick={() => showWord(i)}
                aria-label={HOME_UI.showSlide(word)}
                aria-current={i === index ? "true" : undefined}
                className="group flex size-6 cursor-pointer items-center justify-center rounded-full"
              >
                <span
                  aria-hidden
                  className={`block h-2 rounded-full transition-all duration-300 ${i === index ? "w-5 bg-brand-600" : "w-2 bg-brand-200 group-hover:bg-brand-400"}`}
                />
              </button>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
