/**
 * The search service: loads the prebuilt indexes once (at start in production) and answers
 * queries from memory — a query never touches the file system.
 *
 * Production reads `build/search/manifest.json` and the content-hashed index files it names
 * (written by `npm run build`). Development builds the indexes from `content/` on first use,
 * so `npm run dev` needs no build. A missing or broken index does not stop the site: search
 * answers "unavailable" (503) and the error is logged once.
 */
import fs from "node:fs";
import path from "node:path";
import type { Locale } from "../../../site.config";
import type { ContentIndexService } from "../content/index.server";
import { createSerialQueue, QueueFullError } from "../queue";
import { localeFromPathname } from "../content";
import { log, type Metrics } from "../platform/index.server";
import { searchConfig } from "./config";
import { parseContext } from "./contexts";
import { createSearchEngine, type SearchEngine } from "./engine";
import { decodeIndex } from "./index-transfer";
import { createIndexRebuilder, type RebuiltIndex } from "./rebuild.server";
import type { SearchManifest, SearchResponse, SearchStatus, SerializedSearchIndex } from "./types";

type Engines = Map<string, Map<Locale, SearchEngine>>;
type LoadState = { ok: true; engines: Engines; defaultVersion: string } | { ok: false; error: string };

/** Lets requests that arrived meanwhile run between the big synchronous steps of loading. */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

async function readJson<T>(file: string): Promise<T> {
  const text = await fs.promises.readFile(file, "utf8");
  await yieldToRequests();
  return JSON.parse(text) as T;
}

async function loadFromManifest(dir: string): Promise<LoadState> {
  const manifest = await readJson<SearchManifest>(path.join(dir, "manifest.json"));
  if (manifest.format !== 1 || typeof manifest.indexes !== "object") throw new Error("unknown manifest format");
  const engines: Engines = new Map();
  for (const [version, files] of Object.entries(manifest.indexes)) {
    const perLocale = new Map<Locale, SearchEngine>();
    for (const [locale, file] of Object.entries(files) as [Locale, string][]) {
      // File names come from our own build; still, never follow one out of the index folder.
      if (path.basename(file) !== file) throw new Error(`bad index file name ${file}`);
      const serialized = await readJson<SerializedSearchIndex>(path.join(dir, file));
      if (serialized.format !== 1 || serialized.locale !== locale) throw new Error(`${file} is not a ${locale} index`);
      await yieldToRequests();
      perLocale.set(locale, createSearchEngine(serialized, partnerOf(perLocale, locale)));
    }
    engines.set(version, perLocale);
  }
  return { ok: true, engines, defaultVersion: manifest.defaultVersion };
}

async function buildInMemory(contentRoot: string): Promise<LoadState> {
  // Imported here so production never builds an index at run time.
  const { buildContentIndexes } = await import("./collect.server");
  const perLocale = new Map<Locale, SearchEngine>();
  for (const serialized of buildContentIndexes(contentRoot))
    perLocale.set(serialized.locale, createSearchEngine(serialized, partnerOf(perLocale, serialized.locale)));
  return { ok: true, engines: new Map([[searchConfig.defaultVersion, perLocale]]), defaultVersion: searchConfig.defaultVersion };
}

/** The other locale's engine in the same version's map, looked up when asked (it may be loaded or swapped later). */
function partnerOf(perLocale: Map<Locale, SearchEngine>, locale: Locale): () => SearchEngine | undefined {
  return () => [...perLocale].find(([other]) => other !== locale)?.[1];
}

export interface SearchRequest {
  locale: Locale;
  query: string;
  ctx: string | null;
  version: string | null;
  /** The page of results, from 1 (`page=2`); only /search has more than one. */
  page: number;
  /** `exact=1`: search for what was typed, without rewrites. */
  exact: boolean;
}

/** `page=N` with N a whole number from 1; anything else is the first page (a page past the end shows the last one). */
function readPageNumber(raw: string | null): number {
  return raw && /^[1-9][0-9]{0,3}$/.test(raw) ? Number(raw) : 1;
}

