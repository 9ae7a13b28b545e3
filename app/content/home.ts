/**
 * Interface labels of the home page that are not part of a content subject: button names,
 * carousel controls, the pop-up's close button. Section copy lives in its subject's module.
 */
import type { HeroWord } from "./hero";

/**
 * Names of the hero animation's pause button (typed word and carousel together), by what a press does.
 * Apart from HOME_UI so that the hero's inline script (components/home/hero-typing.ts) carries only these.
 */
export const HERO_PAUSE_LABELS = { pause: "Pause animation", play: "Play animation" } as const;

/** Labels used by the home page components. */
export const HOME_UI = {
  /** The link under the six home features. */
  featuresShowMore: "Show More",
  /** Accessible name of the hero's product preview carousel. */
  carouselLabel: "DocSleeve product preview",
  /** Accessible name of a carousel slide: "2 of 7". */
  slideLabel: (position: number, total: number) => `${position} of ${total}`,
  /** Accessible name of the button that shows one slide: "Show signing". */
  showSlide: (word: HeroWord) => `Show ${word.toLowerCase()}`,
  /** Group label of the slide buttons. */
  slidePicker: "Choose a feature to preview",
  /** Close button of the newsletter pop-up. */
  closePopup: "Close newsletter pop-up",
} as const;
