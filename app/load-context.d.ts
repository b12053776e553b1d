import "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The content version seen before the loaders ran; documents rendered now are stored under it. */
    contentVersion?: unknown;
    /**
     * A client navigation's data fetch (`/path.data`). Remix builds that URL without the path's trailing
     * slash, so the loader sees `/interface` for the canonical `/interface/`.
     */
    dataRequest?: boolean;
    /** Where a document request's loader leaves the page body for the server render (not serialised: see page-body.tsx). */
    pageBody?: import("./lib/page").PageBodySlot;
    /** Set by a loader whose data depends only on the path and the reader's preferences: the `.data` reply is cached. */
    cacheableData?: boolean;
    /** The server's services, built once at start-up by server.ts (tests build their own: `createServices`). */
    services: import("./lib/services/index.server").Services;
    /** Who is asking (address, held in memory only): the feedback rate limit and settling suggestions. */
    clientKey?: string;
  }
}
