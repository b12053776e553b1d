/**
 * `npx tsx scripts/measure-first-render.ts [--port N] [--rounds N]`: the first render of every page on the production
 * build when no page comes from the page store: starts `build/server.js` with the shipped heap flags, requests each
 * page of both locales once in turn, and prints the median, p90 and max. Each round runs two servers: one whose page
 * store holds only the build's highlighted code blocks (as after an edit of every page's text), and one with nothing
 * from the build (every block highlighted again, as for pages whose code is all new). Needs `npm run build` first.
 * For comparisons on one machine, not for asserting.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readContentSources } from "./lib/content-checks";
import { shippedNodeFlags } from "./lib/serve-flags";
import { slugToPath } from "../app/lib/content";
import { codeStoreDir } from "../app/lib/mdx/code-store.server";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const port = option("--port", 3800);
const rounds = option("--rounds", 1);
const base = `http://127.0.0.1:${port}`;
const flags = shippedNodeFlags();
const urls = readContentSources(path.resolve("content"))
  .sort((a, b) => a.locale.localeCompare(b.locale) * -1)
  .map((s) => slugToPath(s.slug, s.locale));
const at = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

const builtCodeStore = codeStoreDir(path.resolve("build/pages"));
const cases = [
  { name: "code blocks from the build", withCode: true },
  { name: "nothing from the build", withCode: false },
];

for (let round = 1; round <= rounds; round += 1)
  for (const { name, withCode } of cases) {
    const emptyStore = fs.mkdtempSync(path.join(os.tmpdir(), "empty-store-"));
    if (withCode) fs.cpSync(builtCodeStore, codeStoreDir(emptyStore), { recursive: true });
    const server = spawn(process.execPath, [...flags, "build/server.js"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        LOG_LEVEL: "silent",
        PAGE_STORE_DIR: emptyStore,
      },
      stdio: "ignore",
    });
    try {
      for (let ready = false; !ready; ) {
        ready = await fetch(`${base}/readyz`).then(
          (r) => r.ok,
          () => false,
        );
        if (!ready) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      // The first compile also starts the worker: measured apart.
      let t = performance.now();
      await fetch(`${base}/client/balance`).then((r) => r.arrayBuffer());
      const firstMs = performance.now() - t;
      const times: number[] = [];
      for (const url of urls) {
        t = performance.now();
        const response = await fetch(`${base}${url}?first-render`);
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
        times.push(performance.now() - t);
      }
      const sorted = times.sort((a, b) => a - b);
      // The compile jobs alone, as the worker's callers timed them (the rest of a request renders and compresses the document).
      const metrics = await (await fetch(`${base}/metrics`)).text();
      const metric = (name: string) =>
        Number(new RegExp(`^sms_docs_compile_seconds_${name}\\{outcome="ok"\\} (\\S+)`, "m").exec(metrics)?.[1] ?? NaN);
      const compileMeanMs = (1000 * metric("sum")) / metric("count");
      console.log(
        `round ${round}, ${name}: first page ${Math.round(firstMs)} ms (starts the worker); ${urls.length} pages: median ${at(sorted, 0.5).toFixed(1)} ms, p90 ${at(sorted, 0.9).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms; compile job mean ${compileMeanMs.toFixed(1)} ms`,
      );
    } finally {
      server.kill("SIGTERM");
      fs.rmSync(emptyStore, { recursive: true, force: true });
    }
  }
