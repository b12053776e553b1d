import type { LoaderFunctionArgs } from "@remix-run/node";

/** Readiness: 200 once the search indexes are loaded and the warm-up is done; 503 before. Never compiles. */
export function loader({ context }: LoaderFunctionArgs) {
  return context.services.health.respond("ready");
}
