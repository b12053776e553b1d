/** Tags from the pages' front matter: drafts and unlisted pages are left out, as from the sidebar and the sitemap. */
import type { Locale } from "../../site.config";
import type { ContentIndex } from "./content/index.server";
import { localePrefix, slugToPath } from "./content/paths";

export interface TaggedPage {
  title: string;
  description: string;
  href: string;
}

export interface TagSummary {
  tag: string;
  count: number;
  href: string;
}

export function tagPath(tag: string, locale: Locale): string {
  return `${localePrefix(locale)}/tags/${encodeURIComponent(tag)}`;
}

export function pagesByTag(index: ContentIndex, locale: Locale): Map<string, TaggedPage[]> {
  const byTag = new Map<string, TaggedPage[]>();
  for (const doc of index.docs[locale].values()) {
    if (doc.draft || doc.unlisted) continue;
    for (const tag of doc.tags) {
      const pages = byTag.get(tag) ?? [];
      pages.push({ title: doc.title, description: doc.description, href: slugToPath(doc.slug, locale) });
      byTag.set(tag, pages);
    }
  }
  for (const pages of byTag.values()) pages.sort((a, b) => a.title.localeCompare(b.title, locale));
  return byTag;
}

export function tagSummaries(index: ContentIndex, locale: Locale): TagSummary[] {
  return [...pagesByTag(index, locale)]
    .map(([tag, pages]) => ({ tag, count: pages.length, href: tagPath(tag, locale) }))
    .sort((a, b) => a.tag.localeCompare(b.tag));
}
