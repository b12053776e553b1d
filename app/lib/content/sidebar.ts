/**
 * Sidebars built from `content/sidebars.ts` and the pages' front matter:
 * categories are always expanded (no auto-collapse); the paginator follows sidebar order.
 */
import type { Locale } from "../../../site.config";
import { categoryLabels, sidebars, type Label, type SidebarName, type SidebarSpec } from "../../../content/sidebars";
import { slugToPath } from "./paths";

export interface DocSummary {
  slug: string;
  sidebarLabel: string;
  sidebarPosition: number;
  unlisted: boolean;
}

export type SidebarItem =
  | { type: "link"; label: string; href: string; slug: string }
  | { type: "category"; label: string; items: SidebarItem[] };

export function labelFor(label: Label, locale: Locale): string {
  return typeof label === "string" ? label : label[locale];
}

function link(doc: DocSummary, locale: Locale): SidebarItem {
  return { type: "link", label: doc.sidebarLabel, href: slugToPath(doc.slug, locale), slug: doc.slug };
}

function byPosition(a: DocSummary, b: DocSummary): number {
  return a.sidebarPosition - b.sidebarPosition || a.sidebarLabel.localeCompare(b.sidebarLabel);
}

function folderItems(dir: string, docs: DocSummary[], locale: Locale): SidebarItem[] {
  const inside = docs.filter((d) => d.slug.startsWith(`${dir}/`) && !d.unlisted);
  const direct = inside.filter((d) => !d.slug.slice(dir.length + 1).includes("/")).sort(byPosition);
  const subdirs = [...new Set(inside.map((d) => d.slug.slice(dir.length + 1)).filter((rest) => rest.includes("/")).map((rest) => `${dir}/${rest.split("/")[0]}`))];
  const order = Object.keys(categoryLabels);
  subdirs.sort((a, b) => (order.indexOf(a) >>> 0) - (order.indexOf(b) >>> 0) || a.localeCompare(b));
  return [
    ...direct.map((d) => link(d, locale)),
    ...subdirs.map((sub): SidebarItem => {
      const label = categoryLabels[sub];
      return { type: "category", label: label ? labelFor(label, locale) : (sub.split("/").at(-1) ?? sub), items: folderItems(sub, docs, locale) };
    }),
  ];
}

function buildItems(specs: SidebarSpec[], docs: Map<string, DocSummary>, locale: Locale): SidebarItem[] {
  return specs.flatMap((spec): SidebarItem[] => {
    if (spec.type === "doc") {
      const doc = docs.get(spec.id);
      return doc && !doc.unlisted ? [link(doc, locale)] : [];
    }
    const items = "dir" in spec ? folderItems(spec.dir, [...docs.values()], locale) : buildItems(spec.items, docs, locale);
    return items.length ? [{ type: "category", label: labelFor(spec.label, locale), items }] : [];
  });
}

export function buildSidebar(name: SidebarName, docs: Map<string, DocSummary>, locale: Locale): SidebarItem[] {
  return buildItems(sidebars[name].items, docs, locale);
}

export function flattenLinks(items: SidebarItem[]): Extract<SidebarItem, { type: "link" }>[] {
  return items.flatMap((item) => (item.type === "link" ? [item] : flattenLinks(item.items)));
}

/** Category labels from the sidebar root down to the page, or null when the page is not in it. */
export function trailTo(items: SidebarItem[], slug: string): string[] | null {
  for (const item of items) {
    if (item.type === "link" && item.slug === slug) return [];
    if (item.type === "category") {
      const inner = trailTo(item.items, slug);
      if (inner) return [item.label, ...inner];
    }
  }
  return null;
}

/** Content folders a sidebar's categories list (`api/json`, `client`, …). */
function foldersOf(specs: SidebarSpec[]): string[] {
  return specs.flatMap((spec) => (spec.type === "doc" ? [] : "dir" in spec ? [spec.dir] : foldersOf(spec.items)));
}

/**
 * The sidebar a page belongs to: the one listing it; an unlisted page goes with the sidebar that lists
 * its folder (or its top-level folder: `api/x` → the API sidebar), else with the first sidebar.
 */
export function sidebarNameFor(slug: string, built: Record<SidebarName, SidebarItem[]>): SidebarName {
  const names = Object.keys(built) as SidebarName[];
  const listing = names.find((name) => trailTo(built[name], slug) !== null);
  if (listing) return listing;
  const top = slug.split("/")[0] ?? "";
  const byFolder = names.find((name) => foldersOf(sidebars[name].items).some((dir) => slug.startsWith(`${dir}/`) || dir.split("/")[0] === top));
  return byFolder ?? (names[0] as SidebarName);
}

export interface NavbarSection {
  name: SidebarName;
  label: string;
  href: string;
}

/** One navbar item per sidebar: its label, linking to the sidebar's first page. */
export function navbarSections(locale: Locale): NavbarSection[] {
  return (Object.keys(sidebars) as SidebarName[]).flatMap((name) => {
    const first = sidebars[name].items.find((item) => item.type === "doc");
    return first && "id" in first ? [{ name, label: labelFor(sidebars[name].navbarLabel, locale), href: slugToPath(first.id, locale) }] : [];
  });
}
