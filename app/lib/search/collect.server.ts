/**
 * Reads the content tree through the site's own modules (front-matter index, placeholders,
 * sidebars) and turns it into index input. Drafts and unlisted pages are left out, as the
 * sidebar and the sitemap leave them out.
 */
import fs from "node:fs";
import matter from "gray-matter";
import type { Locale } from "../../../site.config";
import { sidebars, type SidebarName } from "../../../content/sidebars";
import { scanContent, type ContentIndex } from "../content/index.server";
import { locales, slugToPath } from "../content/paths";
import { buildSidebar, labelFor, sidebarNameFor, trailTo, type SidebarItem } from "../content/sidebar";
import { fillPlaceholders } from "../mdx/placeholders";
import { searchConfig } from "./config";
import { buildSearchIndex, type PageSource } from "./index-builder";
import type { SerializedSearchIndex } from "./types";

export function collectPages(content: ContentIndex, locale: Locale): PageSource[] {
  const docs = content.docs[locale];
  const built: Record<SidebarName, SidebarItem[]> = { docs: buildSidebar("docs", docs, locale), api: buildSidebar("api", docs, locale) };
  const pages: PageSource[] = [];
  for (const doc of docs.values()) {
    if (doc.draft || doc.unlisted) continue;
    const name = sidebarNameFor(doc.slug, built);
    const crumbs = [labelFor(sidebars[name].navbarLabel, locale), ...(trailTo(built[name], doc.slug) ?? [])];
    // Placeholders are filled before front matter is split off, as the MDX pipeline does.
    const body = matter(fillPlaceholders(fs.readFileSync(doc.filePath, "utf8"))).content;
    pages.push({ path: slugToPath(doc.slug, locale), title: doc.title, description: doc.description, tags: doc.tags, crumbs, body });
  }
  return pages;
}

/** Every locale's index of the content under `root` (drafts excluded whatever NODE_ENV says). */
export function buildContentIndexes(root: string, version: string = searchConfig.defaultVersion): SerializedSearchIndex[] {
  const content = scanContent(root, { includeDrafts: false });
  return locales.map((locale) => buildSearchIndex(locale, version, collectPages(content, locale)));
}
