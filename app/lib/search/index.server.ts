/** The search capability's public surface on the server: other parts of the app import from here, not from its files. */
export * from "./index";
export * from "./engine";
export * from "./collect.server";
export * from "./index-dir.server";
export * from "./search.server";
export * from "./suggest-http.server";
export { memoBytes } from "./memo";
