/**
 * Where pages are compiled and turned into Markdown: in a worker thread when the production build
 * has one (build/compile-worker.js), otherwise in-process (development, tests, scripts).
 * The worker is started on demand, replaced after many compiles and ended after a quiet
 * spell: compile garbage never piles up in the long-lived server process.
 *
 * One renderer per server (`createPageRenderer`, built by `createServices`): it starts nothing until its first job,
 * and `close()` ends its worker. Every job in the worker has a deadline (COMPILE_TIMEOUT_MS): a page whose code never finishes
 * (`while (true) {}` in an export) fails with CompileTimeoutError, and the worker is terminated and
 * replaced, so one page cannot wedge the compiles of all the others. Jobs that shared the killed
 * worker fail with WorkerRestartError, which callers treat as passing (not the page's fault).
 */
import fs from "node:fs";
import { Worker } from "node:worker_threads";
import { ownHeapLimits, type Metrics } from "../platform/index.server";
import { ForegroundFirst } from "./foreground-first";
import type { MarkdownTarget } from "../markdown";
import type { CompileWorkerData, RenderedPage, RenderJob, WorkerJob, WorkerResult } from "../mdx/index.server";
// A leaf of the mdx capability, imported directly: its index would load the compiler into the main thread.
import { codeStoreLocation } from "../mdx/code-store.server";

const IDLE_MS = 10_000;
/**
 * A new worker compiles its first pages slowly (cold JIT): replacing it every 40 compiles cost the median
 * first render ~10 ms. Its heap is capped, and RSS stayed flat over 600 compiles without a replacement
 * (217 → 221 MB), so this only guards against growth outside the heap (Shiki's WASM memory).
 */
const JOBS_PER_WORKER = 1000;
/** A Markdown conversion only parses; a compile also bundles and highlights, leaving far more garbage. */
const JOB_WEIGHT: Record<WorkerJob["kind"], number> = { page: 1, markdown: 0.1 };
/**
 * The worker's own heap cap: the biggest page compiles in well under half of it. A smaller cap makes V8 collect
 * more often (128 MB: first renders about 5 ms slower); a larger one buys little and grows the pod's RSS.
 */
export const WORKER_HEAP_MB = 160;
/**
 * The worker's young generation (three semi-spaces). 24 MB spent less CPU on scavenges in process, but in the
 * server, with every page compiled in turn, it saved at most 4 ms a page for 12 MB more peak RSS (399 against
 * 387 MB, near the pod's 384 MiB request): docs/PERFORMANCE.md.
 */
export const WORKER_YOUNG_MB = 12;

type Reply =
  | { id: number; ok: true; result: WorkerResult }
  | { id: number; ok: false; message: string }
  | { ready: true }
  | { ready: false; message: string };

/** A new worker that has not loaded its compiler within this long is replaced (its jobs fail as passing). */
const WORKER_START_TIMEOUT_MS = 60_000;

/** The job ran past the compile deadline; its worker was replaced. */
export class CompileTimeoutError extends Error {
  constructor(readonly ms: number) {
    super(`compile did not finish within ${ms} ms`);
    this.name = "CompileTimeoutError";
  }
}

/** The worker was replaced under the job because of another job's deadline: not this page's fault. */
export class WorkerRestartError extends Error {
  constructor(reason: string) {
    super(`compile worker restarted: ${reason}`);
    this.name = "WorkerRestartError";
  }
}

export interface PageRendererOptions {
  /** Production with a built worker file compiles in a worker; anything else in-process. */
  production: boolean;
  /** The production build's compile worker (COMPILE_WORKER); a missing file means "compile in-process". */
  workerFile: string;
  /** A page compile running longer than this is stopped and its worker replaced (COMPILE_TIMEOUT_MS). */
  compileTimeoutMs: number;
  /** Pages render `<CodeSamples>` from the contract this server serves. */
  contractDir: string;
  /** The build's page store, whose code store the worker looks blocks up in before highlighting them. */
  pageStoreDir?: string;
  metrics?: Pick<Metrics, "observeCompile" | "countCodeBlocks">;
}

export interface PageRenderer {
  /** Compiles a page (a reader waits for it: before any Markdown conversion). */
  renderPage(job: RenderJob): Promise<RenderedPage>;
  /** A page's Markdown (fills the gaps between page compiles). */
  pageMarkdown(source: string, target: MarkdownTarget): Promise<string>;
  /**
   * How long the oldest job in the worker has been running (0 when idle). Deadlines stop every job, so a
   * value far past the deadline means the compile path is wedged: liveness fails and the pod is restarted.
   */
  busyForMs(): number;
  /** Ends the worker (its jobs fail as passing); a later job starts a new one. */
  close(): Promise<void>;
}

