/**
 * Whole rendered documents, cached. A page's HTML is a pure function of the request URL,
 * its status and the routes' loader data (which includes the reader's colour mode and
 * announcement state), so the key is a hash of exactly those: an edited page changes its
 * loader data and so its key, and nothing needs invalidating by hand.
 * Documents are rendered with a placeholder nonce; each response gets a fresh one. They are
 * kept as UTF-8 buffers split at the nonce slots: outside the JS heap, and a response is a copy.
 */
import { createHash, randomUUID } from "node:crypto";
import type { EntryContext } from "@remix-run/node";
import { LRUCache } from "lru-cache";
import { pageETag } from "./etag.server";

export const NONCE_SLOT = `nonce-slot-${randomUUID()}`;

export interface CachedDocument {
  /** The document's bytes between nonce slots. */
  parts: Buffer[];
  etag: string;
}

const cache = new LRUCache<string, CachedDocument>({
  maxSize: 48 * 1024 * 1024,
  sizeCalculation: (entry) => entry.parts.reduce((bytes, part) => bytes + part.length, 128),
});

type HandlerContext = EntryContext["staticHandlerContext"];

/** Only successful GET renders without action data or errors are cached. */
export function renderCacheKey(request: Request, context: HandlerContext): string | null {
  if (request.method !== "GET" || context.statusCode !== 200 || context.errors || context.actionData) return null;
  return createHash("sha1").update(request.url).update("\n").update(JSON.stringify(context.loaderData)).digest("base64url");
}

export function getCachedDocument(key: string | null): CachedDocument | undefined {
  return key ? cache.get(key) : undefined;
}

export function storeDocument(key: string | null, html: string): CachedDocument {
  const entry = { parts: html.split(NONCE_SLOT).map((part) => Buffer.from(part, "utf8")), etag: pageETag(html) };
  if (key) cache.set(key, entry);
  return entry;
}

/** The document's bytes with this response's nonce in every slot. */
export function withNonce(document: CachedDocument, nonce: string): Buffer {
  const slot = Buffer.from(nonce, "utf8");
  return Buffer.concat(document.parts.flatMap((part, i) => (i === 0 ? [part] : [slot, part])));
}
