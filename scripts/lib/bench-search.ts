/**
 * `/search` and `/search/suggest` as one reader sees them: the reader queries of
 * `tests/search/readers.<locale>.json` (for suggestions, every prefix of them as typed), one after another
 * over one keep-alive connection, timed from request to last byte (bytes as sent: a compressed answer is
 * not decoded, as a browser would do it off the server's clock).
 */
import http from "node:http";
import { quantile } from "./bench-load";
import { loadReaderSet, typedPrefixes } from "./search-eval";

export interface LatencyStats {
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  non200: number;
  meanBytes: number;
}

/** Both halves: latency is not tuned, so there is nothing to hold out. */
const readerQueries = (locale: "uk" | "ru") =>
  (["tune", "heldout"] as const).flatMap((split) => loadReaderSet(locale, split).queries.map((c) => c.q));

function timedGet(agent: http.Agent, url: URL, acceptEncoding: string): Promise<{ ms: number; bytes: number; status: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { agent, headers: { "Accept-Encoding": acceptEncoding } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () => resolve({ ms: performance.now() - started, bytes, status: response.statusCode ?? 0 }));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

/** The URLs of one reader's pass: every reader query on /search, or every typed prefix of the first `suggestQueries` on /search/suggest. */
export function readerUrls(base: string, locale: "uk" | "ru", route: "search" | "suggest", suggestQueries = 60): URL[] {
  const prefix = locale === "uk" ? "" : `/${locale}`;
  const queries = route === "search" ? readerQueries(locale) : readerQueries(locale).slice(0, suggestQueries).flatMap(typedPrefixes);
  const path = route === "search" ? "/search" : "/search/suggest";
  return queries.map((q) => new URL(`${prefix}${path}?q=${encodeURIComponent(q)}`, base));
}

/** Every reader query of the locale `rounds` times (after one warm-up round), sequentially. */
export function readerSearchLatency(base: string, locale: "uk" | "ru", acceptEncoding: string, rounds = 2): Promise<LatencyStats> {
  return sequentialLatency(readerUrls(base, locale, "search"), acceptEncoding, rounds);
}

/** `urls` one after another, `rounds` times after one warm-up round, over one keep-alive connection. */
export async function sequentialLatency(urls: readonly URL[], acceptEncoding: string, rounds = 2): Promise<LatencyStats> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  let non200 = 0;
  let bytes = 0;
  try {
    for (let round = 0; round <= rounds; round++) {
      for (const url of urls) {
        const result = await timedGet(agent, url, acceptEncoding);
        if (round === 0) continue;
        times.push(result.ms);
        bytes += result.bytes;
        if (result.status !== 200) non200++;
      }
    }
  } finally {
    agent.destroy();
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => +quantile(times, q).toFixed(1);
  return {
    requests: times.length,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    non200,
    meanBytes: Math.round(bytes / Math.max(1, times.length)),
  };
}
