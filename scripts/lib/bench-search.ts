/**
 * `/search` and `/search/suggest` as one reader sees them: the reader queries of
 * `tests/search/readers.<locale>.json` (for suggestions, every prefix of them as typed), one after another
 * over one keep-alive connection, timed from request to last byte (bytes as sent: a compressed answer is
 * not decoded, as a browser would do it off the server's clock).
 */
import fs from "node:fs";
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
  /** The server's CPU time per measured request (ms), when the caller can read it (`cpuMs`). */
  cpuMsPerRequest?: number;
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

/**
 * `urls` one after another, `rounds` times after one warm-up round, over one keep-alive connection. `cpuMs`: the
 * server's CPU time so far (processCpuMs), read after the warm-up and at the end.
 */
export async function sequentialLatency(
  urls: readonly URL[],
  acceptEncoding: string,
  rounds = 2,
  cpuMs?: () => number | null,
): Promise<LatencyStats> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  let non200 = 0;
  let bytes = 0;
  let cpuAtStart: number | null = null;
  let cpuAtEnd: number | null = null;
  try {
    for (let round = 0; round <= rounds; round++) {
      if (round === 1) cpuAtStart = cpuMs?.() ?? null;
      for (const url of urls) {
        const result = await timedGet(agent, url, acceptEncoding);
        if (round === 0) continue;
        times.push(result.ms);
        bytes += result.bytes;
        if (result.status !== 200) non200++;
      }
    }
    cpuAtEnd = cpuMs?.() ?? null;
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
    ...(cpuAtStart !== null && cpuAtEnd !== null && { cpuMsPerRequest: +((cpuAtEnd - cpuAtStart) / Math.max(1, times.length)).toFixed(3) }),
  };
}

/**
 * CPU time a process has used so far (user + system, all its threads: the compressor's pool, GC), in ms, from
 * /proc/<pid>/stat; null where there is no /proc or no such process. On a machine shared with other work the
 * CPU a server spends per request is a steadier measure than the wall time a client sees.
 */
export function processCpuMs(pid: number, read: (file: string) => string = (file) => fs.readFileSync(file, "utf8")): number | null {
  let stat: string;
  try {
    stat = read(`/proc/${pid}/stat`);
  } catch {
    return null;
  }
  // The command name (field 2) may hold spaces and parentheses; the fields after its last ")" are fixed.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Number.isFinite(ticks) ? (ticks * 1000) / CLOCK_TICKS_PER_SECOND : null;
}

/** USER_HZ: 100 on every Linux this runs on (the kernel fixes it for user space). */
const CLOCK_TICKS_PER_SECOND = 100;
