/**
 * The hero's typed word and the carousel card in step with it: each word is held in full for 1500 ms,
 * deleted at 50 ms per letter, then the next word (cycling) is typed at 100 ms per letter and held. The
 * first word starts in full, as the server renders it.
 *
 * It must start when the page loads, not when it hydrates (static pages hydrate on the visitor's first
 * interaction, lib/hydrate-on-intent.ts), so this module runs twice over: compiled into the small inline
 * script right after the hero (app/body-scripts/hero.ts, with the page's CSP hash or nonce), and imported
 * by the Hero component, which adopts the animation that script started (a hand-over through the DOM,
 * lib/inline-handover.ts) or, after a client-side navigation, where an inline script does not run, starts
 * one. Either way it owns the few parts of the hero's DOM that change (the word, the active slide, the
 * slide buttons' aria-current, the pause button's name and icon, the slides' live setting) and answers
 * the hero's controls itself, so the pause and slide buttons work on the very first press, before the app
 * has loaded (docs/decisions/0031). React renders those parts once, in the first word's state, and never
 * re-renders them; the Hero component only adopts the controller and stops it when the hero leaves.
 * With prefers-reduced-motion nothing moves; the setting is followed live.
 */
import { HERO_PAUSE_LABELS } from "../../content/home";
import { claimHandover, offerHandover } from "../../lib/inline-handover";

/** Milliseconds per letter typed. */
export const TYPE_MS = 100;
/** Milliseconds a complete word stays before deletion starts. */
export const HOLD_MS = 1500;
/** Milliseconds per letter deleted. */
export const DELETE_MS = 50;

/** The event name under which the inline script hands its running animation to the Hero component. */
const HANDOVER = "docsleeve:hero-typing";

/** What the Hero component can do to a running animation (the buttons steer it themselves). */
export interface HeroTypingController {
  /** The hero section it animates. */
  readonly root: Element;
  /** Stops for good (the hero left the page). */
  stop(): void;
}

/**
 * Starts the animation on `root` (the hero section, holding `[data-hero-word]`, one `[data-slide]` per
 * word, its `data-slide` the word, and one `[data-slide-button]` per word, in word order, the pause button
 * `[data-hero-pause]` and the slides' container `[data-hero-live]`). The words are the slides' (read from
 * the page rather than passed, so the inline script does not carry them twice); at least one, none empty.
 * Presses on the buttons are answered from a click listener on `root` (removed by `stop`).
 */
export function startHeroTyping(root: Element): HeroTypingController {
  const word = root.querySelector("[data-hero-word]");
  const slides = root.querySelectorAll("[data-slide]");
  const words = Array.from(slides, function (slide) {
    return slide.getAttribute("data-slide")!;
  });
  const buttons = root.querySelectorAll("[data-slide-button]");
  const pauseButton = root.querySelector("[data-hero-pause]");
  const live = root.querySelector("[data-hero-live]");
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
  let index = 0;
  let chars = words[0]!.length;
  let deleting = false;
  let paused = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function render(): void {
    if (word) word.textContent = words[index]!.slice(0, chars);
    for (let i = 0; i < slides.length; i++) {
      slides[i]!.toggleAttribute("data-active", i === index);
      // The pictures after the first wait, lazy, until their slide is next (hero-slide.tsx): fetched now,
      // they are there when it shows.
      if (i === index || i === (index + 1) % slides.length) {
        const picture = slides[i]!.querySelector("img[loading=lazy]");
        if (picture) picture.setAttribute("loading", "eager");
      }
      if (i === index) slides[i]!.removeAttribute("aria-hidden");
      else slides[i]!.setAttribute("aria-hidden", "true");
    }
    for (let i = 0; i < buttons.length; i++) {
      if (i === index) buttons[i]!.setAttribute("aria-current", "true");
      else buttons[i]!.removeAttribute("aria-current");
    }
    if (pauseButton) {
      pauseButton.setAttribute("aria-label", paused ? HERO_PAUSE_LABELS.play : HERO_PAUSE_LABELS.pause);
      pauseButton.toggleAttribute("data-paused", paused);
    }
    // While it rotates on its own the slides are not announced; once the visitor takes control they are.
    if (live) live.setAttribute("aria-live", paused ? "polite" : "off");
  }
  /** Advances one step; returns how long the new state lasts. */
  function step(): void {
    const length = words[index]!.length;
    if (!deleting && chars < length) chars += 1;
    else if (!deleting) deleting = true;
    else if (chars > 1) chars -= 1;
    else {
      index = (index + 1) % words.length;
      chars = 0;
      deleting = false;
    }
    render();
  }
  function delay(): number {
    const length = words[index]!.length;
    if (!deleting) return chars < length ? TYPE_MS : HOLD_MS;
    return DELETE_MS;
  }
  function schedule(): void {
    clearTimeout(timer);
    timer = undefined;
    if (stopped || paused || reduce.matches) return;
    timer = setTimeout(function () {
      step();
      schedule();
    }, delay());
  }
  function settle(): void {
    // Reduced motion switched on: the current word in full, still.
    if (reduce.matches) {
      chars = words[index]!.length;
      deleting = false;
      render();
    }
    schedule();
  }
  function setPaused(next: boolean): void {
    paused = next;
    render();
    schedule();
  }
  function show(next: number): void {
    index = next;
    chars = words[next]!.length;
    deleting = false;
    setPaused(true);
  }
  function press(event: Event): void {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    if (target.closest("[data-hero-pause]")) return setPaused(!paused);
    const button = target.closest("[data-slide-button]");
    for (let i = 0; i < buttons.length; i++) if (buttons[i] === button) return show(i);
  }
  reduce.addEventListener("change", settle);
  root.addEventListener("click", press);
  schedule();
  return {
    root: root,
    stop: function () {
      stopped = true;
      reduce.removeEventListener("change", settle);
      root.removeEventListener("click", press);
      schedule();
    },
  };
}

/**
 * The inline script's part: starts the animation on the page's hero, if any, and offers it to the Hero
 * component (`adoptHeroTyping`).
 */
export function startHeroTypingAtLoad(): void {
  const root = document.querySelector("[data-hero]");
  if (!root) return;
  const controller = startHeroTyping(root);
  offerHandover(HANDOVER, () => controller);
}

/**
 * The Hero component's part: the animation the inline script started on `root`, taken over, or a new one
 * on `root` when none was started (after a client-side navigation). An animation left running on another
 * element (a hero React replaced) is stopped.
 */
export function adoptHeroTyping(root: Element): HeroTypingController {
  const started = claimHandover<HeroTypingController>(HANDOVER);
  if (started && started.root === root) return started;
  started?.stop();
  return startHeroTyping(root);
}
