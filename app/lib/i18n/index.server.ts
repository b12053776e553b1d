/** The i18n capability's public surface on the server: other parts of the app import from here, not from its files. */
export * from "./index";
export * from "./strings.server";
export * from "./i18next.server";
