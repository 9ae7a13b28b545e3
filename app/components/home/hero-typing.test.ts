// @vitest-environment happy-dom
/**
 * The hero's typed word on the real markup of the hero's heading and carousel: the animation the inline
 * script starts at page load answers the buttons before the app has loaded, and the Hero component takes
 * that same animation over (the DOM hand-over) instead of starting a second one; after a client-side
 * navigation, where no inline script ran, it starts its own.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HERO_WORDS } from "../../content/hero";
import { HERO_PAUSE_LABELS } from "../../content/home";
import { HeroCarousel } from "./hero-carousel";
import { HeroHeading } from "./hero-heading";
import { adoptHeroTyping, DELETE_MS, HOLD_MS, startHeroTypingAtLoad } from "./hero-typing";

const FIRST = HERO_WORDS[0];

/** Puts a hero section as the server renders it into the document; returns it. */
function renderHero(): HTMLElement {
  const markup = renderToStaticMarkup(
    createElement("section", { "data-hero": "" }, createElement(HeroHeading, { id: "h" }), createElement(HeroCarousel)),
  );
  document.body.innerHTML = markup;
  return document.querySelector<HTMLElement>("[data-hero]")!;
}

const word = (root: Element) => root.querySelector("[data-hero-word]")!.textContent;
const pause = (root: Element) => root.querySelector<HTMLElement>("[data-hero-pause]")!;
const slideButtons = (root: Element) => [...root.querySelectorAll<HTMLElement>("[data-slide-button]")];

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("the hero's typed word", () => {
  it("starts at page load, answers the buttons before the app, and is taken over, not doubled", () => {
    const root = renderHero();
    startHeroTypingAtLoad();
    vi.advanceTimersByTime(HOLD_MS + DELETE_MS);
    expect(word(root)).toBe(FIRST.slice(0, -1));

    // A press before the app has loaded.
    slideButtons(root)[2]!.click();
    expect(word(root)).toBe(HERO_WORDS[2]);
    expect(slideButtons(root)[2]!.getAttribute("aria-current")).toBe("true");
    expect(pause(root).getAttribute("aria-label")).toBe(HERO_PAUSE_LABELS.play);

    const controller = adoptHeroTyping(root);
    expect(controller.root).toBe(root);
    pause(root).click();
    expect(pause(root).getAttribute("aria-label")).toBe(HERO_PAUSE_LABELS.pause);
    vi.advanceTimersByTime(HOLD_MS + DELETE_MS);
    expect(word(root)).toBe(HERO_WORDS[2].slice(0, -1));

    // Stopping the adopted animation stops the only one: nothing changes after.
    controller.stop();
    vi.advanceTimersByTime(10 * HOLD_MS);
    expect(word(root)).toBe(HERO_WORDS[2].slice(0, -1));
    slideButtons(root)[0]!.click();
    expect(word(root)).toBe(HERO_WORDS[2].slice(0, -1));
  });

  it("is started by the Hero component when no inline script ran (a client-side navigation)", () => {
    const root = renderHero();
    const controller = adoptHeroTyping(root);
    expect(word(root)).toBe(FIRST);
    vi.advanceTimersByTime(HOLD_MS + DELETE_MS);
    expect(word(root)).toBe(FIRST.slice(0, -1));
    pause(root).click();
    expect(pause(root).hasAttribute("data-paused")).toBe(true);
    controller.stop();
  });

  it("is handed over once, and one left on a hero React replaced is stopped", () => {
    const old = renderHero();
    startHeroTypingAtLoad();
    const replaced = old.cloneNode(true) as HTMLElement;
    old.replaceWith(replaced);
    const controller = adoptHeroTyping(replaced);
    expect(controller.root).toBe(replaced);
    vi.advanceTimersByTime(HOLD_MS + DELETE_MS);
    expect(word(old)).toBe(FIRST);
    expect(word(replaced)).toBe(FIRST.slice(0, -1));
    // A second claim finds nothing left to adopt and starts its own.
    const again = adoptHeroTyping(replaced);
    expect(again).not.toBe(controller);
    again.stop();
    controller.stop();
  });
});
