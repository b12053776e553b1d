/** The changelog's public surface (safe in the browser). */
export * from "./changelog";
export * from "./atom";
