import type { LoaderFunctionArgs } from "@remix-run/node";
import { atomFeed, CHANGELOG_FEED_PATH, CHANGELOG_PATH } from "../lib/changelog";
import { readChangelog } from "../lib/changelog/index.server";
import { localeFromPathname, localiseHref } from "../lib/content";
import { contractCacheControl } from "../lib/contract/index.server";
import { serverT } from "../lib/i18n/index.server";
import { compressionsFor, documentResponse, encodeDocument } from "../lib/documents/index.server";
import { siteConfig } from "../../site.config";

/** `/changelog.atom`, `/ru/changelog.atom`: the changelog of the locale as an Atom feed. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = localeFromPathname(new URL(request.url).pathname);
  const prefix = siteConfig.i18n.localeConfigs[locale].path;
  const base = context.services.config.baseUrl;
  const body = atomFeed(readChangelog(context.services.config.contentDir), {
    locale,
    pageUrl: `${base}${prefix}${CHANGELOG_PATH}`,
    feedUrl: `${base}${prefix}${CHANGELOG_FEED_PATH}`,
    title: `${siteConfig.placeholders.brand}: ${serverT(locale)("changelog.title")}`,
    author: siteConfig.placeholders.brand,
    absolute: (href) => (href.startsWith("/") ? `${base}${localiseHref(href, locale)}` : href),
  });
  const headers: [string, string][] = [
    ["Content-Type", "application/atom+xml; charset=utf-8"],
    ["Cache-Control", contractCacheControl],
  ];
  return documentResponse(await encodeDocument(200, headers, body, compressionsFor(request.headers.get("Accept-Encoding"))), request);
}
