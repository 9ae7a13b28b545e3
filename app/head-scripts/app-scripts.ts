/**
 * React Router's scripts, held until intent (docs/decisions/0022-hydration-on-intent-without-rewriting.md,
 * 0074). The document shell (app/root.tsx) renders `<Scripts>` unchanged inside
 * `<noscript id="deferred-scripts"><template>`, in the head just before the head script: React renders a
 * `noscript`'s children in place (it hoists `modulepreload` links from anywhere else, and they would then
 * load before the first paint), and the browser keeps its content as inert text while scripting is on
 * (with scripting off, the `template` keeps it inert). `releaseAppScripts` hands the elements to the
 * document as they are, by HTML element kind, never reading their text:
 * - at once, the inline scripts that load nothing (React Router's context, which the data scripts it
 *   streams at the end of the body call);
 * - at the first sign of intent (./intent.ts), the elements that load something (module scripts, scripts
 *   with a source, `modulepreload` links), which load and hydrate the app.
 */
import { whenIntent } from "./intent";

/** The `id` of the `<noscript>` that holds React Router's scripts. */
export const APP_SCRIPTS_ID = "deferred-scripts";

/** Inserts the held elements: what loads nothing now, the rest at intent. Does nothing on a page without them. */
export function releaseAppScripts(): void {
  const holder = document.getElementById(APP_SCRIPTS_ID);
  if (!holder) return;
  // The noscript's text is `<template>…</template>`. Elements parsed by a range (unlike innerHTML) run
  // their scripts when inserted; those of a template's content would not, hence the template's HTML is
  // parsed once more.
  const range = document.createRange();
  const template = range.createContextualFragment(holder.textContent || "").querySelector("template");
  if (!template) return;
  const fragment = range.createContextualFragment(template.innerHTML);
  const later = [...fragment.querySelectorAll("link,script[src],script[type=module]")];
  later.forEach((element) => element.remove());
  holder.after(fragment);
  whenIntent(() => document.body.append(...later));
}
