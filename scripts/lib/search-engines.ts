/**
 * The two off-the-shelf engines `npm run eval:search` sets next to ours, on the same pages and reader sets:
 * each gets the public pages that `buildContentIndexes` collects (drafts and unlisted pages left out), as
 * title, headings and body text (description, intro and section texts; code excluded):
 * - ours: the site's own index and engine (it also indexes code, breadcrumbs, tags and the URL path,
 *   which the others do not get: they are part of our design);
 * - Orama (@orama/orama): one document per page; the locale's tokenizer with @orama/stemmers and
 *   @orama/stopwords; fields boosted as ours (title 8, headings 5, body 1); typo tolerance 1; Orama's
 *   default threshold (pages with some of the words are kept, after those with all of them);
 * - Pagefind, as Starlight ships it: one HTML page per page (`index.addHTMLFile`), the title as `<h1>` and
 *   section headings as `<h2>` with `data-pagefind-weight` 8 and 5 (body 1), `lang` set per locale.
 *   Pagefind stems Russian; it has no Ukrainian stemmer, so Ukrainian words are matched as typed (with
 *   its prefix matching). Its native binary builds the index through the Node API; the search runs where
 *   Pagefind runs for readers: its browser bundle (pagefind.js and WebAssembly) in Chromium, served over
 *   HTTP from memory by a throw-away local server.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { create, insertMultiple, search as oramaSearch } from "@orama/orama";
import { stemmer as russianStemmer } from "@orama/stemmers/russian";
import { stemmer as ukrainianStemmer } from "@orama/stemmers/ukrainian";
import { stopwords as russianStopWords } from "@orama/stopwords/russian";
import { stopwords as ukrainianStopWords } from "@orama/stopwords/ukrainian";
import { chromium, type Browser } from "@playwright/test";
import * as pagefind from "pagefind";
import type { Locale } from "../../site.config";
import { type SearchEngine, type SerializedSearchIndex } from "../../app/lib/search/index.server";
import { chromiumLaunchOptions } from "../../tests/chromium";

/** Pages ranked per query: the first ten are what recall@5 and MRR look at. */
const depth = 10;
const weights = { title: 8, headings: 5, body: 1 };

export type Ranker = (q: string) => Promise<string[]>;

export interface Page {
  path: string;
  title: string;
  /** Section headings, in page order, with their ids. */
  sections: { id: string; heading: string; text: string }[];
  /** Description and intro (the page's own document text). */
  intro: string;
}

/** The index's documents regrouped into pages: the same text every engine gets. */
export function pagesOf(index: SerializedSearchIndex): Page[] {
  const pages = new Map<string, Page>();
  for (const doc of index.docs) {
    let page = pages.get(doc.path);
    if (!page) pages.set(doc.path, (page = { path: doc.path, title: doc.title, sections: [], intro: "" }));
    if (doc.kind === "page") page.intro = doc.text;
    else page.sections.push({ id: doc.hash, heading: doc.heading, text: doc.text });
  }
  return [...pages.values()];
}

export function oursFor(engine: SearchEngine): Ranker {
  return (q) => Promise.resolve(engine.search(q, { maxPages: depth, sectionsPerPage: 1, excerptLength: 0 }).pages.map((p) => p.path));
}

const oramaLanguage = {
  uk: { language: "ukrainian", stemmer: ukrainianStemmer, stopWords: ukrainianStopWords },
  ru: { language: "russian", stemmer: russianStemmer, stopWords: russianStopWords },
} as const;

export async function oramaFor(locale: Locale, pages: Page[]): Promise<Ranker> {
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

const contentTypes: Record<string, string> = {
  js: "text/javascript",
  wasm: "application/wasm",
  json: "application/json",
  html: "text/html",
};

/** Serves `files` (path → bytes) on a free local port until closed. */
async function serveFiles(files: Map<string, Uint8Array>): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? "/", "http://local");
    const body = files.get(pathname);
    if (!body) return void response.writeHead(404).end();
    const extension = pathname.endsWith("/") ? "html" : (pathname.split(".").pop() ?? "");
    const type = contentTypes[extension] ?? "application/octet-stream";
    response.writeHead(200, { "content-type": type, "content-length": body.byteLength }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The part of Pagefind's browser API used here (pagefind.js ships no types). */
interface PagefindApi {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (term: string) => Promise<{ results: { data: () => Promise<{ url: string }> }[] } | null>;
}

/**
 * Pagefind for every locale, searched in one Chromium: each locale's bundle is served under
 * `/<locale>/pagefind/` and loaded in its own tab, as a reader's browser would load it.
 */
export async function pagefindRankers(sites: { locale: Locale; pages: Page[] }[]): Promise<{
  rankers: Map<Locale, Ranker>;
  close: () => Promise<void>;
}> {
  const files = new Map<string, Uint8Array>();
  for (const { locale, pages } of sites) {
    const { index, errors } = await pagefind.createIndex({ forceLanguage: locale });
    if (!index) throw new Error(`pagefind: ${errors.join("; ")}`);
    for (const page of pages) {
      const added = await index.addHTMLFile({ url: page.path, content: pageHtml(locale, page) });
      if (added.errors.length) throw new Error(`pagefind ${page.path}: ${added.errors.join("; ")}`);
    }
    const bundle = await index.getFiles();
    for (const file of bundle.files) files.set(`/${locale}/pagefind/${file.path}`, new Uint8Array(file.content));
    files.set(`/${locale}/`, new TextEncoder().encode(`<!doctype html><html lang="${locale}"><title>pagefind</title></html>`));
    await index.deleteIndex();
  }
  await pagefind.close();
  const server = await serveFiles(files);
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch(chromiumLaunchOptions);
    const rankers = new Map<Locale, Ranker>();
    for (const { locale, pages } of sites) {
      const tab = await browser.newPage();
      await tab.goto(`${server.origin}/${locale}/`);
      await tab.evaluate(async (bundle) => {
        const api = (await import(bundle)) as PagefindApi;
        await api.options({ baseUrl: "/" });
        await api.init();
        (window as unknown as { pagefind: PagefindApi }).pagefind = api;
      }, `/${locale}/pagefind/pagefind.js`);
      const known = new Set(pages.map((page) => page.path));
      rankers.set(locale, async (q) => {
        const urls = await tab.evaluate(
          async ({ q, depth }) => {
            const { pagefind } = window as unknown as { pagefind: PagefindApi };
            const found = await pagefind.search(q);
            return Promise.all((found?.results ?? []).slice(0, depth).map(async (result) => (await result.data()).url));
          },
          { q, depth },
        );
        // Pagefind may add or drop a trailing slash; map its URLs back to the paths the sets use.
        return urls.map((url) => (known.has(url) ? url : known.has(`${url}/`) ? `${url}/` : url.replace(/\/$/, "")));
      });
    }
    const opened = browser;
    return { rankers, close: async () => void (await Promise.all([opened.close(), server.close()])) };
  } catch (error) {
    await Promise.all([browser?.close(), server.close()]);
    throw error;
  }
}
