/** sitemap.xml and robots.txt from the content index: public pages only, with hreflang alternates. */
import { siteConfig } from "../../../site.config";
import type { ContentIndex } from "./content-index.server";
import { publicDocs } from "./model.server";
import { locales, slugToPath } from "./paths";
import { escapeMarkup } from "../platform/escape-markup";


export function buildSitemap(index: ContentIndex, baseUrl: string): string {
  const entries: string[] = [];
  for (const locale of locales) {
    for (const { slug } of publicDocs(index, locale)) {
      const alternates = locales
        .filter((other) => index.docs[other].has(slug) && !index.docs[other].get(slug)?.unlisted)
        .map(
          (other) =>
            `    <xhtml:link rel="alternate" hreflang="${siteConfig.i18n.localeConfigs[other].htmlLang}" href="${escapeMarkup(baseUrl + slugToPath(slug, other))}"/>`,
        );
      const fallback = siteConfig.i18n.defaultLocale;
      if (index.docs[fallback].has(slug)) {
        alternates.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeMarkup(baseUrl + slugToPath(slug, fallback))}"/>`);
      }
      entries.push(`  <url>\n    <loc>${escapeMarkup(baseUrl + slugToPath(slug, locale))}</loc>\n${alternates.join("\n")}\n  </url>`);
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
}

export function buildRobots(baseUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${baseUrl}/sitemap.xml\n`;
}
