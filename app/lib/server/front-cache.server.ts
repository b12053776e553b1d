/**
 * Documents served before Remix runs: a docs page is fully determined by its URL, the
 * reader's colour mode and announcement state, and the content index. Entries remember
 * the index they were rendered from; when a content file changes the index is replaced
 * (within its refresh interval) and every entry made from the old one is ignored.
 */
import { LRUCache } from "lru-cache";
import { getContentIndex, type ContentIndex } from "../content/index.server";
import { readReaderState } from "../cookies.server";
import { withNonce, type CachedDocument } from "./render-cache.server";

interface FrontEntry {
  document: CachedDocument;
  headers: [string, string][];
  index: ContentIndex;
}

const entries = new LRUCache<string, FrontEntry>({ max: 2000 });

/** Route modules whose output depends on nothing but URL, reader preferences and content. */
export const FRONT_CACHEABLE_ROUTES = new Set(["routes/(ru).$", "routes/(ru)._index", "routes/(ru).tags._index", "routes/(ru).tags.$tag"]);

async function frontKey(request: Request): Promise<string> {
  const url = new URL(request.url);
  const { colorMode, announcementDismissed } = await readReaderState(request);
  return `${url.pathname}${url.search}\n${colorMode}\n${announcementDismissed}`;
}

export async function rememberDocument(request: Request, document: CachedDocument, headers: Headers): Promise<void> {
  const kept = [...headers].filter(([name]) => !["set-cookie", "etag", "content-length"].includes(name.toLowerCase()));
  entries.set(await frontKey(request), { document, headers: kept, index: getContentIndex() });
}

export interface FrontHit {
  etag: string;
  headers: [string, string][];
  body: Buffer;
}

/** The cached document for this request with the response's nonce in place, or undefined. */
export async function lookupDocument(request: Request, nonce: string): Promise<FrontHit | undefined> {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  const entry = entries.get(await frontKey(request));
  if (!entry || entry.index !== getContentIndex()) return undefined;
  return { etag: entry.document.etag, headers: entry.headers, body: withNonce(entry.document, nonce) };
}
