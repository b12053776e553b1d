import { beforeEach, describe, expect, it } from "vitest";
import {
  clearDocumentCache,
  documentCacheStats,
  documentKey,
  DOCUMENT_CACHE_BYTES,
  getDocument,
  notFoundKey,
  storeDocument,
  type CachedDocument,
} from "./document-cache.server";

const light = { colorMode: "light", announcementDismissed: false } as const;
const dark = { colorMode: "dark", announcementDismissed: false } as const;

function documentOf(bytes: number, version: unknown = 1): CachedDocument {
  return {
    status: 200,
    headers: [],
    vary: "Cookie",
    tag: "t",
    identity: Buffer.alloc(bytes),
    gzip: Buffer.alloc(0),
    br: Buffer.alloc(0),
    version,
  };
}

beforeEach(() => clearDocumentCache());

describe("documentKey", () => {
  it("is the path and the reader state, nothing else", () => {
    expect(documentKey("/client/balance", light)).toBe(documentKey("/client/balance", { ...light }));
    expect(documentKey("/client/balance", dark)).not.toBe(documentKey("/client/balance", light));
    expect(documentKey("/client/balance", { ...light, announcementDismissed: true })).not.toBe(documentKey("/client/balance", light));
    expect(documentKey("/ru/client/balance", light)).not.toBe(documentKey("/client/balance", light));
  });

  it("gives every unknown path of a locale one not-found key", () => {
    expect(notFoundKey("uk", light)).toBe(notFoundKey("uk", light));
    expect(notFoundKey("ru", light)).not.toBe(notFoundKey("uk", light));
    expect(notFoundKey("uk", dark)).not.toBe(notFoundKey("uk", light));
    expect(notFoundKey("uk", light)).not.toBe(documentKey("/404", light));
  });
});

describe("the document cache", () => {
  it("answers only for the content version a document was rendered from", () => {
    storeDocument("a", documentOf(10, "v1"));
    expect(getDocument("a", "v1")?.identity.length).toBe(10);
    expect(getDocument("a", "v2")).toBeUndefined();
    expect(getDocument("a", "v1")).toBeUndefined(); // the stale entry is gone, not kept for later
  });

  it("is bounded by bytes, whatever the number of entries", () => {
    const size = 256 * 1024;
    for (let i = 0; i < (DOCUMENT_CACHE_BYTES / size) * 3; i += 1) storeDocument(`page-${i}`, documentOf(size));
    const stats = documentCacheStats();
    expect(stats.bytes).toBeLessThanOrEqual(DOCUMENT_CACHE_BYTES);
    expect(stats.entries).toBeLessThan((DOCUMENT_CACHE_BYTES / size) * 3);
    expect(getDocument(`page-${(DOCUMENT_CACHE_BYTES / size) * 3 - 1}`, 1)).toBeDefined();
    expect(getDocument("page-0", 1)).toBeUndefined();
  });

  it("counts every encoding of a document", () => {
    storeDocument("b", { ...documentOf(1000), gzip: Buffer.alloc(500), br: Buffer.alloc(400) });
    expect(documentCacheStats().bytes).toBeGreaterThanOrEqual(1900);
  });
});