/** The parameters of /search and /search/suggest; anything malformed is ignored, never an error. */
export function readSearchRequest(request: Request): SearchRequest {
  return readSearchParams(new URL(request.url));
}

/** The same from the URL alone (the suggestions are answered before a Fetch request exists). */
export function readSearchParams(url: URL): SearchRequest {
  const locale = localeFromPathname(url.pathname);
  const version = url.searchParams.get("version");
  return {
    locale,
    // Control characters (NUL included) would be echoed into the page; they are never part of a word.
    query: (url.searchParams.get("q") ?? "").replace(/\p{Cc}/gu, " ").slice(0, searchConfig.maxQueryLength),
    ctx: url.searchParams.get("ctx"),
    version: version && searchConfig.versions.includes(version) && version !== searchConfig.defaultVersion ? version : null,
    page: readPageNumber(url.searchParams.get("page")),
    exact: url.searchParams.get("exact") === "1",
  };
}

/** The HTTP status and headers of a search answer: a 503 is never cached, and a busy one says when to try again. */
export function searchReplyInit(status: SearchStatus): { status: number; headers: Record<string, string> } {
  if (status === "busy") {
    return { status: 503, headers: { "Cache-Control": "no-store", "Retry-After": String(searchConfig.busy.retryAfterSeconds) } };
  }
  return status === "unavailable" ? { status: 503, headers: { "Cache-Control": "no-store" } } : { status: 200, headers: {} };
}

/** A later turn of the event loop: requests that arrived meanwhile are read and counted (see `inTurn`). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The search service of one server: its indexes, their state and the searches' queue. */
export interface SearchService {
  /** A search of /search (`page`) or of the suggestions (`suggest`). */
  search(request: SearchRequest, mode: "page" | "suggest"): Promise<SearchResponse>;
  /**
   * Runs `job` in the searches' queue, in a later turn of the event loop; rejects with QueueFullError at once when
   * `busy.maxWaiting` already wait. The MCP tools take their turn here too, so a burst of tool calls is shed with
   * the same "busy" answer as a burst of searches.
   */
  inTurn<T>(job: () => T | Promise<T>): Promise<T>;
  /**
   * Starts search at server start: loads the indexes (in steps that let the first requests through) and follows
   * content edits by rebuilding the changed locales. Returns the end of loading; safe to call more than once.
   */
  start(): Promise<void>;
  /** Whether the indexes are loaded: readiness asks without waiting for them. */
  state(): "loading" | "ok" | "failed";
  /** Searches waiting for their turn, for /metrics. */
  waiting(): number;
}

export interface SearchServiceOptions {
  /** Production reads the built indexes; elsewhere they are built from the content on first use. */
  production: boolean;
  /** Where `npm run build` wrote the indexes (SEARCH_INDEX_DIR). */
  indexDir: string;
  /** The content the indexes are built from, and whose edits rebuild them. */
  content: ContentIndexService;
  /** The rebuild worker's script of the production build (absent: rebuild in-process). */
  workerFile: string;
  /** Where each search's time is observed. */
  metrics?: Pick<Metrics, "observeSearch">;
}

