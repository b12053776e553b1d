/**
 * "Did you mean": the published pages closest to an unknown path, by the path itself (a typo in a
 * slug: `/client/balanse` → `/client/balance`) and by the words of the page titles (`/ru/баланс`).
 * Pure and bounded: the path is cut to a fixed length and compared with each public page once.
 */
import type { Locale } from "../../../site.config";
import type { DocMeta } from "./content-index.server";
import { slugToPath, stripLocale } from "./paths";

export interface ClosestPage {
  title: string;
  href: string;
}

/** Longer paths are cut: the comparison is quadratic in the length of the two strings. */
const MAX_PATH_CHARS = 120;
/** Below this similarity (0…1) a page is not offered. */
const MIN_SIMILARITY = 0.6;

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      row[j] = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = row;
  }
  return previous[b.length] ?? 0;
}

function similarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 0 : 1 - editDistance(a, b) / longest;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1);

/** How well the requested words match a page's title words, each word by its closest counterpart. */
function titleSimilarity(requested: string[], title: string[]): number {
  if (requested.length === 0 || title.length === 0) return 0;
  const best = requested.map((word) => Math.max(...title.map((candidate) => similarity(word, candidate))));
  return best.reduce((sum, value) => sum + value, 0) / best.length;
}

/** The requested path as a slug: locale prefix, slashes at the ends, `.html`/`.md` and `index` dropped. */
function requestedSlug(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: compare the path as it came.
  }
  return stripLocale(decoded.slice(0, MAX_PATH_CHARS))
    .rest.toLowerCase()
    .replace(/\.(html?|mdx?)$/, "")
    .replace(/(^|\/)index$/, "")
    .replace(/^\/+|\/+$/g, "");
}

/** Up to `limit` public pages of `locale` that `pathname` most likely meant, best first. */
export function closestPages(pathname: string, docs: readonly DocMeta[], locale: Locale, limit = 3): ClosestPage[] {
  const wanted = requestedSlug(pathname);
  if (wanted === "") return [];
  const wantedLast = wanted.split("/").at(-1) ?? wanted;
  const wantedWords = words(wanted);
  return docs
    .map((doc) => {
      const slug = doc.slug.replace(/(^|\/)index$/, "").toLowerCase();
      const last = slug.split("/").at(-1) ?? slug;
      const score = Math.max(similarity(wanted, slug), similarity(wantedLast, last) * 0.9, titleSimilarity(wantedWords, words(doc.title)) * 0.9);
      return { doc, score };
    })
    .filter(({ score }) => score >= MIN_SIMILARITY)
    .sort((a, b) => b.score - a.score || a.doc.slug.length - b.doc.slug.length)
    .slice(0, limit)
    .map(({ doc }) => ({ title: doc.title, href: slugToPath(doc.slug, locale) }));
}
