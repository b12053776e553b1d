/**
 * The front door of the document cache: server.ts calls this for every request before the
 * app runs. A GET or HEAD whose canonical key has a current document is answered here, with
 * its stored encodings and a 304 when the client already has it; anything else goes on to Remix,
 * carrying the content version seen now so that what it renders is stored under that version.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { getContentIndex } from "../content/index.server";
import { readerStateFromCookies } from "../cookies.server";
import { documentKey, getDocument } from "./document-cache.server";
import { replyWith } from "./document-encoding.server";

export type CacheLookup = { served: true } | { served: false; contentVersion: unknown };

/** Sends `reply` with `res.setHeader`, replacing headers set earlier (the default CSP). */
export function sendReply(res: ServerResponse, reply: ReturnType<typeof replyWith>): void {
  for (const [name, value] of reply.headers) res.setHeader(name, value);
  res.statusCode = reply.status;
  res.end(reply.body ?? undefined);
}

export function serveCachedDocument(req: IncomingMessage, res: ServerResponse): CacheLookup {
  const contentVersion = getContentIndex();
  if (req.method !== "GET" && req.method !== "HEAD") return { served: false, contentVersion };
  let pathname: string;
  try {
    pathname = new URL(req.url ?? "/", "http://localhost").pathname;
  } catch {
    return { served: false, contentVersion };
  }
  const document = getDocument(documentKey(pathname, readerStateFromCookies(req.headers.cookie)), contentVersion);
  if (!document) return { served: false, contentVersion };
  sendReply(
    res,
    replyWith(document, {
      method: req.method,
      acceptEncoding: req.headers["accept-encoding"],
      ifNoneMatch: req.headers["if-none-match"],
    }),
  );
  return { served: true };
}
