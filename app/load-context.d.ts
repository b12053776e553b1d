import "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The CSP nonce of this response (server.ts makes one per request). */
    cspNonce: string;
  }
}
