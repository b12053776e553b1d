/**
 * Strong ETags for rendered pages. The per-request CSP nonce is the only part of a page
 * that changes between identical renders, so it is masked before hashing: the same page
 * in the same state always gets the same tag, and a conditional request can answer 304.
 */
import { createHash } from "node:crypto";

export function pageETag(html: string, nonce: string): string {
  const stable = nonce ? html.split(nonce).join("{nonce}") : html;
  return `"${createHash("sha256").update(stable).digest("base64url").slice(0, 27)}"`;
}

/** RFC 9110 If-None-Match with weak comparison (a W/ prefix on either side still matches). */
export function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((candidate) => bare(candidate) === bare(etag));
}
