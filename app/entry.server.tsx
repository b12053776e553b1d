/**
 * Server rendering. Documents are
 * rendered whole (pages have no deferred data), finished (well-formed, with a CSP that hashes
 * their inline scripts) and encoded once; routes that opt in through their handle store them in
 * the document cache, where server.ts finds them before the app runs next time.
 */
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { RemixServer, isRouteErrorResponse } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { localeFromPathname, localePrefix } from "./lib/content";
import { readReaderState } from "./lib/preferences/index.server";
import { cspOptionsOf, log } from "./lib/platform/index.server";
import {
  createViewPaddingFilter,
  inlineScriptHashes,
  moveTrailingContentIntoBody,
  contentSecurityPolicy,
  overloadedDocument,
} from "./lib/http/index.server";
import {
  dataKey,
  documentKey,
  routesParam,
  notFoundKey,
  ALL_COMPRESSIONS,
  encodeDocument,
  errorSafeHeaders,
  compressionsFor,
  documentResponse,
  type Compression,
  type EncodedDocument,
} from "./lib/documents/index.server";
import { closestFromError, isCachedByPath, ServerPageBodyProvider } from "./lib/page";
import { OVERLOAD_RETRY_AFTER_S } from "./lib/content/index.server";
import { QueueAbortError, QueueFullError } from "./lib/queue";

/** A render still running this long after its turn came is aborted (its timer is cleared when it ends first). */
export const streamTimeout = 5000;

/** For server.ts: answers a request from the document cache before the app runs. */
export { serveCachedDocument } from "./lib/http/serve-cached.server";
/** For server.ts: Markdown of pages and llms.txt not yet in the cache. */
export { answerMarkdown } from "./lib/markdown/serve.server";
/** For server.ts: builds the services once, at start (nothing is built on import), passed to the routes in the load context. */
export { createServices } from "./lib/services/index.server";
/** For server.ts: the MCP server at /mcp (it shares the app's search indexes, queue and caches). */
export { answerMcp } from "./lib/mcp/index.server";
/** For server.ts: the navbar's suggestions (JSON), answered without Remix's request machinery. */
export { answerSuggestions } from "./lib/search/index.server";

function renderDocument(element: JSX.Element): Promise<{ html: string; failed: boolean; timedOut: boolean }> {
  return new Promise((resolve, reject) => {
    let failed = false;
    let timedOut = false;
    const { pipe, abort } = renderToPipeableStream(element, {
      onAllReady() {
        const body = createViewPaddingFilter();
        const chunks: Buffer[] = [];
        body.on("data", (chunk: Buffer) => chunks.push(chunk));
        body.on("end", () => {
          clearTimeout(deadline);
          resolve({ html: Buffer.concat(chunks).toString("utf8"), failed, timedOut });
        });
        body.on("error", (error) => {
          clearTimeout(deadline);
          reject(error);
        });
        pipe(body);
      },
      onShellError(error) {
        clearTimeout(deadline);
        reject(error);
      },
      onError(error: unknown) {
        failed = true;
        log("error", { msg: "render failed", error: String(error) });
      },
    });
    const deadline = setTimeout(() => {
      timedOut = true;
      log("error", { msg: "render deadline passed", ms: streamTimeout });
      abort();
    }, streamTimeout);
  });
}

/** Renders of cacheable documents under way: concurrent misses of one document (a burst after an edit) render once. */
const rendering = new Map<string, { version: unknown; document: Promise<EncodedDocument> }>();

function renderOnce(key: string, version: unknown, renderNow: () => Promise<EncodedDocument>): Promise<EncodedDocument> {
  const running = rendering.get(key);
  if (running && running.version === version) return running.document;
  const document = renderNow().finally(() => {
    if (rendering.get(key)?.document === document) rendering.delete(key);
  });
  rendering.set(key, { version, document });
  return document;
}

type CachePolicy = { kind: "page" | "not-found"; key: string } | null;

/** Which document-cache entry this response is, if any: decided by the leaf route's handle. */
function cachePolicy(request: Request, context: EntryContext): CachePolicy {
  const handler = context.staticHandlerContext;
  const leaf = handler.matches.at(-1)?.route.id;
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (!leaf || !isCachedByPath(context.routeModules[leaf]?.handle) || handler.actionData) return null;
  const { pathname } = new URL(request.url);
  const state = readReaderState(request);
  if (handler.statusCode === 200 && !handler.errors) return { kind: "page", key: documentKey(pathname, state) };
  if (handler.statusCode === 404) {
    return { kind: "not-found", key: notFoundKey(localeFromPathname(pathname), state, suggestedPaths(handler.errors)) };
  }
  return null;
}

