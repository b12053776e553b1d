/**
 * The content index: every page's front matter, per locale, read from `content/`.
 * The folder is watched (`fs.watch`, recursive); a change rescans it a moment later, off the
 * request path, re-reading only changed files. An unchanged tree keeps the same index object,
 * so caches keyed by it stay warm. Where watching is not possible the folder is polled instead.
 */
import fs from "node:fs";
import path from "node:path";
import type { Locale } from "../../../site.config";
import { log } from "../platform/index.server";
import { locales } from "./paths";
import { readFrontMatter, type FrontMatter } from "./front-matter.server";
import { rawFrontMatter } from "./source.server";
import { contentRelativePath, gitContentDates, readContentDates, type ContentDates } from "./content-dates.server";

export interface DocMeta extends FrontMatter {
  locale: Locale;
  slug: string;
  filePath: string;
  mtimeMs: number;
  /** When the page last changed: its last commit, or its mtime when it is not committed or was edited since. */
  updatedMs: number;
}

export interface ContentIndex {
  root: string;
  /** The pages served here (drafts only outside production). */
  docs: Record<Locale, Map<string, DocMeta>>;
  /** Every file read, drafts included, reused by the next scan when unchanged. */
  files: Map<string, DocMeta>;
  includeDrafts: boolean;
  /** Files left out of the site until they can be read (see ExcludedFile). */
  excluded: ExcludedFile[];
}

/** Editors write a file in several steps (truncate, write, rename): one rescan after they settle. */
const SETTLE_MS = 40;
/** Only when the platform cannot watch the folder. */
const POLL_MS = 1000;
/** While some file is excluded, the tree is scanned again this often (a chmod may bring no watch event). */
const RETRY_EXCLUDED_MS = 2000;

/**
 * A page file that could not be used: unreadable (permissions, I/O) or with front matter that is not
 * valid YAML. It is left out of the site (it might be a draft), logged, and read again on every scan,
 * whatever its mtime: making a file readable (chmod) does not change its mtime.
 */
export interface ExcludedFile {
  filePath: string;
  reason: string;
}

type ReadResult = { ok: true; doc: DocMeta } | { ok: false; excluded: ExcludedFile };

function readDoc(locale: Locale, slug: string, filePath: string, mtimeMs: number, updatedMs: number): ReadResult {
  let raw: string;
  try {
    raw = fs.readFileSync(filePath, "utf8");
  } catch (error) {
    return { ok: false, excluded: { filePath, reason: `unreadable: ${(error as NodeJS.ErrnoException).code ?? String(error)}` } };
  }
  try {
    return { ok: true, doc: { ...readFrontMatter(rawFrontMatter(raw), slug), locale, slug, filePath, mtimeMs, updatedMs } };
  } catch (error) {
    return { ok: false, excluded: { filePath, reason: `front matter: ${error instanceof Error ? error.message : String(error)}` } };
  }
}

export interface PageFile {
  locale: Locale;
  slug: string;
  filePath: string;
}

/** The page files of a content tree, per locale in slug order: `content/uk/client/balance.mdx` → `client/balance`. */
export function listPageFiles(root: string): PageFile[] {
  return locales.flatMap((locale) => {
    const dir = path.join(root, locale);
    const names = fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, encoding: "utf8" }) : [];
    return names
      .filter((f) => f.endsWith(".mdx"))
      .sort()
      .map((relative) => ({ locale, slug: relative.slice(0, -".mdx".length).split(path.sep).join("/"), filePath: path.join(dir, relative) }));
  });
}

/**
 * Scans the tree; files of `previous` whose mtime is unchanged are not read again. `dates` (first
 * scan) are the files' last commits; a file read again on a later scan was just edited: its mtime.
 */
export function scanContent(
  root: string,
  { includeDrafts, previous, dates }: { includeDrafts: boolean; previous?: ContentIndex; dates?: ContentDates },
): ContentIndex {
  const files = new Map<string, DocMeta>();
  const excluded: ExcludedFile[] = [];
  const docs = Object.fromEntries(locales.map((locale) => [locale, new Map<string, DocMeta>()])) as Record<Locale, Map<string, DocMeta>>;
  let changed = !previous || previous.includeDrafts !== includeDrafts;
  for (const { locale, slug, filePath } of listPageFiles(root)) {
    const { mtimeMs } = fs.statSync(filePath);
    const known = previous?.files.get(filePath);
    const updatedMs = (previous ? undefined : dates?.get(contentRelativePath(root, filePath))) ?? mtimeMs;
    const read: ReadResult =
      known?.mtimeMs === mtimeMs ? { ok: true, doc: known } : readDoc(locale, slug, filePath, mtimeMs, updatedMs);
    if (!read.ok) {
      excluded.push(read.excluded);
      if (known) changed = true;
      continue;
    }
    if (read.doc !== known) changed = true;
    files.set(filePath, read.doc);
    if (includeDrafts || !read.doc.draft) docs[locale].set(slug, read.doc);
  }
  if (previous && previous.files.size !== files.size) changed = true;
  if (previous && excluded.map((e) => e.reason + e.filePath).join() !== previous.excluded.map((e) => e.reason + e.filePath).join()) changed = true;
  return changed || !previous ? { root, docs, files, includeDrafts, excluded } : previous;
}

