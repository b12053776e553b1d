import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AppLink } from "../components/AppLink";
import { CHANGELOG_FEED_PATH, inlinePieces } from "../lib/changelog";
import { readChangelog } from "../lib/changelog/index.server";
import { localeFromPathname, localiseHref } from "../lib/content";
import { canonicalRedirect } from "../lib/content/index.server";
import { stringsFromMatches, translate, useTranslation } from "../lib/i18n";
import { cachedByPath, pageTitle } from "../lib/page";
import { htmlRouteHeaders } from "../lib/http/index.server";
import { siteConfig, type Locale } from "../../site.config";

export function loader({ request, context }: LoaderFunctionArgs) {
  canonicalRedirect(request);
  const locale = localeFromPathname(new URL(request.url).pathname);
  const entries = readChangelog(context.services.config.contentDir).map((entry) => ({ id: entry.id, date: entry.date, ...entry[locale] }));
  return { locale, entries };
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const strings = stringsFromMatches(matches);
  if (!strings || !data) return [];
  const brand = siteConfig.placeholders.brand;
  const title = translate(strings, data.locale, "changelog.title");
  return [
    { title: pageTitle(title) },
    { name: "description", content: translate(strings, data.locale, "changelog.description", { brand }) },
    {
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      title: translate(strings, data.locale, "changelog.feed"),
      href: localiseFile(CHANGELOG_FEED_PATH, data.locale),
    },
  ];
};

/** `/changelog.atom` → `/ru/changelog.atom`: the feed has an extension, so `localiseHref` leaves it alone. */
function localiseFile(path: string, locale: Locale): string {
  const prefix = siteConfig.i18n.localeConfigs[locale].path;
  return `${prefix}${path}`;
}

export const headers: HeadersFunction = htmlRouteHeaders;
export const handle = cachedByPath;

function Paragraph({ text, locale }: { text: string; locale: Locale }) {
  return (
    <p>
      {inlinePieces(text).map((piece, i) =>
        piece.kind === "code" ? (
          <code key={i}>{piece.text}</code>
        ) : piece.kind === "link" ? (
          <AppLink key={i} to={localiseHref(piece.href, locale)}>
            {piece.text}
          </AppLink>
        ) : (
          piece.text
        ),
      )}
    </p>
  );
}

export default function Changelog() {
  const { locale, entries } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const dates = new Intl.DateTimeFormat(siteConfig.i18n.localeConfigs[locale].htmlLang, { dateStyle: "long", timeZone: "UTC" });
  return (
    <main id="main" className="plain-page changelog" tabIndex={-1}>
      <h1>{t("changelog.title")}</h1>
      <p className="changelog__feed">
        <a href={localiseFile(CHANGELOG_FEED_PATH, locale)} type="application/atom+xml">
          {t("changelog.feed")}
        </a>
        . {t("changelog.feedHint")}
      </p>
      {entries.map((entry) => (
        <article key={entry.id} id={entry.id} className="changelog__entry">
          <h2>
            <a href={`#${entry.id}`}>{entry.title}</a>
          </h2>
          <p className="changelog__date">
            <time dateTime={entry.date}>{dates.format(new Date(`${entry.date}T00:00:00Z`))}</time>
          </p>
          {entry.text.map((text, i) => (
            <Paragraph key={i} text={text} locale={locale} />
          ))}
        </article>
      ))}
    </main>
  );
}
