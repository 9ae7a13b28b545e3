/**
 * The ALTCHA proof-of-work widget, loaded in the browser only and in its CSP-safe form (the default
 * bundle's `blob:` workers are blocked): the `altcha/external` build (no inline styles or scripts), its stylesheets
 * (./altcha-styles.ts, loaded with it so they do not block the page's first paint), and the PBKDF2 worker
 * bundled as a same-origin file (`?worker`), registered before the widget renders.
 * The default bundle would create `blob:` workers, which `worker-src 'self'` blocks.
 *
 * Solving starts once the widget has loaded and the browser is idle, without waiting for the visitor:
 * the proof of work (a few seconds) runs while they read and type. Right away instead when the form already
 * has the focus. The widget keeps `auto="onfocus"` rather than `"onload"`: `onload` solves only when the
 * widget mounts, so after a reset (a sent message, a refused solution) it would wait for a click on its
 * checkbox, whereas `onfocus` solves again on the visitor's next focus in the form.
 *
 * Reports the payload through `onToken` once solved and "" whenever it is not (unverified, expired,
 * error). `onFailure` fires when solving fails or the challenge expires, so the form can ask again.
 */
import type {} from "altcha/types/react";
import type { AltchaWidgetElement } from "altcha/types/generic";
import { useEffect, useEffectEvent, useImperativeHandle, useRef, useState, type Ref } from "react";
import { CONTACT_FORM_COPY } from "../../content/contact";
import { Spinner } from "../ui/spinner";

/** What the form can do with the widget. */
export interface CaptchaHandle {
  /** Back to unverified (after a message was sent, or the server refused the solution). */
  reset(): void;
}

/** The one algorithm the server issues (server/captcha.ts). */
const ALGORITHM = "PBKDF2/SHA-256";

let loading: Promise<void> | undefined;

/** Loads the widget and registers its worker once per page. */
function loadAltcha(): Promise<void> {
  loading ??= Promise.all([
    import("altcha/external"),
    import("altcha/workers/pbkdf2?worker"),
    import("./altcha-styles"),
  ]).then(([, worker]) => {
    globalThis.$altcha.algorithms.set(ALGORITHM, () => new worker.default());
  });
  return loading;
}

/** Longest wait for an idle moment before solving starts anyway (ms). */
const IDLE_TIMEOUT_MS = 2000;

/** Runs `task` once the browser is idle (at the latest after `IDLE_TIMEOUT_MS`); returns a canceller. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  // Safari has no requestIdleCallback: the next task, after what the page is doing now.
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}

/** Widget options the attributes cannot carry; `configuration` takes them as JSON. */
const CONFIGURATION = JSON.stringify({ hideFooter: true, hideLogo: true, minDuration: 300, workers: 2 });

interface AltchaFieldProps {
  ref?: Ref<CaptchaHandle>;
  onToken(token: string): void;
  onFailure(): void;
  /** Ids of the elements describing the field (hint, error), for the group's aria-describedby. */
  describedBy: string;
  labelId: string;
  invalid: boolean;
}

/** The widget, with a same-sized placeholder until it has loaded. */
export function AltchaField({ ref, onToken, onFailure, describedBy, labelId, invalid }: AltchaFieldProps) {
  const [ready, setReady] = useState(false);
  const widget = useRef<AltchaWidgetElement>(null);
  const reportLoadFailure = useEffectEvent(() => onFailure());
  const reportState = useEffectEvent((state: string, payload: string | undefined) => {
    onToken(state === "verified" && payload ? payload : "");
    if (state === "error" || state === "expired") onFailure();
  });

  useImperativeHandle(ref, () => ({ reset: () => widget.current?.reset() }), []);

  useEffect(() => {
    let cancelled = false;
    loadAltcha().then(
      () => !cancelled && setReady(true),
      () => !cancelled && reportLoadFailure(),
    );
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    const element = widget.current;
    if (!ready || !element) return;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      reportState(state, payload);
    };
    element.addEventListener("statechange", onStateChange);
    // Start solving without waiting for a focus: now if the form has the focus already (hydration may
    // happen on the visitor's first interaction), else when the browser is idle. Once only: after a
    // reset, `auto="onfocus"` starts the next solve.
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelIdle = () => {};
    const start = () => {
      // The custom element gets its methods when it has upgraded, shortly after it is attached.
      if (typeof (element as Partial<AltchaWidgetElement>).getState !== "function")
        return void (timer = setTimeout(start, 50));
      if (element.getState() === "unverified") void element.verify();
    };
    if (element.closest("form")?.contains(document.activeElement)) start();
    else cancelIdle = whenIdle(start);
    return () => {
      clearTimeout(timer);
      cancelIdle();
      element.removeEventListener("statechange", onStateChange);
    };
  }, [ready]);

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      className="contact-captcha min-h-[3.25rem]"
      data-invalid={invalid || undefined}
    >
      {ready ? (
        <altcha-widget
          ref={widget as Ref<HTMLElement>}
          challenge="/api/captcha"
          auto="onfocus"
          name="altcha"
          configuration={CONFIGURATION}
        />
      ) : (
        <div className="flex min-h-[3.25rem] items-center gap-3 rounded-control border border-[#cbd5e1] px-3.5 text-ink-subtle">
          <Spinner />
          <span>{CONTACT_FORM_COPY.captchaLoading}</span>
        </div>
      )}
    </div>
  );
}
