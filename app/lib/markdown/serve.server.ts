/**
 * Markdown over HTTP: a page's `.md` path, a page URL requested with `Accept: text/markdown`, and
 * each locale's `llms.txt` / `llms-full.txt`. Each answer is made once per content version and
 * kept in the document cache beside the pages (all encodings, bounded by the same byte budget),
 * so the listener's fast path answers repeats, with ETag and 304. A path that names no page goes
 * on to the app, which shows the translated not-found page.
 */
import fs from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Locale } from "../../../site.config";
import {
  type ContentIndex,
  type ContentIndexService,
  type DocMeta,
  type PageRenderer,
  type ServerPageStore,
} from "../content/index.server";
import { slugToPath } from "../content";
import { log, type ServerConfig } from "../platform/index.server";
import {
  encodeDocument,
  htmlCacheControl,
  replyWith,
  type CachedDocument,
  type DocumentCache,
  type DocumentReply,
  type EncodedDocument,
} from "../documents/index.server";
import { serverT } from "../i18n/index.server";
import { llmsFull, llmsIndex, llmsSections } from "./llms.server";
import { prefersMarkdown } from "./negotiate.server";
import { markdownPath, parseMarkdownPath, slugOfPagePath, type MarkdownRequest } from "./urls";

/** What Markdown answers are made with and kept in. */
export interface MarkdownServices {
  /** Markdown answers are kept beside the pages. */
  documents: DocumentCache;
  /** A page unchanged since the build has its Markdown there. */
  pageStore: ServerPageStore;
  /** Converts a page edited since the build (in the compile worker in production). */
  renderer: Pick<PageRenderer, "pageMarkdown">;
  /** Links and the canonical URL point to the public origin. */
  config: Pick<ServerConfig, "baseUrl">;
}

/** What making one Markdown answer needs. */
type Makers = Omit<MarkdownServices, "documents">;

export interface MarkdownAsk {
  request: MarkdownRequest;
  /** Asked for at the page's own URL through the Accept header, not at its `.md` path. */
  negotiated: boolean;
}

/** What a request asks for in Markdown, from its path and Accept header alone; null when it wants HTML or a file. */
export function markdownAskOf(pathname: string, accept: string | null | undefined): MarkdownAsk | null {
  const request = parseMarkdownPath(pathname);
  if (request) return { request, negotiated: false };
  if (!prefersMarkdown(accept)) return null;
  const page = slugOfPagePath(pathname);
  return page ? { request: { kind: "page", ...page }, negotiated: true } : null;
}

export function markdownKey(request: MarkdownRequest): string {
  return request.kind === "page" ? `md\n${request.locale}\n${request.slug}` : `llms\n${request.locale}\n${request.full ? "full" : "index"}`;
}

/**
 * The page URL's Markdown differs from its HTML only by the Accept header: it says so, and shared
 * caches are kept out (several CDNs ignore `Vary: Accept` and would hand it to browsers).
 */
function negotiatedVariant(document: CachedDocument): EncodedDocument {
  const headers = document.headers.map(([name, value]): [string, string] =>
    name.toLowerCase() === "cache-control" ? [name, "private, max-age=60"] : [name, value],
  );
  return { ...document, headers, vary: "Accept" };
}

/** The reply for a cached Markdown answer, or null when there is none for this content version. */
export function cachedMarkdownReply(
  documents: DocumentCache,
  ask: MarkdownAsk,
  version: unknown,
  request: { method: string; acceptEncoding?: string | null; ifNoneMatch?: string | null },
): DocumentReply | null {
  const document = documents.get(markdownKey(ask.request), version);
  if (!document) return null;
  return replyWith(ask.negotiated ? negotiatedVariant(document) : document, request);
}

const markdownType = "text/markdown; charset=utf-8";

/**
 * Read from the build's page store when the page is unchanged since the build; otherwise made in the compile
 * worker: parsing MDX is the costly part (about 15 ms a page), and it stays off this thread.
 */
async function readMarkdown({ pageStore, renderer, config }: Makers, doc: DocMeta): Promise<string> {
  const source = await fs.readFile(doc.filePath, "utf8");
  const stored = await pageStore.current()?.markdown(pageStore.inputsOf(doc.locale, doc.filePath, source), config.baseUrl);
  if (stored !== undefined) return stored;
  // The renderer adds the contract folder it was built with.
  return renderer.pageMarkdown(source, { locale: doc.locale, slug: doc.slug, baseUrl: config.baseUrl });
}

