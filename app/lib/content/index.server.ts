/** The content capability's public surface on the server: other parts of the app import from here, not from its files. */
export * from "./index";
export * from "./closest-pages.server";
export * from "./content-dates.server";
export * from "./content-index.server";
export * from "./front-matter.server";
export * from "./doc-page.server";
export * from "./model.server";
export * from "./page-cache.server";
export * from "./page-renderer.server";
export * from "./sitemap.server";
export * from "./source.server";
export * from "./tag-routes.server";
export * from "./page-store.server";
