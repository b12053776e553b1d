import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { clearPageCache, getRenderedPage, PageCompileError } from "./page-cache.server";
import { createSerialQueue } from "./serial-queue";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "page-cache-"));
const file = path.join(dir, "page.mdx");
const write = (body: string, mtime: Date) => {
  fs.writeFileSync(file, `---\ntitle: T\n---\n\n${body}\n`);
  fs.utimesSync(file, mtime, mtime);
};

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
beforeEach(() => clearPageCache());

describe("getRenderedPage", () => {
  it("renders headings with ids, a table of contents and highlighted code", async () => {
    write('## Відправлення {#send}\n\n```json\n{"a": 1}\n```', new Date(1_000_000));
    const page = await getRenderedPage("uk", "t", file);
    expect(page.html).toContain('<h2 id="send">Відправлення');
    expect(page.html).toContain('class="hash-link"');
    expect(page.html).toContain("--shiki-dark");
    expect(page.toc).toEqual([{ depth: 2, id: "send", text: "Відправлення" }]);
  });

  it("serves the cached page until the file changes, then recompiles without a restart", async () => {
    write("Перша версія", new Date(2_000_000));
    expect((await getRenderedPage("uk", "t", file)).html).toContain("Перша версія");
    fs.writeFileSync(file, "---\ntitle: T\n---\n\nДруга версія\n");
    fs.utimesSync(file, new Date(2_000_000), new Date(2_000_000));
    expect((await getRenderedPage("uk", "t", file)).html).toContain("Перша версія");
    write("Друга версія", new Date(3_000_000));
    expect((await getRenderedPage("uk", "t", file)).html).toContain("Друга версія");
  });

  it("reports a page that fails to compile as a PageCompileError, and recovers once it is fixed", async () => {
    write("Незакритий { вираз", new Date(4_000_000));
    await expect(getRenderedPage("uk", "t", file)).rejects.toBeInstanceOf(PageCompileError);
    await expect(getRenderedPage("uk", "t", file)).rejects.toBeInstanceOf(PageCompileError);
    write("Виправлено", new Date(5_000_000));
    expect((await getRenderedPage("uk", "t", file)).html).toContain("Виправлено");
  });

  it("prefixes internal links with the locale on Russian pages", async () => {
    write("[Баланс](/client/balance#top) [img](/img/x.svg) [ext](https://x.example)", new Date(6_000_000));
    const html = (await getRenderedPage("ru", "t", file)).html;
    expect(html).toContain('href="/ru/client/balance#top"');
    expect(html).toContain('href="/img/x.svg"');
    expect(html).toContain('target="_blank"');
  });
});

describe("createSerialQueue", () => {
  it("runs one job at a time, in order, and keeps going after a failure", async () => {
    const enqueue = createSerialQueue();
    const log: string[] = [];
    let running = 0;
    const job = (name: string, fail = false) => async () => {
      running += 1;
      expect(running).toBe(1);
      await new Promise((r) => setTimeout(r, 5));
      log.push(name);
      running -= 1;
      if (fail) throw new Error(name);
      return name;
    };
    const results = await Promise.allSettled([enqueue(job("a")), enqueue(job("b", true)), enqueue(job("c"))]);
    expect(log).toEqual(["a", "b", "c"]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
  });
});

describe("scanContent", () => {
  it("keeps the same index while nothing changes and re-reads only edited files", async () => {
    const { scanContent } = await import("./content-index.server");
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "scan-"));
    for (const locale of ["uk", "ru"]) fs.mkdirSync(path.join(root, locale));
    const page = path.join(root, "uk", "a.mdx");
    fs.writeFileSync(page, "---\ntitle: Перша\n---\n");
    fs.writeFileSync(path.join(root, "uk", "d.mdx"), "---\ntitle: Чернетка\ndraft: true\n---\n");
    const first = scanContent(root, { includeDrafts: false });
    expect(first.docs.uk.get("a")?.title).toBe("Перша");
    expect(first.docs.uk.has("d")).toBe(false);
    expect(scanContent(root, { includeDrafts: false, previous: first })).toBe(first);
    fs.writeFileSync(page, "---\ntitle: Друга\n---\n");
    fs.utimesSync(page, new Date(9_000_000), new Date(9_000_000));
    const second = scanContent(root, { includeDrafts: false, previous: first });
    expect(second).not.toBe(first);
    expect(second.docs.uk.get("a")?.title).toBe("Друга");
    expect(scanContent(root, { includeDrafts: true, previous: second }).docs.uk.has("d")).toBe(true);
    fs.rmSync(root, { recursive: true, force: true });
  });
});