/** The paths a not-found page suggests (see loadDocPage), which make its document differ from the plain one. */
function suggestedPaths(errors: Record<string, unknown> | null): string[] {
  const error = Object.values(errors ?? {})[0];
  return isRouteErrorResponse(error) ? closestFromError(error.data).map((page) => page.href) : [];
}

/**
 * Renders the canonical form of the request: a cached page must not carry one reader's query
 * string (language links, return-to fields), and the shared not-found document no path at all.
 */
function canonicalise(context: EntryContext, policy: CachePolicy): void {
  if (!policy) return;
  const location = context.staticHandlerContext.location;
  const pathname = policy.kind === "not-found" ? `${localePrefix(localeFromPathname(location.pathname))}/` : location.pathname;
  context.staticHandlerContext.location = { ...location, pathname, search: "", hash: "" };
}

async function render(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
  compressions: readonly Compression[],
  { pageBody, services }: AppLoadContext,
  signal: AbortSignal | undefined,
): Promise<EncodedDocument> {
  let rendered: Awaited<ReturnType<typeof renderDocument>>;
  try {
    rendered = await services.renders(
      () =>
        renderDocument(
          <ServerPageBodyProvider value={pageBody?.html}>
            <RemixServer context={context} url={request.url} />
          </ServerPageBodyProvider>,
        ),
      signal,
    );
  } catch (error) {
    // Too many documents waiting for their render, or the reader went away while theirs waited: overload, not a fault.
    if (!(error instanceof QueueFullError || error instanceof QueueAbortError)) throw error;
    return encodeDocument(503, [...overloaded(headers)], overloadedDocument(new URL(request.url).pathname), compressions);
  }
  const { html, failed, timedOut } = rendered;
  const finished = moveTrailingContentIntoBody(html);
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Content-Security-Policy", contentSecurityPolicy(inlineScriptHashes(finished), cspOptionsOf(services.config)));
  // A render that missed its deadline met a saturated server: that is overload (try again), not a broken page.
  return encodeDocument(timedOut ? 503 : failed ? 500 : status, [...(timedOut ? overloaded(headers) : headers)], finished, compressions);
}

function overloaded(headers: Headers): Headers {
  headers.set("Retry-After", String(OVERLOAD_RETRY_AFTER_S));
  headers.set("Cache-Control", "no-store");
  return headers;
}

/**
 * Data replies of client navigations (`/path.data`). An error is never cacheable. A page's data (its loader set
 * `cacheableData`) is stored once, in every encoding, under the canonical data key, so a flood of distinct
 * `?_highlight=` links costs one render; the front door (serve-cached.server.ts) answers the next ones.
 */
export async function handleDataRequest(response: Response, { request, context }: { request: Request; context: AppLoadContext }) {
  if (response.status >= 400) {
    return new Response(response.body, { status: response.status, headers: errorSafeHeaders(response.status, [...response.headers]) });
  }
  const version = context.contentVersion;
  if (response.status !== 200 || context.cacheableData !== true || version === undefined || request.method !== "GET") return response;
  const url = new URL(request.url);
  const encoded = await encodeDocument(200, [...response.headers], await response.text());
  const { gzip, br } = encoded;
  if (gzip && br)
    context.services.documents.store(dataKey(url.pathname, routesParam(url.search), readReaderState(request)), {
      ...encoded,
      gzip,
      br,
      version,
    });
  return documentResponse(encoded, request);
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const policy = cachePolicy(request, remixContext);
  const version = loadContext.contentVersion;
  const { documents } = loadContext.services;
  let document: EncodedDocument | undefined = policy && version !== undefined ? documents.get(policy.key, version) : undefined;
  if (!document) {
    canonicalise(remixContext, policy);
    // A document the cache keeps gets every encoding once; one sent once, only the reader's.
    const cacheable = policy !== null && version !== undefined;
    const compressions = cacheable ? ALL_COMPRESSIONS : compressionsFor(request.headers.get("Accept-Encoding"));
    const renderNow = async () => {
      // A render shared by every reader of the document (renderOnce) keeps its turn when the reader who started it leaves.
      const signal = cacheable ? undefined : request.signal;
      const rendered = await render(request, responseStatusCode, responseHeaders, remixContext, compressions, loadContext, signal);
      const { gzip, br } = rendered;
      if (cacheable && gzip && br && rendered.status === remixContext.staticHandlerContext.statusCode) {
        documents.store(policy.key, { ...rendered, gzip, br, version });
      }
      return rendered;
    };
    document = cacheable ? await renderOnce(policy.key, version, renderNow) : await renderNow();
  }
  return documentResponse(document, request);
}
