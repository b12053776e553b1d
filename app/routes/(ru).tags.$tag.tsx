import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AppLink } from "../components/AppLink";
import { useTranslation } from "react-i18next";
import { getContentIndex } from "../lib/content/index.server";
import { localeFromPathname, localePrefix } from "../lib/content/paths";
import { pageTitle } from "../lib/doc-meta";
import { errorMeta } from "../lib/doc-route";
import { docHeaders } from "../lib/http.server";
import { cachedByPath } from "../lib/route-handle";
import { format, resources } from "../lib/i18n";
import { canonicalRedirect } from "../lib/tag-routes.server";
import { pagesByTag } from "../lib/tags.server";

export function loader({ request, params }: LoaderFunctionArgs) {
  canonicalRedirect(request);
  const locale = localeFromPathname(new URL(request.url).pathname);
  const tag = params.tag ?? "";
  const pages = pagesByTag(getContentIndex(), locale).get(tag);
  if (!pages) throw data({ kind: "not-found", locale }, { status: 404 });
  return { locale, tag, pages };
}

export const meta: MetaFunction<typeof loader> = ({ data: page, location, error }) => {
  const strings = resources[localeFromPathname(location.pathname)].translation;
  if (error || !page) return errorMeta(error, location.pathname);
  return [
    { title: pageTitle(format(strings.tags.tagTitle, { tag: page.tag })) },
    { name: "description", content: format(strings.tags.tagDescription, { tag: page.tag }) },
    { name: "robots", content: "all" },
  ];
};

export const headers: HeadersFunction = docHeaders;
export const handle = cachedByPath;

export default function TagPage() {
  const { tag, pages, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <main id="main" className="plain-page" tabIndex={-1}>
      <h1>{t("tags.tagTitle", { tag })}</h1>
      <p className="plain-page__lead">
        {t("tags.pages", { count: pages.length })} · <AppLink to={`${localePrefix(locale)}/tags`}>{t("tags.all")}</AppLink>
      </p>
      <ul className="tag-pages">
        {pages.map((page) => (
          <li key={page.href}>
            <AppLink to={page.href} className="tag-pages__title">
              {page.title}
            </AppLink>
            <p>{page.description}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
