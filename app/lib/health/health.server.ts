/**
 * Start-up and the two probes, one health service per server (`createHealth`, built with the other services).
 * It starts explicitly, from server.ts (`services.health.start()`), never on import:
 * the search indexes load and follow content edits, the page store's entries are listed, and each locale's
 * home page is loaded once as a warm-up. Readiness is 200 only when all of that is done; liveness fails when the compile path is wedged
 * (a job far past its deadline), so the orchestrator restarts the pod. Both answer short generic bodies:
 * details go to the log, never to the (possibly public) response.
 */
import { readFile } from "node:fs/promises";
import { defaultLocale, locales } from "../content";
import { type ContentIndex, type DocMeta, type PageCache, type PageRenderer, type ServerPageStore } from "../content/index.server";
import { memoBytes } from "../search/index.server";
import { log, type Metrics } from "../platform/index.server";
import { type DocumentCache } from "../documents/index.server";
import type { ContentIndexService } from "../content/index.server";
import type { SearchService } from "../search/index.server";

/** Edited pages compiled at once; the compile queue keeps room for readers. */
const MAX_EAGER_COMPILES = 8;

/** Warms the home pages and the compiler; resolves when done (a failure is logged, never thrown). */
async function warmUp(index: ContentIndex, pages: PageCache, renderer: PageRenderer): Promise<void> {
  for (const locale of locales) {
    const home = index.docs[locale].get("index");
    if (!home) continue;
    try {
      await pages.get(locale, home.slug, home.filePath);
    } catch (error) {
      // A broken home page is a content problem, not a reason to keep the pod out of service.
      log("error", { msg: "warm-up: home page failed to compile", locale, error: error instanceof Error ? error.message : String(error) });
    }
  }
  await warmCompiler(index.docs[defaultLocale].get("index"), renderer);
}

/**
 * With pages from the page store, start-up compiles nothing; an edit made soon after would wait for a cold compiler
 * (1.3–2.5 s measured instead of well under a second). One real compile before readiness warms it.
 */
async function warmCompiler(doc: DocMeta | undefined, renderer: PageRenderer): Promise<void> {
  if (!doc) return;
  await readFile(doc.filePath, "utf8")
    .then((source) => renderer.renderPage({ source, locale: doc.locale, filePath: doc.filePath }))
    .catch(() => undefined);
}

const hitRatio = ({ hits, misses }: { hits: number; misses: number }) => (hits + misses === 0 ? 0 : hits / (hits + misses));

/** The state of caches and queues, read by /metrics at scrape time. */
function registerStateGauges({ registerGauge }: Metrics, search: SearchService, documents: DocumentCache, pages: PageCache): void {
  registerGauge(
    "cache_bytes",
    "Bytes held by each cache (documents: all encodings; pages and search memos: estimated heap).",
    () => ({
      documents: documents.stats().bytes,
      pages: pages.stats().bytes,
      search_memos: memoBytes(),
    }),
    "cache",
  );
  registerGauge(
    "cache_hit_ratio",
    "Share of lookups answered by each cache since start.",
    () => ({
      documents: hitRatio(documents.stats()),
      pages: hitRatio(pages.stats()),
    }),
    "cache",
  );
  registerGauge(
    "queue_waiting",
    "Jobs waiting in each bounded queue (compiles, searches).",
    () => ({
      compile: pages.stats().waiting,
      search: search.waiting(),
    }),
    "queue",
  );
}

/**
 * An edited page is compiled as soon as the edit is seen, not when the next reader asks: the edit shows
 * within a second, and the reader never waits for the compile. A failure is remembered by the page cache.
 */
function compileEdited(docs: readonly DocMeta[], production: boolean, pages: PageCache): void {
  // A few pages (an author's edit); a whole tree replaced at once is left to the readers' requests.
  for (const doc of docs.slice(0, MAX_EAGER_COMPILES)) {
    if (doc.draft && production) continue;
    pages.get(doc.locale, doc.slug, doc.filePath).catch(() => undefined);
  }
}

