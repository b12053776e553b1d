/**
 * `npm run compare:search`: our search next to two off-the-shelf engines, on the same pages and the same
 * reader sets (tests/search/readers.<locale>.json, both halves), in one run and one table:
 * engine × locale × half → recall@5 and MRR (first ten pages), plus the median time per query.
 *
 * Every engine gets the public pages that `buildContentIndexes` collects (drafts and unlisted pages
 * left out), as title, headings and body text (description, intro and section texts; code excluded):
 * - ours: the site's own index and engine, as `npm run eval:search` measures it (it also indexes code,
 *   breadcrumbs, tags and the URL path, which the others do not get: they are part of our design);
 * - Orama (@orama/orama): one document per page; the locale's tokenizer with @orama/stemmers and
 *   @orama/stopwords; fields boosted as ours (title 8, headings 5, body 1); typo tolerance 1; Orama's
 *   default threshold (pages with some of the words are kept, after those with all of them);
 * - Pagefind: one HTML page per page (`index.addHTMLFile`, no files on disk), the title as `<h1>` and
 *   section headings as `<h2>` with `data-pagefind-weight` 8 and 5 (body 1), `lang` set per locale.
 *   Pagefind stems Russian; it has no Ukrainian stemmer, so Ukrainian words are matched as typed
 *   (with its prefix matching). The index is built by Pagefind's native binary through its Node API;
 *   the search runs Pagefind's own browser bundle (pagefind.js and its WebAssembly) in Node, loaded
 *   from the files `getFiles()` returns, with `fetch` answered from memory instead of an HTTP server.
 *
 * Options: --json (the table as JSON only); --debug q1 q2 … (each engine's first five pages for these queries, no table).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { create, insertMultiple, search as oramaSearch } from "@orama/orama";
import { stemmer as russianStemmer } from "@orama/stemmers/russian";
import { stemmer as ukrainianStemmer } from "@orama/stemmers/ukrainian";
import { stopwords as russianStopWords } from "@orama/stopwords/russian";
import { stopwords as ukrainianStopWords } from "@orama/stopwords/ukrainian";
import * as pagefind from "pagefind";
import type { Locale } from "../site.config";
import { contentRoot } from "../app/lib/content/index.server";
import { buildContentIndexes, createSearchEngine, type SerializedSearchIndex } from "../app/lib/search/index.server";
import { evaluateAsyncRanker, loadReaderSet, type Evaluation, type Split } from "./lib/search-eval";

const json = process.argv.includes("--json");
const debug = process.argv.includes("--debug") ? process.argv.slice(process.argv.indexOf("--debug") + 1) : [];
const depth = 10;
const weights = { title: 8, headings: 5, body: 1 };

interface Page {
  path: string;
  title: string;
  /** Section headings, in page order, with their ids. */
  sections: { id: string; heading: string; text: string }[];
  /** Description and intro (the page's own document text). */
  intro: string;
}

/** The index's documents regrouped into pages: the same text every engine gets. */
function pagesOf(index: SerializedSearchIndex): Page[] {
  const pages = new Map<string, Page>();
  for (const doc of index.docs) {
    let page = pages.get(doc.path);
    if (!page) pages.set(doc.path, (page = { path: doc.path, title: doc.title, sections: [], intro: "" }));
    if (doc.kind === "page") page.intro = doc.text;
    else page.sections.push({ id: doc.hash, heading: doc.heading, text: doc.text });
  }
  return [...pages.values()];
}

type Ranker = (q: string) => Promise<string[]>;

function oursFor(index: SerializedSearchIndex): Ranker {
  const engine = createSearchEngine(index);
  return (q) => Promise.resolve(engine.search(q, { maxPages: depth, sectionsPerPage: 1, excerptLength: 0 }).pages.map((p) => p.path));
}

const oramaLanguage = {
  uk: { language: "ukrainian", stemmer: ukrainianStemmer, stopWords: ukrainianStopWords },
  ru: { language: "russian", stemmer: russianStemmer, stopWords: russianStopWords },
} as const;

async function oramaFor(locale: Locale, pages: Page[]): Promise<Ranker> {
  const { language, stemmer, stopWords } = oramaLanguage[locale];
  const db = create({
    schema: { title: "string", headings: "string", body: "string" } as const,
    components: { tokenizer: { language, stemming: true, stemmer, stopWords } },
  });
  await insertMultiple(
    db,
    pages.map((page) => ({
      id: page.path,
      title: page.title,
      headings: page.sections.map((s) => s.heading).join(". "),
      body: [page.intro, ...page.sections.map((s) => s.text)].join(" "),
    })),
  );
  return async (q) => {
    const result = await oramaSearch(db, {
      term: q,
      properties: ["title", "headings", "body"],
      boost: weights,
      tolerance: 1,
      limit: depth,
    });
    return result.hits.map((hit) => hit.id);
  };
}

