/**
 * The content model: what the site publishes and where each page sits. Loaders, the search index,
 * the sitemap, tag pages and the Markdown/llms output all ask this module, so "public", "sidebar",
 * "breadcrumbs" and "tag list" mean the same thing everywhere.
 */
import type { Locale } from "../../../site.config";
import { sidebars, type SidebarName } from "../../../content/sidebars";
import { tagDescription, tagLabel } from "../../../content/tags";
import type { ContentIndex, DocMeta } from "./content-index.server";
import { localePrefix, slugToPath } from "./paths";
import { buildSidebar, flattenLinks, labelFor, sidebarNameFor, trailTo, type SidebarItem } from "./sidebar";

export const sidebarNames = Object.keys(sidebars) as SidebarName[];

/** Published to readers, crawlers and tools: not a draft and not unlisted (unlisted pages open by URL only). */
export function isPublic(doc: DocMeta): boolean {
  return !doc.draft && !doc.unlisted;
}

export function publicDocs(index: ContentIndex, locale: Locale): DocMeta[] {
  return [...index.docs[locale].values()].filter(isPublic);
}

// Keyed by the index object: a rescan that changes nothing keeps it, an edit replaces it.
const sidebarMemo = new WeakMap<ContentIndex, Map<Locale, Record<SidebarName, SidebarItem[]>>>();

export function sidebarsFor(index: ContentIndex, locale: Locale): Record<SidebarName, SidebarItem[]> {
  let perLocale = sidebarMemo.get(index);
  if (!perLocale) sidebarMemo.set(index, (perLocale = new Map()));
  let built = perLocale.get(locale);
  if (!built) {
    const docs = index.docs[locale];
    built = Object.fromEntries(sidebarNames.map((name) => [name, buildSidebar(name, docs, locale)])) as Record<SidebarName, SidebarItem[]>;
    perLocale.set(locale, built);
  }
  return built;
}

export interface Placement {
  sidebarName: SidebarName;
  sidebar: SidebarItem[];
  /** The navbar item's label, then the sidebar categories down to the page (without the page). */
  sectionLabels: string[];
}

/** Which sidebar a page belongs to and the path of labels that leads to it. */
export function placementOf(index: ContentIndex, doc: DocMeta): Placement {
  const built = sidebarsFor(index, doc.locale);
  const sidebarName = sidebarNameFor(doc.slug, built);
  const sidebar = built[sidebarName];
  const sectionLabels = [labelFor(sidebars[sidebarName].navbarLabel, doc.locale), ...(trailTo(sidebar, doc.slug) ?? [])];
  return { sidebarName, sidebar, sectionLabels };
}

export interface Crumb {
  label: string;
  href?: string;
}

/** Breadcrumbs of a page: its section (linked to the section's first page), the categories, the page itself. */
export function crumbsFor(placement: Placement, doc: DocMeta): Crumb[] {
  const first = flattenLinks(placement.sidebar)[0];
  const [section = "", ...categories] = placement.sectionLabels;
  if (first?.slug === doc.slug) return [{ label: section }];
  return [{ label: section, href: first?.href }, ...categories.map((label) => ({ label })), { label: doc.title }];
}

export interface TaggedPage {
  title: string;
  description: string;
  href: string;
}

/** A tag as readers see it: the slug stays in the URL, the label is in the page's language. */
export interface TagRef {
  tag: string;
  label: string;
  href: string;
}

export interface TagSummary extends TagRef {
  description: string;
  count: number;
}

export function tagRef(tag: string, locale: Locale): TagRef {
  return { tag, label: tagLabel(tag, locale), href: tagPath(tag, locale) };
}

export function tagPath(tag: string, locale: Locale): string {
  return `${localePrefix(locale)}/tags/${encodeURIComponent(tag)}`;
}

/** Public pages per tag, each list sorted by title. */
export function pagesByTag(index: ContentIndex, locale: Locale): Map<string, TaggedPage[]> {
  const byTag = new Map<string, TaggedPage[]>();
  for (const doc of publicDocs(index, locale)) {
    for (const tag of doc.tags) {
      const pages = byTag.get(tag) ?? [];
      pages.push({ title: doc.title, description: doc.description, href: slugToPath(doc.slug, locale) });
      byTag.set(tag, pages);
    }
  }
  for (const pages of byTag.values()) pages.sort((a, b) => a.title.localeCompare(b.title, locale));
  return byTag;
}

/** Every tag with its label, description and page count, in the alphabetical order of its label. */
export function tagSummaries(index: ContentIndex, locale: Locale): TagSummary[] {
  return [...pagesByTag(index, locale)]
    .map(([tag, pages]) => ({ ...tagRef(tag, locale), description: tagDescription(tag, locale), count: pages.length }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}
