/** The changelog on the server: reading content/changelog.yaml. */
export * from "./index";
export * from "./changelog.server";
