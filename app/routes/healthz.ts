import type { LoaderFunctionArgs } from "@remix-run/node";

/** Liveness: 200 while the process answers, has its content and its compiles finish; 503 lets the pod be restarted. */
export function loader({ context }: LoaderFunctionArgs) {
  return context.services.health.respond("live");
}
