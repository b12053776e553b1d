/**
 * Worker-thread entry (bundled to build/compile-worker.js): compiles and renders pages
 * off the main thread. Its heap — esbuild, unified and Shiki garbage — is released when
 * the main thread ends the idle worker.
 */
import { parentPort } from "node:worker_threads";
import { renderPage, type RenderJob } from "./render-page.server";

parentPort?.on("message", (message: RenderJob & { id: number }) => {
  renderPage(message).then(
    (page) => parentPort?.postMessage({ id: message.id, ok: true, page }),
    (error: unknown) =>
      parentPort?.postMessage({ id: message.id, ok: false, message: error instanceof Error ? error.message : String(error) }),
  );
});
