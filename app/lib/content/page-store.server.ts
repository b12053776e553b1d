/**
 * Pages and their Markdown compiled ahead by `npm run build` (scripts/build-page-store.ts), so that a
 * fresh server never meets its first readers cold: a page whose source is unchanged since the build is
 * read from the store (a file read, a gunzip and a JSON parse, about a millisecond) instead of waiting for a compile.
 * Entries are gzipped: HTML and Markdown shrink about five times, and the store ships in the image.
 *
 * An entry is named by a hash of everything its output is made from: the page's path and source, the
 * placeholder values, the API contract and the compiler build itself. An edited page, a new page, a changed
 * contract or a new server build simply misses the store and is compiled on demand as before; nothing in
 * the store is ever stale. Markdown links are absolute: the store keeps them under a sentinel origin that
 * is replaced by BASE_URL when read, so an image built for one host serves any other.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { siteConfig, type Locale } from "../../../site.config";
import type { RenderedPage, TocEntry } from "../mdx/index.server";
import { log } from "../platform/index.server";
import { contentRelativePath } from "./content-dates.server";

/** Bumped when an entry's shape changes. */
const STORE_FORMAT = 1;
/** The origin Markdown is made with for the store; replaced by the served BASE_URL when read. */
export const STORE_BASE_URL = "https://base-url.page-store.invalid";

export type StoredKind = "page" | "markdown";

/** What one entry is made from, besides the fingerprint that all entries share. */
export interface StoreInputs {
  kind: StoredKind;
  locale: Locale;
  /** The page file relative to the content folder, with forward slashes. */
  relativePath: string;
  source: string;
}

type StoredEntry = { kind: "page"; html: string; toc: TocEntry[] } | { kind: "markdown"; text: string };

const sha256 = () => crypto.createHash("sha256");

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => fs.statSync(path.join(dir, name)).isFile())
    .sort();
}

/**
 * What every entry depends on besides its own page: the compiler (its bundled worker script), the
 * placeholder values and every file of the contract (code samples and reference tables are read from it).
 */
export function storeFingerprint({ compilerFile, contractDir }: { compilerFile: string; contractDir: string }): string {
  const hash = sha256().update(`format ${STORE_FORMAT}\n`);
  hash.update(fs.existsSync(compilerFile) ? fs.readFileSync(compilerFile) : "no compiler file");
  hash.update(JSON.stringify(siteConfig.placeholders));
  for (const name of filesUnder(contractDir)) {
    hash.update(`\n${name.split(path.sep).join("/")}\n`);
    hash.update(fs.readFileSync(path.join(contractDir, name)));
  }
  return hash.digest("hex");
}

export function storeKey(inputs: StoreInputs, fingerprint: string): string {
  return sha256()
    .update(JSON.stringify([fingerprint, inputs.kind, inputs.locale, inputs.relativePath]))
    .update("\n")
    .update(inputs.source)
    .digest("hex");
}

const ENTRY_SUFFIX = ".json.gz";
const ENTRY_FILE = /^[0-9a-f]{64}\.json\.gz$/;
const gunzip = promisify(zlib.gunzip);

export function isStoreEntryFile(name: string): boolean {
  return ENTRY_FILE.test(name);
}

function parseEntry(json: string): StoredEntry | undefined {
  const value = JSON.parse(json) as Partial<{ kind: unknown; html: unknown; toc: unknown; text: unknown }>;
  if (value.kind === "page" && typeof value.html === "string" && Array.isArray(value.toc))
    return { kind: "page", html: value.html, toc: value.toc as TocEntry[] };
  if (value.kind === "markdown" && typeof value.text === "string") return { kind: "markdown", text: value.text };
  return undefined;
}

/** A store opened by the server: the names of its entries are listed once; each entry is read when asked for. */
export class PageStore {
  private constructor(
    readonly dir: string,
    readonly fingerprint: string,
    private readonly keys: ReadonlySet<string>,
  ) {}

  static async open(options: { dir: string; compilerFile: string; contractDir: string }): Promise<PageStore> {
    const names = await fsp.readdir(options.dir).catch(() => [] as string[]);
    const keys = new Set(names.filter(isStoreEntryFile).map((name) => name.slice(0, -ENTRY_SUFFIX.length)));
    return new PageStore(options.dir, storeFingerprint(options), keys);
  }

  get size(): number {
    return this.keys.size;
  }

  private async read(inputs: StoreInputs): Promise<StoredEntry | undefined> {
    const key = storeKey(inputs, this.fingerprint);
    if (!this.keys.has(key)) return undefined;
    try {
      const entry = parseEntry((await gunzip(await fsp.readFile(path.join(this.dir, `${key}${ENTRY_SUFFIX}`)))).toString("utf8"));
      return entry?.kind === inputs.kind ? entry : undefined;
    } catch {
      // A damaged or removed entry is a miss: the page is compiled as if it had never been stored.
      return undefined;
    }
  }

  async page(inputs: Omit<StoreInputs, "kind">): Promise<RenderedPage | undefined> {
    const entry = await this.read({ ...inputs, kind: "page" });
    return entry?.kind === "page" ? { html: entry.html, toc: entry.toc } : undefined;
  }

  async markdown(inputs: Omit<StoreInputs, "kind">, baseUrl: string): Promise<string | undefined> {
    const entry = await this.read({ ...inputs, kind: "markdown" });
    return entry?.kind === "markdown" ? entry.text.replaceAll(STORE_BASE_URL, baseUrl) : undefined;
  }
}

/** Writes one entry (the build's side); returns its size on disk. */
export function writeStoreEntry(dir: string, key: string, entry: StoredEntry): number {
  const gzipped = zlib.gzipSync(JSON.stringify(entry));
  fs.writeFileSync(path.join(dir, `${key}${ENTRY_SUFFIX}`), gzipped);
  return gzipped.byteLength;
}

/** The inputs of a page file of a content folder: the build and the server name entries alike. */
export function storeInputsOf(contentDir: string, locale: Locale, filePath: string, source: string): Omit<StoreInputs, "kind"> {
  return { locale, relativePath: contentRelativePath(contentDir, filePath), source };
}

/** This server's page store: opened once at start-up (production only), then read on page-cache misses. */
export interface ServerPageStore {
  /** Lists the store's entries once (development has none: its code changes under it). */
  open(): Promise<void>;
  /** "ok" once the store's entries are listed (or in development, which has none). */
  state(): "loading" | "ok";
  /** The store, once opened (undefined before, and in development). */
  current(): PageStore | undefined;
  /** The inputs of a page file of this server's content folder. */
  inputsOf(locale: Locale, filePath: string, source: string): Omit<StoreInputs, "kind">;
}

export interface ServerPageStoreOptions {
  production: boolean;
  /** PAGE_STORE_DIR; a missing store is an empty one: every page is then compiled on demand. */
  dir: string;
  compilerFile: string;
  contractDir: string;
  contentDir: string;
}

export function createServerPageStore({ production, dir, compilerFile, contractDir, contentDir }: ServerPageStoreOptions): ServerPageStore {
  let store: PageStore | undefined;
  let opening: Promise<void> | undefined;
  return {
    open() {
      opening ??= (async () => {
        if (!production) return;
        store = await PageStore.open({ dir, compilerFile, contractDir });
        if (store.size === 0) log("warn", { msg: "page store is empty: every page is compiled on demand", dir });
      })();
      return opening;
    },
    state: () => (!production || store ? "ok" : "loading"),
    current: () => store,
    inputsOf: (locale, filePath, source) => storeInputsOf(contentDir, locale, filePath, source),
  };
}
