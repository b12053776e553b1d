/**
 * `npm run bench:search -- --base http://127.0.0.1:3000 [--base http://127.0.0.1:3001] [--pid N …] [--passes 3] [--rounds 1]`:
 * `/search` (every reader query) and `/search/suggest` (every typed prefix of the first 60 reader queries) over
 * one keep-alive connection, per locale, against servers already running (e.g. `PORT=3001 npm run serve` of two
 * builds). With several bases the passes alternate between them, in a rotating order, so a busy moment of this
 * shared machine falls on both; each line carries the load average it was measured at. `--pid N` (one per base, in
 * the same order): that server's process id, to report its CPU time per request (`cpuMsPerRequest`, from /proc), which
 * a busy machine disturbs far less than wall time.
 */
import os from "node:os";
import { processCpuMs, readerUrls, sequentialLatency } from "./lib/bench-search";

const args = process.argv.slice(2);
const valuesOf = (flag: string) => args.flatMap((arg, i) => (arg === flag && args[i + 1] ? [args[i + 1] as string] : []));
const bases = valuesOf("--base");
const passes = Number(valuesOf("--passes")[0] ?? 3);
const rounds = Number(valuesOf("--rounds")[0] ?? 1);
const encoding = valuesOf("--encoding")[0] ?? "gzip, br";
const pids = valuesOf("--pid").map(Number);
if (pids.length > 0 && pids.length !== bases.length) {
  console.error("give one --pid per --base, in the same order");
  process.exit(2);
}
const cpuOf = (base: string) => {
  const pid = pids[bases.indexOf(base)];
  return pid === undefined ? undefined : () => processCpuMs(pid);
};
if (bases.length === 0) {
  console.error("usage: npm run bench:search -- --base <url> [--base <url>] [--pid N …] [--passes N] [--rounds N] [--encoding identity]");
  process.exit(2);
}

const rows: Record<string, string | number>[] = [];
for (let pass = 0; pass < passes; pass++) {
  const order = bases.map((_, i) => bases[(i + pass) % bases.length] as string);
  for (const base of order) {
    for (const route of ["search", "suggest"] as const) {
      for (const locale of ["uk", "ru"] as const) {
        const load = os.loadavg()[0]?.toFixed(1) ?? "?";
        const stats = await sequentialLatency(readerUrls(base, locale, route), encoding, rounds, cpuOf(base));
        const row = { pass: pass + 1, base, route, locale, load, ...stats };
        rows.push(row);
        console.log(JSON.stringify(row));
      }
    }
  }
}
console.table(rows);
