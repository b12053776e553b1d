/**
 * The insights service, built once with the other services (`createInsights`, by `createServices`) and handed to
 * routes through the load context: the store (opened and migrated by `start()`, reopened later if that failed),
 * the batching writer, the search tracker, the feedback rate limit and the daily retention. Nothing starts at import
 * time or when it is built: until server.ts calls `start()`, events are not recorded (a test's services write no
 * database); `close()` stops every timer and writes what is still queued.
 */
import type { IncomingHttpHeaders } from "node:http";
import type { Locale } from "../../../site.config";
import { localeFromPathname } from "../content";
import { log, type Metrics } from "../platform/index.server";
import { retentionCutoff } from "./days";
import { createRateLimiter } from "./rate-limit.server";
import { createSearchTracker, type SearchOutcome } from "./search-tracker.server";
import { openInsightsStore, type InsightsStore, type StoreTarget } from "./store.server";
import type { FeedbackEvent, InsightsReport } from "./types";
import { createInsightsWriter } from "./writer.server";
import { pageOfDataPath } from "../documents";

export const RETENTION_DAYS = 180;
const DAY_MS = 86_400_000;

export interface InsightsOptions extends StoreTarget {
  /** Password of the owner's report; null: the report answers 404. */
  reportPassword: string | null;
  /** Feedback posts per client per minute. */
  feedbackPerMinute?: number;
  /** Where the write failures, drops and writes are counted. */
  metrics: Pick<Metrics, "insights">;
  /** For tests: a store to use instead of opening one. */
  openStore?: (target: StoreTarget) => Promise<InsightsStore>;
  writer?: { flushDelayMs?: number; retryDelayMs?: number; batchSize?: number };
}

export interface InsightsService {
  /** Opens and migrates the store (a failure is logged; the site works without it), starts retention and settling. */
  start(): Promise<void>;
  readonly reportPassword: string | null;
  readonly retentionDays: number;
  /** A search answered: `page` for the results page (first page only), `suggest` for the navbar box. */
  recordSearch(client: string, source: "page" | "suggest", outcome: SearchOutcome): void;
  /** A GET of `url`: a result link (`_highlight`) from a search this server answered records an open. */
  noteRequest(client: string, method: string | undefined, url: string | undefined, headers: IncomingHttpHeaders): void;
  /** Whether this client may post feedback now (429 otherwise). */
  allowFeedback(client: string): boolean;
  recordFeedback(event: FeedbackEvent): void;
  /** Throws when the database cannot be read. */
  report(): Promise<InsightsReport>;
  /** Writes what is queued now (tests; the load test counts rows after it). */
  flush(): Promise<void>;
  readonly store: Promise<InsightsStore>;
  close(): Promise<void>;
}

/** The client a request comes from, for the rate limit and for settling suggestions; held in memory only. */
export function clientKeyOf(headers: IncomingHttpHeaders, remoteAddress: string | undefined): string {
  const forwarded = headers["x-forwarded-for"];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
  return (first || remoteAddress || "unknown").slice(0, 64);
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createInsights(options: InsightsOptions): InsightsService {
  const insightsCounter = options.metrics.insights;
  const open = options.openStore ?? openInsightsStore;
  const target: StoreTarget = { databaseUrl: options.databaseUrl, dataDir: options.dataDir };
  const where = options.databaseUrl ? "postgres" : "sqlite";
  let storePromise: Promise<InsightsStore> | undefined;
  /** The open store; a failed open is tried again on the next use. */
  const connect = () => {
    storePromise ??= open(target).catch((error: unknown) => {
      storePromise = undefined;
      throw error;
    });
    return storePromise;
  };

  const writer = createInsightsWriter({
    ...options.writer,
    write: async (batch) => (await connect()).insert(batch),
    onFailure: (error, size) => {
      insightsCounter("writeFailures").inc();
      log("error", { msg: "insights write failed; events kept for the next try", store: where, events: size, error: message(error) });
    },
    onDropped: (count) => {
      insightsCounter("droppedEvents").inc(count);
      log("warn", { msg: "insights queue full; events dropped", dropped: count });
    },
    onWritten: (count) => insightsCounter("writtenEvents").inc(count),
  });
  const tracker = createSearchTracker({ record: (event) => writer.push(event) });
  const limiter = createRateLimiter({ perWindow: options.feedbackPerMinute ?? 10, windowMs: 60_000 });

  async function applyRetention() {
    try {
      const removed = await (await connect()).deleteBefore(retentionCutoff(new Date(), RETENTION_DAYS));
      if (removed) log("info", { msg: "insights retention applied", removed, days: RETENTION_DAYS });
    } catch (error) {
      insightsCounter("writeFailures").inc();
      log("error", { msg: "insights retention failed", store: where, error: message(error) });
    }
  }

  let started: Promise<void> | undefined;
  let retention: NodeJS.Timeout | undefined;
  let sweeper: NodeJS.Timeout | undefined;
  async function start() {
    try {
      const store = await connect();
      log("info", { msg: "insights store ready", store: store.dialect });
    } catch (error) {
      // Reading and searching do not depend on it: the site starts, writes are retried and counted.
      insightsCounter("writeFailures").inc();
      log("error", {
        msg: "insights store unavailable at start; feedback and search insights wait for it",
        store: where,
        error: message(error),
      });
    }
    void applyRetention();
    retention = setInterval(() => void applyRetention(), DAY_MS);
    retention.unref();
    sweeper = setInterval(() => tracker.sweep(), 1_000);
    sweeper.unref();
  }

  return {
    start() {
      started ??= start();
      return started;
    },
    reportPassword: options.reportPassword,
    retentionDays: RETENTION_DAYS,
    recordSearch(client, source, outcome) {
      if (!started) return;
      if (source === "page") tracker.page(client, outcome);
      else tracker.suggest(client, outcome);
    },
    noteRequest(client, method, url, headers) {
      if (!started || method !== "GET" || !url?.includes("_highlight=")) return;
      // Link prefetches (hover, viewport) are not opens.
      if (/prefetch/i.test(String(headers["sec-purpose"] ?? headers.purpose ?? ""))) return;
      let parsed: URL;
      try {
        parsed = new URL(url, "http://localhost");
      } catch {
        return;
      }
      // A client navigation fetches `/page.data?…`.
      const path = pageOfDataPath(parsed.pathname);
      const locale: Locale = localeFromPathname(path);
      tracker.open(client, locale, path, parsed.searchParams.getAll("_highlight"));
    },
    allowFeedback: (client) => limiter.allow(client),
    recordFeedback: (event) => {
      if (started) writer.push(event);
    },
    report: async () => (await connect()).report(),
    flush: () => {
      tracker.sweep(true);
      return writer.flush();
    },
    get store() {
      return connect();
    },
    async close() {
      clearInterval(retention);
      clearInterval(sweeper);
      tracker.sweep(true);
      await writer.close();
      if (storePromise) await (await storePromise.catch(() => null))?.close();
      storePromise = undefined;
    },
  };
}
