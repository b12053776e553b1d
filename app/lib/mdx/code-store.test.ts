/** The build's highlighted code blocks: found again only for the same block and compiler, never stale, never fatal. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearCodeStore, openCodeStore, type HighlightedBlock } from "./code-store.server";

const block = { lang: "json", meta: 'title="Запит"', code: '{ "phone": "380501234567" }' };
const highlighted: HighlightedBlock = {
  pre: { className: ["shiki"], style: "--shiki-light-bg:#fff", tabIndex: 0 },
  codeClass: "language-json",
  html: '<span class="line"><span style="--shiki-light:#24292F">{</span></span>',
};

let dir: string;
beforeEach(() => {
  dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "code-store-")), "code");
});
afterEach(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));

describe("code store", () => {
  it("gives a block recorded by the build back to a later compile of the same compiler", () => {
    openCodeStore({ dir, fingerprint: "build-1", record: true }).add(block, highlighted);
    expect(openCodeStore({ dir, fingerprint: "build-1" }).get(block)).toEqual(highlighted);
  });

  it("misses a block whose code, language or meta differs, and every block of another compiler", () => {
    openCodeStore({ dir, fingerprint: "build-1", record: true }).add(block, highlighted);
    const store = openCodeStore({ dir, fingerprint: "build-1" });
    expect(store.get({ ...block, code: `${block.code} ` })).toBeUndefined();
    expect(store.get({ ...block, lang: "js" })).toBeUndefined();
    expect(store.get({ ...block, meta: "{2}" })).toBeUndefined();
    expect(openCodeStore({ dir, fingerprint: "build-2" }).get(block)).toBeUndefined();
  });

  it("writes nothing while serving: only the build records", () => {
    openCodeStore({ dir, fingerprint: "build-1", record: true });
    openCodeStore({ dir, fingerprint: "build-1" }).add(block, highlighted);
    expect(fs.readdirSync(dir)).toEqual([]);
    expect(openCodeStore({ dir: path.join(dir, "missing"), fingerprint: "build-1" }).get(block)).toBeUndefined();
  });

  it("is an empty store, not a failed compile, when its folder cannot be read", () => {
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    fs.writeFileSync(dir, "a file where the folder should be");
    expect(openCodeStore({ dir, fingerprint: "build-1" }).get(block)).toBeUndefined();
    expect(clearCodeStore(dir)).toBe(0);
  });

  it("treats a damaged entry as a miss, so the block is highlighted again", () => {
    openCodeStore({ dir, fingerprint: "build-1", record: true }).add(block, highlighted);
    const [entry] = fs.readdirSync(dir);
    fs.writeFileSync(path.join(dir, entry ?? ""), "not gzip");
    expect(openCodeStore({ dir, fingerprint: "build-1" }).get(block)).toBeUndefined();
  });

  it("is cleared by the next build without touching other files", () => {
    openCodeStore({ dir, fingerprint: "build-1", record: true }).add(block, highlighted);
    fs.writeFileSync(path.join(dir, "README"), "kept");
    expect(clearCodeStore(dir)).toBe(1);
    expect(fs.readdirSync(dir)).toEqual(["README"]);
  });
});
