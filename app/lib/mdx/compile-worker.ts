/**
 * Worker-thread entry (bundled to build/compile-worker.js): compiles pages and makes their
 * Markdown off the main thread. Its heap — esbuild, unified and Shiki garbage — is released when
 * the main thread ends the idle worker.
 */
import { parentPort } from "node:worker_threads";
import { runJob, type WorkerJob } from "./worker-jobs.server";

parentPort?.on("message", (message: WorkerJob & { id: number }) => {
  runJob(message).then(
    (result) => parentPort?.postMessage({ id: message.id, ok: true, result }),
    (error: unknown) =>
      parentPort?.postMessage({ id: message.id, ok: false, message: error instanceof Error ? error.message : String(error) }),
  );
});
