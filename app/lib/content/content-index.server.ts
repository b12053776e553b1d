/**
 * The content index: every page's front matter, per locale, read from `content/`.
 * The folder is watched (`fs.watch`, recursive); a change rescans it a moment later, off the
 * request path, re-reading only changed files. An unchanged tree keeps the same index object,
 * so caches keyed by it stay warm. Where watching is not possible the folder is polled instead.
 */
import fs from "node:fs";
import path from "node:path";
import type { Locale } from "../../../site.config";
import { serverConfig } from "../server/index.server";
import { locales } from "./paths";
import { readFrontMatter, type FrontMatter } from "./front-matter";
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
}

export const contentRoot = serverConfig.contentDir;
const isProduction = serverConfig.production;
/** Editors write a file in several steps (truncate, write, rename): one rescan after they settle. */
const SETTLE_MS = 40;
/** Only when the platform cannot watch the folder. */
const POLL_MS = 1000;

function readDoc(locale: Locale, slug: string, filePath: string, mtimeMs: number, updatedMs: number): DocMeta {
  let frontMatter: FrontMatter;
  try {
    frontMatter = readFrontMatter(rawFrontMatter(fs.readFileSync(filePath, "utf8")), slug);
  } catch {
    // Broken front matter: keep the page routable so its URL shows the crash page, not a 404.
    frontMatter = readFrontMatter({}, slug);
  }
  return { ...frontMatter, locale, slug, filePath, mtimeMs, updatedMs };
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
  const docs = Object.fromEntries(locales.map((locale) => [locale, new Map<string, DocMeta>()])) as Record<Locale, Map<string, DocMeta>>;
  let changed = !previous || previous.includeDrafts !== includeDrafts;
  for (const { locale, slug, filePath } of listPageFiles(root)) {
    const { mtimeMs } = fs.statSync(filePath);
    const known = previous?.files.get(filePath);
    const updatedMs = (previous ? undefined : dates?.get(contentRelativePath(root, filePath))) ?? mtimeMs;
    const doc = known?.mtimeMs === mtimeMs ? known : readDoc(locale, slug, filePath, mtimeMs, updatedMs);
    if (doc !== known) changed = true;
    files.set(filePath, doc);
    if (includeDrafts || !doc.draft) docs[locale].set(slug, doc);
  }
  if (previous && previous.files.size !== files.size) changed = true;
  return changed || !previous ? { root, docs, files, includeDrafts } : previous;
}

let current: ContentIndex | undefined;
let settleTimer: NodeJS.Timeout | undefined;
let pollTimer: NodeJS.Timeout | undefined;
const changedLocales = new Set<Locale>();
const listeners = new Set<ContentListener>();

/** Called after a rescan that changed the index, with the locales whose files changed. */
export type ContentListener = (index: ContentIndex, locales: ReadonlySet<Locale>) => void;

export function onContentChange(listener: ContentListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function rescan(): void {
  const previous = current;
  try {
    current = scanContent(contentRoot, { includeDrafts: !isProduction, previous });
  } catch {
    // A file vanished between listing and reading it (an editor's rename): look again shortly.
    scheduleRescan(null);
    return;
  }
  const changed = new Set(changedLocales.size ? changedLocales : locales);
  changedLocales.clear();
  if (current !== previous) for (const listener of listeners) listener(current, changed);
}

/** The locale a changed file belongs to (`uk/client/x.mdx`), or null when it cannot tell. */
function localeOfChange(filename: string | null): Locale | null {
  const first = filename?.split(/[\\/]/)[0];
  return locales.find((locale) => locale === first) ?? null;
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
    const watcher = fs.watch(contentRoot, { recursive: true, persistent: false }, (_event, filename) => scheduleRescan(filename));
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
function contentDates(): ContentDates {
  return isProduction ? readContentDates(serverConfig.contentDatesFile, contentRoot) : gitContentDates(contentRoot);
}

export function getContentIndex(): ContentIndex {
  if (!current) {
    current = scanContent(contentRoot, { includeDrafts: !isProduction, dates: contentDates() });
    watchContent();
  }
  return current;
}
