import fs from "node:fs";
import { createSearchEngine, searchConfig } from "../app/lib/search/index.server";
import { loadReaderSet, loadRelevanceSet, typedPrefixes } from "./lib/search-eval";
const dir = "build/search";
const out: string[] = [];
for (const f of fs.readdirSync(dir).filter((f) => /^[a-z]{2}\.[0-9a-f]{12}\.json$/.test(f))) {
  const engine = createSearchEngine(JSON.parse(fs.readFileSync(`${dir}/${f}`, "utf8")));
  const qs = [...loadReaderSet(engine.locale, "tune").queries, ...loadReaderSet(engine.locale, "heldout").queries, ...loadRelevanceSet(engine.locale).queries].map((c) => c.q).flatMap(typedPrefixes);
  qs.forEach((q) => engine.search(q, { ...searchConfig.suggest, ctx: null }));
  const t: number[] = [];
  const s0 = performance.now();
  for (let r = 0; r < 3; r++) for (const q of qs) { const s = performance.now(); engine.search(q, { ...searchConfig.suggest, ctx: null }); t.push(performance.now() - s); }
  const total = performance.now() - s0;
  t.sort((a, b) => a - b);
  out.push(`${engine.locale} total ${total.toFixed(0)} p50 ${t[Math.floor(t.length / 2)].toFixed(2)} p90 ${t[Math.floor(t.length * 0.9)].toFixed(2)} p95 ${t[Math.floor(t.length * 0.95)].toFixed(2)}`);
}
console.log(out.join(" | "));
