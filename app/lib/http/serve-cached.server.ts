/**
 * The front door of the document cache: server.ts calls this for every request, straight from
 * Node's HTTP listener, before Express or the app run. A GET or HEAD that passes the request
 * guards and whose canonical key has a current document (a page, or Markdown: see
 * markdown/serve.server.ts) is answered here with one `writeHead`
 * (its stored encodings, a 304 when the client already has it); anything else goes on to the
 * app, carrying the content version seen now so that what it renders is stored under that version.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ContentIndexService } from "../content/index.server";
import { readerStateFromCookies } from "../preferences/index.server";
import { cachedMarkdownReply, markdownAskOf } from "../markdown/serve.server";
import { MCP_PATH } from "../mcp";
import { judgeRequest } from "./request-guards.server";
import {
  dataKey,
  documentKey,
  isDataPath,
  replyWith,
  routesParam,
  type DocumentCache,
  type DocumentReply,
  type HeaderList,
} from "../documents/index.server";

export type CacheLookup = { served: true } | { served: false; contentVersion: unknown };

/** The path of a request target, or null when it is not an origin-form path. */
function pathOf(url: string): string | null {
  if (!url.startsWith("/") || url.startsWith("//")) return null;
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/**
 * The flat header list of an answer: the headers sent with every answer (`common`) that the reply does not set
 * itself, then the reply's own. Both lists are the same arrays from one answer to the next, so it is made once.
 */
const flatLists = new WeakMap<HeaderList, WeakMap<HeaderList, readonly string[]>>();

function flatHeaders(common: HeaderList, own: HeaderList): readonly string[] {
  let byCommon = flatLists.get(own);
  if (!byCommon) {
    byCommon = new WeakMap();
    flatLists.set(own, byCommon);
  }
  let flat = byCommon.get(common);
  if (!flat) {
    const names = new Set(own.map(([name]) => name.toLowerCase()));
    flat = [...common.filter(([name]) => !names.has(name.toLowerCase())), ...own].flat();
    byCommon.set(common, flat);
  }
  return flat;
}

/**
 * @param common headers sent with every answer from here (security headers), the same array on every call; the
 * document's own headers (its Content-Security-Policy) replace those of the same name.
 * @param requestId sent as `X-Request-Id`.
 * @param services the server's services: the content index (its current version) and the document cache.
 */
export function serveCachedDocument(
  req: IncomingMessage,
  res: ServerResponse,
  common: HeaderList,
  requestId: string,
  services: { content: ContentIndexService; documents: DocumentCache },
): CacheLookup {
  const contentVersion = services.content.current();
  const method = req.method ?? "GET";
  const url = req.url ?? "/";
  if ((method !== "GET" && method !== "HEAD") || judgeRequest(method, url)) return { served: false, contentVersion };
  const pathname = pathOf(url);
  // MCP answers are per call: never from the cache, whatever the method.
  if (pathname === null || pathname === MCP_PATH) return { served: false, contentVersion };
  const conditions = { method, acceptEncoding: req.headers["accept-encoding"], ifNoneMatch: req.headers["if-none-match"] };
  const markdown = markdownAskOf(pathname, req.headers.accept);
  let reply: DocumentReply | null;
  if (markdown) reply = cachedMarkdownReply(services.documents, markdown, contentVersion, conditions);
  else {
    const state = readerStateFromCookies(req.headers.cookie);
    const key = isDataPath(pathname) ? dataKey(pathname, routesParam(url.slice(pathname.length)), state) : documentKey(pathname, state);
    const document = services.documents.get(key, contentVersion);
    reply = document ? replyWith(document, conditions) : null;
  }
  if (!reply) return { served: false, contentVersion };
  res.writeHead(reply.status, [...flatHeaders(common, reply.headers), "X-Request-Id", requestId]);
  res.end(reply.body ?? undefined);
  return { served: true };
}
