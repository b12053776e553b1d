import "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The content version seen before the loaders ran; documents rendered now are stored under it. */
    contentVersion?: unknown;
  }
}
