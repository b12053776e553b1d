import { describe, expect, it } from "vitest";
import { buildContentIndexes } from "../../app/lib/search/index.server";
import { createSearchEngines } from "../../app/lib/search/index.server";
import { evaluate, loadReaderSet, loadRelevanceSet, splitOf } from "./search-eval";

/**
 * The relevance sets (tests/search/relevance.*.json) against indexes built from content/ in memory.
 * Measured when written: recall@5 0.98 and MRR 0.88–0.89 in both locales. The thresholds leave room for
 * two or three queries to slip as pages are edited; a change in analysis or ranking that loses more fails here.
 */
const thresholds = { recallAt5: 0.93, mrr: 0.8 };
const engines = createSearchEngines(buildContentIndexes("content"));

describe.each(engines.map((engine) => [engine.locale, engine] as const))("search relevance (%s)", (locale, engine) => {
  const set = loadRelevanceSet(locale);

  it("has at least 40 realistic queries", () => {
    expect(set.queries.length).toBeGreaterThanOrEqual(40);
  });

  it(`keeps recall@5 ≥ ${thresholds.recallAt5} and MRR ≥ ${thresholds.mrr}`, () => {
    const result = evaluate(engine, set);
    const misses = result.cases.filter((c) => c.rank === null || c.rank > 5).map((c) => `${c.q} → ${c.top.slice(0, 3).join(", ")}`);
    expect(result.recallAt5, misses.join("\n")).toBeGreaterThanOrEqual(thresholds.recallAt5);
    expect(result.mrr).toBeGreaterThanOrEqual(thresholds.mrr);
  });
});

describe.each(["uk", "ru"] as const)("reader query set (%s)", (locale) => {
  it("has at least 150 queries, split by the hash of their text", () => {
    // loadReaderSet throws when a query's split is not the one its hash gives.
    const tune = loadReaderSet(locale, "tune").queries;
    const heldout = loadReaderSet(locale, "heldout").queries;
    expect(tune.length + heldout.length).toBeGreaterThanOrEqual(150);
    expect(Math.min(tune.length, heldout.length)).toBeGreaterThan(60);
    expect(heldout.every((c) => splitOf(c.q) === "heldout")).toBe(true);
  });
});
