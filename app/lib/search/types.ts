/** Shapes shared by the index builder, the server and the browser (no runtime code here). */
import type { Locale } from "../../../site.config";

/** One indexed unit: a page (title, description, intro) or one of its h2/h3 sections. */
export interface SearchDoc {
  kind: "page" | "section";
  /** The page's URL path with the locale prefix, without a hash: `/ru/client/balance`. */
  path: string;
  /** The heading id for sections, "" for the page itself. */
  hash: string;
  /** The page title (for sections too: they are shown under their page). */
  title: string;
  /** The section heading, "" for the page. */
  heading: string;
  /** Navbar item and sidebar categories above the page: ["Документація", "Посібник клієнта"]. */
  crumbs: string[];
  tags: string[];
  /** Plain text shown as the excerpt (code excluded). */
  text: string;
}

/** A built index file: the stored documents and the lunr index over them (ref = position in `docs`). */
export interface SerializedSearchIndex {
  format: 1;
  locale: Locale;
  version: string;
  docs: SearchDoc[];
  lunr: object;
}

export interface SearchManifest {
  format: 1;
  builtAt: string;
  defaultVersion: string;
  /** version → locale → file name inside the manifest's folder. */
  indexes: Record<string, Partial<Record<Locale, string>>>;
}

/** Text cut into plain and marked runs; rendered as text nodes and <mark>, never as HTML. */
export type Segment = { text: string; mark?: true };

export interface SectionHit {
  url: string;
  hash: string;
  heading: Segment[];
  excerpt: Segment[];
}

export interface PageHit {
  /** The page URL with `_highlight` terms, for links. */
  url: string;
  path: string;
  title: Segment[];
  crumbs: string[];
  /** Excerpt of the page itself when its title, description or intro matched, else empty. */
  excerpt: Segment[];
  sections: SectionHit[];
}

export interface SearchContext {
  path: string;
  label: string;
}

/** `unavailable`: no index (503); `busy`: too many searches waiting (503 with Retry-After). */
export type SearchStatus = "ok" | "empty" | "unavailable" | "busy";

export interface SearchResponse {
  status: SearchStatus;
  query: string;
  /** Number of pages that match (the "N documents found" count). */
  total: number;
  /** Ranked pages before the first one in `pages` (the page of results is `offset / page size + 1`). */
  offset: number;
  pages: PageHit[];
  /** The section the search was limited to, when `ctx` named one. */
  context: SearchContext | null;
  /** True when nothing matched inside `context` and the results come from the whole site. */
  outside: boolean;
  /** True when no page has every word of the query and the pages shown have some of them. */
  partial: boolean;
  /** The version searched, when it is not the default one. */
  version: string | null;
  /** The query searched instead of the typed one, shown to the reader with a link to search for the typed one (`exact=1`). */
  rewrite: { query: string; kinds: ("layout" | "transliteration" | "language" | "spacing")[] } | null;
  /** True when the reader asked for the typed query only (`exact=1`): no rewrite was tried. */
  exact: boolean;
  /** When nothing is found: queries with the closest words the docs have ("did you mean"). */
  suggestions: string[];
}
