import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildSearchIndex } from "./index-builder";
import type { SearchManifest } from "./types";

afterEach(() => {
  vi.doUnmock("../platform/log.server");
  vi.restoreAllMocks();
  vi.resetModules();
});

/** A production search service over the indexes in `dir`, built as server.ts builds it (imported anew: the log may be mocked). */
async function productionSearch(dir: string) {
  vi.resetModules();
  const [{ createSearchService }, { createContentIndex }] = await Promise.all([
    import("./search.server"),
    import("../content/index.server"),
  ]);
  const content = createContentIndex({
    root: path.resolve("content"),
    production: true,
    contentDatesFile: path.join(dir, "no-dates.json"),
  });
  return createSearchService({ production: true, indexDir: dir, content, workerFile: path.join(dir, "no-worker.js") });
}

/** An index folder with one Ukrainian page, «Баланс». */
function writeBalanceIndex(): string {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sms-docs-index-"));
  const page = { path: "/client/balance", title: "Баланс", description: "", tags: [], crumbs: ["Документація"], body: "Текст." };
  fs.writeFileSync(path.join(dir, "uk.000000000000.json"), JSON.stringify(buildSearchIndex("uk", "current", [page])));
  const manifest: SearchManifest = {
    format: 1,
    builtAt: "",
    defaultVersion: "current",
    indexes: { current: { uk: "uk.000000000000.json" } },
  };
  fs.writeFileSync(path.join(dir, "manifest.json"), JSON.stringify(manifest));
  return dir;
}

const request = (query: string) => ({ locale: "uk" as const, query, ctx: null, version: null, page: 1, exact: false });

describe("search.server", () => {
  it("answers 'unavailable' and logs once when the index is missing, without throwing", async () => {
    const logged = vi.fn();
    vi.doMock("../platform/log.server", () => ({ log: logged }));
    const server = await productionSearch(path.join(os.tmpdir(), "sms-docs-no-such-index"));
    const result = await server.search(request("баланс"), "page");
    expect(result.status).toBe("unavailable");
    await server.search(request("баланс"), "suggest");
    const errors = logged.mock.calls.filter(([level]) => level === "error");
    expect(errors).toHaveLength(1);
    expect(JSON.stringify(errors[0]?.[1])).toContain("search index unavailable");
  });

  it("loads the manifest's indexes and answers from memory", async () => {
    const server = await productionSearch(writeBalanceIndex());
    const read = vi.spyOn(fs, "readFileSync");
    const result = await server.search(request("баланс"), "page");
    expect(result).toMatchObject({ status: "ok", total: 1 });
    expect(read).not.toHaveBeenCalled();
    expect((await server.search(request("   "), "page")).status).toBe("empty");
    // A locale without an index is unavailable, not an error.
    expect((await server.search({ ...request("баланс"), locale: "ru" }, "page")).status).toBe("unavailable");
  });

  it("runs searches one per turn of the event loop; beyond 16 waiting, a search is answered 'busy' at once", async () => {
    const server = await productionSearch(writeBalanceIndex());
    await server.search(request("баланс"), "page"); // the index is loaded
    const answered: string[] = [];
    const burst = Array.from({ length: 20 }, (_, n) =>
      server.search(request(`баланс ${n}`), "page").then((result) => (answered.push(result.status), result.status)),
    );
    // Work queued after the burst (a request read meanwhile) gets its turn before the burst is through.
    const other = new Promise<number>((resolve) => setImmediate(() => resolve(answered.filter((s) => s === "ok").length)));
    const statuses = await Promise.all(burst);
    expect(statuses.filter((s) => s === "ok")).toHaveLength(16);
    expect(statuses.filter((s) => s === "busy")).toHaveLength(4);
    expect(await other).toBeLessThan(16);
    expect((await server.search(request("баланс"), "page")).status).toBe("ok");
  });

  it("reads q, ctx and version from the URL and ignores what it does not know", async () => {
    const { readSearchRequest } = await import("./search.server");
    const parsed = readSearchRequest(new Request(`http://x/ru/search?q=${"й".repeat(300)}&ctx=/api/&version=9.9`));
    expect(parsed.locale).toBe("ru");
    expect(parsed.query).toHaveLength(200);
    expect(parsed.ctx).toBe("/api/");
    expect(parsed.version).toBeNull();
    expect(parsed.page).toBe(1);
  });

  it("reads the page of results; anything but a whole number from 1 is the first page", async () => {
    const { readSearchRequest } = await import("./search.server");
    const page = (value: string) => readSearchRequest(new Request(`http://x/search?q=a&page=${value}`)).page;
    expect(page("3")).toBe(3);
    for (const bad of ["0", "-2", "1.5", "abc", "99999999", "", "2e3"]) expect(page(bad)).toBe(1);
  });
});

describe("searchReplyInit", () => {
  it("answers a busy search 503 with Retry-After, an unavailable one 503, neither cached", async () => {
    const { searchReplyInit } = await import("./search.server");
    expect(searchReplyInit("busy")).toEqual({ status: 503, headers: { "Cache-Control": "no-store", "Retry-After": "2" } });
    expect(searchReplyInit("unavailable")).toEqual({ status: 503, headers: { "Cache-Control": "no-store" } });
    expect(searchReplyInit("ok")).toEqual({ status: 200, headers: {} });
    expect(searchReplyInit("empty")).toEqual({ status: 200, headers: {} });
  });
});
