/**
 * `npm run eval:search`: relevance (recall@5, MRR) on tests/search/relevance.<locale>.json and
 * server time per query (median, p95), in process, on indexes built from the content now.
 * Options: --reps N (timing repetitions, default 20), --verbose (every query with its rank),
 * --json (only a JSON summary on stdout, for the benchmark).
 */
import { contentRoot } from "../app/lib/content/index.server";
import { buildContentIndexes } from "../app/lib/search/collect.server";
import { createSearchEngine } from "../app/lib/search/engine";
import { evaluate, loadRelevanceSet, measure, typedPrefixes } from "./lib/search-eval";

const args = process.argv.slice(2);
const reps = Number(args[args.indexOf("--reps") + 1]) || 20;
const verbose = args.includes("--verbose");
const json = args.includes("--json");
const say = (...parts: unknown[]) => {
  if (!json) console.log(...parts);
};
const summary: Record<string, unknown> = {};

const started = performance.now();
const engines = buildContentIndexes(contentRoot).map(createSearchEngine);
say(`indexes built from ${contentRoot} in ${Math.round(performance.now() - started)} ms\n`);

const fmt = (ms: number) => ms.toFixed(3);
let failed = false;
for (const engine of engines) {
  const set = loadRelevanceSet(engine.locale);
  const result = evaluate(engine, set);
  say(`${engine.locale}: ${result.queries} queries, ${engine.size} indexed sections`);
  say(`  recall@5 ${result.recallAt5.toFixed(3)}   MRR ${result.mrr.toFixed(3)}`);
  for (const c of result.cases) {
    if (verbose || c.rank === null || c.rank > 5) {
      say(
        `  ${c.rank === null ? "  –" : String(c.rank).padStart(3)}  ${c.q}  → want ${c.expect.join(" | ")}${c.rank === 1 ? "" : `; got ${c.top.slice(0, 3).join(", ") || "nothing"}`}`,
      );
    }
  }
  const queries = set.queries.map((c) => c.q);
  const page = measure(engine, queries, reps, "page");
  const suggest = measure(engine, queries.flatMap(typedPrefixes), Math.max(1, Math.round(reps / 4)), "suggest");
  say(`  /search page:   median ${fmt(page.medianMs)} ms   p95 ${fmt(page.p95Ms)} ms   max ${fmt(page.maxMs)} ms   (${page.samples} runs)`);
  say(
    `  suggestions:    median ${fmt(suggest.medianMs)} ms   p95 ${fmt(suggest.p95Ms)} ms   max ${fmt(suggest.maxMs)} ms   (${suggest.samples} runs, every typed prefix)\n`,
  );
  if (page.p95Ms >= 5 || suggest.p95Ms >= 5) failed = true;
  summary[engine.locale] = {
    recallAt5: +result.recallAt5.toFixed(3),
    mrr: +result.mrr.toFixed(3),
    pageMs: { median: +fmt(page.medianMs), p95: +fmt(page.p95Ms) },
    suggestMs: { median: +fmt(suggest.medianMs), p95: +fmt(suggest.p95Ms) },
  };
}
if (json) console.log(JSON.stringify(summary));
if (failed) say("p95 is above the 5 ms target on this machine");
