/**
 * Prometheus metrics (`GET /metrics`, prom-client's default registry). Scraped inside the cluster by
 * annotation; the public edge never serves it. The instruments are created on first use, not on import,
 * and the process metrics (heap, RSS, GC, event-loop delay) start with `startMetrics` at server start.
 * Caches and queues report their state through gauges that read it at scrape time.
 */
import { PerformanceObserver, constants as perfConstants } from "node:perf_hooks";
import v8 from "node:v8";
import client from "prom-client";

const PREFIX = "sms_docs_";

interface Instruments {
  responses: client.Counter<"status">;
  compileSeconds: client.Histogram<"outcome">;
  compileTimeouts: client.Counter;
  searchSeconds: client.Histogram<"mode">;
}

let instruments: Instruments | undefined;

/**
 * server.ts and the app build each bundle this module, but share prom-client (an external package) and so its
 * registry: an instrument the other copy made already is reused, never registered twice.
 */
function once<T extends client.Metric>(name: string, create: () => T): T {
  return (client.register.getSingleMetric(name) as T | undefined) ?? create();
}

function make(): Instruments {
  const responses = `${PREFIX}http_responses_total`;
  const compile = `${PREFIX}compile_seconds`;
  const timeouts = `${PREFIX}compile_timeouts_total`;
  const search = `${PREFIX}search_seconds`;
  return {
    responses: once(
      responses,
      () =>
        new client.Counter({
          name: responses,
          help: "Responses sent, by status class (2xx, 3xx, 4xx, 503, 5xx).",
          labelNames: ["status"] as const,
        }),
    ),
    compileSeconds: once(
      compile,
      () =>
        new client.Histogram({
          name: compile,
          help: "Page compiles (MDX to HTML), by outcome.",
          labelNames: ["outcome"] as const,
          buckets: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
        }),
    ),
    compileTimeouts: once(
      timeouts,
      () => new client.Counter({ name: timeouts, help: "Compiles stopped at the deadline (worker replaced)." }),
    ),
    searchSeconds: once(
      search,
      () =>
        new client.Histogram({
          name: search,
          help: "Searches, from the request to the ranked answer, by mode (page or suggest).",
          labelNames: ["mode"] as const,
          buckets: [0.001, 0.0025, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 1],
        }),
    ),
  };
}

function get(): Instruments {
  instruments ??= make();
  return instruments;
}

export function countResponse(status: number): void {
  const label = status === 503 ? "503" : `${Math.floor(status / 100)}xx`;
  get().responses.inc({ status: label });
}

export function observeCompile(seconds: number, outcome: "ok" | "failed" | "timeout"): void {
  get().compileSeconds.observe({ outcome }, seconds);
  if (outcome === "timeout") get().compileTimeouts.inc();
}

export function observeSearch(seconds: number, mode: "page" | "suggest"): void {
  get().searchSeconds.observe({ mode }, seconds);
}

/** A gauge read at scrape time (cache bytes, queue depth, hit counts): registered once per name. */
export function registerGauge(name: string, help: string, read: () => number | Record<string, number>, labelName = "name"): void {
  const fullName = `${PREFIX}${name}`;
  if (client.register.getSingleMetric(fullName)) return;
  new client.Gauge({
    name: fullName,
    help,
    labelNames: [labelName],
    collect() {
      const value = read();
      if (typeof value === "number") this.set(value);
      else for (const [label, v] of Object.entries(value)) this.set({ [labelName]: label }, v);
    },
  });
}

let heapAfterMajorGc = 0;
let gcObserver: PerformanceObserver | undefined;

/** Starts the process metrics; the live heap is read after each major GC (what is left is what the server holds). */
export function startMetrics(): void {
  if (gcObserver) return;
  client.collectDefaultMetrics({ prefix: PREFIX });
  gcObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;
      if (kind === perfConstants.NODE_PERFORMANCE_GC_MAJOR) heapAfterMajorGc = process.memoryUsage().heapUsed;
    }
  });
  gcObserver.observe({ entryTypes: ["gc"] });
  registerGauge("heap_limit_bytes", "The V8 heap limit (--max-old-space-size and the rest).", () => v8.getHeapStatistics().heap_size_limit);
  registerGauge("heap_used_after_major_gc_bytes", "Heap in use right after the last major GC: the live heap.", () => heapAfterMajorGc);
}

export function stopMetrics(): void {
  gcObserver?.disconnect();
  gcObserver = undefined;
}

/** The text exposition of every metric. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: client.register.contentType, body: await client.register.metrics() };
}
