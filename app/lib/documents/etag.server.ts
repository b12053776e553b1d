/**
 * The one owner of ETags. Every answer the app validates itself (pages, `.data`, Markdown and llms files, the
 * contract files, the Postman collection, the Atom feeds) carries a strong ETag made from its identity bytes,
 * with the content coding in it: a gzip or brotli answer is another representation of the same bytes, and a
 * shared cache must not take one for the other (RFC 9110 §8.8.3). Revalidation uses the weak comparison of
 * If-None-Match, so a client holding any coding of the same bytes, or a `W/` form of its tag that a proxy made
 * when it recompressed, gets 304. Static files under `build/client` keep Express's own validators.
 */
import { createHash } from "node:crypto";

export type Encoding = "br" | "gzip" | "identity";

const suffix: Record<Encoding, string> = { identity: "", gzip: "-gz", br: "-br" };
const ENCODINGS = Object.keys(suffix) as Encoding[];

/** The tag of these bytes (without quotes and coding): SHA-256, 160 bits in base64url, the same on every replica. */
export function bytesTag(identity: Buffer): string {
  return createHash("sha256").update(identity).digest("base64url").slice(0, 27);
}

/** The ETag header of the answer in this coding. */
export function etagOf(tag: string, encoding: Encoding): string {
  return `"${tag}${suffix[encoding]}"`;
}

/** RFC 9110 If-None-Match (weak comparison): true when the client holds these bytes in any coding, or sent `*`. */
export function ifNoneMatchHolds(header: string | null | undefined, tag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const tags = new Set(ENCODINGS.map((encoding) => etagOf(tag, encoding)));
  return header.split(",").some((candidate) => tags.has(candidate.trim().replace(/^W\//, "")));
}
