/** The request's CSP nonce, provided on the server so inline scripts (JSON-LD, hydration data) carry it. */
import { createContext, useContext } from "react";

const NonceContext = createContext<string>("");

/** Wraps the server render with the response's nonce. */
export const NonceProvider = NonceContext.Provider;

/** The current nonce on the server; an empty string in the browser, which never needs it. */
export function useNonce(): string {
  return useContext(NonceContext);
}
