/**
 * `npx tsx scripts/compare-compile.ts A B [rounds]`: two versions of the compile pipeline, page by page, in one
 * process. A and B are source trees (e.g. `git archive <commit> | tar -x -C /tmp/a`, with `node_modules` linked);
 * every page of both locales is compiled by A and by B back to back, the order alternating, and the CPU of each
 * compile is compared. On a shared machine whose load moves by ±40 % between runs, the per-page ratio of a pair is
 * far steadier than the medians of two runs. Prints each round's medians, the median per-page ratio B/A, and how
 * many pages got different HTML. Run from a tree's root (content and contract are read from there), with
 * `TSX_TSCONFIG_PATH` pointing at a tsconfig whose `include` covers both trees.
 */
import fs from "node:fs";
import path from "node:path";
import { serverConfigFromEnv } from "../app/lib/platform/index.server";

interface Pipeline {
  renderPage: (job: unknown) => Promise<{ html: string }>;
}

const [treeA, treeB, roundsArg] = process.argv.slice(2);
if (!treeA || !treeB) throw new Error("usage: compare-compile.ts A B [rounds]");
const rounds = Number(roundsArg ?? 2);
const load = (tree: string, module: string) => import(path.resolve(tree, module));
const a = (await load(treeA, "app/lib/mdx/index.server.ts")) as Pipeline;
const b = (await load(treeB, "app/lib/mdx/index.server.ts")) as Pipeline;
const { scanContent } = await load(treeA, "app/lib/content/index.server.ts");
// The content and contract of this checkout (CONTENT_DIR, CONTRACT_DIR), whichever trees are compared.
const { contentDir, contractDir } = serverConfigFromEnv();
const { locales } = await load(treeA, "app/lib/content/index.ts");

const index = scanContent(contentDir, { includeDrafts: false });
const jobs = (locales as string[]).flatMap((locale) =>
  [...(index.docs[locale] as Map<string, { filePath: string }>).values()].map((doc) => ({
    source: fs.readFileSync(doc.filePath, "utf8"),
    locale,
    filePath: doc.filePath,
    contractDir,
  })),
);

async function timed(pipeline: Pipeline, job: unknown): Promise<{ ms: number; html: string }> {
  const cpu = process.cpuUsage();
  const { html } = await pipeline.renderPage(job);
  const used = process.cpuUsage(cpu);
  return { ms: (used.user + used.system) / 1000, html };
}

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;
const warmUp = { source: "# Warm-up\n\n```json\n{}\n```\n", locale: "uk", filePath: "/warm-up.mdx" };
await a.renderPage(warmUp);
await b.renderPage(warmUp);
for (let round = 1; round <= rounds; round += 1) {
  const msA: number[] = [];
  const msB: number[] = [];
  let differ = 0;
  for (const [i, job] of jobs.entries()) {
    const aFirst = (i + round) % 2 === 0;
    const first = await timed(aFirst ? a : b, job);
    const second = await timed(aFirst ? b : a, job);
    const [resultA, resultB] = aFirst ? [first, second] : [second, first];
    msA.push(resultA.ms);
    msB.push(resultB.ms);
    if (resultA.html !== resultB.html) differ += 1;
  }
  const ratio = median(msB.map((ms, i) => ms / (msA[i] ?? ms)));
  const loadAverage = fs.readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  console.log(
    `round ${round} (load ${loadAverage}): CPU per page median A ${median(msA).toFixed(1)} ms, B ${median(msB).toFixed(1)} ms; per-page ratio B/A median ${ratio.toFixed(3)}; pages with different HTML: ${differ}`,
  );
}
