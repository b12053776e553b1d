/** The HTTP layer's public surface for routes and the entry module: route headers, finishing documents, security headers. */
export * from "./document-html.server";
export * from "./http.server";
export * from "./react-stream-fix.server";
export * from "./security.server";
export * from "./overloaded.server";
