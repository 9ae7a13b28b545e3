import { describe, expect, it } from "vitest";
import {
  DISMISS_FOR_MS,
  POPUP_STORAGE_KEY,
  popupAllowed,
  rememberPopup,
  SUBSCRIBED_FOR_MS,
  type PopupStorage,
} from "./newsletter-popup-memory";

function memoryStorage(initial: Record<string, string> = {}): PopupStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (key) => data[key] ?? null, setItem: (key, value) => void (data[key] = value) };
}

const NOW = Date.UTC(2025, 0, 1);

describe("newsletter pop-up memory", () => {
  it("shows the pop-up to a first-time visitor", () => {
    expect(popupAllowed(memoryStorage(), NOW)).toBe(true);
    expect(popupAllowed(undefined, NOW)).toBe(true);
  });

  it("keeps it away for 30 days after closing and a year after subscribing", () => {
    const closed = memoryStorage();
    rememberPopup(closed, NOW, "dismissed");
    expect(popupAllowed(closed, NOW + DISMISS_FOR_MS - 1)).toBe(false);
    expect(popupAllowed(closed, NOW + DISMISS_FOR_MS)).toBe(true);

    const subscribed = memoryStorage();
    rememberPopup(subscribed, NOW, "subscribed");
    expect(popupAllowed(subscribed, NOW + DISMISS_FOR_MS)).toBe(false);
    expect(popupAllowed(subscribed, NOW + SUBSCRIBED_FOR_MS)).toBe(true);
  });

  it("treats corrupt values and failing storage as 'show it'", () => {
    expect(popupAllowed(memoryStorage({ [POPUP_STORAGE_KEY]: "{not json" }), NOW)).toBe(true);
    expect(popupAllowed(memoryStorage({ [POPUP_STORAGE_KEY]: '{"until":"soon"}' }), NOW)).toBe(true);
    const throwing: PopupStorage = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(popupAllowed(throwing, NOW)).toBe(true);
    expect(() => rememberPopup(throwing, NOW, "dismissed")).not.toThrow();
  });
});
