/**
 * "Sign in with a passkey" on /admin/login: asks the route action for a challenge, lets the browser's
 * authenticator answer it (with user verification; the passkey names its operator, so no address is
 * typed) and posts the answer back; the action then signs in and sends the browser on. Passkeys need
 * script (WebAuthn is a browser API), so the button appears once the page runs it, the browser supports
 * WebAuthn and the address is a domain name; the password form works without any of them.
 */
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { passkeysUsable } from "./passkey-support";

/** The action's answers to the two passkey posts. */
export type PasskeyAnswer = { stage: "passkey"; options?: PublicKeyCredentialRequestOptionsJSON; error?: string };

/** Shown when the browser's passkey dialog is cancelled or fails before anything is posted. */
const CANCELLED = "No passkey was used. Try again, or sign in with your password.";

export function PasskeySignIn() {
  const challenge = useFetcher<PasskeyAnswer>();
  const verify = useFetcher<PasskeyAnswer>();
  const [supported, setSupported] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const submit = verify.submit;

  useEffect(() => {
    setSupported(passkeysUsable() === "yes");
  }, []);

  useEffect(() => {
    const optionsJSON = challenge.data?.options;
    if (!optionsJSON) return;
    let stale = false;
    void (async () => {
      // Loaded on demand: the sign-in page's first load stays small.
      const { startAuthentication } = await import("@simplewebauthn/browser");
      try {
        const response = await startAuthentication({ optionsJSON });
        if (!stale) await submit({ intent: "passkey", response: JSON.stringify(response) }, { method: "post" });
      } catch {
        if (!stale) setCancelled(true);
      }
    })();
    return () => {
      stale = true;
    };
  }, [challenge.data, submit]);

  if (!supported) return null;
  const busy = challenge.state !== "idle" || verify.state !== "idle";
  const error = verify.data?.error ?? challenge.data?.error ?? (cancelled ? CANCELLED : undefined);
  return (
    <div className="mt-6 border-t border-line pt-6">
      {error ? (
        <p
          role="alert"
          className="mb-3 rounded-md border border-danger-line bg-danger-soft px-3 py-2 text-sm text-danger"
        >
          {error}
        </p>
      ) : null}
      <button
        type="button"
        className="btn btn-secondary w-full"
        disabled={busy}
        onClick={() => {
          setCancelled(false);
          void challenge.submit({ intent: "passkey-options" }, { method: "post" });
        }}
      >
        Sign in with a passkey
      </button>
    </div>
  );
}
