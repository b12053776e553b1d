/**
 * How readers share the page cache's compiles, with the compiler replaced by one the test finishes by hand:
 * concurrent misses compile once, a failure the page is not to blame for is not kept, a reader who joined a
 * compile given up by the reader who started it still gets the page.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { LRUCache } from "lru-cache";
import type { RenderedPage } from "../mdx/index.server";
import { createPageCache, PageCompileError } from "./page-cache.server";
import { createServerPageStore } from "./page-store.server";
import { WorkerRestartError, type PageRenderer } from "./page-renderer.server";

interface Job {
  source: string;
  finish: (page: RenderedPage) => void;
  fail: (error: Error) => void;
}
const jobs: Job[] = [];
/** The compiler: each job waits until the test finishes or fails it. */
const renderer: Pick<PageRenderer, "renderPage"> = {
  renderPage: ({ source }) => new Promise<RenderedPage>((resolve, reject) => jobs.push({ source, finish: resolve, fail: reject })),
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "page-cache-sharing-"));
const file = path.join(dir, "page.mdx");
const write = (body: string, mtime: Date) => {
  fs.writeFileSync(file, `---\ntitle: T\n---\n\n${body}\n`);
  fs.utimesSync(file, mtime, mtime);
};
const pageOf = (html: string): RenderedPage => ({ html, toc: [] }) as unknown as RenderedPage;
const job = (index: number): Job => {
  const asked = jobs[index];
  if (!asked) throw new Error(`compile ${index} was not asked for`);
  return asked;
};
/** Resolves once `count` compiles have been asked for. */
const compilesAsked = (count: number) => vi.waitFor(() => expect(jobs.length).toBe(count));

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
/** A page cache of its own for each test, without a page store: every page goes to the (fake) compiler. */
let cache: ReturnType<typeof createPageCache>;
beforeEach(() => {
  vi.restoreAllMocks();
  cache = createPageCache({
    store: createServerPageStore({ production: false, dir, compilerFile: "", contractDir: "", contentDir: dir }),
    renderer,
  });
  jobs.length = 0;
});

describe("page cache: readers share compiles", () => {
  it("compiles a page once for readers who miss it at the same time", async () => {
    write("Одна", new Date(7_000_000));
    const readers = Array.from({ length: 5 }, () => cache.get("uk", "t", file));
    await compilesAsked(1);
    job(0).finish(pageOf("<p>Одна</p>"));
    const pages = await Promise.all(readers);
    expect(pages.map((page) => page.html)).toEqual(Array(5).fill("<p>Одна</p>"));
    expect((await cache.get("uk", "t", file)).html).toBe("<p>Одна</p>");
    expect(jobs).toHaveLength(1);
  });

  it("fails every waiting reader when the worker restarts, and compiles again for the next one", async () => {
    write("Друга", new Date(7_100_000));
    const readers = [cache.get("uk", "t", file), cache.get("uk", "t", file)];
    await compilesAsked(1);
    job(0).fail(new WorkerRestartError("another job ran past the deadline"));
    for (const reader of readers) {
      const failure = await reader.catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(PageCompileError);
      expect((failure as Error).cause).toBeInstanceOf(WorkerRestartError);
    }
    const next = cache.get("uk", "t", file);
    await compilesAsked(2);
    job(1).finish(pageOf("<p>Друга</p>"));
    expect((await next).html).toBe("<p>Друга</p>");
  });

  it("keeps a compile error of a version, so later readers get it without a compile", async () => {
    write("Третя", new Date(7_200_000));
    const first = cache.get("uk", "t", file);
    await compilesAsked(1);
    job(0).fail(new Error("Unexpected character"));
    await expect(first).rejects.toBeInstanceOf(PageCompileError);
    await expect(cache.get("uk", "t", file)).rejects.toBeInstanceOf(PageCompileError);
    expect(jobs).toHaveLength(1);
  });

  it("gives a reader the version it asked for when an edit lands while an older version compiles", async () => {
    write("Стара", new Date(7_300_000));
    const fetches = vi.spyOn(LRUCache.prototype, "fetch");
    const old = cache.get("uk", "t", file);
    await compilesAsked(1);
    write("Нова", new Date(7_400_000));
    const fresh = cache.get("uk", "t", file);
    await vi.waitFor(() => expect(fetches).toHaveBeenCalledTimes(2));
    job(0).finish(pageOf("<p>Стара</p>"));
    expect((await old).html).toBe("<p>Стара</p>");
    await compilesAsked(2);
    job(1).finish(pageOf("<p>Нова</p>"));
    expect((await fresh).html).toBe("<p>Нова</p>");
  });

  it("still serves a reader who joined a waiting compile after the reader who started it went away", async () => {
    // A compile of another page holds the queue, so the shared one waits for its turn.
    const other = path.join(dir, "other.mdx");
    fs.writeFileSync(other, "---\ntitle: O\n---\n\nІнша\n");
    const blocker = cache.get("uk", "other", other);
    await compilesAsked(1);
    write("Спільна", new Date(7_500_000));
    const fetches = vi.spyOn(LRUCache.prototype, "fetch");
    const starter = new AbortController();
    const first = cache.get("uk", "t", file, starter.signal);
    const second = cache.get("uk", "t", file, new AbortController().signal);
    await vi.waitFor(() => expect(fetches).toHaveBeenCalledTimes(2));
    starter.abort();
    await expect(first).rejects.toThrow();
    job(0).finish(pageOf("<p>Інша</p>"));
    await blocker;
    await compilesAsked(2);
    expect(job(1).source).toContain("Спільна");
    job(1).finish(pageOf("<p>Спільна</p>"));
    expect((await second).html).toBe("<p>Спільна</p>");
  });
});