/** Called after a rescan that changed the index, with the locales whose files changed and the pages read anew. */
export type ContentListener = (index: ContentIndex, locales: ReadonlySet<Locale>, changedDocs: readonly DocMeta[]) => void;

/** The content index of one content folder, kept current while the server runs. */
export interface ContentIndexService {
  /** The content folder (absolute). */
  readonly root: string;
  /** The index now. The first call scans the folder and starts watching it. */
  current(): ContentIndex;
  /** Listens for rescans that changed the index; returns the function that stops listening. */
  onChange(listener: ContentListener): () => void;
}

export interface ContentIndexOptions {
  root: string;
  /** Production serves no drafts and reads the commit dates written by the build (no git on the request path). */
  production: boolean;
  /** The build's commit dates (see content-dates.server.ts). */
  contentDatesFile: string;
}

/** Builds the content index service; nothing is read or watched until `current()` is first called. */
export function createContentIndex({ root, production, contentDatesFile }: ContentIndexOptions): ContentIndexService {
  let current: ContentIndex | undefined;
  let settleTimer: NodeJS.Timeout | undefined;
  let pollTimer: NodeJS.Timeout | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  const changedLocales = new Set<Locale>();
  const listeners = new Set<ContentListener>();

  function rescan(): void {
    const previous = current;
    try {
      current = scanContent(root, { includeDrafts: !production, previous });
    } catch {
      // A file vanished between listing and reading it (an editor's rename): look again shortly.
      scheduleRescan(null);
      return;
    }
    const changed = new Set(changedLocales.size ? changedLocales : locales);
    changedLocales.clear();
    if (current !== previous) {
      reportExcluded(current);
      const next = current;
      const changedDocs = [...next.files.values()].filter((doc) => previous?.files.get(doc.filePath) !== doc);
      for (const listener of listeners) listener(next, changed, changedDocs);
    }
  }

  /** Logs the files left out, and keeps looking at them until they can be read. */
  function reportExcluded(index: ContentIndex): void {
    for (const { filePath, reason } of index.excluded) log("error", { msg: "page left out of the site", file: filePath, reason });
    clearTimeout(retryTimer);
    retryTimer = undefined;
    if (index.excluded.length > 0) {
      retryTimer = setTimeout(rescan, RETRY_EXCLUDED_MS);
      retryTimer.unref();
    }
  }

  function scheduleRescan(filename: string | null): void {
    const locale = localeOfChange(filename);
    for (const changed of locale ? [locale] : locales) changedLocales.add(changed);
    clearTimeout(settleTimer);
    settleTimer = setTimeout(rescan, SETTLE_MS);
    settleTimer.unref();
  }

  function watchContent(): void {
    try {
      const watcher = fs.watch(root, { recursive: true, persistent: false }, (_event, filename) => scheduleRescan(filename));
      watcher.on("error", () => {
        watcher.close();
        pollContent();
      });
    } catch {
      pollContent();
    }
  }

  function pollContent(): void {
    if (pollTimer) return;
    pollTimer = setInterval(rescan, POLL_MS);
    pollTimer.unref();
  }

  /** Commit dates: from the build in production (no git on the request path), from git in development. */
  const contentDates = (): ContentDates => (production ? readContentDates(contentDatesFile, root) : gitContentDates(root));

  return {
    root,
    current() {
      if (!current) {
        current = scanContent(root, { includeDrafts: !production, dates: contentDates() });
        reportExcluded(current);
        watchContent();
      }
      return current;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The locale a changed file belongs to (`uk/client/x.mdx`), or null when it cannot tell. */
function localeOfChange(filename: string | null): Locale | null {
  const first = filename?.split(/[\\/]/)[0];
  return locales.find((locale) => locale === first) ?? null;
}