/** Every public page's Markdown for llms-full.txt, one page at a time so that page compiles queued meanwhile go first. */
async function publicPagesMarkdown(makers: Makers, index: ContentIndex, locale: Locale): Promise<Map<string, string>> {
  const result = new Map<string, string>();
  for (const section of llmsSections(index, locale)) {
    for (const doc of section.docs) {
      try {
        result.set(doc.slug, await readMarkdown(makers, doc));
      } catch (error) {
        log("error", { msg: "markdown failed", slug: doc.slug, locale, error: String(error) });
        result.set(doc.slug, `# ${doc.title}\n`);
      }
    }
  }
  return result;
}

async function makeDocument(
  makers: Makers,
  request: MarkdownRequest,
  doc: DocMeta | undefined,
  index: ContentIndex,
): Promise<CachedDocument> {
  let body: string;
  const { baseUrl } = makers.config;
  const headers: [string, string][] = [["Cache-Control", htmlCacheControl]];
  if (request.kind === "page" && doc) {
    body = await readMarkdown(makers, doc);
    headers.push(["Content-Type", markdownType], ["Link", `<${baseUrl}${slugToPath(doc.slug, doc.locale)}>; rel="canonical"`]);
  } else if (request.kind === "llms" && request.full) {
    const pages = await publicPagesMarkdown(makers, index, request.locale);
    body = llmsFull(index, request.locale, baseUrl, (page) => pages.get(page.slug) ?? `# ${page.title}\n`);
    headers.push(["Content-Type", "text/plain; charset=utf-8"]);
  } else {
    body = llmsIndex(index, request.locale, baseUrl);
    headers.push(["Content-Type", "text/plain; charset=utf-8"]);
  }
  const encoded = await encodeDocument(200, headers, body);
  const { gzip, br } = encoded;
  if (!gzip || !br) throw new Error("markdown encodings missing");
  return { ...encoded, gzip, br, version: index };
}

/** The answer from the document cache, made once for a burst of cold requests for one file. */
function documentFor(
  { documents, ...makers }: MarkdownServices,
  request: MarkdownRequest,
  doc: DocMeta | undefined,
  index: ContentIndex,
): Promise<CachedDocument> {
  return documents.fetch(markdownKey(request), index, () => makeDocument(makers, request, doc, index));
}

/** A page's Markdown, the same text `/{path}.md` answers (made once per content version, kept in the document cache). */
export async function pageMarkdownText(services: MarkdownServices, doc: DocMeta, index: ContentIndex): Promise<string> {
  const document = await documentFor(services, { kind: "page", locale: doc.locale, slug: doc.slug }, doc, index);
  return document.identity.toString("utf8");
}

function send(res: ServerResponse, reply: DocumentReply): void {
  res.statusCode = reply.status;
  for (const [name, value] of reply.headers) res.setHeader(name, value);
  res.end(reply.body ?? undefined);
}

function sendPlain(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  res.statusCode = status;
  for (const [name, value] of Object.entries({ ...headers, "Content-Type": "text/plain; charset=utf-8" })) res.setHeader(name, value);
  res.end(body);
}

/**
 * Answers a Markdown request that the listener's cache could not (the first since the content
 * changed, or a redirect). Returns false when the request is not for Markdown or names no page:
 * the app then renders it (its not-found page, or the page's own redirect).
 */
export async function answerMarkdown(
  req: IncomingMessage,
  res: ServerResponse,
  services: MarkdownServices & { content: ContentIndexService },
): Promise<boolean> {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const url = new URL(req.url ?? "/", "http://localhost");
  const ask = markdownAskOf(url.pathname, req.headers.accept);
  if (!ask) return false;
  const index = services.content.current();
  const { request } = ask;
  const doc = request.kind === "page" ? index.docs[request.locale].get(request.slug) : undefined;
  if (request.kind === "page" && !doc) {
    // `/interface.md` → `/interface/index.md`, as the page's own URL moves to `/interface/`.
    const indexSlug = `${request.slug}/index`;
    if (ask.negotiated || !index.docs[request.locale].has(indexSlug)) return false;
    sendPlain(res, 301, "", { Location: `${markdownPath(indexSlug, request.locale)}${url.search}` });
    return true;
  }
  let document: CachedDocument;
  try {
    document = await documentFor(services, request, doc, index);
  } catch (error) {
    log("error", { msg: "markdown failed", path: url.pathname.slice(0, 256), error: String(error) });
    const t = serverT(request.locale);
    sendPlain(res, 500, `${t("crash.title")}\n\n${t("crash.body")}\n`, { "Cache-Control": "no-store" });
    return true;
  }
  send(
    res,
    replyWith(ask.negotiated ? negotiatedVariant(document) : document, {
      method: req.method,
      acceptEncoding: req.headers["accept-encoding"],
      ifNoneMatch: req.headers["if-none-match"],
    }),
  );
  return true;
}
