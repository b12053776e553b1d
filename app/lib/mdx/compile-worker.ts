/**
 * Worker-thread entry (bundled to build/compile-worker.js): compiles pages and makes their
 * Markdown off the main thread. Its heap — esbuild, unified and Shiki garbage — is released when
 * the main thread ends the idle worker.
 */
import { parentPort, workerData } from "node:worker_threads";
import { openCodeStore, type CodeStore } from "./code-store.server";
import { prepareJobs, runJob, type CompileWorkerData, type WorkerJob } from "./worker-jobs.server";

let codeStore: CodeStore | undefined;

// Loading the compiler takes a while on a cold worker (longer on a busy machine); jobs' deadlines start after it.
prepareJobs()
  .then(() => {
    const location = (workerData as CompileWorkerData | undefined)?.codeStore;
    codeStore = location ? openCodeStore(location) : undefined;
  })
  .then(
    () => parentPort?.postMessage({ ready: true }),
    (error: unknown) => parentPort?.postMessage({ ready: false, message: error instanceof Error ? error.message : String(error) }),
  );

parentPort?.on("message", (message: WorkerJob & { id: number }) => {
  runJob(message, codeStore).then(
    (result) => parentPort?.postMessage({ id: message.id, ok: true, result }),
    (error: unknown) =>
      parentPort?.postMessage({ id: message.id, ok: false, message: error instanceof Error ? error.message : String(error) }),
  );
});
