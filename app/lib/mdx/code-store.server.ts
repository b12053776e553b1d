/**
 * Code blocks highlighted ahead by `npm run build`: a page edited since the build is compiled again, but its code
 * blocks (the generated samples above all) are almost always the ones the build already highlighted. Highlighting
 * was about half of a page's compile (Oniguruma's searches, the token objects and their garbage), so a compile looks
 * each block up here first and highlights only the blocks it does not find.
 *
 * An entry is named by a hash of the block's language, meta string and code, and of the compiler build: a block
 * with other code, or a new build, simply misses. Entries are written only by the build (`record`), into a folder
 * of the page store, and are read-only while the server runs. Nothing is held in memory: an entry is a small file
 * read when a compile asks for it.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Properties } from "hast";

/** Bumped when an entry's shape or the way a block becomes HTML changes. */
const CODE_STORE_FORMAT = 1;
const ENTRY_SUFFIX = ".json.gz";
const ENTRY_FILE = /^[0-9a-f]{64}\.json\.gz$/;

/** What a highlighted block becomes: its `<pre>`'s properties, its `<code>`'s classes and the HTML of its lines. */
export interface HighlightedBlock {
  pre: Properties;
  codeClass: string;
  html: string;
}

/** Where the build writes code blocks, and the server's compile worker reads them. */
export interface CodeStoreLocation {
  dir: string;
  /** A hash of the compiler that wrote (or reads) the entries (`codeStoreLocation` makes it). */
  fingerprint: string;
  /** The build's side: blocks highlighted here are written for later compiles. */
  record?: boolean;
}

export interface CodeStore {
  get(block: BlockSource): HighlightedBlock | undefined;
  /** Keeps a block highlighted by this compile (only when recording). */
  add(block: BlockSource, highlighted: HighlightedBlock): void;
}

/** Where a compile's code blocks came from: the store, or the highlighter. */
export interface CodeBlockCounts {
  stored: number;
  highlighted: number;
}

export interface BlockSource {
  lang: string;
  meta: string;
  code: string;
}

/** The folder of code blocks inside a page store. */
export const codeStoreDir = (pageStoreDir: string) => path.join(pageStoreDir, "code");

/**
 * The code store of a page store, for the compiler that reads (or, in the build, writes) it: what the server, the
 * build and the measuring scripts all hand to the compile worker.
 */
export function codeStoreLocation({
  pageStoreDir,
  compilerFile,
  record,
}: {
  pageStoreDir: string;
  compilerFile: string;
  record?: boolean;
}): CodeStoreLocation {
  return { dir: codeStoreDir(pageStoreDir), fingerprint: codeStoreFingerprint(compilerFile), ...(record && { record }) };
}

/** What every entry depends on besides its block: the compiler build (Shiki's themes, grammars and transformers are in it). */
function codeStoreFingerprint(compilerFile: string): string {
  const hash = crypto.createHash("sha256").update(`code store ${CODE_STORE_FORMAT}\n`);
  hash.update(fs.existsSync(compilerFile) ? fs.readFileSync(compilerFile) : "no compiler file");
  return hash.digest("hex");
}

export function codeBlockKey(block: BlockSource, fingerprint: string): string {
  return crypto
    .createHash("sha256")
    .update(JSON.stringify([fingerprint, block.lang, block.meta, block.code]))
    .digest("hex");
}

export function isCodeStoreEntryFile(name: string): boolean {
  return ENTRY_FILE.test(name);
}

function parseEntry(json: string): HighlightedBlock | undefined {
  const value = JSON.parse(json) as Partial<Record<keyof HighlightedBlock, unknown>>;
  const { pre, codeClass, html } = value;
  if (typeof pre !== "object" || pre === null || Array.isArray(pre)) return undefined;
  if (typeof codeClass !== "string" || typeof html !== "string") return undefined;
  return { pre: pre as Properties, codeClass, html };
}

/** The entries of a store folder; a missing or unreadable folder is an empty store, never a failed compile. */
function entryNames(dir: string): string[] {
  try {
    return fs.readdirSync(dir).filter(isCodeStoreEntryFile);
  } catch {
    return [];
  }
}

/**
 * The store a compile reads (and, in the build, writes). Its entry names are listed once, when it is opened: a
 * lookup of a block it does not hold costs a hash, not a failed file read.
 */
export function openCodeStore({ dir, fingerprint, record = false }: CodeStoreLocation): CodeStore {
  const keys = new Set(entryNames(dir).map((name) => name.slice(0, -ENTRY_SUFFIX.length)));
  if (record) fs.mkdirSync(dir, { recursive: true });
  return {
    get(block) {
      const key = codeBlockKey(block, fingerprint);
      if (!keys.has(key)) return undefined;
      try {
        return parseEntry(zlib.gunzipSync(fs.readFileSync(path.join(dir, `${key}${ENTRY_SUFFIX}`))).toString("utf8"));
      } catch {
        // A damaged or removed entry is a miss: the block is highlighted as if it had never been stored.
        return undefined;
      }
    },
    add(block, highlighted) {
      if (!record) return;
      const key = codeBlockKey(block, fingerprint);
      if (keys.has(key)) return;
      // Written whole under a temporary name first: parallel build workers may meet the same block.
      const file = path.join(dir, `${key}${ENTRY_SUFFIX}`);
      const partial = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}`;
      fs.writeFileSync(partial, zlib.gzipSync(JSON.stringify(highlighted)));
      fs.renameSync(partial, file);
      keys.add(key);
    },
  };
}

/** Removes the entries an earlier build wrote (the build's side); returns how many. */
export function clearCodeStore(dir: string): number {
  const names = entryNames(dir);
  for (const name of names) fs.rmSync(path.join(dir, name));
  return names.length;
}
