/** The server capability's public surface on the server: other parts of the app import from here, not from its files. */
export * from "./config.server";
export * from "./document-cache.server";
export * from "./document-encoding.server";
export * from "./document-html.server";
export * from "./http.server";
export * from "./log.server";
export * from "./react-stream-fix.server";
export * from "./security.server";
export * from "./metrics.server";
