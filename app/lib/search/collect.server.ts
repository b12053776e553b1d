/**
 * Reads the content tree through the site's own modules (front-matter index, placeholders,
 * sidebars) and turns it into index input. Drafts and unlisted pages are left out, as the
 * sidebar and the sitemap leave them out.
 */
import fs from "node:fs";
import type { Locale } from "../../../site.config";
import { scanContent, type ContentIndex, placementOf, publicDocs, readPageSource } from "../content/index.server";
import { locales, slugToPath } from "../content";
import { searchConfig } from "./config";
import { buildSearchIndex, type PageSource } from "./index-builder";
import type { SerializedSearchIndex } from "./types";

export function collectPages(content: ContentIndex, locale: Locale): PageSource[] {
  const pages: PageSource[] = [];
  for (const doc of publicDocs(content, locale)) {
    const crumbs = placementOf(content, doc).sectionLabels;
    const { body } = readPageSource(fs.readFileSync(doc.filePath, "utf8"));
    pages.push({ path: slugToPath(doc.slug, locale), title: doc.title, description: doc.description, tags: doc.tags, crumbs, body });
  }
  return pages;
}

/** Every locale's index of the content under `root` (drafts excluded whatever NODE_ENV says). */
export function buildContentIndexes(root: string, version: string = searchConfig.defaultVersion): SerializedSearchIndex[] {
  const content = scanContent(root, { includeDrafts: false });
  return locales.map((locale) => buildSearchIndex(locale, version, collectPages(content, locale)));
}