/** The part of Pagefind's browser bundle (pagefind.js) used here; it ships no types for it. */
interface PagefindBundle {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (term: string) => Promise<{ results: { data: () => Promise<{ url: string }> }[] } | null>;
  destroy: () => Promise<void>;
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function pageHtml(locale: Locale, page: Page): string {
  const sections = page.sections
    .map(
      (s) =>
        `<h2 id="${escapeHtml(s.id)}" data-pagefind-weight="${weights.headings}">${escapeHtml(s.heading)}</h2><p>${escapeHtml(s.text)}</p>`,
    )
    .join("");
  return `<!doctype html><html lang="${locale}"><head><title>${escapeHtml(page.title)}</title></head><body><main data-pagefind-body><h1 data-pagefind-weight="${weights.title}">${escapeHtml(page.title)}</h1><p>${escapeHtml(page.intro)}</p>${sections}</main></body></html>`;
}

/** Pagefind's bundle files by URL, for the `fetch` the bundle makes (it expects to be served over HTTP). */
const served = new Map<string, Uint8Array<ArrayBuffer>>();
const realFetch = globalThis.fetch;
const servedFetch: typeof fetch = (input, init) => {
  const url = (typeof input === "string" ? input : input instanceof URL ? input.href : input.url).split("?")[0] ?? "";
  const body = served.get(url);
  if (body) return Promise.resolve(new Response(body, { status: 200 }));
  if (url.startsWith("http://pagefind.local/")) return Promise.resolve(new Response(null, { status: 404 }));
  return realFetch(input, init);
};

async function pagefindFor(locale: Locale, pages: Page[]): Promise<Ranker> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: locale });
  if (!index) throw new Error(`pagefind: ${errors.join("; ")}`);
  for (const page of pages) {
    const added = await index.addHTMLFile({ url: page.path, content: pageHtml(locale, page) });
    if (added.errors.length) throw new Error(`pagefind ${page.path}: ${added.errors.join("; ")}`);
  }
  const { files } = await index.getFiles();
  await index.deleteIndex();
  const base = `http://pagefind.local/${locale}/pagefind/`;
  for (const file of files) served.set(base + file.path, new Uint8Array(file.content));
  // The bundle is an ES module that keeps its state at module level: one copy per locale.
  const bundle = files.find((file) => file.path === "pagefind.js");
  if (!bundle) throw new Error("pagefind: no pagefind.js in the bundle");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "compare-search-"));
  const file = path.join(dir, `pagefind-${locale}.js`);
  fs.writeFileSync(file, bundle.content);
  const search = (await import(pathToFileURL(file).href)) as PagefindBundle;
  // Loaded: the module keeps its code, and its data comes from `served`.
  fs.rmSync(dir, { recursive: true, force: true });
  await search.options({ basePath: base, baseUrl: "/" });
  await search.init();
  const known = new Set(pages.map((page) => page.path));
  return async (q) => {
    const found = await search.search(q);
    const urls = await Promise.all((found?.results ?? []).slice(0, depth).map(async (result) => (await result.data()).url));
    // Pagefind may add or drop a trailing slash; map its URLs back to the paths the sets use.
    return urls.map((url) => (known.has(url) ? url : known.has(`${url}/`) ? `${url}/` : url.replace(/\/$/, "")));
  };
}

interface Row {
  engine: string;
  locale: Locale;
  half: Split;
  queries: number;
  recallAt5: number;
  mrr: number;
  medianMs: number;
}

async function measure(engine: string, ranker: Ranker, locale: Locale, half: Split): Promise<Row> {
  const set = loadReaderSet(locale, half);
  const result: Evaluation = await evaluateAsyncRanker(ranker, set);
  // Timed on a second pass, so that no engine pays for its first-use work (caches, lazily loaded chunks).
  const times: number[] = [];
  for (const { q } of set.queries) {
    const started = performance.now();
    await ranker(q);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    engine,
    locale,
    half,
    queries: result.queries,
    recallAt5: result.recallAt5,
    mrr: result.mrr,
    medianMs: times[Math.floor(times.length / 2)] ?? 0,
  };
}

async function main() {
  globalThis.fetch = servedFetch;
  const rows: Row[] = [];
  try {
    for (const index of buildContentIndexes(contentRoot)) {
      const pages = pagesOf(index);
      const engines: [string, Ranker][] = [
        ["ours", oursFor(index)],
        ["orama", await oramaFor(index.locale, pages)],
        ["pagefind", await pagefindFor(index.locale, pages)],
      ];
      for (const q of debug) for (const [name, ranker] of engines) console.log(index.locale, name, q, (await ranker(q)).slice(0, 5));
      if (debug.length) continue;
      for (const [name, ranker] of engines)
        for (const half of ["tune", "heldout"] as const) rows.push(await measure(name, ranker, index.locale, half));
    }
  } finally {
    globalThis.fetch = realFetch;
    await pagefind.close();
  }
  if (json) {
    console.log(JSON.stringify(rows));
    return;
  }
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  console.log("engine     locale  half      queries  recall@5     MRR   median ms/query");
  for (const row of rows)
    console.log(
      `${row.engine.padEnd(10)} ${row.locale.padEnd(7)} ${row.half.padEnd(9)} ${String(row.queries).padStart(7)}  ${pct(row.recallAt5).padStart(8)}   ${row.mrr.toFixed(3)}   ${row.medianMs.toFixed(2).padStart(8)}`,
    );
}

await main();
