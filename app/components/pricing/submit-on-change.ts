/**
 * Until the app has loaded, a change of a radio or select in a form marked `data-submit-on-change` sends
 * the form (a GET: the server renders the new choice, plan-choices.ts); once the app runs (`data-hydrated`
 * on `<html>`) it answers the change itself. The plan table's inline script (app/body-scripts/plan-choices.ts)
 * runs it with the page's nonce; the app never needs it.
 */

/** Listens on `document` for changes in `data-submit-on-change` forms and submits them until hydration. */
export function submitOnChangeUntilHydrated(): void {
  document.addEventListener("change", function (event) {
    const field = event.target as HTMLInputElement | HTMLSelectElement | null;
    const form = field && field.form;
    if (!form || !form.hasAttribute("data-submit-on-change")) return;
    if (document.documentElement.hasAttribute("data-hydrated")) return;
    form.requestSubmit();
  });
}
