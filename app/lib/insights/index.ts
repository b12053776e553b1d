/** The insights capability's public surface (safe in the browser): other parts of the app import from here, not from its files. */
export * from "./types";
export * from "./csv";
export * from "./days";
export * from "./search-outcome";
