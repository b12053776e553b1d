import { Form, Link, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../lib/i18n";
import type { Locale } from "../../../site.config";
import { localePrefix } from "../../lib/content";
import { searchConfig, type PageHit, type SearchResponse } from "../../lib/search";
import { Crumbs, Marked } from "./Marked";
import { useDebounced } from "./use-search-input";
import { DidYouMean, RewriteNotice, exactHref } from "./RewriteNotice";

export type SearchPageResult = SearchResponse & { locale: Locale };

function searchHref(action: string, query: string, ctx: string | null, version: string | null, page = 1): string {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  if (ctx) params.set("ctx", ctx);
  if (version) params.set("version", version);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${action}?${search}` : action;
}

function Result({ page }: { page: PageHit }) {
  return (
    <li className="search-result">
      <h2 className="search-result__title">
        <Link to={page.url}>
          <Marked segments={page.title} />
        </Link>
      </h2>
      <Crumbs crumbs={page.crumbs} className="search-result__crumbs" />
      {page.excerpt.length ? (
        <p className="search-result__excerpt">
          <Marked segments={page.excerpt} />
        </p>
      ) : null}
      {page.sections.length ? (
        <ul className="search-result__sections">
          {page.sections.map((section) => (
            <li key={section.hash}>
              <Link to={section.url} className="search-result__section">
                <Marked segments={section.heading} />
              </Link>
              {section.excerpt.length ? (
                <p className="search-result__excerpt">
                  <Marked segments={section.excerpt} />
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** Previous and next links between pages of results (plain links: they work without JavaScript). */
function ResultPages({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="search-pages" aria-label={t("search.pages")}>
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className="search-pages__link">
          <span aria-hidden="true">←</span>
          {t("search.previous")}
        </Link>
      ) : null}
      <span className="search-pages__current">{t("search.pageOf", { page, pages })}</span>
      {page < pages ? (
        <Link to={href(page + 1)} rel="next" className="search-pages__link search-pages__link--next">
          {t("search.next")}
          <span aria-hidden="true">→</span>
        </Link>
      ) : null}
    </nav>
  );
}

/**
 * The /search page. Without JavaScript it is a GET form and a server-rendered list; with it,
 * the URL (and so the results) follow the input as the reader types.
 */
export function SearchPage({ result }: { result: SearchPageResult }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const action = `${localePrefix(result.locale)}/search`;
  const ctx = result.context?.path ?? null;
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(result.query);
  const [typing, setTyping] = useState(false);
  const settled = useDebounced(value, searchConfig.debounceMs);

  // Back/forward or a navbar search changes the query under us; follow it unless the reader is typing here.
  useEffect(() => {
    if (document.activeElement !== input.current) setValue(result.query);
  }, [result.query]);

  useEffect(() => {
    if (!typing || settled.trim() === result.query) return;
    navigate(searchHref(action, settled.trim(), ctx, result.version), { replace: true, preventScrollReset: true });
  }, [typing, settled, result.query, action, ctx, result.version, navigate]);

  const pageSize = searchConfig.page.maxPages;
  const page = Math.floor(result.offset / pageSize) + 1;
  const pages = Math.ceil(result.total / pageSize);
  return (
    <main id="main" className="search-page" tabIndex={-1}>
      <h1>{result.query ? t("search.resultsFor", { query: result.query }) : t("search.heading")}</h1>
      <Form method="get" action={action} role="search" aria-label={t("search.heading")} className="search-page__form">
        <input
          ref={input}
          className="search-page__input"
          type="search"
          name="q"
          value={value}
          onChange={(event) => {
            setTyping(true);
            setValue(event.target.value);
          }}
          aria-label={t("search.label")}
          placeholder={t("search.placeholder")}
          maxLength={searchConfig.maxQueryLength}
          autoComplete="off"
          enterKeyHint="search"
        />
        {ctx ? <input type="hidden" name="ctx" value={ctx} /> : null}
        {result.version ? <input type="hidden" name="version" value={result.version} /> : null}
        {/* The label is an attribute: a text node could arrive in parts and widen the button as it is shown. */}
        <input type="submit" className="button" value={t("search.submit")} />
      </Form>

      {result.context ? (
        <p className="search-page__context">
          {result.outside ? t("search.outside", { context: result.context.label }) : t("search.within", { context: result.context.label })}{" "}
          {result.outside ? null : <Link to={searchHref(action, result.query, null, result.version)}>{t("search.everywhere")}</Link>}
        </p>
      ) : null}

      <div className="search-page__status" role="status">
        {result.status === "empty" ? <p>{t("search.emptyQuery")}</p> : null}
        {result.status === "unavailable" || result.status === "busy" ? (
          <p className="search-page__error">{t(result.status === "busy" ? "search.busy" : "search.unavailable")}</p>
        ) : null}
        {result.status === "ok" && result.rewrite ? (
          <RewriteNotice
            rewrite={result.rewrite}
            className="search-page__rewrite"
            exactLink={<Link to={exactHref(action, result.query, ctx)}>{t("search.searchExactly", { query: result.query })}</Link>}
          />
        ) : null}
        {result.status === "ok" && result.total === 0 ? (
          <>
            <p className="search-page__none">{t("search.noResults")}</p>
            <DidYouMean
              suggestions={result.suggestions}
              href={(q) => searchHref(action, q, ctx, result.version)}
              className="search-page__did-you-mean"
            />
            <p>{t("search.noResultsHint")}</p>
          </>
        ) : null}
        {result.status === "ok" && result.total > 0 ? (
          <p className="search-page__count">{t("search.found", { count: result.total })}</p>
        ) : null}
        {result.status === "ok" && result.partial ? <p className="search-page__partial">{t("search.partial")}</p> : null}
      </div>

      {result.pages.length ? (
        <ol className="search-results" start={result.offset + 1}>
          {result.pages.map((hit) => (
            <Result key={hit.path} page={hit} />
          ))}
        </ol>
      ) : null}
      <ResultPages page={page} pages={pages} href={(n) => searchHref(action, result.query, ctx, result.version, n)} />
    </main>
  );
}
