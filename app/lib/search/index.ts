/** The search capability's public surface in the browser (settings, contexts, highlighting, response types): other parts of the app import from here, not from its files. */
export * from "./config";
export * from "./contexts";
export * from "./highlight-pattern";
export * from "./types";
