import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { TagCloud } from "../components/layout/TagCloud";
import { useTranslation, stringsFromMatches } from "../lib/i18n";
import { tagSummaries, canonicalRedirect } from "../lib/content/index.server";
import { localeFromPathname } from "../lib/content";
import { pageTitle, cachedByPath } from "../lib/page";
import { htmlRouteHeaders } from "../lib/http/index.server";

export function loader({ request, context }: LoaderFunctionArgs) {
  canonicalRedirect(request);
  const locale = localeFromPathname(new URL(request.url).pathname);
  return { locale, tags: tagSummaries(context.services.content.current(), locale) };
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => {
  const strings = stringsFromMatches(matches)?.tags;
  if (!strings) return [];
  return [{ title: pageTitle(strings.title) }, { name: "description", content: strings.description }, { name: "robots", content: "all" }];
};

export const headers: HeadersFunction = htmlRouteHeaders;
export const handle = cachedByPath;

export default function TagsIndex() {
  const { tags } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <main id="main" className="plain-page" tabIndex={-1}>
      <h1>{t("tags.title")}</h1>
      <p className="plain-page__lead">{t("tags.description")}</p>
      <TagCloud tags={tags} described />
    </main>
  );
}
