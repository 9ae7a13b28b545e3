/**
 * The request's CSP nonce, provided on the server so inline scripts (JSON-LD, hydration data) carry it;
 * none on pages served as fixed bytes, whose policy allows their inline code by hash (server/fast-pages/static-page.ts).
 */
import { createContext, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);

/** Wraps the server render with the response's nonce (undefined: no nonce attributes). */
export const NonceProvider = NonceContext.Provider;

/** The current nonce on the server; undefined on fixed pages and in the browser, which never needs it. */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
