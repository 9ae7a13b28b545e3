/**
 * The head script: the one inline script of every document, first in `<head>` (app/root.tsx), before the
 * stylesheet and the first paint. These modules are compiled at build into one minified IIFE
 * (scripts/build/head-scripts.ts, the `virtual:head-script` module), so a fixed page's policy allows it by
 * one hash (server/fast-pages/inline-hashes.ts) and a rendered page by its nonce. The modules share state
 * by importing each other; nothing is put on `window`. What differs per page comes in through
 * ./page-options.ts only.
 */
import { releaseAppScripts } from "./app-scripts";
import { watchFirstPaint } from "./first-paint";
import { watchForIntent } from "./intent";
import { readPageOptions } from "./page-options";
import { applyTheme } from "./theme";
import { webFontAfterFirstPage } from "./web-font";

watchFirstPaint();
applyTheme();
webFontAfterFirstPage();
const options = readPageOptions(document.documentElement);
if (options) {
  watchForIntent(options);
  releaseAppScripts();
}
