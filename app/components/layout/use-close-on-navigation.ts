/**
 * Runs `close` after every client-side navigation (not on the first render: a menu the visitor opened
 * before the page hydrated must stay open when React takes over). Used by the header's native menus,
 * whose open state lives in the DOM (`<dialog open>`, `:popover-open`, `<details open>`), not in React.
 */
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

export function useCloseOnNavigation(close: () => void): void {
  const { key } = useLocation();
  const seen = useRef(key);
  useEffect(() => {
    if (seen.current === key) return;
    seen.current = key;
    close();
  }, [key, close]);
}