export interface Probe {
  ok: boolean;
  /** For the log only. */
  reasons: string[];
}

export interface HealthService {
  /** Starts what the server needs before it is ready; safe to call more than once. */
  start(): Promise<void>;
  /** Ready once the search indexes are loaded, the page store listed and the warm-up done. */
  readiness(): Probe;
  /** Alive while the home page is there and compiles end. */
  liveness(): Probe;
  /** A probe's answer: a short body, no cache; a failing probe's reasons are logged when they change. */
  respond(name: "ready" | "live"): Response;
}

/** Deadlines stop every compile; one running this long means they no longer do. */
const wedgedAfterMs = (compileTimeoutMs: number) => compileTimeoutMs * 3 + 5_000;

export interface HealthOptions {
  content: ContentIndexService;
  search: SearchService;
  /** Its size and hit ratio are gauges of /metrics. */
  documents: DocumentCache;
  /** The home pages are warmed through it; edited pages compiled at once. */
  pages: PageCache;
  /** Opened before the warm-up, so the home pages come from it. */
  pageStore: ServerPageStore;
  /** Warmed with one real compile; liveness watches its oldest job. */
  renderer: PageRenderer;
  /** Started with the server; the caches' and queues' gauges are registered there. */
  metrics: Metrics;
  /** Production compiles no draft when it is edited. */
  production: boolean;
  /** COMPILE_TIMEOUT_MS: liveness fails when a compile runs three deadlines past it. */
  compileTimeoutMs: number;
}

export function createHealth(options: HealthOptions): HealthService {
  const { content, search, documents, pages, pageStore, renderer, metrics, production, compileTimeoutMs } = options;
  let warmedUp = false;
  let started: Promise<void> | undefined;
  let lastLogged = "";
  const health: HealthService = {
    start() {
      if (!started) {
        metrics.start();
        registerStateGauges(metrics, search, documents, pages);
        content.onChange((_index, _locales, docs) => compileEdited(docs, production, pages));
        // The home pages come from the page store when it has them: open it before warming up.
        const warm = pageStore
          .open()
          .then(() => warmUp(content.current(), pages, renderer))
          .then(() => {
            warmedUp = true;
          });
        started = Promise.all([search.start(), warm]).then(() => {
          const cpu = process.cpuUsage();
          log("info", {
            msg: "ready",
            msSinceProcessStart: Math.round(process.uptime() * 1000),
            // The work start-up took (all threads), whatever else the machine was doing: wall time grows with its load.
            cpuMsSinceProcessStart: Math.round((cpu.user + cpu.system) / 1000),
            storedEntries: pageStore.current()?.size ?? 0,
          });
        });
      }
      return started;
    },
    readiness() {
      const index = content.current();
      const reasons: string[] = [];
      for (const locale of locales) if (!index.docs[locale].has("index")) reasons.push(`content: no ${locale} home page`);
      const state = search.state();
      if (state !== "ok") reasons.push(`search indexes ${state}`);
      if (pageStore.state() !== "ok") reasons.push("page store loading");
      if (!warmedUp) reasons.push("warm-up not finished");
      return { ok: reasons.length === 0, reasons };
    },
    liveness() {
      const reasons: string[] = [];
      if (!content.current().docs[defaultLocale].has("index")) reasons.push("content: the home page is missing");
      const busy = renderer.busyForMs();
      if (busy > wedgedAfterMs(compileTimeoutMs)) reasons.push(`compile path wedged: a job has run for ${Math.round(busy)} ms`);
      return { ok: reasons.length === 0, reasons };
    },
    respond(name) {
      const probe = name === "ready" ? health.readiness() : health.liveness();
      const summary = probe.reasons.join("; ");
      if (!probe.ok && summary !== lastLogged) log("warn", { msg: `not ${name}`, reasons: probe.reasons });
      lastLogged = probe.ok ? "" : summary;
      return new Response(probe.ok ? `${name}\n` : `not ${name}\n`, {
        status: probe.ok ? 200 : 503,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
      });
    },
  };
  return health;
}
