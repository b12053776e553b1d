/**
 * Where pages are compiled: in a worker thread when the production build has one
 * (build/compile-worker.js), otherwise in-process (development, tests, scripts).
 * The worker is started on demand, replaced after a batch of compiles and ended after a
 * quiet spell: compile garbage never piles up in the long-lived server process.
 */
import fs from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { RenderedPage, RenderJob } from "../mdx/render-page.server";

const workerFile = path.resolve(process.env.COMPILE_WORKER ?? "build/compile-worker.js");
const useWorker = process.env.NODE_ENV === "production" && fs.existsSync(workerFile);
const IDLE_MS = 10_000;
const JOBS_PER_WORKER = 40;
/** The worker's own heap cap: the biggest page compiles in well under half of it. */
export const WORKER_HEAP_MB = 128;

type Reply = { id: number; ok: true; page: RenderedPage } | { id: number; ok: false; message: string };

let worker: Worker | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let nextId = 0;
let jobsOnWorker = 0;
const pending = new Map<number, { resolve: (page: RenderedPage) => void; reject: (error: Error) => void }>();

function failAll(error: Error) {
  for (const job of pending.values()) job.reject(error);
  pending.clear();
}

function getWorker(): Worker {
  if (worker && jobsOnWorker >= JOBS_PER_WORKER && pending.size === 0) {
    void worker.terminate();
    worker = undefined;
  }
  if (worker) return worker;
  jobsOnWorker = 0;
  // Its own heap limit: the server itself runs with a small one (see README, Performance).
  const created = new Worker(workerFile, { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 12 } });
  created.on("message", (reply: Reply) => {
    const job = pending.get(reply.id);
    pending.delete(reply.id);
    if (!job) return;
    if (reply.ok) job.resolve(reply.page);
    else job.reject(new Error(reply.message));
  });
  created.on("error", (error) => failAll(error));
  created.on("exit", () => {
    if (worker !== created) return; // a replaced worker: its jobs had all finished
    worker = undefined;
    failAll(new Error("compile worker exited"));
  });
  created.unref();
  worker = created;
  return created;
}

function renderInWorker(job: RenderJob): Promise<RenderedPage> {
  clearTimeout(idleTimer);
  const id = (nextId += 1);
  const result = new Promise<RenderedPage>((resolve, reject) => pending.set(id, { resolve, reject }));
  getWorker().postMessage({ ...job, id });
  jobsOnWorker += 1;
  return result.finally(() => {
    if (pending.size === 0) idleTimer = setTimeout(() => void worker?.terminate(), IDLE_MS).unref();
  });
}

/** In-process rendering loads the compiler on first use, so a server with a worker never holds it (~40 MB). */
async function renderHere(job: RenderJob): Promise<RenderedPage> {
  const { renderPage } = await import("../mdx/render-page.server");
  return renderPage(job);
}

export function renderPageSomewhere(job: RenderJob): Promise<RenderedPage> {
  return useWorker ? renderInWorker(job) : renderHere(job);
}
