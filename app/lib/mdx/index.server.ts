/** The mdx capability's public surface on the server: other parts of the app import from here, not from its files. */
export * from "./index";
export * from "./render-page.server";
export * from "./worker-jobs.server";
