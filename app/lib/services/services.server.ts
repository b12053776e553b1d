/**
 * The server's long-lived services, built once by server.ts at start-up from the configuration and handed
 * to the routes through Remix's load context (`context.services`) and to server.ts's own handlers as an
 * argument. Building them does no work: each service reads, watches or loads on its first use or when
 * started (`services.health.start()` and `services.insights.start()`, by server.ts). Tests build their own from
 * a test configuration.
 */
import {
  createContentIndex,
  createPageCache,
  createPageRenderer,
  createServerPageStore,
  type ContentIndexService,
  type PageCache,
  type PageRenderer,
  type ServerPageStore,
} from "../content/index.server";
import { createDocumentCache, type DocumentCache } from "../documents/index.server";
import { createHealth, type HealthService } from "../health/index.server";
import { createInsights, type InsightsService } from "../insights/index.server";
import { createMetrics, setLogLevel, type Metrics, type ServerConfig } from "../platform/index.server";
import { createSearchService, type SearchService } from "../search/index.server";
import { createSerialQueue } from "../queue";

/**
 * Documents waiting for their render: a page renders in 10–20 ms, so 1,000 are 10–20 s of work; beyond that a
 * request is answered 503 at once. The waiting hold little: their pages are shared with the page cache.
 */
export const MAX_WAITING_RENDERS = 1000;

export interface Services {
  /** The settings this server was started with (read from the environment once, by server.ts). */
  config: ServerConfig;
  /** Prometheus metrics of this server (its own registry): `/metrics`. */
  metrics: Metrics;
  /** The pages and their front matter, kept current while the server runs. */
  content: ContentIndexService;
  /** The search indexes and the searches' bounded queue (MCP tool calls take their turn there too). */
  search: SearchService;
  /** Pages and their Markdown compiled by `npm run build`, read when a page's source is unchanged since. */
  pageStore: ServerPageStore;
  /** Compiles pages and converts them to Markdown: in the build's worker thread in production, in-process otherwise. */
  renderer: PageRenderer;
  /** Compiled pages (bounded by bytes), from the page store or compiled in turn. */
  pages: PageCache;
  /** Rendered documents (pages, their data, Markdown) in every encoding, answered before the app runs. */
  documents: DocumentCache;
  /** Reader feedback and search insights (records nothing until started). */
  insights: InsightsService;
  /** Start-up (search indexes, page store, warm-up, metrics) and the readiness and liveness probes. */
  health: HealthService;
  /**
   * Document renders, one at a time (entry.server.tsx). A render is synchronous CPU work, so taking turns costs no
   * throughput, and its deadline counts from its turn: a burst of every page on a busy machine waits, instead of
   * 400 renders started at once timing out together behind each other.
   */
  renders: ReturnType<typeof createSerialQueue>;
}

export function createServices(config: ServerConfig): Services {
  // This module's copy of the log (the app build's) writes at the configured level too.
  setLogLevel(config.logLevel);
  const metrics = createMetrics();
  const content = createContentIndex({ root: config.contentDir, production: config.production, contentDatesFile: config.contentDatesFile });
  const search = createSearchService({
    production: config.production,
    indexDir: config.searchIndexDir,
    content,
    workerFile: config.searchWorkerFile,
    metrics,
  });
  const pageStore = createServerPageStore({
    production: config.production,
    dir: config.pageStoreDir,
    compilerFile: config.compileWorkerFile,
    contractDir: config.contractDir,
    contentDir: config.contentDir,
  });
  const renderer = createPageRenderer({
    production: config.production,
    workerFile: config.compileWorkerFile,
    compileTimeoutMs: config.compileTimeoutMs,
    contractDir: config.contractDir,
    pageStoreDir: config.pageStoreDir,
    metrics,
  });
  const pages = createPageCache({ store: pageStore, renderer });
  const documents = createDocumentCache();
  const insights = createInsights({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    reportPassword: config.insightsPassword,
    metrics,
  });
  const health = createHealth({
    content,
    search,
    documents,
    pages,
    pageStore,
    renderer,
    metrics,
    production: config.production,
    compileTimeoutMs: config.compileTimeoutMs,
  });
  const renders = createSerialQueue(MAX_WAITING_RENDERS);
  return { config, metrics, content, search, pageStore, renderer, pages, documents, insights, health, renders };
}
