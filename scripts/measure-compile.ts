/**
 * `npm run measure:compile [-- --rounds N] [-- --dump DIR] [-- filter]`: the compile of a page edited since the build,
 * in-process (the job the compile worker runs: MDX → bundled code → HTML), with production React and the worker's
 * young-generation size. Every page of both locales is compiled once per round, after a warm-up page; each round
 * prints the per-page median, p90 and max of wall time, the median CPU time of this process, and the CPU esbuild's
 * own process spent per page. For comparing changes on one machine in one run (CPU time is steadier than wall time
 * on a busy machine), not for asserting. `--dump DIR` writes each page's HTML (first round) to DIR, to compare the
 * output of two versions of the pipeline. `--code-store` looks code blocks up in the build's code store
 * (build/pages/code/, `npm run build` first), as the server's compile worker does for a page edited since the build.
 */
import { renderPage } from "../app/lib/mdx/index.server";
import { scanContent } from "../app/lib/content/index.server";
import { serverConfigFromEnv } from "../app/lib/platform/index.server";
import { locales } from "../app/lib/content";
import { codeStoreLocation, openCodeStore } from "../app/lib/mdx/code-store.server";
import fs from "node:fs";
import path from "node:path";

/** The settings of this run, from the environment (CONTENT_DIR, CONTRACT_DIR, …), as the server reads them. */
const serverConfig = serverConfigFromEnv();

const args = process.argv.slice(2);
const roundsAt = args.indexOf("--rounds");
const rounds = roundsAt >= 0 ? Number(args[roundsAt + 1]) : 3;
const dumpAt = args.indexOf("--dump");
const dumpDir = dumpAt >= 0 ? args[dumpAt + 1] : undefined;
const filter = args.find((arg, i) => !arg.startsWith("--") && !["--rounds", "--dump"].includes(args[i - 1] ?? "")) ?? "";
const codeStore = args.includes("--code-store")
  ? openCodeStore(codeStoreLocation({ pageStoreDir: serverConfig.pageStoreDir, compilerFile: serverConfig.compileWorkerFile }))
  : undefined;

const index = scanContent(serverConfig.contentDir, { includeDrafts: false });
const jobs = locales.flatMap((locale) =>
  [...index.docs[locale].values()]
    .filter((doc) => doc.filePath.includes(filter))
    .map((doc) => ({
      source: fs.readFileSync(doc.filePath, "utf8"),
      locale,
      filePath: doc.filePath,
      contractDir: serverConfig.contractDir,
    })),
);

/** CPU seconds of this process's children (esbuild's service), from /proc on Linux; undefined elsewhere. */
function childrenCpuMs(): number | undefined {
  try {
    const tick = 100; // USER_HZ on Linux
    const children = fs
      .readdirSync(`/proc/${process.pid}/task`)
      .flatMap((task) => fs.readFileSync(`/proc/${process.pid}/task/${task}/children`, "utf8").split(" ").filter(Boolean));
    return children.reduce((sum, pid) => {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
      return sum + ((Number(fields[11]) + Number(fields[12])) * 1000) / tick;
    }, 0);
  } catch {
    return undefined;
  }
}

const at = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
await renderPage({ source: "# Warm-up\n\n```json\n{}\n```\n", locale: "uk", filePath: "/warm-up.mdx" });
for (let round = 1; round <= rounds; round += 1) {
  const times: number[] = [];
  const cpuTimes: number[] = [];
  const started = performance.now();
  const childrenBefore = childrenCpuMs();
  for (const job of jobs) {
    const t = performance.now();
    const cpu = process.cpuUsage();
    const page = await renderPage(job, codeStore);
    times.push(performance.now() - t);
    const used = process.cpuUsage(cpu);
    cpuTimes.push((used.user + used.system) / 1000);
    if (dumpDir && round === 1) {
      const name = `${job.locale}-${path.relative(serverConfig.contentDir, job.filePath).replaceAll("/", "_")}.html`;
      fs.writeFileSync(path.join(dumpDir, name), page.html);
    }
  }
  const sorted = times.sort((a, b) => a - b);
  const cpuSorted = cpuTimes.sort((a, b) => a - b);
  console.log(
    `round ${round}: ${jobs.length} pages in ${Math.round(performance.now() - started)} ms; per page median ${at(sorted, 0.5).toFixed(1)} ms, p90 ${at(sorted, 0.9).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms; CPU of this process per page median ${at(cpuSorted, 0.5).toFixed(1)} ms (esbuild's own process not included)`,
  );
  const childrenAfter = childrenCpuMs();
  if (childrenBefore !== undefined && childrenAfter !== undefined)
    console.log(`  esbuild's process: ${((childrenAfter - childrenBefore) / jobs.length).toFixed(1)} ms of CPU per page`);
}
