/**
 * Where the Markdown of the docs lives. A page's Markdown is at its source path under the locale,
 * `/client/balance.md`, `/ru/interface/index.md`, `/index.md`; each locale's page list for tools is
 * `/llms.txt` (`/ru/llms.txt`), all its pages in one file `/llms-full.txt`. Pure: no lookups.
 */
import type { Locale } from "../../../site.config";
import { isSlugLike, localePrefix, locales, stripLocale } from "../content";

export type MarkdownRequest = { kind: "page"; locale: Locale; slug: string } | { kind: "llms"; locale: Locale; full: boolean };

export function markdownPath(slug: string, locale: Locale): string {
  return `${localePrefix(locale)}/${slug}.md`;
}

export function llmsPath(locale: Locale, full: boolean): string {
  return `${localePrefix(locale)}/${full ? "llms-full.txt" : "llms.txt"}`;
}

/** What a `.md` or `llms*.txt` path asks for; null for any other path. The slug may not exist. */
export function parseMarkdownPath(pathname: string): MarkdownRequest | null {
  for (const locale of locales) {
    if (pathname === llmsPath(locale, false)) return { kind: "llms", locale, full: false };
    if (pathname === llmsPath(locale, true)) return { kind: "llms", locale, full: true };
  }
  if (!pathname.endsWith(".md")) return null;
  const { locale, rest } = stripLocale(pathname);
  const slug = rest.slice(1, -".md".length);
  return isSlugLike(slug) ? { kind: "page", locale, slug } : null;
}

/** The slug a canonical page path names (`/ru/interface/` → `interface/index`), without looking it up. */
export function slugOfPagePath(pathname: string): { locale: Locale; slug: string } | null {
  const { locale, rest } = stripLocale(pathname);
  const trimmed = rest.slice(1);
  const slug = trimmed === "" ? "index" : trimmed.endsWith("/") ? `${trimmed}index` : trimmed;
  return isSlugLike(slug) ? { locale, slug } : null;
}
