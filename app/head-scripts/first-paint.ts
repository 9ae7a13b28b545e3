/**
 * "Once the page has painted", for the other head modules: `afterFirstPaint(callback)` calls `callback`
 * once, in a task of its own, after the page's first contentful paint (a `PerformanceObserver` of `paint`
 * entries). An animation frame is not enough: a frame
 * can come before anything is painted, and on a fast load even the `load` event can. Where paint timing
 * is missing, after the next frame.
 * Used by ./intent.ts (a page that hydrates at once releases its scripts then, so their requests never
 * compete with the first paint) and ./web-font.ts (a visit's first page fetches the font then).
 */

let painted = false;
const waiting: Array<() => void> = [];

function release(): void {
  if (painted) return;
  painted = true;
  waiting.splice(0).forEach((callback) => setTimeout(callback, 0));
}

/** Starts watching for the first contentful paint (once, before any `afterFirstPaint`). */
export function watchFirstPaint(): void {
  // Every browser the script is built for has PerformanceObserver; not all of them paint timing.
  if (!PerformanceObserver.supportedEntryTypes.includes("paint")) {
    requestAnimationFrame(release);
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint")[0]) {
      observer.disconnect();
      release();
    }
  });
  observer.observe({ type: "paint", buffered: true });
}

/** Calls `callback` after the first contentful paint (in a task of its own; at once in a task if it has happened). */
export function afterFirstPaint(callback: () => void): void {
  if (painted) setTimeout(callback, 0);
  else waiting.push(callback);
}
