/**
 * The colour scheme (docs/decisions/0064-dark-mode.md): System (follows prefers-color-scheme, the
 * default), Light or Dark, chosen with the footer's radio inputs (app/components/layout/theme-control.tsx)
 * and remembered in localStorage (a preference, never sent to the server; no cookie). `applyTheme` runs
 * in the head script, before the stylesheet and the first paint, so a remembered choice shows without a
 * flash: it sets `<html data-theme>` (app/styles/app.css turns that into `color-scheme`, which every
 * colour token follows through light-dark()). It checks the footer radio of the remembered choice once
 * the document is parsed, and applies and remembers a new choice from the first press, so the control
 * needs no app.
 */

/** The choices, in the footer's order. */
export const THEME_CHOICES = ["system", "light", "dark"] as const;
/** The localStorage key of the remembered choice. */
export const THEME_STORAGE_KEY = "docsleeve.theme";
/** The `name` of the footer's radio inputs. */
export const THEME_INPUT_NAME = "theme";

function setTheme(choice: string | null): void {
  const root = document.documentElement;
  if (choice === "light" || choice === "dark") root.setAttribute("data-theme", choice);
  else root.removeAttribute("data-theme");
}

/** Applies the remembered choice now and keeps the footer's control working before the app runs. */
export function applyTheme(): void {
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    // Storage blocked (privacy settings): the system's scheme applies.
  }
  setTheme(saved);
  addEventListener("DOMContentLoaded", () => {
    const input = document.querySelector(`input[name="${THEME_INPUT_NAME}"][value="${saved || "system"}"]`);
    if (input instanceof HTMLInputElement) input.checked = true;
  });
  addEventListener("change", (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.name !== THEME_INPUT_NAME) return;
    setTheme(input.value);
    try {
      if (input.value === "system") localStorage.removeItem(THEME_STORAGE_KEY);
      else localStorage.setItem(THEME_STORAGE_KEY, input.value);
    } catch {
      // Not remembered; applied for this page.
    }
  });
}
