/**
 * The content index: every page's front matter, per locale, read from `content/`.
 * Refreshed at most every `refreshMs` by statting the files; only changed files are
 * re-read, and an unchanged tree keeps the same index object (so caches keyed by it stay warm).
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import type { Locale } from "../../../site.config";
import { locales } from "./paths";
import { readFrontMatter, type FrontMatter } from "./front-matter";

export interface DocMeta extends FrontMatter {
  locale: Locale;
  slug: string;
  filePath: string;
  mtimeMs: number;
}

export interface ContentIndex {
  root: string;
  /** The pages served here (drafts only outside production). */
  docs: Record<Locale, Map<string, DocMeta>>;
  /** Every file read, drafts included, reused by the next scan when unchanged. */
  files: Map<string, DocMeta>;
  includeDrafts: boolean;
}

export const contentRoot = path.resolve(process.env.CONTENT_DIR ?? "content");
const isProduction = process.env.NODE_ENV === "production";
const refreshMs = isProduction ? 2000 : 500;

function readDoc(locale: Locale, slug: string, filePath: string, mtimeMs: number): DocMeta {
  let frontMatter: FrontMatter;
  try {
    frontMatter = readFrontMatter(matter(fs.readFileSync(filePath, "utf8")).data, slug);
  } catch {
    // Broken front matter: keep the page routable so its URL shows the crash page, not a 404.
    frontMatter = readFrontMatter({}, slug);
  }
  return { ...frontMatter, locale, slug, filePath, mtimeMs };
}

/** Scans the tree; files of `previous` whose mtime is unchanged are not read again. */
export function scanContent(root: string, { includeDrafts, previous }: { includeDrafts: boolean; previous?: ContentIndex }): ContentIndex {
  const files = new Map<string, DocMeta>();
  const docs = {} as Record<Locale, Map<string, DocMeta>>;
  let changed = !previous || previous.includeDrafts !== includeDrafts;
  for (const locale of locales) {
    const dir = path.join(root, locale);
    const map = new Map<string, DocMeta>();
    const names = fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, encoding: "utf8" }) : [];
    for (const relative of names.filter((f) => f.endsWith(".mdx")).sort()) {
      const filePath = path.join(dir, relative);
      const slug = relative.slice(0, -".mdx".length).split(path.sep).join("/");
      const { mtimeMs } = fs.statSync(filePath);
      const known = previous?.files.get(filePath);
      const doc = known?.mtimeMs === mtimeMs ? known : readDoc(locale, slug, filePath, mtimeMs);
      if (doc !== known) changed = true;
      files.set(filePath, doc);
      if (includeDrafts || !doc.draft) map.set(slug, doc);
    }
    docs[locale] = map;
  }
  if (previous && previous.files.size !== files.size) changed = true;
  return changed || !previous ? { root, docs, files, includeDrafts } : previous;
}

let cached: { index: ContentIndex; checkedAt: number } | undefined;

export function getContentIndex(): ContentIndex {
  const now = Date.now();
  if (!cached || now - cached.checkedAt > refreshMs) {
    cached = { index: scanContent(contentRoot, { includeDrafts: !isProduction, previous: cached?.index }), checkedAt: now };
  }
  return cached.index;
}
