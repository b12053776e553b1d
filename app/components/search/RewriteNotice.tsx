import { Link } from "@remix-run/react";
import { useTranslation } from "../../lib/i18n";
import type { SearchResponse } from "../../lib/search";

type Rewrite = NonNullable<SearchResponse["rewrite"]>;

const reasons = {
  layout: "search.rewrittenLayout",
  transliteration: "search.rewrittenTransliteration",
  language: "search.rewrittenLanguage",
  spacing: "search.rewrittenSpacing",
} as const;

/** `/search?q=…&exact=1`: the typed query, searched as typed (plain link: works without JavaScript). */
export function exactHref(action: string, query: string, ctx: string | null): string {
  const params = new URLSearchParams({ q: query });
  if (ctx) params.set("ctx", ctx);
  params.set("exact", "1");
  return `${action}?${params}`;
}

/**
 * "Showing results for «…»": what was searched instead of the typed query, why, and (on the results page)
 * a link to search for the typed query exactly. The suggestion panel offers that link as one of its options.
 */
export function RewriteNotice({ rewrite, className, exactLink }: { rewrite: Rewrite; className: string; exactLink?: JSX.Element }) {
  const { t } = useTranslation();
  const kind = rewrite.kinds[0];
  return (
    <p className={className} data-rewrite={rewrite.kinds.join(" ")}>
      <strong>{t("search.rewritten", { query: rewrite.query })}</strong> {kind ? t(reasons[kind]) : null} {exactLink}
    </p>
  );
}

/** "Did you mean": links to search for each suggested query. */
export function DidYouMean({ suggestions, href, className }: { suggestions: string[]; href: (q: string) => string; className: string }) {
  const { t } = useTranslation();
  if (suggestions.length === 0) return null;
  return (
    <p className={className}>
      {t("search.didYouMean")}{" "}
      {suggestions.map((q, i) => (
        <span key={q}>
          {i > 0 ? ", " : null}
          <Link to={href(q)}>{q}</Link>
        </span>
      ))}
    </p>
  );
}
