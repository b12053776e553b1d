/**
 * Compiled pages, cached by `locale:slug` together with the source file's version (mtime and size):
 * editing a file recompiles it on the next request, without a restart.
 *
 * A page missing from the cache is first looked up in the page store that `npm run build` wrote
 * (page-store.server.ts): a page unchanged since the build is read, never compiled, so a fresh server
 * answers a burst of every page at once. Only a page edited or added since the build is compiled.
 *
 * A page that fails (a compile error, a compile past the deadline, a worker out of memory, a source over
 * MAX_PAGE_SOURCE_BYTES) is remembered as failed for FAILURE_TTL_MS per file version, so a broken or
 * oversized page costs one compile, not one per request; a fix (a new version) is compiled at once.
 * Failures that are not the page's fault (WorkerRestartError) are not remembered.
 *
 * The cache is bounded by bytes (the pages' HTML lives in the JS heap). Compiles are admitted by their
 * expected wait: a request joins the compile queue while the compiles ahead of it should finish within
 * MAX_EXPECTED_WAIT_MS at the measured compile time; beyond that it gets QueueFullError (503) at once.
 * Concurrent requests for the same version share one compile; a compile nobody waits for any more
 * (every reader went away) gives up its place in the queue.
 */
import fs from "node:fs/promises";
import { LRUCache } from "lru-cache";
import type { Locale } from "../../../site.config";
import type { RenderedPage } from "../mdx/index.server";
import { renderPageSomewhere, WorkerRestartError } from "./page-renderer.server";
import { serverPageStore, storeInputsOf } from "./page-store.server";
import { createSerialQueue } from "../queue";

export type { RenderedPage };

type Entry = { version: string } & ({ ok: true; page: RenderedPage } | { ok: false; error: Error });

/** Heap bytes of compiled pages: every page of both locales fits about twice (see docs/ARCHITECTURE.md, Memory). */
export const PAGE_CACHE_BYTES = 24 * 1024 * 1024;
/** A reader waits for a compile while the compiles ahead of it should be done within this long; later ones get 503. */
export const MAX_EXPECTED_WAIT_MS = 10_000;
/** However fast compiles are, no more wait than this (each holds a request and its source in memory). */
export const MAX_WAITING_COMPILES = 200;
/** The compile-time estimate before any compile was measured: a cold worker's first pages. */
const FIRST_COMPILE_ESTIMATE_MS = 500;
/** The largest page source compiled; the biggest page of the docs is under 100 KB. */
export const MAX_PAGE_SOURCE_BYTES = 512 * 1024;
/** How long a failed version stays failed before it is tried again (it may have failed for passing reasons). */
export const FAILURE_TTL_MS = 60_000;

/** V8 keeps Cyrillic strings as two bytes a character. */
const entryBytes = (entry: Entry) => (entry.ok ? (entry.page.html.length + JSON.stringify(entry.page.toc).length) * 2 : 1024) + 256;

const cache = new LRUCache<string, Entry>({ maxSize: PAGE_CACHE_BYTES, sizeCalculation: entryBytes });
/** Recent compile time, smoothed (an exponentially weighted mean): what the next compile is expected to take. */
let compileEstimateMs = FIRST_COMPILE_ESTIMATE_MS;
const observeCompileMs = (ms: number) => (compileEstimateMs = 0.8 * compileEstimateMs + 0.2 * ms);
/** The expected wait of a compile admitted now: those waiting, the one running, and itself. */
export const expectedCompileWaitMs = (waiting: number) => (waiting + 2) * compileEstimateMs;
const enqueue = createSerialQueue((waiting) => waiting < MAX_WAITING_COMPILES && expectedCompileWaitMs(waiting) <= MAX_EXPECTED_WAIT_MS);
const lookups = { hits: 0, misses: 0, stored: 0 };

/** A compile shared by the readers waiting for it; abandoned when the last of them goes away. */
interface Flight {
  entry: Promise<Entry>;
  readers: number;
  abandon: AbortController;
}
const inFlight = new Map<string, Flight>();

