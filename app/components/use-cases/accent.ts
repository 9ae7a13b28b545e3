/**
 * Tailwind classes for each use case's accent colour. Written out in full (not built from the name)
 * so that Tailwind finds every class in the source. Text colours are the 700 shades, which keep at
 * least 4.5:1 contrast on their 50 tint.
 */
import type { UseCaseColor } from "../../content/use-cases";

/** Background and text classes of a use case's icon tile. */
export const USE_CASE_ACCENT: Record<UseCaseColor, string> = {
  blue: "bg-blue-50 text-blue-700",
  emerald: "bg-emerald-50 text-emerald-700",
  violet: "bg-violet-50 text-violet-700",
  amber: "bg-amber-50 text-amber-700",
  rose: "bg-rose-50 text-rose-700",
  teal: "bg-teal-50 text-teal-700",
};
