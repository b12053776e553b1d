import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { createPageCache, MAX_PAGE_SOURCE_BYTES, PageCompileError, PageTooLargeError, type PageCache } from "./page-cache.server";
import { createPageRenderer } from "./page-renderer.server";
import { createServerPageStore } from "./page-store.server";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "page-cache-"));
const file = path.join(dir, "page.mdx");
const write = (body: string, mtime: Date) => {
  fs.writeFileSync(file, `---\ntitle: T\n---\n\n${body}\n`);
  fs.utimesSync(file, mtime, mtime);
};

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
/** A page cache of its own for each test, without a page store (as in development): every page is compiled. */
let pages: PageCache;
beforeEach(() => {
  pages = createPageCache({
    store: createServerPageStore({ production: false, dir, compilerFile: "", contractDir: "", contentDir: dir }),
    renderer: createPageRenderer({ production: false, workerFile: "", compileTimeoutMs: 10_000, contractDir: "" }),
  });
});

describe("the page cache", () => {
  it("renders headings with ids, a table of contents and highlighted code", async () => {
    write('## Відправлення {#send}\n\n```json\n{"a": 1}\n```', new Date(1_000_000));
    const page = await pages.get("uk", "t", file);
    expect(page.html).toContain('<h2 id="send">Відправлення');
    expect(page.html).toContain('class="hash-link"');
    expect(page.html).toContain("--shiki-dark");
    expect(page.toc).toEqual([{ depth: 2, id: "send", text: "Відправлення" }]);
  });

  it("serves the cached page until the file changes, then recompiles without a restart", async () => {
    write("Перша версія", new Date(2_000_000));
    expect((await pages.get("uk", "t", file)).html).toContain("Перша версія");
    fs.writeFileSync(file, "---\ntitle: T\n---\n\nДруга версія\n");
    fs.utimesSync(file, new Date(2_000_000), new Date(2_000_000));
    expect((await pages.get("uk", "t", file)).html).toContain("Перша версія");
    write("Друга версія", new Date(3_000_000));
    expect((await pages.get("uk", "t", file)).html).toContain("Друга версія");
  });

  it("reports a page that fails to compile as a PageCompileError, and recovers once it is fixed", async () => {
    write("Незакритий { вираз", new Date(4_000_000));
    await expect(pages.get("uk", "t", file)).rejects.toBeInstanceOf(PageCompileError);
    await expect(pages.get("uk", "t", file)).rejects.toBeInstanceOf(PageCompileError);
    write("Виправлено", new Date(5_000_000));
    expect((await pages.get("uk", "t", file)).html).toContain("Виправлено");
  });

  it("remembers a failed version, so a broken page costs one compile, and compiles the next version at once", async () => {
    const mtime = new Date(4_500_000);
    write("Незакритий { вираз", mtime);
    await expect(pages.get("uk", "t", file)).rejects.toBeInstanceOf(PageCompileError);
    // Same length and mtime: the same version as far as the cache can tell, so it is not compiled again.
    write("Незакритий - вираз", mtime);
    await expect(pages.get("uk", "t", file)).rejects.toBeInstanceOf(PageCompileError);
    write("Незакритий - вираз", new Date(4_600_000));
    expect((await pages.get("uk", "t", file)).html).toContain("Незакритий - вираз");
  });

  it("refuses a source over the size limit without compiling it", async () => {
    write("а".repeat(MAX_PAGE_SOURCE_BYTES), new Date(4_700_000));
    const failure = await pages.get("uk", "t", file).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PageCompileError);
    expect((failure as PageCompileError).cause).toBeInstanceOf(PageTooLargeError);
  });

  it("gives up a compile nobody waits for any more", async () => {
    write("Покинута", new Date(4_800_000));
    const reader = new AbortController();
    const pending = pages.get("uk", "t", file, reader.signal);
    reader.abort();
    await expect(pending).rejects.toThrow();
  });

  it("prefixes internal links with the locale on Russian pages", async () => {
    write("[Баланс](/client/balance#top) [img](/img/x.svg) [ext](https://x.example)", new Date(6_000_000));
    const html = (await pages.get("ru", "t", file)).html;
    expect(html).toContain('href="/ru/client/balance#top"');
    expect(html).toContain('href="/img/x.svg"');
    expect(html).toContain('target="_blank"');
  });
});
