/** The insights capability's public surface on the server: other parts of the app import from here, not from its files. */
export * from "./index";
export * from "./feedback.server";
export * from "./report-auth.server";
export * from "./service.server";
export * from "./store.server";
export * from "./feedback-action.server";
export * from "./report-route.server";
