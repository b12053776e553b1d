/**
 * The server's long-lived services, built once by server.ts at start-up from the configuration and handed
 * to the routes through Remix's load context (`context.services`) and to server.ts's own handlers as an
 * argument. Building them does no work: each service reads, watches or loads on its first use or when
 * started (`services.health.start()`, by server.ts). Tests build their own from a test configuration.
 */
import {
  createContentIndex,
  createPageCache,
  createServerPageStore,
  type ContentIndexService,
  type PageCache,
  type ServerPageStore,
} from "../content/index.server";
import { createHealth, type HealthService } from "../health/index.server";
import { createSearchService, type SearchService } from "../search/index.server";
import { createDocumentCache, type DocumentCache } from "../documents/index.server";
import { type ServerConfig } from "../platform/index.server";

export interface Services {
  /** The pages and their front matter, kept current while the server runs. */
  content: ContentIndexService;
  /** The search indexes and the searches' bounded queue (MCP tool calls take their turn there too). */
  search: SearchService;
  /** Pages and their Markdown compiled by `npm run build`, read when a page's source is unchanged since. */
  pageStore: ServerPageStore;
  /** Compiled pages (bounded by bytes), from the page store or compiled in turn. */
  pages: PageCache;
  /** Rendered documents (pages, their data, Markdown) in every encoding, answered before the app runs. */
  documents: DocumentCache;
  /** Start-up (search indexes, page store, warm-up, metrics) and the readiness and liveness probes. */
  health: HealthService;
}

export function createServices(config: ServerConfig): Services {
  const content = createContentIndex({ root: config.contentDir, production: config.production, contentDatesFile: config.contentDatesFile });
  const search = createSearchService({
    production: config.production,
    indexDir: config.searchIndexDir,
    content,
    workerFile: config.searchWorkerFile,
  });
  const pageStore = createServerPageStore({
    production: config.production,
    dir: config.pageStoreDir,
    compilerFile: config.compileWorkerFile,
    contractDir: config.contractDir,
    contentDir: config.contentDir,
  });
  const pages = createPageCache({ store: pageStore });
  const documents = createDocumentCache();
  const health = createHealth({
    content,
    search,
    documents,
    pages,
    pageStore,
    production: config.production,
    compileTimeoutMs: config.compileTimeoutMs,
  });
  return { content, search, pageStore, pages, documents, health };
}
