/**
 * The content index: every page's front matter, per locale, read from `content/`.
 * Built once in production (content is read-only in the image); rebuilt at most
 * once a second in development so new files and renamed titles show up.
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
}

export interface ContentIndex {
  root: string;
  docs: Record<Locale, Map<string, DocMeta>>;
}

export const contentRoot = path.resolve(process.env.CONTENT_DIR ?? "content");
const isProduction = process.env.NODE_ENV === "production";

export function scanContent(root: string, { includeDrafts }: { includeDrafts: boolean }): ContentIndex {
  const docs = {} as Record<Locale, Map<string, DocMeta>>;
  for (const locale of locales) {
    const dir = path.join(root, locale);
    const map = new Map<string, DocMeta>();
    const files = fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, encoding: "utf8" }) : [];
    for (const relative of files.filter((f) => f.endsWith(".mdx")).sort()) {
      const filePath = path.join(dir, relative);
      const slug = relative.slice(0, -".mdx".length).split(path.sep).join("/");
      let frontMatter: FrontMatter;
      try {
        frontMatter = readFrontMatter(matter(fs.readFileSync(filePath, "utf8")).data, slug);
      } catch {
        // Broken front matter: keep the page routable so its URL shows the crash page, not a 404.
        frontMatter = readFrontMatter({}, slug);
      }
      if (frontMatter.draft && !includeDrafts) continue;
      map.set(slug, { ...frontMatter, locale, slug, filePath });
    }
    docs[locale] = map;
  }
  return { root, docs };
}

let cached: { index: ContentIndex; builtAt: number } | undefined;

export function getContentIndex(): ContentIndex {
  const now = Date.now();
  if (!cached || (!isProduction && now - cached.builtAt > 1000)) {
    cached = { index: scanContent(contentRoot, { includeDrafts: !isProduction }), builtAt: now };
  }
  return cached.index;
}

export function getDocMeta(locale: Locale, slug: string): DocMeta | undefined {
  return getContentIndex().docs[locale].get(slug);
}
