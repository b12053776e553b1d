/**
 * Whole rendered documents, cached. A page's HTML is a pure function of the request URL,
 * its status and the routes' loader data (which includes the reader's colour mode and
 * announcement state), so the key is a hash of exactly those: an edited page changes its
 * loader data and so its key, and nothing needs invalidating by hand.
 * Documents are rendered with a placeholder nonce; each response gets a fresh one.
 */
import { createHash, randomUUID } from "node:crypto";
import type { EntryContext } from "@remix-run/node";
import { LRUCache } from "lru-cache";
import { pageETag } from "./etag.server";

export const NONCE_SLOT = `nonce-slot-${randomUUID()}`;

export interface CachedDocument {
  html: string;
  etag: string;
}

const cache = new LRUCache<string, CachedDocument>({
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (entry) => entry.html.length * 2 + 128,
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
  const entry = { html, etag: pageETag(html) };
  if (key) cache.set(key, entry);
  return entry;
}

export function withNonce(html: string, nonce: string): string {
  return html.split(NONCE_SLOT).join(nonce);
}

export function clearRenderCache(): void {
  cache.clear();
}
