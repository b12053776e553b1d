/**
 * Excerpts: a window of the stored text around the first matched word, cut at word boundaries,
 * returned as plain/marked segments (rendered as text and <mark>, so no markup from content or
 * query ever reaches the page as HTML).
 */
import { matchText } from "./highlight-pattern";
import type { Segment } from "./types";

/** Splits `text` into plain and marked runs; `pattern` is a global regexp from highlightPattern. */
export function markSegments(text: string, pattern: RegExp | null): Segment[] {
  if (!pattern) return text ? [{ text }] : [];
  const segments: Segment[] = [];
  let at = 0;
  pattern.lastIndex = 0;
  for (const match of matchText(text).matchAll(pattern)) {
    const start = match.index;
    if (match[0] === "") continue;
    if (start > at) segments.push({ text: text.slice(at, start) });
    segments.push({ text: text.slice(start, start + match[0].length), mark: true });
    at = start + match[0].length;
  }
  if (at < text.length) segments.push({ text: text.slice(at) });
  return segments;
}

function firstMatch(lower: string, pattern: RegExp | null): number {
  if (!pattern) return -1;
  pattern.lastIndex = 0;
  const match = pattern.exec(lower);
  pattern.lastIndex = 0;
  return match ? match.index : -1;
}

/**
 * Up to `maxLength` characters of `text`, starting a little before the first marked word
 * (or at the beginning when only the title or heading matched), with "…" where it was cut.
 * `lower` is `matchText(text)`, when the caller keeps it (stored texts are lower-cased once, at load).
 */
export function excerpt(text: string, pattern: RegExp | null, maxLength: number, lower = matchText(text)): Segment[] {
  if (!text) return [];
  if (text.length <= maxLength) return markSegments(text, pattern);
  const hit = firstMatch(lower, pattern);
  let start = hit <= 0 ? 0 : Math.max(0, hit - Math.floor(maxLength / 4));
  if (start > 0) {
    const space = text.indexOf(" ", start);
    start = space === -1 || space >= hit ? start : space + 1;
  }
  let end = Math.min(text.length, start + maxLength);
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    if (space > start + maxLength / 2) end = space;
  }
  const segments = markSegments(text.slice(start, end).trim(), pattern);
  if (start > 0) segments.unshift({ text: "… " });
  if (end < text.length) segments.push({ text: " …" });
  return segments;
}
