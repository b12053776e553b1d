/**
 * What each MCP tool does, without the protocol: plain inputs in, a result or a problem out. The
 * search is the site's own search service (same index, same ranking, same queue as /search); pages
 * are read as the Markdown `/{path}.md` serves; page lists come from the content model that
 * llms.txt uses. Every tool takes a turn in the searches' queue, so a burst of calls past it is
 * shed with the same "busy" answer as a burst of searches.
 */
import type { Locale } from "../../../site.config";
import type { ContentIndex, ContentIndexService, DocMeta, PageRenderer, ServerPageStore } from "../content/index.server";
import { QueueFullError } from "../queue";
import { defaultLocale, localeFromPathname, resolvePath, slugToPath, stripLocale } from "../content";
import { serverT } from "../i18n/index.server";
import { markdownPath, slugOfPagePath } from "../markdown";
import { llmsSections } from "../markdown/llms.server";
import { pageMarkdownText } from "../markdown/serve.server";
import { parseContext, searchConfig, type SearchService, type Segment } from "../search/index.server";
import type { ServerConfig } from "../platform/index.server";
import { type DocumentCache } from "../documents/index.server";
import { mcpLimits } from "./limits";
import { describeOperation, findOperation, type OperationDescription, type OperationQuery } from "./operations.server";
import { sitePathOf } from "./site-path";

/** The services the tools read. */
export interface ToolServices {
  content: ContentIndexService;
  search: SearchService;
  /** read_page's Markdown is the `.md` answer, kept there. */
  documents: DocumentCache;
  pageStore: ServerPageStore;
  /** Markdown of pages edited since the build. */
  renderer: PageRenderer;
  /** Links point to the public origin; get_operation reads the served contract. */
  config: Pick<ServerConfig, "baseUrl" | "contractDir">;
}

/** A tool's outcome: its result, or a problem told to the assistant as a tool error (never an HTTP error). */
export type ToolOutcome<T> = { ok: true; value: T } | { ok: false; problem: string };

const problem = (text: string): ToolOutcome<never> => ({ ok: false, problem: text });

/** The busy answer of /search, in the caller's language, with the wait it asks for. */
export function busyProblem(locale: Locale): ToolOutcome<never> {
  return problem(`${serverT(locale)("search.busy")} (busy: retry in ${searchConfig.busy.retryAfterSeconds} s)`);
}

/** Runs a tool's work in the searches' queue; a full queue is the busy answer. */
async function takingTurn<T>(
  services: ToolServices,
  locale: Locale,
  work: () => Promise<ToolOutcome<T>> | ToolOutcome<T>,
): Promise<ToolOutcome<T>> {
  try {
    return await services.search.inTurn(work);
  } catch (error) {
    if (error instanceof QueueFullError) return busyProblem(locale);
    throw error;
  }
}

const plain = (segments: readonly Segment[]) => segments.map((segment) => segment.text).join("");
const absoluteIn = (services: ToolServices) => (path: string) => `${services.config.baseUrl}${path}`;

export interface SearchDocsInput {
  query: string;
  locale: Locale;
  section?: string;
  limit?: number;
}

export interface SearchDocsHit {
  title: string;
  url: string;
  markdownUrl: string;
  breadcrumbs: string[];
  excerpt: string;
  sections: { heading: string; url: string; excerpt: string }[];
}

export interface SearchDocsResult {
  query: string;
  locale: Locale;
  /** Pages that match, of which the first `results.length` are here. */
  total: number;
  /** No page has every word: these have most of them. */
  partial: boolean;
  section: string | null;
  /** Nothing matched inside `section`: the results come from the whole site. */
  outsideSection: boolean;
  results: SearchDocsHit[];
}

export async function searchDocs(services: ToolServices, input: SearchDocsInput): Promise<ToolOutcome<SearchDocsResult>> {
  const absolute = absoluteIn(services);
  const { locale } = input;
  if (input.section !== undefined && !parseContext(input.section, locale)) {
    return problem(`"${input.section}" is not a section path. Use one such as /api/, /api/json/, /client/ or /admin/.`);
  }
  const result = await services.search.search(
    { locale, query: input.query.replace(/\p{Cc}/gu, " "), ctx: input.section ?? null, version: null, page: 1, exact: false },
    "page",
  );
  if (result.status === "busy") return busyProblem(locale);
  if (result.status === "unavailable") return problem(serverT(locale)("search.unavailable"));
  if (result.status === "empty") return problem("The query is empty: pass the words to look for.");
  const limit = Math.min(input.limit ?? mcpLimits.defaultResults, mcpLimits.maxResults);
  return {
    ok: true,
    value: {
      query: result.query,
      locale,
      total: result.total,
      partial: result.partial,
      section: result.context?.label ?? null,
      outsideSection: result.outside,
      results: result.pages.slice(0, limit).map((page) => {
        const slug = slugOfPagePath(page.path)?.slug ?? "index";
        return {
          title: plain(page.title),
          url: absolute(page.path),
          markdownUrl: absolute(markdownPath(slug, locale)),
          breadcrumbs: page.crumbs,
          excerpt: plain(page.excerpt),
          sections: page.sections.map((section) => ({
            heading: plain(section.heading),
            url: absolute(`${page.path}#${section.hash}`),
            excerpt: plain(section.excerpt),
          })),
        };
      }),
    },
  };
}

