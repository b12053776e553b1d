/**
 * Page-aligned bodies in the edge's cache files.
 *
 * nginx's proxy cache keeps each answer in one file: a fixed binary header (336 bytes on 64-bit builds
 * since nginx 1.9), `\nKEY: <cache key>\n`, the upstream's status line and headers exactly as received,
 * then the body. A hit sends the body with sendfile from that offset. From an offset that is not a
 * multiple of the memory page, Linux moves each page as two pieces, and the edge sent a 187 KB page
 * 30-40 % slower than nginx sending the same bytes from offset 0 (docs/PERFORMANCE.md, "Page-aligned
 * bodies at the edge"). The edge passes its cache key (`X-Edge-Cache-Key`), and the app, the only one
 * that knows its own header block, pads that block with `X-Edge-Padding` so the body starts on a page
 * boundary. The edge hides the padding from readers; without the request header nothing changes.
 */
import { STATUS_CODES, type IncomingMessage, type OutgoingHttpHeader, type OutgoingHttpHeaders, type ServerResponse } from "node:http";

export const EDGE_CACHE_KEY_HEADER = "x-edge-cache-key";
export const EDGE_PADDING_HEADER = "X-Edge-Padding";

/** nginx's `ngx_http_file_cache_header_t` on 64-bit builds, then `\nKEY: ` and the key's closing `\n`. */
const CACHE_FILE_PREFIX_BYTES = 336 + "\nKEY: ".length + "\n".length;
const PAGE_BYTES = 4096;
/** A longer key (preference cookies are the client's) is not worth padding for: the answer goes out unpadded. */
const MAX_KEY_BYTES = 2048;
const PADDING_LINE_BYTES = `${EDGE_PADDING_HEADER}: \r\n`.length;

/** Bytes of padding value that make a header block of `blockBytes` end on a page boundary of the cache file. */
export function paddingBytes(keyBytes: number, blockBytes: number): number {
  const used = CACHE_FILE_PREFIX_BYTES + keyBytes + blockBytes + PADDING_LINE_BYTES;
  return (PAGE_BYTES - (used % PAGE_BYTES)) % PAGE_BYTES;
}

type HeaderPairs = [string, OutgoingHttpHeader][];

/** The bytes Node writes for these headers (`name: value\r\n`, one line per value of a list). */
function linesBytes(pairs: HeaderPairs): number {
  let bytes = 0;
  for (const [name, value] of pairs) {
    for (const item of Array.isArray(value) ? value : [value]) bytes += name.length + 2 + String(item).length + 2;
  }
  return bytes;
}

/** Pairs as the flat list `writeHead` takes, one entry per value of a list. */
function flatList(pairs: HeaderPairs): string[] {
  return pairs.flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).flatMap((item) => [name, String(item)]));
}

function hasHeader(pairs: HeaderPairs, name: string): boolean {
  return pairs.some(([key]) => key.toLowerCase() === name);
}

/** A flat `[name, value, name, value…]` list or a list of pairs, as `writeHead` accepts them. */
function pairsOfList(list: readonly unknown[]): HeaderPairs {
  const pairs: HeaderPairs = [];
  if (list.length > 0 && Array.isArray(list[0])) {
    for (const pair of list as [string, OutgoingHttpHeader][]) pairs.push([pair[0], pair[1]]);
  } else {
    for (let i = 0; i + 1 < list.length; i += 2) pairs.push([String(list[i]), list[i + 1] as OutgoingHttpHeader]);
  }
  return pairs;
}

type WriteHeadArgs = [reason?: string | OutgoingHttpHeaders | OutgoingHttpHeader[], headers?: OutgoingHttpHeaders | OutgoingHttpHeader[]];

/**
 * Pads the answer to `req` when it comes from the edge (its cache key is in the request) and is one the edge
 * stores with a body: a 200 with a Content-Length, on a connection kept open. Call before anything is written.
 */
export function alignBodyForEdge(req: IncomingMessage, res: ServerResponse): void {
  const key = req.headers[EDGE_CACHE_KEY_HEADER];
  if (typeof key !== "string" || key.length > MAX_KEY_BYTES) return;
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, statusCode: number, ...args: WriteHeadArgs): ServerResponse {
    res.writeHead = writeHead;
    const [first, second] = args;
    const reason = typeof first === "string" ? first : undefined;
    const given = typeof first === "string" ? second : first;
    // Headers given to writeHead as a list go out as they are, after none set before; other mixes are not padded.
    const list = Array.isArray(given) && res.getHeaderNames().length === 0 ? pairsOfList(given) : null;
    const pairs: HeaderPairs | null = list ?? (given === undefined ? Object.entries(res.getHeaders()).map(([n, v]) => [n, v ?? ""]) : null);
    if (
      !pairs ||
      statusCode !== 200 ||
      !res.shouldKeepAlive ||
      !hasHeader(pairs, "content-length") ||
      hasHeader(pairs, "transfer-encoding")
    )
      return Reflect.apply(writeHead, this, [statusCode, ...args]) as ServerResponse;
    // Node adds Date and Connection (and Keep-Alive) lines of its own; stating them here fixes the block's length.
    const added: HeaderPairs = [];
    if (!hasHeader(pairs, "date") && res.sendDate) added.push(["Date", new Date().toUTCString()]);
    if (!hasHeader(pairs, "connection")) added.push(["Connection", "keep-alive"]);
    const statusLine = `HTTP/1.1 ${statusCode} ${reason ?? (res.statusMessage || STATUS_CODES[statusCode])}\r\n`;
    const blockBytes = statusLine.length + linesBytes(pairs) + linesBytes(added) + "\r\n".length;
    added.push([EDGE_PADDING_HEADER, ".".repeat(paddingBytes(key.length, blockBytes))]);
    const head = reason === undefined ? [statusCode] : [statusCode, reason];
    if (list) return Reflect.apply(writeHead, this, [...head, flatList([...list, ...added])]) as ServerResponse;
    for (const [name, value] of added) res.setHeader(name, value);
    return Reflect.apply(writeHead, this, head) as ServerResponse;
  } as ServerResponse["writeHead"];
}
