/**
 * Where pages are compiled and turned into Markdown: in a worker thread when the production build
 * has one (build/compile-worker.js), otherwise in-process (development, tests, scripts).
 * The worker is started on demand, replaced after many compiles and ended after a quiet
 * spell: compile garbage never piles up in the long-lived server process.
 */
import fs from "node:fs";
import { Worker } from "node:worker_threads";
import { serverConfig } from "../server/index.server";
import { ForegroundFirst } from "./foreground-first";
import type { MarkdownTarget } from "../markdown/index.server";
import type { RenderedPage, RenderJob, WorkerJob, WorkerResult } from "../mdx/index.server";

const workerFile = serverConfig.compileWorkerFile;
const useWorker = serverConfig.production && fs.existsSync(workerFile);
const IDLE_MS = 10_000;
/**
 * A new worker compiles its first pages slowly (cold JIT): replacing it every 40 compiles cost the median
 * first render ~10 ms. Its heap is capped, and RSS stayed flat over 600 compiles without a replacement
 * (217 → 221 MB), so this only guards against growth outside the heap (Shiki's WASM memory).
 */
const JOBS_PER_WORKER = 1000;
/** A Markdown conversion only parses; a compile also bundles and highlights, leaving far more garbage. */
const JOB_WEIGHT: Record<WorkerJob["kind"], number> = { page: 1, markdown: 0.1 };
/** The worker's own heap cap: the biggest page compiles in well under half of it. */
export const WORKER_HEAP_MB = 128;

type Reply = { id: number; ok: true; result: WorkerResult } | { id: number; ok: false; message: string };

let worker: Worker | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let nextId = 0;
let jobsOnWorker = 0;
const pending = new Map<number, { resolve: (result: WorkerResult) => void; reject: (error: Error) => void }>();

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
    if (reply.ok) job.resolve(reply.result);
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

function runInWorker(job: WorkerJob): Promise<WorkerResult> {
  clearTimeout(idleTimer);
  const id = (nextId += 1);
  const result = new Promise<WorkerResult>((resolve, reject) => pending.set(id, { resolve, reject }));
  getWorker().postMessage({ ...job, id });
  jobsOnWorker += JOB_WEIGHT[job.kind];
  return result.finally(() => {
    if (pending.size === 0) idleTimer = setTimeout(() => void worker?.terminate(), IDLE_MS).unref();
  });
}

/** In-process work loads the compiler on first use, so a server with a worker never holds it (~40 MB). */
async function runHere(job: WorkerJob): Promise<WorkerResult> {
  const { runJob } = await import("../mdx/worker-jobs.server");
  return runJob(job);
}

const runSomewhere = (job: WorkerJob) => (useWorker ? runInWorker(job) : runHere(job));

/** Page compiles come first (a reader waits for each); Markdown conversions (a burst of them for llms-full.txt) fill the gaps. */
const gate = new ForegroundFirst();

export function renderPageSomewhere(job: RenderJob): Promise<RenderedPage> {
  return gate.foregroundJob(async () => {
    const result = await runSomewhere({ kind: "page", contractDir: serverConfig.contractDir, ...job });
    if (typeof result === "string") throw new Error("compile worker answered a page job with Markdown");
    return result;
  });
}

export function pageMarkdownSomewhere(source: string, target: MarkdownTarget): Promise<string> {
  return gate.backgroundJob(async () => {
    const result = await runSomewhere({ kind: "markdown", source, target });
    if (typeof result !== "string") throw new Error("compile worker answered a Markdown job with a page");
    return result;
  });
}
