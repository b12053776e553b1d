/** What a search answer tells the insights: its query, count and the result links it showed. */
import type { Locale } from "../../../site.config";
import { HIGHLIGHT_PARAM, type SearchResponse } from "../search";
import type { SearchOutcome } from "./search-tracker.server";

/** The `_highlight` terms of a result link, in order. */
export function highlightTermsOf(url: string): string[] {
  const query = url.split("#")[0]?.split("?")[1] ?? "";
  return new URLSearchParams(query).getAll(HIGHLIGHT_PARAM);
}

/**
 * The outcome to record, or null when the answer is not a search a reader made: an empty query, a busy or missing
 * index, or a later page of results (the first page already counted the query).
 */
export function searchOutcome(locale: Locale, response: SearchResponse, resultPage = 1): SearchOutcome | null {
  if (response.status !== "ok" || resultPage !== 1) return null;
  return {
    locale,
    query: response.query,
    context: response.context?.path ?? "",
    results: response.total,
    links: response.pages.map((page) => ({ path: page.path, terms: highlightTermsOf(page.url) })),
  };
}
