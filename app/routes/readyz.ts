import type { LoaderFunctionArgs } from "@remix-run/node";
import { probeResponse } from "../lib/health/index.server";

/** Readiness: 200 once the search indexes are loaded and the warm-up is done; 503 before. Never compiles. */
export function loader({ context }: LoaderFunctionArgs) {
  return probeResponse("ready", context.services.health.readiness());
}
