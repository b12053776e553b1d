/**
 * Search follows content edits: when the content index changes, the changed locales' indexes
 * are rebuilt in the background (one rebuild at a time; edits made meanwhile are gathered into
 * the next one) and handed to `swap`. Production builds in a short-lived worker thread with its
 * own heap cap; elsewhere (development, tests) in-process.
 */
import fs from "node:fs";
import { Worker } from "node:worker_threads";
import type { Locale } from "../../../site.config";
import { log, ownHeapLimits } from "../platform/index.server";
import { encodeIndex } from "./index-transfer";

export interface RebuildJob {
  root: string;
  version: string;
  locales: Locale[];
}

/** Building both locales' indexes peaks well under this. */
const WORKER_HEAP_MB = 160;
/** The young generation it always had (the server's `--max-semi-space-size=4`: three 4 MB semi-spaces). */
const WORKER_YOUNG_MB = 12;

function buildInWorker(workerFile: string, job: RebuildJob): Promise<Uint8Array[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerFile, {
      workerData: job,
      resourceLimits: ownHeapLimits({ maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: WORKER_YOUNG_MB }),
    });
    worker.once("message", (indexes: Uint8Array[]) => resolve(indexes));
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`search index worker exited with code ${code}`)));
  });
}

async function buildInProcess(job: RebuildJob): Promise<Uint8Array[]> {
  const [{ scanContent }, { collectPages }, { buildSearchIndex }] = await Promise.all([
    import("../content/content-index.server"),
    import("./collect.server"),
    import("./index-builder"),
  ]);
  const content = scanContent(job.root, { includeDrafts: false });
  return job.locales.map((locale) => encodeIndex(buildSearchIndex(locale, job.version, collectPages(content, locale))));
}

/** A locale's rebuilt index, as the JSON bytes the worker transferred. */
export interface RebuiltIndex {
  locale: Locale;
  bytes: Uint8Array;
}

export interface RebuilderOptions {
  version: string;
  /** The content folder the indexes are built from. */
  root: string;
  /** Production builds in the worker when its script exists. */
  production: boolean;
  workerFile: string;
}

/** Returns `schedule(locales)`, which rebuilds those locales' indexes soon and passes them to `swap`. */
export function createIndexRebuilder({ version, root, production, workerFile }: RebuilderOptions, swap: (indexes: RebuiltIndex[]) => void) {
  const build = (job: RebuildJob) => (production && fs.existsSync(workerFile) ? buildInWorker(workerFile, job) : buildInProcess(job));
  const waiting = new Set<Locale>();
  let running = false;
  async function run() {
    running = true;
    while (waiting.size) {
      const locales = [...waiting];
      waiting.clear();
      const started = performance.now();
      try {
        const encoded = await build({ root, version, locales });
        swap(locales.flatMap((locale, at) => (encoded[at] ? [{ locale, bytes: encoded[at] }] : [])));
        log("info", { msg: "search indexes rebuilt after a content change", locales, ms: Math.round(performance.now() - started) });
      } catch (error) {
        log("error", { msg: "search index rebuild failed; the previous index stays", locales, error: String(error) });
      }
    }
    running = false;
  }
  return (locales: Iterable<Locale>) => {
    for (const locale of locales) waiting.add(locale);
    if (!running) void run();
  };
}
