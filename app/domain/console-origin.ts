/**
 * A console form posted from another address than the console's own (PUBLIC_URL's origin): the page
 * opened on 127.0.0.1 while PUBLIC_URL says localhost, or over http behind a TLS proxy. The console
 * refuses such posts (they could be cross-site forgeries) and says where the console really is: the
 * page at WRONG_ORIGIN_PATH for browsers, a 403 `origin_mismatch` JSON answer for other clients.
 */

/** The console page that explains the refusal (any origin may show it: it changes nothing). */
export const WRONG_ORIGIN_PATH = "/admin/wrong-origin";

/** The page's heading. */
export const WRONG_ORIGIN_TITLE = "Open the console at its own address";

/** The explanation, naming the console's address (PUBLIC_URL's origin). */
export function wrongOriginMessage(expected: string): string {
  return `This form was sent from an address that is not the console's, so it was refused and nothing changed. The console's address is ${expected}: open it there and try again.`;
}
