/**
 * Pure mapping between URLs and content slugs.
 *
 * A slug is a page's file path inside `content/<locale>/` without `.mdx`:
 * `index`, `interface/index`, `client/balance`, `api/json/rcs/send`.
 * Index pages are canonical with a trailing slash (`/interface/`), every other
 * page without one (`/client/balance`). Ukrainian has no prefix, Russian lives under `/ru`.
 */
import { siteConfig, type Locale } from "../../../site.config";

export const locales: readonly Locale[] = siteConfig.i18n.locales;
export const defaultLocale: Locale = siteConfig.i18n.defaultLocale;

export function localePrefix(locale: Locale): string {
  return siteConfig.i18n.localeConfigs[locale].path;
}

/** The locale a URL path belongs to (from the URL only, never from headers). */
export function localeFromPathname(pathname: string): Locale {
  for (const locale of locales) {
    const prefix = localePrefix(locale);
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return locale;
  }
  return defaultLocale;
}

/** Strips the locale prefix: `/ru/client/balance` → `/client/balance`, `/ru` → `/`. */
export function stripLocale(pathname: string): { locale: Locale; rest: string } {
  const locale = localeFromPathname(pathname);
  const prefix = localePrefix(locale);
  const rest = pathname.slice(prefix.length);
  return { locale, rest: rest === "" ? "/" : rest };
}

/** Folder index pages end in `/`; every other URL (pages, tag pages) is canonical without it. */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
}

/** Canonical URL path of a slug in a locale. */
export function slugToPath(slug: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  if (slug === "index") return `${prefix}/`;
  if (slug.endsWith("/index")) return `${prefix}/${slug.slice(0, -"index".length)}`;
  return `${prefix}/${slug}`;
}

/**
 * Internal links are written without the locale (`/client/balance`); a Russian page's links get
 * `/ru` in front. Files (`/img/x.svg`, `/openapi.yaml`), anchors and other sites stay as written.
 */
export function localiseHref(href: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  const isPagePath = href.startsWith("/") && !href.startsWith("//") && !/\.[a-z0-9]+(?:[?#]|$)/i.test(href);
  if (!isPagePath || !prefix || href.startsWith(`${prefix}/`)) return href;
  return href === "/" ? `${prefix}/` : `${prefix}${href}`;
}

/** Same page in another locale, for the language switch and hreflang. */
export function switchLocalePath(pathname: string, target: Locale): string {
  const { rest } = stripLocale(pathname);
  return `${localePrefix(target)}${rest}`;
}

const SEGMENT = /^[A-Za-z0-9_-]+$/;

/** Whether every part of a slug-like path (`client/balance`) is a plain file name. */
export function isSlugLike(value: string): boolean {
  return value !== "" && value.split("/").every((s) => SEGMENT.test(s));
}

export type PathResolution =
  | { kind: "page"; locale: Locale; slug: string }
  | { kind: "redirect"; locale: Locale; location: string }
  | { kind: "not-found"; locale: Locale };

/**
 * Resolves a request path against the set of slugs that exist in its locale.
 * The non-canonical form of an existing page (trailing slash added or missing) redirects.
 */
export function resolvePath(
  pathname: string,
  hasSlug: (locale: Locale, slug: string) => boolean,
): PathResolution {
  const { locale, rest } = stripLocale(pathname);
  const trimmed = rest.replace(/^\/+|\/+$/g, "");
  const segments = trimmed === "" ? [] : trimmed.split("/");
  if (!segments.every((s) => SEGMENT.test(s)) || segments.at(-1) === "index") {
    return { kind: "not-found", locale };
  }
  const base = segments.join("/");
  const indexSlug = base === "" ? "index" : `${base}/index`;
  const candidates = hasSlug(locale, indexSlug) ? [indexSlug] : hasSlug(locale, base) ? [base] : [];
  const slug = candidates[0];
  if (!slug) return { kind: "not-found", locale };
  const canonical = slugToPath(slug, locale);
  if (pathname !== canonical) return { kind: "redirect", locale, location: canonical };
  return { kind: "page", locale, slug };
}
