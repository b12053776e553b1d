/**
 * Which searches count, and which result a reader opened.
 *
 * Suggestions are asked for on every keystroke ("s", "sm", "sms"): only the query a reader settles on counts.
 * Each client (its address, held in memory only, never stored) has at most one pending suggestion query; a newer
 * one replaces it, a results page for the same words supersedes it, and after `settleMs` without a newer one it is
 * recorded. A result page counts at once (its first page of results only).
 *
 * Result links carry the query's words as `_highlight`; the tracker remembers, for a while, which search produced
 * each result link, so that opening that link records the page against the query that led to it.
 */
import type { Locale } from "../../../site.config";
import { isoDay } from "./days";
import type { OpenEvent, SearchEvent } from "./types";

export interface SearchOutcome {
  locale: Locale;
  query: string;
  context: string;
  results: number;
  /** Result pages: path and the `_highlight` terms their links carry. */
  links: readonly { path: string; terms: readonly string[] }[];
}

export interface TrackerOptions {
  record: (event: SearchEvent | OpenEvent) => void;
  now?: () => Date;
  settleMs?: number;
  /** Clients with a pending suggestion query, at most (the oldest is recorded when more come). */
  maxPending?: number;
  /** Result links remembered, at most, and for how long. */
  maxLinks?: number;
  linkTtlMs?: number;
}

/** Lower case, one space between words: "SMS  Статус " and "sms статус" are the same query. */
export function normalizeQuery(query: string): string {
  return query.trim().replace(/\s+/gu, " ").toLowerCase().slice(0, 200);
}

/** The key of a result link: locale, page path and its `_highlight` terms in order. */
export function linkKey(locale: Locale, path: string, terms: readonly string[]): string {
  return `${locale}\u0000${path}\u0000${terms.join("\u0001")}`;
}

export function createSearchTracker(options: TrackerOptions) {
  const { record } = options;
  const now = options.now ?? (() => new Date());
  const settleMs = options.settleMs ?? 2_000;
  const maxPending = options.maxPending ?? 10_000;
  const maxLinks = options.maxLinks ?? 20_000;
  const linkTtlMs = options.linkTtlMs ?? 30 * 60_000;
  const pending = new Map<string, { event: SearchEvent; at: number }>();
  const links = new Map<string, { query: string; at: number }>();

  function remember(outcome: SearchOutcome, query: string) {
    const at = now().getTime();
    for (const link of outcome.links) {
      const key = linkKey(outcome.locale, link.path, link.terms);
      links.delete(key);
      links.set(key, { query, at });
    }
    while (links.size > maxLinks) links.delete(links.keys().next().value as string);
  }

  function eventOf(outcome: SearchOutcome, source: SearchEvent["source"]): SearchEvent | null {
    const query = normalizeQuery(outcome.query);
    if (!query) return null;
    return {
      kind: "search",
      day: isoDay(now()),
      locale: outcome.locale,
      query,
      context: outcome.context,
      results: outcome.results,
      source,
    };
  }

  function commit(client: string) {
    const entry = pending.get(client);
    if (!entry) return;
    pending.delete(client);
    record(entry.event);
  }

  return {
    /** A results page (first page of results) was shown. */
    page(client: string, outcome: SearchOutcome) {
      const event = eventOf(outcome, "page");
      if (!event) return;
      const waiting = pending.get(client);
      // The suggestions typed on the way to this query are not a search of their own.
      if (waiting && event.query.startsWith(waiting.event.query)) pending.delete(client);
      else commit(client);
      record(event);
      remember(outcome, event.query);
    },
    /** Suggestions were shown for what the reader has typed so far. */
    suggest(client: string, outcome: SearchOutcome) {
      const event = eventOf(outcome, "suggest");
      if (!event) return;
      pending.delete(client);
      pending.set(client, { event, at: now().getTime() });
      while (pending.size > maxPending) commit(pending.keys().next().value as string);
      remember(outcome, event.query);
    },
    /** A page was requested with `_highlight` terms (a result link). */
    open(client: string, locale: Locale, path: string, terms: readonly string[]) {
      // The reader chose a suggestion: the query it came from is settled.
      commit(client);
      // Only links this server gave out recently count: a bookmarked or forged `_highlight` link records nothing.
      const origin = links.get(linkKey(locale, path, terms));
      if (!origin || now().getTime() - origin.at > linkTtlMs) return;
      record({ kind: "open", day: isoDay(now()), locale, query: origin.query, page: path });
    },
    /** Records settled suggestion queries and forgets old result links; `all` records every pending one. */
    sweep(all = false) {
      const t = now().getTime();
      for (const [client, entry] of pending) if (all || t - entry.at >= settleMs) commit(client);
      for (const [key, link] of links) {
        if (t - link.at <= linkTtlMs) break;
        links.delete(key);
      }
    },
    get pendingCount() {
      return pending.size;
    },
  };
}

export type SearchTracker = ReturnType<typeof createSearchTracker>;
