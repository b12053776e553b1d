/** `<head>` of a docs page: title, description, robots, canonical and hreflang alternates, social cards. */
import type { MetaDescriptor } from "@remix-run/node";
import { siteConfig, type Locale } from "../../../site.config";
import type { DocPageData } from "../content/index.server";
import { markdownPath } from "../markdown";
import type { RootData } from "./use-root-data";

export function pageTitle(title: string): string {
  return title === siteConfig.title ? title : `${title} ${siteConfig.titleDelimiter} ${siteConfig.title}`;
}

export function docMeta(page: DocPageData | undefined, root: RootData | undefined): MetaDescriptor[] {
  if (!page || !root) return [{ title: siteConfig.title }];
  const absolute = (path: string) => `${root.baseUrl}${path}`;
  const canonical = page.alternates[page.locale];
  const hreflang = (Object.entries(page.alternates) as [Locale, string][]).map(([locale, path]) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang: siteConfig.i18n.localeConfigs[locale].htmlLang,
    href: absolute(path),
  }));
  const xDefault = page.alternates[siteConfig.i18n.defaultLocale];
  return [
    { title: pageTitle(page.title) },
    { name: "description", content: page.description },
    { name: "robots", content: page.unlisted || page.draft ? "noindex, nofollow" : siteConfig.robots },
    ...(canonical ? [{ tagName: "link", rel: "canonical", href: absolute(canonical) }] : []),
    { tagName: "link", rel: "alternate", type: "text/markdown", href: absolute(markdownPath(page.slug, page.locale)) },
    ...hreflang,
    ...(xDefault ? [{ tagName: "link", rel: "alternate", hrefLang: "x-default", href: absolute(xDefault) }] : []),
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: siteConfig.title },
    ...(canonical ? [{ property: "og:url", content: absolute(canonical) }] : []),
    { property: "og:locale", content: siteConfig.i18n.localeConfigs[page.locale].ogLocale },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
  ];
}
