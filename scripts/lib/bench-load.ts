/**
 * Load generation for the benchmark with wrk (C, multi-threaded): a Node load generator
 * would saturate before nginx does and flatten every ratio. Distinct-URL runs use a Lua
 * script that numbers each request's query string or path.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** The value at quantile `q` (0–1) of ascending `sorted` values (0 for none), as every bench table reports it. */
export function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** Responses other than 2xx/3xx (expected for the unknown-path scenario). */
  non2xx: number;
}

function ms(value: string, unit: string): number {
  const n = Number(value);
  return unit === "us" ? n / 1000 : unit === "s" ? n * 1000 : unit === "m" ? n * 60_000 : n;
}

export function parseWrk(output: string): LoadResult {
  const latency = (p: string) => {
    const m = new RegExp(`^\\s*${p}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, "m").exec(output);
    return m ? +ms(m[1] ?? "0", m[2] ?? "ms").toFixed(2) : Number.NaN;
  };
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? Number.NaN);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
  const errors = socket ? [1, 2, 3, 4].reduce((n, i) => n + Number(socket[i]), 0) : 0;
  return { rps: Math.round(rps), p50: latency("50"), p99: latency("99"), errors, non2xx };
}

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  /** wrk threads (default 2). */
  threads?: number;
  headers?: Record<string, string>;
  /** A path template with `{n}` replaced by a per-request counter, e.g. `/page?utm_campaign={n}`. */
  distinct?: string;
}

export async function runLoad({ url, connections, seconds, threads = 2, headers = {}, distinct }: LoadOptions): Promise<LoadResult> {
  const args = ["--latency", "-t", String(threads), "-c", String(connections), "-d", `${seconds}s`];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  let script: string | undefined;
  if (distinct) {
    script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bench-lua-")), "distinct.lua");
    const [before, after = ""] = distinct.split("{n}");
    fs.writeFileSync(
      script,
      `local n = 0
local id = 0
setup = function(thread) id = id + 1; thread:set("offset", id * 100000000) end
request = function()
  n = n + 1
  return wrk.format(nil, ${JSON.stringify(before)} .. (offset + n) .. ${JSON.stringify(after)})
end
`,
    );
    args.push("-s", script);
  }
  const { stdout: output } = await run("wrk", [...args, url], { encoding: "utf8" });
  if (script) fs.rmSync(path.dirname(script), { recursive: true, force: true });
  return parseWrk(output);
}
