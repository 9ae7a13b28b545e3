/** The round blue scroll-to-top button: shown past 300 px, scrolls smoothly to the top. */
import { ArrowUp } from "../ui/icon";
import { useEffect, useState } from "react";

/** Scroll offset (px) past which the button appears. */
export const SCROLL_TO_TOP_THRESHOLD_PX = 300;

export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      className="fixed bottom-6 right-6 z-30 inline-flex size-12 items-center justify-center rounded-full bg-brand-600 text-white shadow-raised hover:bg-brand-700"
      onClick={() => {
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
      }}
    >
      <ArrowUp aria-hidden className="size-5" />
    </button>
  );
}
