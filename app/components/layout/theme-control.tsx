/**
 * The footer's System / Light / Dark control: native radio inputs in a fieldset. The head script of
 * app/head-scripts/theme.ts checks the remembered one and applies a new choice from the first press, before the app
 * loads; React only renders them (System checked by default, as the server does).
 */
import { THEME_CONTROL } from "../../content/navigation";
import { THEME_CHOICES, THEME_INPUT_NAME } from "../../head-scripts/theme";

export function ThemeControl() {
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="float-left mr-1 text-slate-300">{THEME_CONTROL.legend}</legend>
      <span className="inline-flex rounded-full border border-white/15 p-0.5">
        {THEME_CHOICES.map((choice) => (
          <label key={choice} className="theme-option">
            <input
              type="radio"
              name={THEME_INPUT_NAME}
              value={choice}
              defaultChecked={choice === "system"}
              suppressHydrationWarning
              className="theme-radio"
            />
            {THEME_CONTROL.labels[choice]}
          </label>
        ))}
      </span>
    </fieldset>
  );
}
