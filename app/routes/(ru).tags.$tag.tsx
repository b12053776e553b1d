import { type HeadersFunction, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AppLink } from "../components/AppLink";
import { TagCloud } from "../components/layout/TagCloud";
import { useTranslation, stringsFromMatches, format } from "../lib/i18n";
import { canonicalRedirect, pagesByTag, tagSummaries } from "../lib/content/index.server";
import { localeFromPathname, localePrefix } from "../lib/content";
import { pageTitle, errorMeta, cachedByPath } from "../lib/page";
import { htmlRouteHeaders } from "../lib/http/index.server";

export function loader({ request, params, context }: LoaderFunctionArgs) {
  canonicalRedirect(request);
  const locale = localeFromPathname(new URL(request.url).pathname);
  const index = context.services.content.current();
  const pages = pagesByTag(index, locale).get(params.tag ?? "");
  const summaries = tagSummaries(index, locale);
  const tag = summaries.find((summary) => summary.tag === params.tag);
  if (!pages || !tag) throw data(null, { status: 404 });
  return { locale, tag, pages, others: summaries.filter((other) => other !== tag) };
}

export const meta: MetaFunction<typeof loader> = ({ data: page, matches, error }) => {
  const strings = stringsFromMatches(matches);
  if (error || !page || !strings) return errorMeta(error, strings);
  return [
    { title: pageTitle(format(strings.tags.tagTitle, { tag: page.tag.label })) },
    { name: "description", content: page.tag.description || format(strings.tags.tagDescription, { tag: page.tag.label }) },
    { name: "robots", content: "all" },
  ];
};

export const headers: HeadersFunction = htmlRouteHeaders;
export const handle = cachedByPath;

export default function TagPage() {
  const { tag, pages, locale, others } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <main id="main" className="plain-page tag-page" tabIndex={-1}>
      <h1>{t("tags.tagTitle", { tag: tag.label })}</h1>
      {tag.description ? <p className="tag-page__description">{tag.description}</p> : null}
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
      <section className="tag-page__others" aria-labelledby="other-tags">
        <h2 id="other-tags">{t("tags.others")}</h2>
        <TagCloud tags={others} />
      </section>
    </main>
  );
}
