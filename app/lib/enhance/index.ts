/** The enhance capability's public surface (safe in the browser): other parts of the app import from here, not from its files. */
export * from "./copy-buttons";
export * from "./highlight";
export * from "./mermaid";
export * from "./tabs";
export * from "./zoom";
