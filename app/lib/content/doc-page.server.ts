/**
 * Everything a docs page needs, resolved from the request URL: the rendered page,
 * its sidebar, breadcrumbs, paginator and language alternates. Routes stay thin.
 */
import { data, redirect } from "@remix-run/node";
import { siteConfig, type Locale } from "../../../site.config";
import type { SidebarName } from "../../../content/sidebars";
import type { ContentIndex, ContentIndexService } from "./content-index.server";
import { closestPages, type ClosestPage } from "./closest-pages.server";
import { crumbsFor, placementOf, publicDocs, tagRef, type Crumb, type TagRef } from "./model.server";
import { PageCompileError, type PageCache } from "./page-cache.server";
import { WorkerRestartError } from "./page-renderer.server";
import { QueueFullError } from "../queue";
import { locales, resolvePath, slugToPath } from "./paths";
import { hasApiColumns } from "./api-columns";
import { flattenLinks, type SidebarItem } from "./sidebar";
import { log, type ServerConfig } from "../platform/index.server";
import { contentRelativePath } from "./content-dates.server";
import type { TocEntry } from "../mdx";
import type { PageBodySlot } from "./page-body-slot";

export type { Crumb };

export interface PageLink {
  label: string;
  href: string;
}

export interface DocPageData {
  locale: Locale;
  slug: string;
  title: string;
  description: string;
  tags: TagRef[];
  draft: boolean;
  unlisted: boolean;
  /** The page body; null in a document's own data, which has it in its markup (see lib/page/page-body.tsx). */
  html: string | null;
  toc: TocEntry[];
  /** An API page whose examples stand beside its fields at wide widths: its layout gives them the TOC's width. */
  apiColumns: boolean;
  sidebarName: SidebarName;
  sidebar: SidebarItem[];
  breadcrumbs: Crumb[];
  previous: PageLink | null;
  next: PageLink | null;
  /** Same page in every locale that has it, for hreflang and the language switch. */
  alternates: Partial<Record<Locale, string>>;
  /** When the page last changed (ISO 8601 for `<time datetime>`, and as readers of the locale write dates). */
  updated: { iso: string; text: string };
  /** The page's source in the repository's web editor (EDIT_URL); null: no "suggest a change" link. */
  editHref: string | null;
}

/** "25 листопада 2026 р.": dates in UTC, so every server renders the same text for the same commit. */
function updatedOn(ms: number, locale: Locale) {
  const date = new Date(ms);
  const format = new Intl.DateTimeFormat(siteConfig.i18n.localeConfigs[locale].htmlLang, { dateStyle: "long", timeZone: "UTC" });
  return { iso: date.toISOString(), text: format.format(date) };
}

/** Seconds a reader (or crawler) is asked to wait when the compiler is saturated. */
export const OVERLOAD_RETRY_AFTER_S = 5;

function pageNeighbours(sidebar: SidebarItem[], slug: string) {
  const links = flattenLinks(sidebar);
  const at = links.findIndex((l) => l.slug === slug);
  const toLink = (l: (typeof links)[number] | undefined): PageLink | null => (l ? { label: l.label, href: l.href } : null);
  return at === -1 ? { previous: null, next: null } : { previous: toLink(links[at - 1]), next: toLink(links[at + 1]) };
}

/** What a 404 of a page path carries: the pages the reader most likely meant (shown by the not-found page). */
export interface NotFoundData {
  closest: ClosestPage[];
}

function notFound(pathname: string, index: ContentIndex, locale: Locale) {
  const body: NotFoundData = { closest: closestPages(pathname, publicDocs(index, locale), locale) };
  return data(body, { status: 404 });
}

/** Throws a redirect, or an error response whose status alone picks the error page (root.tsx). */
export async function loadDocPage(
  request: Request,
  { content, pages, config }: { content: ContentIndexService; pages: PageCache; config: Pick<ServerConfig, "editUrl"> },
  { dataRequest = false, pageBody }: { dataRequest?: boolean; pageBody?: PageBodySlot } = {},
): Promise<DocPageData> {
  const url = new URL(request.url);
  const index = content.current();
  const exists = (locale: Locale, slug: string) => index.docs[locale].has(slug);
  let resolution = resolvePath(url.pathname, exists);
  if (resolution.kind === "redirect") {
    // A data fetch for an index page arrives without its trailing slash (Remix drops it when it builds
    // `/interface.data`); sending it to the canonical URL would make the client fetch the same data again.
    if (dataRequest && resolution.location === `${url.pathname}/`) resolution = resolvePath(resolution.location, exists);
    else throw redirect(`${resolution.location}${url.search}`, 301);
  }
  if (resolution.kind !== "page") throw notFound(url.pathname, index, resolution.locale);
  const { locale, slug } = resolution;
  const doc = index.docs[locale].get(slug);
  if (!doc) throw notFound(url.pathname, index, locale);

  let page;
  try {
    page = await pages.get(locale, slug, doc.filePath, request.signal);
  } catch (error) {
    const passing = error instanceof PageCompileError && error.cause instanceof WorkerRestartError;
    if (error instanceof QueueFullError || passing || request.signal.aborted) {
      if (!request.signal.aborted) log("warn", { msg: passing ? "compile worker restarted" : "compile queue full", path: url.pathname });
      throw data(null, { status: 503, headers: { "Retry-After": String(OVERLOAD_RETRY_AFTER_S), "Cache-Control": "no-store" } });
    }
    if (!(error instanceof PageCompileError)) throw error;
    log("error", { msg: "page compile failed", path: url.pathname, error: String(error.cause) });
    throw data(null, { status: 500, headers: { "Cache-Control": "no-store" } });
  }

  const placement = placementOf(index, doc);
  const { sidebarName, sidebar } = placement;
  if (pageBody) pageBody.html = page.html;
  const alternates: Partial<Record<Locale, string>> = {};
  for (const other of locales) if (index.docs[other].has(slug)) alternates[other] = slugToPath(slug, other);

  return {
    locale,
    slug,
    title: doc.title,
    description: doc.description,
    tags: doc.tags.map((tag) => tagRef(tag, locale)),
    draft: doc.draft,
    unlisted: doc.unlisted,
    html: pageBody ? null : page.html,
    toc: page.toc,
    apiColumns: hasApiColumns(page.html),
    sidebarName,
    sidebar,
    breadcrumbs: crumbsFor(placement, doc),
    ...(siteConfig.layout.showPaginator ? pageNeighbours(sidebar, slug) : { previous: null, next: null }),
    alternates,
    updated: updatedOn(doc.updatedMs, locale),
    editHref: config.editUrl ? `${config.editUrl}${contentRelativePath(index.root, doc.filePath)}` : null,
  };
}

/** The locale of `path` when it is the canonical path of a page served now, else null (feedback names pages so). */
export function servedPageLocale(index: ContentIndex, path: string): Locale | null {
  const resolution = resolvePath(path, (locale, slug) => index.docs[locale].has(slug));
  return resolution.kind === "page" ? resolution.locale : null;
}
