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
 * Concurrent requests for the same version share one load (lru-cache's `fetch`); a waiting compile whose
 * reader went away gives up its place in the queue.
 */
import fs from "node:fs/promises";
import { LRUCache } from "lru-cache";
import type { Locale } from "../../../site.config";
import type { RenderedPage } from "../mdx/index.server";
import { WorkerRestartError, type PageRenderer } from "./page-renderer.server";
import type { ServerPageStore } from "./page-store.server";
import { createSerialQueue, QueueAbortError } from "../queue";

export type { RenderedPage };

type Entry = { version: string } & ({ ok: true; page: RenderedPage } | { ok: false; error: Error });

/**
 * Heap bytes of compiled pages. Every page of both locales must fit with room for the new versions edits make
 * (26.7 MB estimated on 2026-11-27, when 24 MB had stopped holding them: a burst evicted pages and recompiled an
 * edited one); `cold-start.spec.ts` fails when the pages fill more than 80 % of it. See docs/ARCHITECTURE.md, Memory.
 */
export const PAGE_CACHE_BYTES = 40 * 1024 * 1024;
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

/** The expected wait of a compile admitted now: those waiting, the one running, and itself. */
const expectedCompileWaitMs = (waiting: number, compileEstimateMs: number) => (waiting + 2) * compileEstimateMs;

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

/** What a reader asks the cache for: this version of this page's file. */
interface Wanted {
  locale: Locale;
  filePath: string;
  version: string;
  size: number;
}

export interface PageCacheStats {
  bytes: number;
  entries: number;
  hits: number;
  misses: number;
  /** Misses read from the page store. */
  stored: number;
  /** Compiles waiting for their turn. */
  waiting: number;
}

/** Compiled pages of one server (built once by `createServices`; tests build their own). */
export interface PageCache {
  /**
   * The page compiled from the file's current version.
   * @param signal the reader's request signal: when the reader who started a waiting compile goes away, it is dropped.
   */
  get(locale: Locale, slug: string, filePath: string, signal?: AbortSignal): Promise<RenderedPage>;
  /** For /metrics: bytes held, entries (failures included), lookups, compiles waiting. */
  stats(): PageCacheStats;
}

export interface PageCacheOptions {
  store: ServerPageStore;
  /** Compiles what the store does not have. */
  renderer: Pick<PageRenderer, "renderPage">;
  maxBytes?: number;
}

export function createPageCache({ store, renderer, maxBytes = PAGE_CACHE_BYTES }: PageCacheOptions): PageCache {
  /** Recent compile time, smoothed (an exponentially weighted mean): what the next compile is expected to take. */
  let compileEstimateMs = FIRST_COMPILE_ESTIMATE_MS;
  const observeCompileMs = (ms: number) => (compileEstimateMs = 0.8 * compileEstimateMs + 0.2 * ms);
  const enqueue = createSerialQueue(
    (waiting) => waiting < MAX_WAITING_COMPILES && expectedCompileWaitMs(waiting, compileEstimateMs) <= MAX_EXPECTED_WAIT_MS,
  );
  const lookups = { hits: 0, misses: 0, stored: 0 };

  async function compile(locale: Locale, filePath: string, source: string, version: string): Promise<Entry> {
    const started = performance.now();
    try {
      return { version, ok: true, page: await renderer.renderPage({ source, locale, filePath }) };
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
    const stored = await store.current()?.page(store.inputsOf(locale, filePath, source));
    if (stored) {
      lookups.stored += 1;
      return { version, ok: true, page: stored };
    }
    return enqueue(() => compile(locale, filePath, source, version), abandoned);
  }

  /**
   * Pages by `locale:slug`, each with the file version it was made from. `fetch` shares one load among
   * concurrent readers. The signal lru-cache gives the load aborts when the reader who started it goes away;
   * a compile still waiting for its turn then leaves the queue (readers who joined it start it again, see
   * entryOf), while a compile already running finishes and is kept (`ignoreFetchAbort`).
   */
  const cache = new LRUCache<string, Entry, Wanted>({
    maxSize: maxBytes,
    sizeCalculation: entryBytes,
    ignoreFetchAbort: true,
    async fetchMethod(_key, _stale, { signal, options, context }) {
      const entry = await load(context.locale, context.filePath, context.version, context.size, signal);
      if (entry.ok) return entry;
      // A failure that is not the page's fault fails every reader now and is not remembered.
      if (entry.error instanceof WorkerRestartError) throw entry.error;
      options.ttl = FAILURE_TTL_MS;
      return entry;
    },
  });

  /**
   * The entry of this version: from the cache, or loaded once for every reader asking meanwhile. A reader that
   * joined a load of another version (an edit landed meanwhile), or a load given up by the reader who started it,
   * asks once more.
   */
  async function entryOf(key: string, wanted: Wanted, signal: AbortSignal | undefined): Promise<Entry> {
    for (let attempt = 0; ; attempt += 1) {
      signal?.throwIfAborted();
      const status: LRUCache.Status<Entry> = {};
      const held = cache.peek(key);
      let entry: Entry | undefined;
      try {
        entry = await cache.fetch(key, { context: wanted, signal, status, forceRefresh: held !== undefined && held.version !== wanted.version });
      } catch (error) {
        if (attempt === 0 && error instanceof QueueAbortError && !signal?.aborted) continue;
        throw error;
      }
      if (!entry) throw new Error(`no page for ${key}`);
      if (entry.version === wanted.version || attempt > 0) {
        if (status.fetch === "hit") lookups.hits += 1;
        else lookups.misses += 1;
        return entry;
      }
    }
  }

  return {
    async get(locale, slug, filePath, signal) {
      const { mtimeMs, size } = await fs.stat(filePath);
      let entry: Entry;
      try {
        entry = await entryOf(`${locale}:${slug}`, { locale, filePath, version: `${mtimeMs}:${size}`, size }, signal);
      } catch (error) {
        if (error instanceof WorkerRestartError) throw new PageCompileError(slug, error);
        throw error;
      }
      if (!entry.ok) throw new PageCompileError(slug, entry.error);
      return entry.page;
    },
    stats: () => ({ bytes: cache.calculatedSize, entries: cache.size, ...lookups, waiting: enqueue.waiting() }),
  };
}