export function createSearchService({ production, indexDir, content, workerFile, metrics }: SearchServiceOptions): SearchService {
  let loading: Promise<LoadState> | undefined;
  let loaded: "loading" | "ok" | "failed" = "loading";
  let started: Promise<void> | undefined;

  async function load(): Promise<LoadState> {
    const begun = performance.now();
    try {
      const state = production ? await loadFromManifest(indexDir) : await buildInMemory(content.root);
      if (state.ok) {
        const sizes = [...state.engines.values()].flatMap((m) => [...m.values()].map((e) => `${e.version}/${e.locale}:${e.size}`));
        log("info", { msg: "search indexes loaded", indexes: sizes, ms: Math.round(performance.now() - begun) });
      }
      return state;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log("error", { msg: "search index unavailable; search answers 503 until the site is rebuilt", dir: indexDir, error: message });
      return { ok: false, error: message };
    }
  }

  const indexes = (): Promise<LoadState> => (loading ??= load());

  /**
   * Rebuilt indexes replace their locale's engine. The old engine is let go before the new one is parsed, in one
   * synchronous step (no search runs in between), so the heap never holds two engines of a locale; queries already
   * running finish on the old one.
   */
  async function swapIndexes(rebuilt: RebuiltIndex[]): Promise<void> {
    const state = await indexes();
    const version = state.ok ? state.defaultVersion : searchConfig.defaultVersion;
    const engines: Engines = state.ok ? state.engines : new Map();
    const perLocale = engines.get(version) ?? new Map<Locale, SearchEngine>();
    engines.set(version, perLocale);
    for (const { locale, bytes } of rebuilt) {
      perLocale.delete(locale);
      const index = decodeIndex(bytes);
      if (index.locale === locale) perLocale.set(locale, createSearchEngine(index, partnerOf(perLocale, locale)));
    }
    if (!state.ok) {
      loading = Promise.resolve({ ok: true, engines, defaultVersion: version });
      loaded = "ok";
    }
  }

  const rebuild = createIndexRebuilder(
    { version: searchConfig.defaultVersion, root: content.root, production, workerFile },
    (rebuilt) => void swapIndexes(rebuilt),
  );

  /**
   * Searches run one at a time, each in a later turn of the event loop, so requests that arrive meanwhile are
   * read and counted: when `busy.maxWaiting` already wait, a new search is refused at once (503) instead of every
   * reader waiting behind a burst. 64 connections searching at once had a p99 of 1.5–1.9 s and wrk timeouts, and
   * held up every other answer of the event loop with them.
   */
  const enqueueSearch = createSerialQueue(searchConfig.busy.maxWaiting);
  const inTurn = <T>(job: () => T | Promise<T>): Promise<T> =>
    enqueueSearch(async () => {
      await nextTurn();
      return job();
    });

  async function search(request: SearchRequest, mode: "page" | "suggest"): Promise<SearchResponse> {
    const context = parseContext(request.ctx, request.locale);
    const base = {
      query: request.query.trim(),
      total: 0,
      offset: 0,
      pages: [],
      context,
      outside: false,
      partial: false,
      version: request.version,
      rewrite: null,
      exact: request.exact,
      suggestions: [],
    };
    if (base.query === "") return { ...base, status: "empty" };
    const state = await indexes();
    const engine = state.ok ? state.engines.get(request.version ?? state.defaultVersion)?.get(request.locale) : undefined;
    if (!engine) return { ...base, status: "unavailable" };
    try {
      const options = mode === "page" ? searchConfig.page : searchConfig.suggest;
      const offset = mode === "page" ? (request.page - 1) * options.maxPages : 0;
      const begun = performance.now();
      const result = await inTurn(() =>
        engine.search(base.query, { ...options, offset, ctx: context?.path ?? null, fallbackOutside: true, exact: request.exact }),
      );
      metrics?.observeSearch((performance.now() - begun) / 1000, mode);
      return { ...base, status: "ok", ...result };
    } catch (error) {
      if (error instanceof QueueFullError) return { ...base, status: "busy" };
      // Input cannot reach lunr's parser, so this is a bug; the reader still gets a page, not a 500.
      log("error", { msg: "search failed", query: base.query, error: error instanceof Error ? error.message : String(error) });
      return { ...base, status: "unavailable" };
    }
  }

  return {
    search,
    inTurn,
    start() {
      started ??= (() => {
        content.onChange((_index, locales) => rebuild(locales));
        return indexes().then((state) => {
          loaded = state.ok ? "ok" : "failed";
        });
      })();
      return started;
    },
    state: () => loaded,
    waiting: () => enqueueSearch.waiting(),
  };
}
