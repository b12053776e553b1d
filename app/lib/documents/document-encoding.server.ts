/**
 * A finished document as bytes: identity plus the compressed variants asked for (all of them for
 * a document the cache keeps, only the reader's for one that is sent once), a strong ETag per
 * encoding, and the one place that decides between 200 and 304 for documents.
 */
import { promisify } from "node:util";
import zlib from "node:zlib";
import Negotiator from "negotiator";
import { bytesTag, etagOf, ifNoneMatchHolds, type Encoding } from "./etag.server";

export type { Encoding };
const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export interface EncodedDocument {
  status: number;
  /** Response headers other than ETag, Content-Encoding, Content-Length and Vary. */
  headers: [string, string][];
  /** The request headers besides Accept-Encoding that the bytes depend on (`Cookie, Accept`), or "". */
  vary: string;
  /** The ETag of the identity bytes, without quotes. */
  tag: string;
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

export type Compression = Exclude<Encoding, "identity">;
export const ALL_COMPRESSIONS: readonly Compression[] = ["gzip", "br"];
const PREFERENCE: Encoding[] = ["br", "gzip", "identity"];

/**
 * The smallest brotli window (log2 of bytes, 16–22) that holds the whole document, so compression
 * is as good as with the default 4 MB window. The encoder allocates its window per call: with the
 * default, 16 parallel uncached pages (search results) ran at half the rate of gzip, mostly in GC.
 */
export function brotliWindowBits(length: number): number {
  return Math.min(zlib.constants.BROTLI_DEFAULT_WINDOW, Math.max(16, Math.ceil(Math.log2(length + 1))));
}

// Quality 6 / level 6: within a few per cent of the best ratio at a hundredth of brotli-11's time.
const compressors: Record<Compression, (bytes: Buffer) => Promise<Buffer>> = {
  gzip: (bytes) => gzip(bytes, { level: 6 }),
  br: (bytes) =>
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
        [zlib.constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(bytes.length),
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
};

/** Cache headers for HTML (and Markdown): short for browsers and CDNs, revalidated in the background. */
export const htmlCacheControl = "public, max-age=60, s-maxage=300, stale-while-revalidate=3600";

/** No cache (browser or edge) keeps an error: a fixed page must show at once, not after the edge's TTL. */
export const ERROR_CACHE_CONTROL = "no-store";

/** The headers of an answer with this status: an error's Cache-Control is always `no-store`. */
export function errorSafeHeaders(status: number, headers: [string, string][]): [string, string][] {
  if (status < 400) return headers;
  return [...headers.filter(([name]) => name.toLowerCase() !== "cache-control"), ["Cache-Control", ERROR_CACHE_CONTROL]];
}

export async function encodeDocument(
  status: number,
  headers: [string, string][],
  html: string,
  compressions: readonly Compression[] = ALL_COMPRESSIONS,
): Promise<EncodedDocument> {
  const identity = Buffer.from(html, "utf8");
  const [gz, br] = await Promise.all(
    (["gzip", "br"] as const).map((name) => (compressions.includes(name) ? compressors[name](identity) : undefined)),
  );
  const tag = bytesTag(identity);
  const kept = errorSafeHeaders(
    status,
    headers.filter(([name]) => !["etag", "content-encoding", "content-length", "vary"].includes(name.toLowerCase())),
  );
  const vary = headers
    .filter(([name]) => name.toLowerCase() === "vary")
    .flatMap(([, value]) => value.split(","))
    .map((name) => name.trim())
    .filter((name) => name !== "" && name.toLowerCase() !== "accept-encoding")
    .join(", ");
  return { status, headers: kept, vary, tag, identity, ...(gz && { gzip: gz }), ...(br && { br }) };
}

/**
 * The encoding to send for an Accept-Encoding header, among those at hand: the highest q-value wins
 * (`negotiator`, the negotiation Express itself uses); on equal weights brotli, then gzip, then identity.
 */
export function negotiateEncoding(
  acceptEncoding: string | null | undefined,
  available: readonly Compression[] = ALL_COMPRESSIONS,
): Encoding {
  if (!acceptEncoding) return "identity";
  const offered = PREFERENCE.filter((encoding) => encoding === "identity" || available.includes(encoding));
  const chosen = new Negotiator({ headers: { "accept-encoding": acceptEncoding } }).encoding(offered, { preferred: PREFERENCE });
  // Identity refused too (`identity;q=0`): still identity, the one answer every client can read.
  return (chosen as Encoding | undefined) ?? "identity";
}

export function etagFor(document: EncodedDocument, encoding: Encoding): string {
  return etagOf(document.tag, encoding);
}

/** RFC 9110 If-None-Match (weak comparison). Any encoding of the same bytes counts as a match. */
export function matchesIfNoneMatch(header: string | null | undefined, document: EncodedDocument): boolean {
  return ifNoneMatchHolds(header, document.tag);
}

export type HeaderList = readonly (readonly [string, string])[];

export interface DocumentReply {
  status: number;
  /** The same array for every answer of one kind (document, encoding, 200 or 304): never change it. */
  headers: HeaderList;
  /** Null for 304 and HEAD. */
  body: Buffer | null;
}

/** Per document: its answers' headers by encoding and status, made on first use (repeat answers reuse them). */
const replyHeaders = new WeakMap<EncodedDocument, Map<string, HeaderList>>();

function headersFor(document: EncodedDocument, encoding: Encoding, notModified: boolean): HeaderList {
  let byKind = replyHeaders.get(document);
  if (!byKind) {
    byKind = new Map();
    replyHeaders.set(document, byKind);
  }
  const kind = `${notModified ? 304 : document.status} ${encoding}`;
  let headers = byKind.get(kind);
  if (!headers) {
    const vary = document.vary ? `${document.vary}, Accept-Encoding` : "Accept-Encoding";
    const list: [string, string][] = [...document.headers, ["Vary", vary], ["ETag", etagFor(document, encoding)]];
    if (!notModified) {
      if (encoding !== "identity") list.push(["Content-Encoding", encoding]);
      list.push(["Content-Length", String(bodyFor(document, encoding).length)]);
    }
    headers = list;
    byKind.set(kind, headers);
  }
  return headers;
}

const bodyFor = (document: EncodedDocument, encoding: Encoding) =>
  (encoding === "identity" ? undefined : document[encoding]) ?? document.identity;

/** What to send for this document: 304 when the client has it, otherwise the best encoding it accepts. */
export function replyWith(
  document: EncodedDocument,
  request: { method: string; acceptEncoding?: string | null; ifNoneMatch?: string | null },
): DocumentReply {
  const encoding = negotiateEncoding(
    request.acceptEncoding,
    ALL_COMPRESSIONS.filter((name) => document[name]),
  );
  if (document.status === 200 && matchesIfNoneMatch(request.ifNoneMatch, document)) {
    return { status: 304, headers: headersFor(document, encoding, true), body: null };
  }
  const headers = headersFor(document, encoding, false);
  return { status: document.status, headers, body: request.method === "HEAD" ? null : bodyFor(document, encoding) };
}

/** The compressions worth making for an answer sent once: only the one this reader takes. */
export function compressionsFor(acceptEncoding: string | null | undefined): Compression[] {
  const readers = negotiateEncoding(acceptEncoding);
  return ALL_COMPRESSIONS.filter((name) => name === readers);
}

/** The reader's answer from an encoded document as a Fetch Response: their coding, or a 304 when they have it already. */
export function documentResponse(document: EncodedDocument, request: Request): Response {
  const reply = replyWith(document, {
    method: request.method,
    acceptEncoding: request.headers.get("Accept-Encoding"),
    ifNoneMatch: request.headers.get("If-None-Match"),
  });
  // A copy: the cached bytes must not be handed to a stream that could transfer them.
  return new Response(reply.body ? new Uint8Array(reply.body) : null, {
    status: reply.status,
    headers: reply.headers.map(([name, value]): [string, string] => [name, value]),
  });
}
