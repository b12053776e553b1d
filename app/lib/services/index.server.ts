/** The services group's public surface: what server.ts builds at start-up and the routes receive in their load context. */
export * from "./services.server";
