/** The search capability's public surface (safe in the browser): other parts of the app import from here, not from its files. */
export * from "./config";
export * from "./contexts";
export * from "./engine";
export * from "./highlight-pattern";
export * from "./types";
