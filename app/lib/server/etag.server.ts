/** Strong ETags for rendered pages, and If-None-Match matching. */
import { createHash } from "node:crypto";

export function pageETag(html: string): string {
  return `"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"`;
}

/** RFC 9110 If-None-Match with weak comparison (a W/ prefix on either side still matches). */
export function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((candidate) => bare(candidate) === bare(etag));
}
