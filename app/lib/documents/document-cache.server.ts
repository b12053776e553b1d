/**
 * The one cache of rendered documents. A document is cached only when its route says, through
 * its `handle`, that the HTML depends on nothing but the path and the reader's preferences
 * (see route-handle.ts). The key is canonical: path, colour mode, announcement state. Query
 * strings (`utm_*`, `_highlight`, `ref`, anything else) never make an entry, and every unknown
 * path of a locale shares one not-found document. Entries hold identity, gzip and brotli bytes
 * made once, are bounded by their byte size, and belong to one content version: when the
 * content changes, older entries are ignored and age out.
 */
import { LRUCache } from "lru-cache";
import type { Locale } from "../../../site.config";
import type { ReaderState } from "../preferences/index.server";
import type { EncodedDocument } from "./document-encoding.server";

/** Bytes of documents kept, all encodings together (see docs/OPERATIONS.md, Memory budget). */
export const DOCUMENT_CACHE_BYTES = 32 * 1024 * 1024;

export interface CachedDocument extends EncodedDocument {
  gzip: Buffer;
  br: Buffer;
  /** The content version the document was rendered from. */
  version: unknown;
}

/** Makes a document that `DocumentCache.fetch` found missing. */
type MakeDocument = () => Promise<CachedDocument>;

/** A page's key: the path as requested (canonical paths only reach the cache) and the reader state. */
export function documentKey(pathname: string, state: ReaderState): string {
  return `${pathname}\n${state.colorMode}\n${state.announcementDismissed ? 1 : 0}`;
}

/**
 * The key of a page's data (a client navigation's `/path.data?_routes=…`): the path, the routes whose loaders
 * ran (Remix names them in `_routes`; the root's data differs from the leaf's), and the reader state. Any other
 * query parameter (`_highlight`, `utm_*`) is not part of it.
 */
export function dataKey(pathname: string, routes: string | null, state: ReaderState): string {
  return `data:${pathname}\n${routes ?? "*"}\n${state.colorMode}\n${state.announcementDismissed ? 1 : 0}`;
}

/** The `_routes` parameter of a data request's query string, or null. */
export function routesParam(search: string): string | null {
  return search === "" ? null : new URLSearchParams(search).get("_routes");
}

/**
 * The key of a not-found document: one per locale, reader state and set of pages it suggests
 * (`suggested`, their paths), whatever the path. Suggestions come from the published pages, so
 * the number of such documents is bounded by the content, not by the paths readers send.
 */
export function notFoundKey(locale: Locale, state: ReaderState, suggested: readonly string[] = []): string {
  return `404:${locale}\n${state.colorMode}\n${state.announcementDismissed ? 1 : 0}\n${suggested.join(" ")}`;
}

export interface DocumentCacheStats {
  entries: number;
  bytes: number;
  maxBytes: number;
  hits: number;
  misses: number;
}

/** The documents of one server (built once by `createServices`, tests build their own). */
export interface DocumentCache {
  /** The document for `key` if it was rendered from the current content version. */
  get(key: string, version: unknown): CachedDocument | undefined;
  /**
   * The document for `key` at this content version: the cached one, or made by `make` once for every caller
   * asking meanwhile, and stored. A failure is not stored: the callers waiting get it, the next caller makes the
   * document again. A caller that joined the making of another content version's document (an edit landed
   * meanwhile) has its own made.
   */
  fetch(key: string, version: unknown, make: MakeDocument): Promise<CachedDocument>;
  store(key: string, document: CachedDocument): void;
  stats(): DocumentCacheStats;
}

export function createDocumentCache(maxBytes = DOCUMENT_CACHE_BYTES): DocumentCache {
  const documents = new LRUCache<string, CachedDocument, MakeDocument>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => entry.identity.length + entry.gzip.length + entry.br.length + 512,
    // A document being made when its place is evicted is still handed to the callers waiting for it (just not stored).
    ignoreFetchAbort: true,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  const lookups = { hits: 0, misses: 0 };
  return {
    get(key, version) {
      const entry = documents.get(key);
      if (!entry || entry.version !== version) {
        if (entry) documents.delete(key);
        lookups.misses += 1;
        return undefined;
      }
      lookups.hits += 1;
      return entry;
    },
    async fetch(key, version, make) {
      for (let attempt = 0; ; attempt += 1) {
        const held = documents.peek(key);
        if (held && held.version !== version) documents.delete(key);
        const status: LRUCache.Status<CachedDocument> = {};
        const document = await documents.fetch(key, { context: make, status });
        if (!document) throw new Error(`no document was made for ${key}`);
        if (document.version === version || attempt > 0) {
          lookups[status.fetch === "hit" ? "hits" : "misses"] += 1;
          return document;
        }
      }
    },
    store(key, document) {
      documents.set(key, document);
    },
    stats: () => ({ entries: documents.size, bytes: documents.calculatedSize, maxBytes, ...lookups }),
  };
}
