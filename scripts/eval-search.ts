/**
 * `npm run eval:search`: relevance (recall@5, MRR) and server time per query (median, p95), in process,
 * on indexes built from the content now. Sets, per locale:
 * - readers.<locale>.json, tuning half and held-out half (the held-out half is what the gate checks);
 * - realistic.<locale>.json, queries typed the way readers really type (transliteration, the wrong keyboard
 *   layout, English terms, the other language's words, questions, error codes), both halves per kind;
 * - relevance.<locale>.json, the earlier regression set.
 * Then the same reader sets on Orama and Pagefind (scripts/lib/search-engines.ts), side by side with ours.
 * Exits non-zero when held-out recall@5 is below 95 % in a locale (readers) or in a kind (realistic), or when
 * another engine's held-out recall@5 is above ours.
 * Options: --reps N (timing repetitions, default 20), --verbose (every query with its rank),
 * --misses tune|heldout|all (list the misses of that half; default tune), --json (JSON summary only),
 * --no-compare (our engine only), --no-timing (relevance only: no search time measured),
 * --debug q1 q2 … (each engine's first five pages for these queries, nothing else).
 */
import { serverConfigFromEnv } from "../app/lib/platform/index.server";
import { buildContentIndexes, createSearchEngines } from "../app/lib/search/index.server";
import type { Locale } from "../site.config";
import { oramaFor, oursFor, pagefindRankers, pagesOf, type Ranker } from "./lib/search-engines";
import {
  evaluate,
  evaluateAsyncRanker,
  kindsOf,
  loadReaderSet,
  loadRelevanceSet,
  measure,
  ofKind,
  typedPrefixes,
  type Evaluation,
  type Split,
} from "./lib/search-eval";

/** The settings of this run, from the environment (CONTENT_DIR, CONTRACT_DIR, …), as the server reads them. */
const serverConfig = serverConfigFromEnv();

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const reps = Number(option("--reps")) || 20;
const verbose = args.includes("--verbose");
const misses = option("--misses") ?? "tune";
const json = args.includes("--json");
const compare = !args.includes("--no-compare");
const timing = !args.includes("--no-timing");
const debug = args.includes("--debug") ? args.slice(args.indexOf("--debug") + 1) : [];
const say = (...parts: unknown[]) => {
  if (!json) console.log(...parts);
};
const summary: Record<string, unknown> = {};
const heldoutTarget = 0.95;

const started = performance.now();
const indexes = buildContentIndexes(serverConfig.contentDir, undefined, serverConfig.contractDir);
const engines = createSearchEngines(indexes);
const engineOf = (locale: Locale) => {
  const engine = engines.find((e) => e.locale === locale);
  if (!engine) throw new Error(`no ${locale} index`);
  return engine;
};
say(`indexes built from ${serverConfig.contentDir} in ${Math.round(performance.now() - started)} ms\n`);

const fmt = (ms: number) => ms.toFixed(3);
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

function report(name: string, result: Evaluation, listMisses: boolean) {
  say(
    `  ${name.padEnd(22)} ${String(result.queries).padStart(4)} queries   recall@5 ${pct(result.recallAt5).padStart(7)}   MRR ${result.mrr.toFixed(3)}`,
  );
  for (const c of result.cases) {
    if (verbose || (listMisses && (c.rank === null || c.rank > 5))) {
      say(
        `      ${c.rank === null ? "  –" : String(c.rank).padStart(3)}  ${c.q}  → want ${c.expect.join(" | ")}${c.rank === 1 ? "" : `; got ${c.top.slice(0, 3).join(", ") || "nothing"}`}`,
      );
    }
  }
}

