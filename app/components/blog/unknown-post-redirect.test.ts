// @vitest-environment happy-dom
/**
 * The unknown post's move to /blog: the inline script's timer replaces the page on time when the app never
 * loads, and when the page claims it, stops and hands over exactly the time it had left.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { claimRedirectDelay, startRedirectAtLoad, UNKNOWN_POST_REDIRECT_MS } from "./unknown-post-redirect";

let replace: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers();
  replace = vi.fn();
  vi.stubGlobal("location", { replace });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the unknown post's redirect", () => {
  it("replaces the page by /blog on time when the app never takes over", () => {
    startRedirectAtLoad();
    vi.advanceTimersByTime(UNKNOWN_POST_REDIRECT_MS - 1);
    expect(replace).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(replace).toHaveBeenCalledWith("/blog");
  });

  it("hands the time left to the page that claims it, and no longer moves by itself", () => {
    startRedirectAtLoad();
    vi.advanceTimersByTime(1000);
    expect(claimRedirectDelay()).toBe(UNKNOWN_POST_REDIRECT_MS - 1000);
    vi.advanceTimersByTime(UNKNOWN_POST_REDIRECT_MS);
    expect(replace).not.toHaveBeenCalled();
  });

  it("gives the whole delay when no inline script ran (a client-side navigation), and never less than 0", () => {
    expect(claimRedirectDelay()).toBe(UNKNOWN_POST_REDIRECT_MS);
    startRedirectAtLoad();
    // The page took longer than the delay to run (a busy phone): the timer is due, the page moves at once.
    vi.setSystemTime(Date.now() + 2 * UNKNOWN_POST_REDIRECT_MS);
    expect(claimRedirectDelay()).toBe(0);
  });
});
