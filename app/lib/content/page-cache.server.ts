/**
 * Compiled pages, cached by `locale:slug` together with the source file's mtime:
 * editing a file recompiles it on the next request, without a restart.
 * Failures are cached too, so a broken page is not recompiled on every hit.
 * The cache is bounded by bytes (the pages' HTML lives in the JS heap), and at most
 * MAX_WAITING_COMPILES wait for the compiler: beyond that a request gets QueueFullError (503).
 */
import fs from "node:fs/promises";
import { LRUCache } from "lru-cache";
import type { Locale } from "../../../site.config";
import type { RenderedPage } from "../mdx/index.server";
import { renderPageSomewhere } from "./page-renderer.server";
import { createSerialQueue } from "./serial-queue";


export type { RenderedPage };

type Entry = { mtimeMs: number } & ({ ok: true; page: RenderedPage } | { ok: false; error: Error });

/** Heap bytes of compiled pages: every page of both locales fits about twice (see README, Memory). */
export const PAGE_CACHE_BYTES = 24 * 1024 * 1024;
/** Compiles that may wait behind the running one; every page is one compile, so a flood of new URLs stops here. */
export const MAX_WAITING_COMPILES = 16;

/** V8 keeps Cyrillic strings as two bytes a character. */
const entryBytes = (entry: Entry) => (entry.ok ? (entry.page.html.length + JSON.stringify(entry.page.toc).length) * 2 : 1024) + 256;

const cache = new LRUCache<string, Entry>({ maxSize: PAGE_CACHE_BYTES, sizeCalculation: entryBytes });
const inFlight = new Map<string, Promise<Entry>>();
const enqueue = createSerialQueue(MAX_WAITING_COMPILES);

export class PageCompileError extends Error {
  constructor(
    readonly slug: string,
    cause: Error,
  ) {
    super(`Could not compile ${slug}: ${cause.message}`, { cause });
    this.name = "PageCompileError";
  }
}

async function build(locale: Locale, filePath: string, mtimeMs: number): Promise<Entry> {
  try {
    const source = await fs.readFile(filePath, "utf8");
    return { mtimeMs, ok: true, page: await renderPageSomewhere({ source, locale, filePath }) };
  } catch (error) {
    return { mtimeMs, ok: false, error: error instanceof Error ? error : new Error(String(error)) };
  }
}

export async function getRenderedPage(locale: Locale, slug: string, filePath: string): Promise<RenderedPage> {
  const key = `${locale}:${slug}`;
  const { mtimeMs } = await fs.stat(filePath);
  let entry = cache.get(key);
  if (!entry || entry.mtimeMs !== mtimeMs) {
    const flightKey = `${key}:${mtimeMs}`;
    let pending = inFlight.get(flightKey);
    if (!pending) {
      pending = enqueue(() => build(locale, filePath, mtimeMs)).finally(() => inFlight.delete(flightKey));
      inFlight.set(flightKey, pending);
    }
    entry = await pending;
    // Only successes are kept: a failure may be passing (a compile worker that died under load), and
    // a kept one would show the crash page for this page until its file changed.
    if (entry.ok) cache.set(key, entry);
  }
  if (!entry.ok) throw new PageCompileError(slug, entry.error);
  return entry.page;
}

export function clearPageCache(): void {
  cache.clear();
}
