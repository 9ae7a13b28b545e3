/**
 * How every browser the tests and the benchmark start is launched: Debian's Chromium, never a downloaded
 * one, with the flags that keep it on loopback. A page that tries to reach another host
 * then fails visibly instead of reaching out.
 */

/** The Chromium binary (`CHROMIUM_PATH`, default Debian's). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Flags for every launch: no sandbox as root, no GPU, and no traffic beyond 127.0.0.1. */
export const LOOPBACK_CHROMIUM_ARGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // Nothing listens on port 9: anything not on loopback fails (Chromium never proxies loopback).
  "--proxy-server=http://127.0.0.1:9",
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.*, EXCLUDE [::1]",
  "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
];
