/**
 * The hero's carousel card: the slide of the word being typed, a pause/play button for the whole
 * animation (WCAG 2.2.2: motion longer than 5 s must be stoppable; hidden with reduced motion, where
 * nothing moves) and one button per slide (WAI-ARIA APG carousel). While it rotates on its own the
 * slides are not announced; once the visitor takes control, slide changes are announced politely.
 * Which slide is active and which button is current is set by the typing script (hero-typing.ts): React
 * renders the first word's state and never changes it, hence suppressHydrationWarning.
 */
import { Pause, Play } from "lucide-react";
import { HERO_SLIDES, HERO_WORDS } from "../../content/hero";
import { HOME_UI } from "../../content/home";
import { HeroSlide } from "./hero-slide";
import type { HeroTyping } from "./use-hero-typing";

export function HeroCarousel({ typing }: { typing: HeroTyping }) {
  const { paused, setPaused, showWord } = typing;
  return (
    <section aria-roledescription="carousel" aria-label={HOME_UI.carouselLabel} className="relative mx-auto w-full max-w-xl lg:max-w-none">
      <div aria-hidden className="absolute -inset-6 -z-0 rounded-[2.5rem] bg-linear-to-br from-brand-200/70 via-brand-100/50 to-accent-teal/10 blur-2xl" />
      <div className="card relative p-2 shadow-raised sm:p-3">
        <div className="grid" aria-live={paused ? "polite" : "off"}>
          {HERO_SLIDES.map((slide, i) => (
            <HeroSlide key={slide.word} slide={slide} position={i + 1} total={HERO_SLIDES.length} first={i === 0} />
          ))}
        </div>
        <div className="mt-3 flex items-center justify-between gap-2 border-t border-line px-1 pt-2 sm:px-2">
          <span>
            <button
              type="button"
              onClick={() => setPaused(!paused)}
              aria-label={paused ? HOME_UI.playAnimation : HOME_UI.pauseAnimation}
              className="btn btn-ghost size-10 min-h-0 p-0 text-ink-muted hover:text-ink motion-reduce:hidden"
            >
              {paused ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
            </button>
          </span>
          <div role="group" aria-label={HOME_UI.slidePicker} className="flex items-center">
            {HERO_WORDS.map((word, i) => (
              <button
                key={word}
                type="button"
                data-slide-button=""
                onClick={() => showWord(i)}
                aria-label={HOME_UI.showSlide(word)}
                aria-current={i === 0 ? "true" : undefined}
                suppressHydrationWarning
                className="group flex size-6 cursor-pointer items-center justify-center rounded-full"
              >
                <span
                  aria-hidden
                  className="block h-2 w-2 rounded-full bg-brand-200 transition-all duration-300 group-hover:bg-brand-400 group-aria-[current=true]:w-5 group-aria-[current=true]:bg-brand-600"
                />
              </button>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
