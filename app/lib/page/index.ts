/** The page capability's public surface (safe in the browser): other parts of the app import from here, not from its files. */
export * from "./doc-meta";
export * from "./doc-route";
export * from "./load-failure";
export * from "./progress";
export * from "./route-handle";
export * from "./use-root-data";
export * from "./page-body";
export * from "./not-found";
