/**
 * Prometheus metrics (`GET /metrics`). Scraped inside the cluster by annotation; the public edge never serves it.
 * One `Metrics` service per server, built by `createServices` with its own prom-client registry (not the
 * package's global one): nothing is registered on import, and a test's services count only their own work.
 * The process metrics (heap, RSS, GC, event-loop delay) start with `start()`, from health's start-up.
 * Caches and queues report their state through gauges that read it at scrape time.
 */
import { PerformanceObserver, constants as perfConstants } from "node:perf_hooks";
import v8 from "node:v8";
import client from "prom-client";

const PREFIX = "sms_docs_";

export type InsightsCounter = "writeFailures" | "droppedEvents" | "writtenEvents";

const insightsCounters: Record<InsightsCounter, { name: string; help: string }> = {
  writeFailures: {
    name: `${PREFIX}insights_write_failures_total`,
    help: "Batches of reader feedback and search insights the database refused (the events wait for the next try).",
  },
  droppedEvents: {
    name: `${PREFIX}insights_dropped_events_total`,
    help: "Feedback and search events given up because the write queue was full while the database was failing.",
  },
  writtenEvents: {
    name: `${PREFIX}insights_written_events_total`,
    help: "Feedback and search events written to the insights database.",
  },
};

export interface Metrics {
  countResponse(status: number): void;
  observeCompile(seconds: number, outcome: "ok" | "failed" | "timeout"): void;
  observeSearch(seconds: number, mode: "page" | "suggest"): void;
  /** A compile's code blocks: taken from the build's code store, or highlighted by the compile. */
  countCodeBlocks(counts: { stored: number; highlighted: number }): void;
  /** The insights capability's counters (writes, failures, drops). */
  insights(which: InsightsCounter): client.Counter;
  /** A gauge read at scrape time (cache bytes, queue depth, hit counts): registered once per name. */
  registerGauge(name: string, help: string, read: () => number | Record<string, number>, labelName?: string): void;
  /** Starts the process metrics; the live heap is read after each major GC (what is left is what the server holds). */
  start(): void;
  stop(): void;
  /** The text exposition of every metric. */
  text(): Promise<{ contentType: string; body: string }>;
}

export function createMetrics(): Metrics {
  const registry = new client.Registry();
  const responses = new client.Counter({
    name: `${PREFIX}http_responses_total`,
    help: "Responses sent, by status class (2xx, 3xx, 4xx, 503, 5xx).",
    labelNames: ["status"] as const,
    registers: [registry],
  });
  const compileSeconds = new client.Histogram({
    name: `${PREFIX}compile_seconds`,
    help: "Page compiles (MDX to HTML), by outcome.",
    labelNames: ["outcome"] as const,
    buckets: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const compileTimeouts = new client.Counter({
    name: `${PREFIX}compile_timeouts_total`,
    help: "Compiles stopped at the deadline (worker replaced).",
    registers: [registry],
  });
  const codeBlocks = new client.Counter({
    name: `${PREFIX}code_blocks_total`,
    help: "Code blocks of compiled pages, by where their highlighting came from (the build's code store, or the highlighter).",
    labelNames: ["from"] as const,
    registers: [registry],
  });
  const searchSeconds = new client.Histogram({
    name: `${PREFIX}search_seconds`,
    help: "Searches, from the request to the ranked answer, by mode (page or suggest).",
    labelNames: ["mode"] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 1],
    registers: [registry],
  });
  const counters = new Map<InsightsCounter, client.Counter>();
  let heapAfterMajorGc = 0;
  let gcObserver: PerformanceObserver | undefined;

  const registerGauge: Metrics["registerGauge"] = (name, help, read, labelName = "name") => {
    const fullName = `${PREFIX}${name}`;
    if (registry.getSingleMetric(fullName)) return;
    new client.Gauge({
      name: fullName,
      help,
      labelNames: [labelName],
      registers: [registry],
      collect() {
        const value = read();
        if (typeof value === "number") this.set(value);
        else for (const [label, v] of Object.entries(value)) this.set({ [labelName]: label }, v);
      },
    });
  };

  return {
    countResponse(status) {
      responses.inc({ status: status === 503 ? "503" : `${Math.floor(status / 100)}xx` });
    },
    observeCompile(seconds, outcome) {
      compileSeconds.observe({ outcome }, seconds);
      if (outcome === "timeout") compileTimeouts.inc();
    },
    countCodeBlocks({ stored, highlighted }) {
      codeBlocks.inc({ from: "store" }, stored);
      codeBlocks.inc({ from: "highlighter" }, highlighted);
    },
    observeSearch(seconds, mode) {
      searchSeconds.observe({ mode }, seconds);
    },
    insights(which) {
      let counter = counters.get(which);
      if (!counter) {
        counter = new client.Counter({ ...insightsCounters[which], registers: [registry] });
        counters.set(which, counter);
      }
      return counter;
    },
    registerGauge,
    start() {
      if (gcObserver) return;
      client.collectDefaultMetrics({ prefix: PREFIX, register: registry });
      gcObserver = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;
          if (kind === perfConstants.NODE_PERFORMANCE_GC_MAJOR) heapAfterMajorGc = process.memoryUsage().heapUsed;
        }
      });
      gcObserver.observe({ entryTypes: ["gc"] });
      registerGauge(
        "heap_limit_bytes",
        "The V8 heap limit (--max-old-space-size and the rest).",
        () => v8.getHeapStatistics().heap_size_limit,
      );
      registerGauge("heap_used_after_major_gc_bytes", "Heap in use right after the last major GC: the live heap.", () => heapAfterMajorGc);
    },
    stop() {
      gcObserver?.disconnect();
      gcObserver = undefined;
    },
    async text() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}