/** The page a site path names in the current content, following the trailing-slash redirect; or why there is none. */
export function findPage(index: ContentIndex, pathname: string): ToolOutcome<DocMeta> {
  const hasSlug = (locale: Locale, slug: string) => index.docs[locale].has(slug);
  let resolved = resolvePath(pathname, hasSlug);
  if (resolved.kind === "redirect") resolved = resolvePath(resolved.location, hasSlug);
  const doc = resolved.kind === "page" ? index.docs[resolved.locale].get(resolved.slug) : undefined;
  return doc ? { ok: true, value: doc } : problem(`No page at ${pathname}. Find pages with search_docs or list_pages.`);
}

export interface ReadPageResult {
  url: string;
  markdownUrl: string;
  locale: Locale;
  markdown: string;
}

export async function readPage(services: ToolServices, input: { path: string }): Promise<ToolOutcome<ReadPageResult>> {
  const absolute = absoluteIn(services);
  const path = sitePathOf(input.path, services.config.baseUrl);
  // Only admission happens in the queue: a page's first Markdown is made in the compile worker, and
  // searches should not wait behind it.
  const admitted = await takingTurn(services, path.ok ? localeFromPathname(path.pathname) : defaultLocale, () => ({
    ok: true,
    value: undefined,
  }));
  if (!admitted.ok) return admitted;
  if (!path.ok) return problem(path.problem);
  const index = services.content.current();
  const found = findPage(index, path.pathname);
  if (!found.ok) return found;
  const doc = found.value;
  return {
    ok: true,
    value: {
      url: absolute(slugToPath(doc.slug, doc.locale)),
      markdownUrl: absolute(markdownPath(doc.slug, doc.locale)),
      locale: doc.locale,
      markdown: await pageMarkdownText(services, doc, index),
    },
  };
}

export interface ListPagesResult {
  locale: Locale;
  section: string | null;
  groups: { heading: string; pages: { title: string; url: string; markdownUrl: string; description: string }[] }[];
}

export function listPages(services: ToolServices, input: { locale: Locale; section?: string }): Promise<ToolOutcome<ListPagesResult>> {
  const absolute = absoluteIn(services);
  const { locale } = input;
  return takingTurn(services, locale, () => {
    const context = input.section === undefined ? null : parseContext(input.section, locale);
    if (input.section !== undefined && !context)
      return problem(`"${input.section}" is not a section path. Use one such as /api/json/ or /client/.`);
    const prefix = context?.path ?? "/";
    const index = services.content.current();
    const groups = llmsSections(index, locale)
      .map((group) => ({
        heading: group.heading,
        pages: group.docs
          .filter((doc) => stripLocale(slugToPath(doc.slug, locale)).rest.startsWith(prefix))
          .map((doc) => ({
            title: doc.title,
            url: absolute(slugToPath(doc.slug, locale)),
            markdownUrl: absolute(markdownPath(doc.slug, locale)),
            description: doc.description.replace(/\s+/g, " ").trim(),
          })),
      }))
      .filter((group) => group.pages.length > 0);
    if (!groups.length) return problem(`No pages under ${prefix}. Sections: /client/, /admin/, /api/http/, /api/json/, /api/xml/.`);
    return { ok: true, value: { locale, section: context?.path ?? null, groups } };
  });
}

export function getOperation(
  services: ToolServices,
  input: OperationQuery & { locale: Locale },
): Promise<ToolOutcome<OperationDescription>> {
  return takingTurn(services, input.locale, async () => {
    const entry = findOperation(input, services.config.contractDir);
    if (typeof entry === "string") return problem(entry);
    return { ok: true, value: await describeOperation(entry, services.content.current(), input.locale, services.config) };
  });
}
