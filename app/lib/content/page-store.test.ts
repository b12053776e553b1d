import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PageStore, STORE_BASE_URL, storeFingerprint, storeKey, writeStoreEntry, type StoreInputs } from "./page-store.server";

let dir: string;
let contractDir: string;
let compilerFile: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "page-store-"));
  contractDir = path.join(dir, "contract");
  fs.mkdirSync(path.join(contractDir, "xml"), { recursive: true });
  fs.writeFileSync(path.join(contractDir, "openapi.json"), '{"openapi":"3.1.0"}');
  fs.writeFileSync(path.join(contractDir, "xml", "schema.xsd"), "<xs:schema/>");
  compilerFile = path.join(dir, "compile-worker.js");
  fs.writeFileSync(compilerFile, "// compiler v1");
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const inputs: Omit<StoreInputs, "kind"> = { locale: "uk", relativePath: "uk/client/balance.mdx", source: "# Баланс\n" };
const open = () => PageStore.open({ dir, compilerFile, contractDir });

describe("page store", () => {
  it("serves a stored page and its Markdown, with the Markdown's links on the served origin", async () => {
    const fingerprint = storeFingerprint({ compilerFile, contractDir });
    writeStoreEntry(dir, storeKey({ ...inputs, kind: "page" }, fingerprint), { kind: "page", html: "<h1>Баланс</h1>", toc: [] });
    writeStoreEntry(dir, storeKey({ ...inputs, kind: "markdown" }, fingerprint), {
      kind: "markdown",
      text: `# Баланс\n\n[API](${STORE_BASE_URL}/api_methods)\n`,
    });
    const store = await open();
    expect(store.size).toBe(2);
    expect(await store.page(inputs)).toEqual({ html: "<h1>Баланс</h1>", toc: [] });
    expect(await store.markdown(inputs, "https://docs.example")).toBe("# Баланс\n\n[API](https://docs.example/api_methods)\n");
  });

  it("misses whenever anything the output is made from differs: the source, the path, the locale", async () => {
    const fingerprint = storeFingerprint({ compilerFile, contractDir });
    writeStoreEntry(dir, storeKey({ ...inputs, kind: "page" }, fingerprint), { kind: "page", html: "<h1>old</h1>", toc: [] });
    const store = await open();
    expect(await store.page({ ...inputs, source: "# Баланс (edited)\n" })).toBeUndefined();
    expect(await store.page({ ...inputs, relativePath: "uk/client/other.mdx" })).toBeUndefined();
    expect(await store.page({ ...inputs, locale: "ru" })).toBeUndefined();
    // A page entry is never taken for Markdown.
    expect(await store.markdown(inputs, "https://docs.example")).toBeUndefined();
  });

  it("misses every entry after the contract or the compiler changed", async () => {
    const before = storeFingerprint({ compilerFile, contractDir });
    writeStoreEntry(dir, storeKey({ ...inputs, kind: "page" }, before), { kind: "page", html: "<p>x</p>", toc: [] });
    fs.writeFileSync(path.join(contractDir, "xml", "schema.xsd"), "<xs:schema><!-- v2 --></xs:schema>");
    expect(await (await open()).page(inputs)).toBeUndefined();
    fs.writeFileSync(path.join(contractDir, "xml", "schema.xsd"), "<xs:schema/>");
    expect(await (await open()).page(inputs)).toBeDefined();
    fs.writeFileSync(compilerFile, "// compiler v2");
    expect(await (await open()).page(inputs)).toBeUndefined();
  });

  it("takes a damaged entry, or a missing folder, as a miss", async () => {
    const fingerprint = storeFingerprint({ compilerFile, contractDir });
    fs.writeFileSync(path.join(dir, `${storeKey({ ...inputs, kind: "page" }, fingerprint)}.json.gz`), '{"kind":"page","html":');
    expect(await (await open()).page(inputs)).toBeUndefined();
    const missing = await PageStore.open({ dir: path.join(dir, "nowhere"), compilerFile, contractDir });
    expect(missing.size).toBe(0);
    expect(await missing.page(inputs)).toBeUndefined();
  });
});
