/**
 * The colour scheme (docs/decisions/0064): System (follows prefers-color-scheme, the default), Light or
 * Dark, chosen with the footer's radio inputs and remembered in localStorage (a preference, never sent to
 * the server; no cookie). `THEME_SCRIPT` runs in the head's script (app/root.tsx), before the stylesheet
 * and the first paint, so a remembered choice shows without a flash: it sets `<html data-theme>` (app/styles/app.css
 * turns that into `color-scheme`, which every colour token follows through light-dark()). The same
 * script checks the footer radio of the remembered choice once the document is parsed, and applies and
 * remembers a new choice from the first press, so the control needs no app. On fixed pages it is allowed
 * by its hash (server/fast-pages/inline-hashes.ts), elsewhere by the page's nonce.
 */

/** The choices, in the footer's order. */
export const THEME_CHOICES = ["system", "light", "dark"] as const;
/** The localStorage key of the remembered choice. */
export const THEME_STORAGE_KEY = "docsleeve.theme";
/** The `name` of the footer's radio inputs. */
export const THEME_INPUT_NAME = "theme";

/** Serialised with `toString()`: refers to nothing outside itself. */
function applyTheme(key: string, name: string): void {
  const root = document.documentElement;
  function set(choice: string | null): void {
    if (choice === "light" || choice === "dark") root.setAttribute("data-theme", choice);
    else root.removeAttribute("data-theme");
  }
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(key);
  } catch {
    // Storage blocked (privacy settings): the system's scheme applies.
  }
  set(saved);
  document.addEventListener("DOMContentLoaded", function () {
    const input = document.querySelector('input[name="' + name + '"][value="' + (saved || "system") + '"]');
    if (input instanceof HTMLInputElement) input.checked = true;
  });
  document.addEventListener("change", function (event) {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.name !== name) return;
    set(input.value);
    try {
      if (input.value === "system") localStorage.removeItem(key);
      else localStorage.setItem(key, input.value);
    } catch {
      // Not remembered; applied for this page.
    }
  });
}

/** The inline script for the top of the document head. */
export const THEME_SCRIPT = `(${applyTheme.toString()})(${JSON.stringify(THEME_STORAGE_KEY)},${JSON.stringify(THEME_INPUT_NAME)})`;
