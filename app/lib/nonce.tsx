import { createContext, useContext, type ReactNode } from "react";

/** The CSP nonce of this response; empty in the browser, which never needs it after load. */
const NonceContext = createContext("");

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export const useNonce = () => useContext(NonceContext);
