import { probeResponse, readiness } from "../lib/health/index.server";

/** Readiness: 200 once the search indexes are loaded and the warm-up is done; 503 before. Never compiles. */
export function loader() {
  return probeResponse("ready", readiness());
}
