/** The health capability's public surface (server only): start-up, readiness and liveness. */
export * from "./health.server";