export function createPageRenderer({
  production,
  workerFile,
  compileTimeoutMs,
  contractDir,
  pageStoreDir,
  metrics,
}: PageRendererOptions): PageRenderer {
  let useWorker: boolean | undefined;
  let workerData: CompileWorkerData | undefined;
  let worker: Worker | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 0;
  let jobsOnWorker = 0;
  const pending = new Map<number, { resolve: (result: WorkerResult) => void; reject: (error: Error) => void; startedAt?: number }>();
  /** Whether the current worker has loaded its compiler; until then, jobs' deadlines wait in `onReady`. */
  let workerReady = false;
  let onReady: (() => void)[] = [];

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
    workerReady = false;
    onReady = [];
    // Its own heap limits, not the main thread's (see docs/PERFORMANCE.md).
    workerData ??= pageStoreDir ? { codeStore: codeStoreLocation({ pageStoreDir, compilerFile: workerFile }) } : {};
    const created = new Worker(workerFile, {
      workerData,
      resourceLimits: ownHeapLimits({ maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: WORKER_YOUNG_MB }),
    });
    const startDeadline = setTimeout(() => {
      if (worker !== created || workerReady) return;
      worker = undefined;
      failAll(new WorkerRestartError(`the worker did not start within ${WORKER_START_TIMEOUT_MS} ms`));
      void created.terminate();
    }, WORKER_START_TIMEOUT_MS);
    startDeadline.unref();
    created.on("message", (reply: Reply) => {
      if ("ready" in reply) {
        clearTimeout(startDeadline);
        if (worker !== created) return;
        if (!reply.ready) {
          // The compiler did not load: its jobs cannot run there; the next job gets a new worker.
          worker = undefined;
          failAll(new WorkerRestartError(`the worker could not load its compiler: ${reply.message}`));
          void created.terminate();
          return;
        }
        workerReady = true;
        for (const start of onReady.splice(0)) start();
        return;
      }
      const job = pending.get(reply.id);
      pending.delete(reply.id);
      if (!job) return;
      if (reply.ok) job.resolve(reply.result);
      else job.reject(new Error(reply.message));
    });
    // The worker died under its jobs (a page too big or too deeply nested for its heap): they failed, and are
    // remembered as failed like any compile error, so the page does not take the worker down on every request.
    created.on("error", (error) => failAll(new Error(`compile worker crashed: ${error.message}`)));
    created.on("exit", () => {
      if (worker !== created) return; // a replaced worker: its jobs had all finished or were failed already
      worker = undefined;
      failAll(new Error("compile worker exited (out of memory?)"));
    });
    created.unref();
    worker = created;
    return created;
  }

  /** Ends a worker whose job ran past the deadline; its other jobs fail as passing, new jobs get a new worker. */
  function killWorker(stuck: Worker, id: number, ms: number): void {
    const job = pending.get(id);
    if (!job || worker !== stuck) return;
    worker = undefined;
    pending.delete(id);
    job.reject(new CompileTimeoutError(ms));
    failAll(new WorkerRestartError("another job ran past the deadline"));
    void stuck.terminate();
  }

  function runInWorker(job: WorkerJob): Promise<WorkerResult> {
    clearTimeout(idleTimer);
    const id = (nextId += 1);
    const target = getWorker();
    const result = new Promise<WorkerResult>((resolve, reject) => pending.set(id, { resolve, reject }));
    const ms = compileTimeoutMs;
    let deadline: NodeJS.Timeout | undefined;
    // The deadline counts the job's own time, from when the worker has its compiler loaded.
    const startClock = () => {
      const entry = pending.get(id);
      if (!entry) return;
      entry.startedAt = performance.now();
      deadline = setTimeout(() => killWorker(target, id, ms), ms);
      deadline.unref();
    };
    if (workerReady) startClock();
    else onReady.push(startClock);
    target.postMessage({ ...job, id });
    jobsOnWorker += JOB_WEIGHT[job.kind];
    return result.finally(() => {
      clearTimeout(deadline);
      if (pending.size === 0) idleTimer = setTimeout(() => void worker?.terminate(), IDLE_MS).unref();
    });
  }

  function busyForMs(): number {
    let oldest = Number.POSITIVE_INFINITY;
    for (const job of pending.values()) if (job.startedAt !== undefined) oldest = Math.min(oldest, job.startedAt);
    return oldest === Number.POSITIVE_INFINITY ? 0 : performance.now() - oldest;
  }

  /** In-process work loads the compiler on first use, so a server with a worker never holds it (~40 MB). */
  const runHere = async (job: WorkerJob): Promise<WorkerResult> => {
    const { runJob } = await import("../mdx/worker-jobs.server");
    return runJob(job);
  };

  // Whether the build has a worker is looked up on the first job, not when the renderer is built.
  const runSomewhere = (job: WorkerJob) => {
    useWorker ??= production && fs.existsSync(workerFile);
    return useWorker ? runInWorker(job) : runHere(job);
  };

  /** Page compiles come first (a reader waits for each); Markdown conversions (a burst of them for llms-full.txt) fill the gaps. */
  const gate = new ForegroundFirst();

  function renderPage(job: RenderJob): Promise<RenderedPage> {
    return gate.foregroundJob(async () => {
      const started = performance.now();
      const seconds = () => (performance.now() - started) / 1000;
      try {
        const result = await runSomewhere({ kind: "page", contractDir, ...job });
        if (typeof result === "string") throw new Error("compile worker answered a page job with Markdown");
        metrics?.observeCompile(seconds(), "ok");
        const { codeBlocks, ...page } = result;
        metrics?.countCodeBlocks(codeBlocks);
        return page;
      } catch (error) {
        metrics?.observeCompile(seconds(), error instanceof CompileTimeoutError ? "timeout" : "failed");
        throw error;
      }
    });
  }

  function pageMarkdown(source: string, target: MarkdownTarget): Promise<string> {
    return gate.backgroundJob(async () => {
      const result = await runSomewhere({ kind: "markdown", source, target: { contractDir, ...target } });
      if (typeof result !== "string") throw new Error("compile worker answered a Markdown job with a page");
      return result;
    });
  }

  return {
    renderPage,
    pageMarkdown,
    busyForMs,
    async close() {
      clearTimeout(idleTimer);
      const ending = worker;
      worker = undefined;
      failAll(new WorkerRestartError("the renderer was closed"));
      await ending?.terminate();
    },
  };
}
