/**
 * Compiled pages, cached by `locale:slug` together with the source file's version (mtime and size):
 * editing a file recompiles it on the next request, without a restart.
 *
 * A page that fails (a compile error, a compile past the deadline, a worker out of memory, a source over
 * MAX_PAGE_SOURCE_BYTES) is remembered as failed for FAILURE_TTL_MS per file version, so a broken or
 * oversized page costs one compile, not one per request; a fix (a new version) is compiled at once.
 * Failures that are not the page's fault (WorkerRestartError) are not remembered.
 *
 * The cache is bounded by bytes (the pages' HTML lives in the JS heap), and at most MAX_WAITING_COMPILES
 * wait for the compiler: beyond that a request gets QueueFullError (503). Concurrent requests for the same
 * version share one compile; a compile nobody waits for any more (every reader went away) gives up its
 * place in the queue.
 */
import fs from "node:fs/promises";
import { LRUCache } from "lru-cache";
import type { Locale } from "../../../site.config";
import type { RenderedPage } from "../mdx/index.server";
import { renderPageSomewhere, WorkerRestartError } from "./page-renderer.server";
import { createSerialQueue } from "./serial-queue";

export type { RenderedPage };

type Entry = { version: string } & ({ ok: true; page: RenderedPage } | { ok: false; error: Error });

/** Heap bytes of compiled pages: every page of both locales fits about twice (see docs/ARCHITECTURE.md, Memory). */
export const PAGE_CACHE_BYTES = 24 * 1024 * 1024;
/** Compiles that may wait behind the running one; every page is one compile, so a flood of new URLs stops here. */
export const MAX_WAITING_COMPILES = 16;
/** The largest page source compiled; the biggest page of the docs is under 100 KB. */
export const MAX_PAGE_SOURCE_BYTES = 512 * 1024;
/** How long a failed version stays failed before it is tried again (it may have failed for passing reasons). */
export const FAILURE_TTL_MS = 60_000;

/** V8 keeps Cyrillic strings as two bytes a character. */
const entryBytes = (entry: Entry) => (entry.ok ? (entry.page.html.length + JSON.stringify(entry.page.toc).length) * 2 : 1024) + 256;

const cache = new LRUCache<string, Entry>({ maxSize: PAGE_CACHE_BYTES, sizeCalculation: entryBytes });
const enqueue = createSerialQueue(MAX_WAITING_COMPILES);
const lookups = { hits: 0, misses: 0 };

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

async function build(locale: Locale, filePath: string, version: string, size: number): Promise<Entry> {
  try {
    if (size > MAX_PAGE_SOURCE_BYTES) throw new PageTooLargeError(size);
    const source = await fs.readFile(filePath, "utf8");
    return { version, ok: true, page: await renderPageSomewhere({ source, locale, filePath }) };
  } catch (error) {
    return { version, ok: false, error: error instanceof Error ? error : new Error(String(error)) };
  }
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
    entry = await join(`${key}:${version}`, (abandoned) => enqueue(() => build(locale, filePath, version, size), abandoned), signal);
    if (entry.ok) cache.set(key, entry);
    else if (!(entry.error instanceof WorkerRestartError)) cache.set(key, entry, { ttl: FAILURE_TTL_MS });
  }
  if (!entry.ok) throw new PageCompileError(slug, entry.error);
  return entry.page;
}

export function clearPageCache(): void {
  cache.clear();
}

/** For /metrics: bytes held, entries (failures included), lookups, compiles waiting. */
export function pageCacheStats(): { bytes: number; entries: number; hits: number; misses: number; waiting: number } {
  return { bytes: cache.calculatedSize, entries: cache.size, ...lookups, waiting: enqueue.waiting() };
}
