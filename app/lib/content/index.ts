/** The content capability's public surface (safe in the browser): other parts of the app import from here, not from its files. */
export * from "./api-columns";
export * from "./page-body-slot";
export * from "./paths";
export * from "./placeholders";
export * from "./sidebar";
