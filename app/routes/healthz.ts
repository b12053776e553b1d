import { liveness, probeResponse } from "../lib/health/index.server";

/** Liveness: 200 while the process answers, has its content and its compiles finish; 503 lets the pod be restarted. */
export function loader() {
  return probeResponse("live", liveness());
}
