/**
 * `npx tsx scripts/compare-worker-heap.ts OLD_MB:YOUNG_MB OLD_MB:YOUNG_MB [rounds]`: the production compile worker
 * (build/compile-worker.js, `npm run build` first) under two heap configurations, in one process: every page of both
 * locales is compiled by a worker of each, back to back, the order alternating, and the wall time of each job is
 * compared (each worker runs alone while it compiles). `0` for a size leaves it to V8. Prints each round's medians and
 * the median per-page ratio B/A, with the load average. For choosing the worker's `resourceLimits` on one machine.
 * Both workers read the build's code store, as the server's does.
 */
import fs from "node:fs";
import { Worker } from "node:worker_threads";
import { scanContent } from "../app/lib/content/index.server";
import { serverConfigFromEnv } from "../app/lib/platform/index.server";
import { codeStoreLocation } from "../app/lib/mdx/code-store.server";
import type { CompileWorkerData } from "../app/lib/mdx/index.server";

const serverConfig = serverConfigFromEnv();

const [specA, specB, roundsArg] = process.argv.slice(2);
if (!specA || !specB) throw new Error("usage: compare-worker-heap.ts OLD:YOUNG OLD:YOUNG [rounds]");
const rounds = Number(roundsArg ?? 2);

function limits(spec: string) {
  const [old, young] = spec.split(":").map(Number);
  return { ...(old ? { maxOldGenerationSizeMb: old } : {}), ...(young ? { maxYoungGenerationSizeMb: young } : {}) };
}

interface Reply {
  id?: number;
  ready?: boolean;
  ok?: boolean;
  message?: string;
}

function startWorker(spec: string) {
  const workerData: CompileWorkerData = {
    codeStore: codeStoreLocation({ pageStoreDir: serverConfig.pageStoreDir, compilerFile: serverConfig.compileWorkerFile }),
  };
  const worker = new Worker(serverConfig.compileWorkerFile, { workerData, resourceLimits: limits(spec) });
  let waiting: ((reply: Reply) => void) | undefined;
  worker.on("message", (reply: Reply) => waiting?.(reply));
  const next = () => new Promise<Reply>((resolve) => (waiting = resolve));
  const ready = next();
  let id = 0;
  return {
    ready,
    async run(job: object): Promise<number> {
      const started = performance.now();
      worker.postMessage({ ...job, id: (id += 1) });
      const reply = await next();
      if (!reply.ok) throw new Error(reply.message);
      return performance.now() - started;
    },
    stop: () => worker.terminate(),
  };
}

const index = scanContent(serverConfig.contentDir, { includeDrafts: false });
const jobs = Object.values(index.docs).flatMap((docs) =>
  [...docs.values()].map((doc) => ({
    kind: "page",
    source: fs.readFileSync(doc.filePath, "utf8"),
    locale: doc.locale,
    filePath: doc.filePath,
    contractDir: serverConfig.contractDir,
  })),
);
const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;
const a = startWorker(specA);
const b = startWorker(specB);
await Promise.all([a.ready, b.ready]);
for (let round = 1; round <= rounds; round += 1) {
  const msA: number[] = [];
  const msB: number[] = [];
  for (const [i, job] of jobs.entries()) {
    const aFirst = (i + round) % 2 === 0;
    const first = await (aFirst ? a : b).run(job);
    const second = await (aFirst ? b : a).run(job);
    msA.push(aFirst ? first : second);
    msB.push(aFirst ? second : first);
  }
  const loadAverage = fs.readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  console.log(
    `round ${round} (load ${loadAverage}): wall per page median A (${specA}) ${median(msA).toFixed(1)} ms, B (${specB}) ${median(msB).toFixed(1)} ms; per-page ratio B/A median ${median(msB.map((ms, i) => ms / (msA[i] ?? ms))).toFixed(3)}`,
  );
}
await Promise.all([a.stop(), b.stop()]);
