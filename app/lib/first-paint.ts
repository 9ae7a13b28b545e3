/**
 * "Once the page has painted", for the head's scripts (app/root.tsx runs this one first, so the others
 * find it defined; lib/hydrate-on-intent.ts and lib/web-font.ts call it without a stand-in):
 * `FIRST_PAINT_SCRIPT` defines `window.__docsleeveAfterFirstPaint(callback)`, which calls `callback` once,
 * in a task of its own, after the page's first contentful paint (a `PerformanceObserver` of `paint`
 * entries). An animation frame is not enough: a frame can come before anything is painted, and on a fast
 * load even the `load` event can. Where paint timing is missing, after the next frame.
 * Used by lib/hydrate-on-intent.ts (a page that hydrates at once releases its scripts then, so their
 * requests never compete with the first paint) and lib/web-font.ts (a visit's first page fetches the font
 * then). Serialised with `toString()` like the other head scripts, so it refers to nothing outside itself.
 */

declare global {
  interface Window {
    /** Calls `callback` after the first contentful paint (at once, in a task, if it has happened). */
    __docsleeveAfterFirstPaint?: (callback: () => void) => void;
  }
}

function defineAfterFirstPaint(): void {
  let painted = false;
  const waiting: Array<() => void> = [];
  function release(): void {
    if (painted) return;
    painted = true;
    waiting.splice(0).forEach(function (callback) {
      setTimeout(callback, 0);
    });
  }
  window.__docsleeveAfterFirstPaint = function (callback) {
    if (painted) setTimeout(callback, 0);
    else waiting.push(callback);
  };
  const types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf("paint") < 0) {
    requestAnimationFrame(release);
    return;
  }
  const observer = new PerformanceObserver(function (list) {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    release();
  });
  observer.observe({ type: "paint", buffered: true });
}

/** The inline script defining `window.__docsleeveAfterFirstPaint`; first in the head. */
export const FIRST_PAINT_SCRIPT = `(${defineAfterFirstPaint.toString()})()`;
