import { type HeadersFunction, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AppLink } from "../components/AppLink";
import { useTranslation, stringsFromMatches, format } from "../lib/i18n";
import { getContentIndex, canonicalRedirect, pagesByTag } from "../lib/content/index.server";
import { localeFromPathname, localePrefix } from "../lib/content";
import { pageTitle, errorMeta, cachedByPath } from "../lib/page";
import { docHeaders } from "../lib/server/index.server";

export function loader({ request, params }: LoaderFunctionArgs) {
  canonicalRedirect(request);
  const locale = localeFromPathname(new URL(request.url).pathname);
  const tag = params.tag ?? "";
  const pages = pagesByTag(getContentIndex(), locale).get(tag);
  if (!pages) throw data(null, { status: 404 });
  return { locale, tag, pages };
}

export const meta: MetaFunction<typeof loader> = ({ data: page, matches, error }) => {
  const strings = stringsFromMatches(matches);
  if (error || !page || !strings) return errorMeta(error, strings);
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
