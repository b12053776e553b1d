/**
 * `/search/suggest?q=…` (and under /ru): the navbar box's suggestions as JSON, answered by server.ts before
 * compression, static files and Remix. A suggestion is a few KB of JSON asked for on every keystroke; through
 * Remix's request handler (Fetch request and response objects, route matching, the body's web stream) and the
 * compression middleware (a brotli stream per answer) it spent more time outside the search than in it
 * (docs/PERFORMANCE.md). Security headers, the request id, the log line and the metrics come from the listener and
 * the middleware before this, as for every answer.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { compressionsFor, encodeDocument, replyWith } from "../documents/index.server";
import { readSearchParams, searchReplyInit, type SearchRequest, type SearchService } from "./search.server";
import type { SearchResponse } from "./types";

/** Below this many bytes a compressed answer saves less than its own headers and the compressor's set-up cost. */
export const COMPRESS_MIN_BYTES = 1024;

/** The JSON body: `<` is escaped so that the echoed query can never be read as markup, even by a browser that sniffs. */
export function suggestBody(result: SearchResponse): string {
  return JSON.stringify(result).replace(/</g, "\\u003c");
}

/** Status and headers of a suggestions answer (a 503 is never cached and says when to try again). */
export function suggestHeaders(result: SearchResponse): { status: number; headers: [string, string][] } {
  const init = searchReplyInit(result.status);
  return {
    status: init.status,
    headers: [
      ["Content-Type", "application/json; charset=utf-8"],
      // Same answer for everyone until the next deploy; a short lifetime keeps deploys visible quickly.
      ["Cache-Control", init.headers["Cache-Control"] ?? "public, max-age=60"],
      ["X-Robots-Tag", "noindex"],
      ...Object.entries(init.headers).filter(([name]) => name !== "Cache-Control"),
    ],
  };
}

/** Answers the suggestions for `req`; `onAnswer` sees each search and its result (the search insights). */
export async function answerSuggestions(
  req: IncomingMessage,
  res: ServerResponse,
  search: SearchService,
  onAnswer?: (request: SearchRequest, result: SearchResponse) => void,
): Promise<void> {
  const request = readSearchParams(new URL(req.url ?? "/", "http://localhost"));
  const result = await search.search(request, "suggest");
  onAnswer?.(request, result);
  const { status, headers } = suggestHeaders(result);
  const body = suggestBody(result);
  const acceptEncoding = req.headers["accept-encoding"];
  const compressions = Buffer.byteLength(body) < COMPRESS_MIN_BYTES ? [] : compressionsFor(acceptEncoding);
  const reply = replyWith(await encodeDocument(status, headers, body, compressions), {
    method: req.method ?? "GET",
    acceptEncoding,
    ifNoneMatch: req.headers["if-none-match"],
  });
  res.statusCode = reply.status;
  for (const [name, value] of reply.headers) res.setHeader(name, value);
  res.end(reply.body ?? undefined);
}
