import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  createDocumentCache,
  documentKey,
  DOCUMENT_CACHE_BYTES,
  notFoundKey,
  type CachedDocument,
  type DocumentCache,
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

/** A cache of the server's size, new for each test. */
let cache: DocumentCache;
beforeEach(() => {
  cache = createDocumentCache();
});

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
    cache.store("a", documentOf(10, "v1"));
    expect(cache.get("a", "v1")?.identity.length).toBe(10);
    expect(cache.get("a", "v2")).toBeUndefined();
    expect(cache.get("a", "v1")).toBeUndefined(); // the stale entry is gone, not kept for later
  });

  it("is bounded by bytes, whatever the number of entries", () => {
    const size = 256 * 1024;
    for (let i = 0; i < (DOCUMENT_CACHE_BYTES / size) * 3; i += 1) cache.store(`page-${i}`, documentOf(size));
    const stats = cache.stats();
    expect(stats.bytes).toBeLessThanOrEqual(DOCUMENT_CACHE_BYTES);
    expect(stats.entries).toBeLessThan((DOCUMENT_CACHE_BYTES / size) * 3);
    expect(cache.get(`page-${(DOCUMENT_CACHE_BYTES / size) * 3 - 1}`, 1)).toBeDefined();
    expect(cache.get("page-0", 1)).toBeUndefined();
  });

  it("counts every encoding of a document", () => {
    cache.store("b", { ...documentOf(1000), gzip: Buffer.alloc(500), br: Buffer.alloc(400) });
    expect(cache.stats().bytes).toBeGreaterThanOrEqual(1900);
  });
});

describe("fetching a document", () => {
  /** A maker the test finishes by hand, counting how often it was asked. */
  function slowMaker(version: unknown) {
    const asked: ((document: CachedDocument) => void)[] = [];
    const fails: ((error: Error) => void)[] = [];
    const last = <T>(list: T[]): T => {
      const item = list.at(-1);
      if (!item) throw new Error("nothing was asked for");
      return item;
    };
    const make = () =>
      new Promise<CachedDocument>((resolve, reject) => {
        asked.push(resolve);
        fails.push(reject);
      });
    return {
      make,
      asked,
      fails,
      finish: (bytes: number) => last(asked)(documentOf(bytes, version)),
      fail: (error: Error) => last(fails)(error),
    };
  }

  it("makes a document once for callers who miss it at the same time, then serves it from the cache", async () => {
    const maker = slowMaker("v1");
    const callers = Array.from({ length: 4 }, () => cache.fetch("md\nuk\npage", "v1", maker.make));
    expect(maker.asked).toHaveLength(1);
    maker.finish(10);
    expect((await Promise.all(callers)).map((document) => document.identity.length)).toEqual([10, 10, 10, 10]);
    expect((await cache.fetch("md\nuk\npage", "v1", maker.make)).identity.length).toBe(10);
    expect(cache.get("md\nuk\npage", "v1")).toBeDefined();
    expect(maker.asked).toHaveLength(1);
  });

  it("gives a failure to the callers waiting for it, never to a later caller", async () => {
    const maker = slowMaker("v1");
    const callers = [cache.fetch("k", "v1", maker.make), cache.fetch("k", "v1", maker.make)];
    maker.fail(new Error("worker gone"));
    for (const caller of callers) await expect(caller).rejects.toThrow("worker gone");
    expect(cache.get("k", "v1")).toBeUndefined();
    const later = cache.fetch("k", "v1", maker.make);
    expect(maker.asked).toHaveLength(2);
    maker.finish(20);
    expect((await later).identity.length).toBe(20);
  });

  it("makes the new content version's document for a caller who arrives while the old one is being made", async () => {
    const old = slowMaker("v1");
    const fresh = slowMaker("v2");
    const before = cache.fetch("k", "v1", old.make);
    const after = cache.fetch("k", "v2", fresh.make);
    old.finish(10);
    expect((await before).version).toBe("v1");
    await vi.waitFor(() => expect(fresh.asked).toHaveLength(1));
    fresh.finish(30);
    expect((await after).version).toBe("v2");
    expect(cache.get("k", "v2")?.identity.length).toBe(30);
  });

  it("replaces a stored document of an older content version", async () => {
    cache.store("k", documentOf(10, "v1"));
    const maker = slowMaker("v2");
    const caller = cache.fetch("k", "v2", maker.make);
    expect(maker.asked).toHaveLength(1);
    maker.finish(40);
    expect((await caller).identity.length).toBe(40);
  });
});
