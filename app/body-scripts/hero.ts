/**
 * The home page's inline script, right after the hero section (app/components/home/hero.tsx): starts the
 * typed word and the carousel at page load and answers their buttons before the app has loaded
 * (app/components/home/hero-typing.ts). Compiled into one IIFE at build (scripts/build/head-scripts.ts).
 */
import { startHeroTypingAtLoad } from "../components/home/hero-typing";

startHeroTypingAtLoad();