export class PageCompileError extends Error {
  constructor(
    readonly slug: string,
    cause: Error,
  ) {
    super(`Could not compile ${slug}: ${cause.message}`, { cause });
    this.name = "PageCompileError";
  }
}

export class PageTooLargeError extends Error {
  constructor(readonly bytes: number) {
    super(`the page source is ${bytes} bytes; pages are compiled up to ${MAX_PAGE_SOURCE_BYTES} bytes`);
    this.name = "PageTooLargeError";
  }
}

const failed = (version: string, error: unknown): Entry => ({
  version,
  ok: false,
  error: error instanceof Error ? error : new Error(String(error)),
});

async function compile(locale: Locale, filePath: string, source: string, version: string): Promise<Entry> {
  const started = performance.now();
  try {
    return { version, ok: true, page: await renderPageSomewhere({ source, locale, filePath }) };
  } catch (error) {
    return failed(version, error);
  } finally {
    observeCompileMs(performance.now() - started);
  }
}

/** The page from the build's store when its source is unchanged since the build; otherwise compiled in turn. */
async function load(locale: Locale, filePath: string, version: string, size: number, abandoned: AbortSignal): Promise<Entry> {
  let source: string;
  try {
    if (size > MAX_PAGE_SOURCE_BYTES) throw new PageTooLargeError(size);
    source = await fs.readFile(filePath, "utf8");
  } catch (error) {
    return failed(version, error);
  }
  const stored = await serverPageStore()?.page(storeInputsOf(locale, filePath, source));
  if (stored) {
    lookups.stored += 1;
    return { version, ok: true, page: stored };
  }
  return enqueue(() => compile(locale, filePath, source, version), abandoned);
}

/** Joins the compile of this version (starting it if needed) as one more reader. */
function join(key: string, start: (signal: AbortSignal) => Promise<Entry>, signal: AbortSignal | undefined): Promise<Entry> {
  let flight = inFlight.get(key);
  if (!flight) {
    const abandon = new AbortController();
    const entry = start(abandon.signal).finally(() => inFlight.delete(key));
    // Readers who went away no longer listen: the abandoned compile's rejection is expected, not unhandled.
    entry.catch(() => undefined);
    flight = { entry, readers: 0, abandon };
    inFlight.set(key, flight);
  }
  const joined = flight;
  joined.readers += 1;
  if (!signal) return joined.entry;
  return new Promise<Entry>((resolve, reject) => {
    const leave = () => {
      joined.readers -= 1;
      if (joined.readers === 0) joined.abandon.abort();
      reject(signal.reason instanceof Error ? signal.reason : new Error("the reader went away"));
    };
    if (signal.aborted) return leave();
    signal.addEventListener("abort", leave, { once: true });
    joined.entry.then(
      (entry) => {
        signal.removeEventListener("abort", leave);
        resolve(entry);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", leave);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * The page compiled from the file's current version.
 * @param signal the reader's request signal: when every reader of a waiting compile is gone, it is dropped.
 */
export async function getRenderedPage(locale: Locale, slug: string, filePath: string, signal?: AbortSignal): Promise<RenderedPage> {
  const key = `${locale}:${slug}`;
  const { mtimeMs, size } = await fs.stat(filePath);
  const version = `${mtimeMs}:${size}`;
  let entry = cache.get(key);
  if (entry?.version === version) lookups.hits += 1;
  else {
    lookups.misses += 1;
    entry = await join(`${key}:${version}`, (abandoned) => load(locale, filePath, version, size, abandoned), signal);
    if (entry.ok) cache.set(key, entry);
    else if (!(entry.error instanceof WorkerRestartError)) cache.set(key, entry, { ttl: FAILURE_TTL_MS });
  }
  if (!entry.ok) throw new PageCompileError(slug, entry.error);
  return entry.page;
}

export function clearPageCache(): void {
  cache.clear();
}

/** For /metrics: bytes held, entries (failures included), lookups (misses read from the store: `stored`), compiles waiting. */
export function pageCacheStats(): { bytes: number; entries: number; hits: number; misses: number; stored: number; waiting: number } {
  return { bytes: cache.calculatedSize, entries: cache.size, ...lookups, waiting: enqueue.waiting() };
}
