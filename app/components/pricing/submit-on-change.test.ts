// @vitest-environment happy-dom
/**
 * The plan table's inline script: before the app has loaded, a change in a `data-submit-on-change` form
 * sends it; once the app runs (`data-hydrated`), and in any other form, a change sends nothing.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { submitOnChangeUntilHydrated } from "./submit-on-change";

beforeAll(() => submitOnChangeUntilHydrated());
afterEach(() => {
  document.body.innerHTML = "";
  document.documentElement.removeAttribute("data-hydrated");
});

/** A GET form with a select (marked or not), its select joined with `form=` outside it, and a spy on its submit. */
function formWith(marked: boolean) {
  document.body.innerHTML = `
    <form id="choices" method="get" action="/pricing"${marked ? " data-submit-on-change" : ""}>
      <select name="currency"><option>USD</option><option>EUR</option></select>
    </form>
    <select name="pro_tier" form="choices"><option>1</option><option>2</option></select>`;
  const form = document.querySelector("form")!;
  const submit = vi.spyOn(form, "requestSubmit").mockImplementation(() => undefined);
  const change = (name: string) =>
    document.querySelector(`select[name=${name}]`)!.dispatchEvent(new Event("change", { bubbles: true }));
  return { submit, change };
}

describe("submit on change", () => {
  it("sends the marked form on a change of its own fields and of those joined to it, before the app has loaded", () => {
    const { submit, change } = formWith(true);
    change("currency");
    change("pro_tier");
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it("leaves the change to the app once it has loaded, and other forms alone", () => {
    const marked = formWith(true);
    document.documentElement.setAttribute("data-hydrated", "");
    marked.change("currency");
    expect(marked.submit).not.toHaveBeenCalled();
    document.documentElement.removeAttribute("data-hydrated");
    const plain = formWith(false);
    plain.change("currency");
    expect(plain.submit).not.toHaveBeenCalled();
  });
});
