/**
 * A worker thread's own heap limits. V8 reads `--max-old-space-size` and `--max-semi-space-size` whenever it
 * creates an isolate, and a flag wins over the `resourceLimits` a worker asks for: with the server's command-line
 * caps (chosen for the main thread), every worker silently got the main thread's heap instead of its own.
 */
import v8 from "node:v8";
import type { ResourceLimits } from "node:worker_threads";

let cleared = false;

/**
 * The limits to pass to `new Worker`, after clearing the two process-wide heap flags once. The main thread keeps
 * the heap it was configured with at start-up: V8 reads these flags only while it sets up a new isolate.
 */
export function ownHeapLimits(limits: ResourceLimits): ResourceLimits {
  if (!cleared) {
    v8.setFlagsFromString("--max-old-space-size=0");
    v8.setFlagsFromString("--max-semi-space-size=0");
    cleared = true;
  }
  return limits;
}
