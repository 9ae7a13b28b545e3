/**
 * Whether this page can use passkeys: the browser has WebAuthn, and the page's host is a domain name.
 * WebAuthn refuses an IP address as relying party ID, so on `http://127.0.0.1:…` a passkey button could
 * only fail; the console then offers none (and says why on the account page).
 */
export function passkeysUsable(): "yes" | "no_webauthn" | "ip_address" {
  if (typeof window.PublicKeyCredential !== "function") return "no_webauthn";
  const host = window.location.hostname;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(":") || host.startsWith("[")) return "ip_address";
  return "yes";
}