let failed = false;
if (debug.length) {
  await compareEngines(debug);
  process.exit(0);
}
for (const engine of engines) {
  const tune = evaluate(engine, loadReaderSet(engine.locale, "tune"));
  const heldout = evaluate(engine, loadReaderSet(engine.locale, "heldout"));
  const legacySet = loadRelevanceSet(engine.locale);
  const legacy = evaluate(engine, legacySet);
  say(`${engine.locale}: ${engine.size} indexed sections`);
  report("readers, tuning half", tune, misses === "tune" || misses === "all");
  report("readers, held-out half", heldout, misses === "heldout" || misses === "all");
  report("regression set", legacy, misses === "all");
  if (heldout.recallAt5 < heldoutTarget) {
    failed = true;
    say(`  held-out recall@5 ${pct(heldout.recallAt5)} is below ${pct(heldoutTarget)}`);
  }
  const realistic: Record<string, unknown> = {};
  const realisticQueries: string[] = [];
  for (const half of ["tune", "heldout"] as const) {
    const set = loadReaderSet(engine.locale, half, undefined, "realistic");
    for (const kind of kindsOf(set)) {
      const result = evaluate(engine, ofKind(set, kind));
      realisticQueries.push(...result.cases.map((c) => c.q));
      report(`${kind}, ${half === "tune" ? "tuning" : "held-out"}`, result, misses === half || misses === "all");
      realistic[`${kind}/${half}`] = { queries: result.queries, recallAt5: +result.recallAt5.toFixed(3), mrr: +result.mrr.toFixed(3) };
      if (half === "heldout" && result.recallAt5 < heldoutTarget) {
        failed = true;
        say(`  ${kind}: held-out recall@5 ${pct(result.recallAt5)} is below ${pct(heldoutTarget)}`);
      }
    }
  }
  const figures = (e: Evaluation) => ({ queries: e.queries, recallAt5: +e.recallAt5.toFixed(3), mrr: +e.mrr.toFixed(3) });
  summary[engine.locale] = {
    tune: figures(tune),
    heldout: figures(heldout),
    regression: figures(legacy),
    realistic,
    // Kept at the top level for bench.ts, which reads these two.
    recallAt5: +heldout.recallAt5.toFixed(3),
    mrr: +heldout.mrr.toFixed(3),
  };
  if (!timing) continue;
  const queries = [...tune.cases, ...heldout.cases, ...legacy.cases].map((c) => c.q).concat(realisticQueries);
  const page = measure(engine, queries, reps, "page");
  const suggest = measure(engine, queries.flatMap(typedPrefixes), Math.max(1, Math.round(reps / 4)), "suggest");
  say(`  /search page:   median ${fmt(page.medianMs)} ms   p95 ${fmt(page.p95Ms)} ms   max ${fmt(page.maxMs)} ms   (${page.samples} runs)`);
  say(
    `  suggestions:    median ${fmt(suggest.medianMs)} ms   p95 ${fmt(suggest.p95Ms)} ms   max ${fmt(suggest.maxMs)} ms   (${suggest.samples} runs, every typed prefix)\n`,
  );
  if (suggest.p95Ms > 5) say("  suggestions p95 is above the 5 ms target on this machine");
  Object.assign(summary[engine.locale] as object, {
    pageMs: { median: +fmt(page.medianMs), p95: +fmt(page.p95Ms) },
    suggestMs: { median: +fmt(suggest.medianMs), p95: +fmt(suggest.p95Ms) },
  });
}
if (compare) summary.engines = await compareEngines([]);
if (json) console.log(JSON.stringify(summary));
if (failed) process.exitCode = 1;

interface Row {
  engine: string;
  locale: Locale;
  /** `readers`, or a kind of the realistic set. */
  set: string;
  half: Split;
  queries: number;
  recallAt5: number;
  mrr: number;
  medianMs: number;
}

async function rowFor(engine: string, ranker: Ranker, locale: Locale, half: Split, kind?: string): Promise<Row> {
  const set = kind ? ofKind(loadReaderSet(locale, half, undefined, "realistic"), kind) : loadReaderSet(locale, half);
  const result = await evaluateAsyncRanker(ranker, set);
  // Timed on a second pass, so that no engine pays for its first-use work (caches, lazily loaded chunks).
  const times: number[] = [];
  for (const { q } of set.queries) {
    const started = performance.now();
    await ranker(q);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const { queries, recallAt5, mrr } = result;
  return { engine, locale, set: kind ?? "readers", half, queries, recallAt5, mrr, medianMs: times[Math.floor(times.length / 2)] ?? 0 };
}

/** Ours, Orama and Pagefind on the same pages and reader sets: one table (or, with queries, their first five pages). */
async function compareEngines(queries: string[]): Promise<Row[]> {
  const sites = indexes.map((index) => ({ locale: index.locale, index, pages: pagesOf(index) }));
  const pagefind = await pagefindRankers(sites);
  const rows: Row[] = [];
  try {
    for (const { locale, pages } of sites) {
      const rankers: [string, Ranker][] = [
        ["ours", oursFor(engineOf(locale))],
        ["orama", await oramaFor(locale, pages)],
        ["pagefind", pagefind.rankers.get(locale) as Ranker],
      ];
      for (const q of queries) for (const [name, ranker] of rankers) console.log(locale, name, q, (await ranker(q)).slice(0, 5));
      if (queries.length) continue;
      const kinds = kindsOf(loadReaderSet(locale, "tune", undefined, "realistic"));
      for (const kind of [undefined, ...kinds])
        for (const [name, ranker] of rankers)
          for (const half of ["tune", "heldout"] as const) rows.push(await rowFor(name, ranker, locale, half, kind));
    }
  } finally {
    await pagefind.close();
  }
  if (queries.length) return rows;
  say("Side by side (same pages, same reader sets; Pagefind searched in Chromium):");
  say("  engine     locale  set        half      queries  recall@5     MRR   median ms/query");
  for (const row of rows)
    say(
      `  ${row.engine.padEnd(10)} ${row.locale.padEnd(7)} ${row.set.padEnd(10)} ${row.half.padEnd(9)} ${String(row.queries).padStart(7)}  ${pct(row.recallAt5).padStart(8)}   ${row.mrr.toFixed(3)}   ${row.medianMs.toFixed(2).padStart(8)}`,
    );
  for (const { locale } of sites) {
    const heldout = rows.filter((row) => row.locale === locale && row.half === "heldout" && row.set === "readers");
    const ours = heldout.find((row) => row.engine === "ours")?.recallAt5 ?? 0;
    for (const other of heldout.filter((row) => row.engine !== "ours" && row.recallAt5 > ours)) {
      failed = true;
      say(`  ${locale}: ${other.engine} finds more on the held-out half than ours (${pct(other.recallAt5)} > ${pct(ours)})`);
    }
  }
  return rows;
}
