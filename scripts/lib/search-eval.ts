/**
 * Relevance and speed of the search, measured on the sets in tests/search/relevance.<locale>.json.
 * Used by `npm run eval:search` and by the Vitest test that holds the figures above their thresholds.
 */
import fs from "node:fs";
import path from "node:path";
import type { Locale } from "../../site.config";
import { localePrefix } from "../../app/lib/content";
import { searchConfig, type SearchEngine } from "../../app/lib/search/index.server";

export type Split = "tune" | "heldout";

export interface RelevanceCase {
  q: string;
  /** The page (path without locale prefix) that answers the query, or several that answer it equally well. */
  expect: string | string[];
  /** In the reader sets: which half the query belongs to (fixed by `splitOf`, never chosen by hand). */
  split?: Split;
  /** In the real-life set: how the reader typed it (transliteration, layout, english, language, question, code). */
  kind?: string;
}

export interface RelevanceSet {
  locale: Locale;
  queries: RelevanceCase[];
}

export function loadRelevanceSet(locale: Locale, dir = "tests/search"): RelevanceSet {
  const set = JSON.parse(fs.readFileSync(path.join(dir, `relevance.${locale}.json`), "utf8")) as RelevanceSet;
  if (set.locale !== locale || !Array.isArray(set.queries)) throw new Error(`relevance.${locale}.json is malformed`);
  return set;
}

/**
 * The half a reader query belongs to: FNV-1a of its text, so the split was fixed before any tuning
 * and a query cannot be moved to the half where it happens to pass.
 */
export function splitOf(q: string): Split {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(q.normalize("NFC"))) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash % 2 === 0 ? "tune" : "heldout";
}

/** The split reader sets: `readers` (written the way the docs speak) and `realistic` (how readers really type, by kind). */
export type ReaderSetName = "readers" | "realistic";

/**
 * tests/search/<name>.<locale>.json: queries written as readers type them, from the pages' topics,
 * split into a half the engine may be tuned on and a held-out half that is only reported.
 */
export function loadReaderSet(locale: Locale, split: Split, dir = "tests/search", name: ReaderSetName = "readers"): RelevanceSet {
  const file = `${name}.${locale}.json`;
  const set = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as RelevanceSet;
  if (set.locale !== locale || !Array.isArray(set.queries)) throw new Error(`${file} is malformed`);
  const moved = set.queries.find((c) => c.split !== splitOf(c.q));
  if (moved) throw new Error(`${file}: "${moved.q}" is marked ${String(moved.split)}, its hash says ${splitOf(moved.q)}`);
  return { locale, queries: set.queries.filter((c) => c.split === split) };
}

/** The kinds of a set, in the order they first appear. */
export function kindsOf(set: RelevanceSet): string[] {
  return [...new Set(set.queries.map((c) => c.kind ?? "other"))];
}

/** The queries of one kind. */
export function ofKind(set: RelevanceSet, kind: string): RelevanceSet {
  return { locale: set.locale, queries: set.queries.filter((c) => (c.kind ?? "other") === kind) };
}

export interface CaseResult {
  q: string;
  expect: string[];
  /** 1-based rank of the first expected page among the result pages, null when not in the first `depth`. */
  rank: number | null;
  top: string[];
}

export interface Evaluation {
  locale: Locale;
  queries: number;
  /** Share of queries whose expected page is among the first five pages. */
  recallAt5: number;
  /** Mean reciprocal rank of the expected page (first ten pages; 0 when absent). */
  mrr: number;
  cases: CaseResult[];
}

const depth = 10;

/** Any engine, as the evaluation sees it: a query → result page paths (with locale prefix), best first. */
export type PageRanker = (q: string) => string[];

function caseResult(locale: Locale, { q, expect }: RelevanceCase, top: string[]): CaseResult {
  const wanted = (Array.isArray(expect) ? expect : [expect]).map((p) => `${localePrefix(locale)}${p}`);
  const at = top.slice(0, depth).findIndex((p) => wanted.includes(p));
  return { q, expect: wanted, rank: at === -1 ? null : at + 1, top };
}

function summarise(locale: Locale, cases: CaseResult[]): Evaluation {
  const found = cases.filter((c) => c.rank !== null && c.rank <= 5).length;
  const reciprocal = cases.reduce((sum, c) => sum + (c.rank ? 1 / c.rank : 0), 0);
  return { locale, queries: cases.length, recallAt5: found / cases.length, mrr: reciprocal / cases.length, cases };
}

/** recall@5 and MRR of any ranker (the comparison with other engines uses this). */
export function evaluateRanker(ranker: PageRanker, set: RelevanceSet): Evaluation {
  return summarise(
    set.locale,
    set.queries.map((c) => caseResult(set.locale, c, ranker(c.q))),
  );
}

/** The same for an engine that answers asynchronously (Pagefind); queries run one after another. */
export async function evaluateAsyncRanker(ranker: (q: string) => Promise<string[]>, set: RelevanceSet): Promise<Evaluation> {
  const cases: CaseResult[] = [];
  for (const c of set.queries) cases.push(caseResult(set.locale, c, await ranker(c.q)));
  return summarise(set.locale, cases);
}

export function evaluate(engine: SearchEngine, set: RelevanceSet): Evaluation {
  return evaluateRanker(
    (q) => engine.search(q, { maxPages: depth, sectionsPerPage: 1, excerptLength: 0 }).pages.map((page) => page.path),
    set,
  );
}

export interface Timing {
  samples: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/**
 * Server time per query as the site spends it: ranking, grouping, excerpts and highlight links,
 * for the search page (`mode: "page"`) or the navbar suggestions. One warm-up pass is not counted.
 */
export function measure(engine: SearchEngine, queries: string[], repetitions: number, mode: "page" | "suggest"): Timing {
  const options = mode === "page" ? searchConfig.page : searchConfig.suggest;
  const run = (q: string) => engine.search(q, { ...options, ctx: null });
  queries.forEach(run);
  const samples: number[] = [];
  for (let r = 0; r < repetitions; r++) {
    for (const q of queries) {
      const started = performance.now();
      run(q);
      samples.push(performance.now() - started);
    }
  }
  samples.sort((a, b) => a - b);
  return { samples: samples.length, medianMs: percentile(samples, 50), p95Ms: percentile(samples, 95), maxMs: samples.at(-1) ?? 0 };
}

/** Prefixes of a query as it is typed ("б", "ба", … "баланс"), to time suggestions realistically. */
export function typedPrefixes(query: string): string[] {
  return [...query].map((_, i) => query.slice(0, i + 1)).filter((p) => p.trim().length >= searchConfig.prefixMinLength);
}
