/**
 * `npm run build` step (after build-server.mjs): compiles every page of both locales, and its Markdown, into
 * the page store (build/pages/, PAGE_STORE_DIR), with the compile worker the server itself uses, one per core.
 * The server reads a page from the store while its source is unchanged, so a new container never meets its
 * first traffic cold (see app/lib/content/page-store.server.ts). A page that fails to compile here is left
 * out: the server compiles it on demand and shows its error there, as it would without a store.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { scanContent } from "../app/lib/content/index.server";
import {
  isStoreEntryFile,
  STORE_BASE_URL,
  storeFingerprint,
  storeInputsOf,
  storeKey,
  writeStoreEntry,
} from "../app/lib/content/page-store.server";
import type { CompileWorkerData, WorkerJob, WorkerResult } from "../app/lib/mdx/index.server";
import { clearCodeStore, codeStoreLocation, isCodeStoreEntryFile } from "../app/lib/mdx/code-store.server";
import { serverConfigFromEnv } from "../app/lib/platform/index.server";

/** The settings of this run, from the environment (CONTENT_DIR, CONTRACT_DIR, …), as the server reads them. */
const serverConfig = serverConfigFromEnv();

const started = performance.now();
const { pageStoreDir: dir, compileWorkerFile, contractDir } = serverConfig;
if (!fs.existsSync(compileWorkerFile)) throw new Error(`${compileWorkerFile} is missing: run scripts/build-server.mjs first`);

interface Task {
  job: WorkerJob;
  key: string;
  label: string;
}

const fingerprint = storeFingerprint({ compilerFile: compileWorkerFile, contractDir });
const index = scanContent(serverConfig.contentDir, { includeDrafts: false });
const tasks: Task[] = [];
for (const docs of Object.values(index.docs)) {
  for (const doc of docs.values()) {
    const source = fs.readFileSync(doc.filePath, "utf8");
    const inputs = storeInputsOf(serverConfig.contentDir, doc.locale, doc.filePath, source);
    const label = `${doc.locale}:${doc.slug}`;
    tasks.push({
      job: { kind: "page", source, locale: doc.locale, filePath: doc.filePath, contractDir },
      key: storeKey({ ...inputs, kind: "page" }, fingerprint),
      label,
    });
    tasks.push({
      job: { kind: "markdown", source, target: { locale: doc.locale, slug: doc.slug, baseUrl: STORE_BASE_URL, contractDir } },
      key: storeKey({ ...inputs, kind: "markdown" }, fingerprint),
      label: `${label}.md`,
    });
  }
}

// Only the files an earlier build wrote are removed: PAGE_STORE_DIR may point anywhere.
fs.mkdirSync(dir, { recursive: true });
for (const name of fs.readdirSync(dir)) if (isStoreEntryFile(name)) fs.rmSync(path.join(dir, name));
// The workers highlight each code block once and keep it: a page edited later is compiled with its blocks from here.
const codeStore = codeStoreLocation({ pageStoreDir: dir, compilerFile: compileWorkerFile, record: true });
const codeDir = codeStore.dir;
clearCodeStore(codeDir);
const workerData: CompileWorkerData = { codeStore };

type Reply =
  | { ready: boolean; message?: string }
  | { id: number; ok: true; result: WorkerResult }
  | { id: number; ok: false; message: string };

let bytes = 0;
const failures: string[] = [];

/** One worker takes tasks from the shared list until it is empty. */
async function drain(queue: Task[]): Promise<void> {
  const worker = new Worker(compileWorkerFile, { workerData, resourceLimits: { maxOldGenerationSizeMb: 256 } });
  try {
    let nextId = 0;
    const replies = new Map<number, (reply: Reply) => void>();
    const ready = new Promise<void>((resolve, reject) => {
      worker.on("message", (reply: Reply) => {
        if ("ready" in reply) return reply.ready ? resolve() : reject(new Error(`compile worker failed to start: ${reply.message}`));
        replies.get(reply.id)?.(reply);
      });
      worker.on("error", reject);
    });
    await ready;
    for (let task = queue.shift(); task; task = queue.shift()) {
      const id = nextId++;
      const reply = await new Promise<Reply>((resolve) => {
        replies.set(id, resolve);
        worker.postMessage({ ...task.job, id });
      });
      replies.delete(id);
      if (!("id" in reply) || !reply.ok) {
        failures.push(`${task.label}: ${"message" in reply ? reply.message : "no answer"}`);
        continue;
      }
      const { result } = reply;
      bytes += writeStoreEntry(
        dir,
        task.key,
        typeof result === "string" ? { kind: "markdown", text: result } : { kind: "page", html: result.html, toc: result.toc },
      );
    }
  } finally {
    await worker.terminate();
  }
}

function codeBlocksIn(folder: string): string {
  const names = fs.readdirSync(folder).filter(isCodeStoreEntryFile);
  const size = names.reduce((sum, name) => sum + fs.statSync(path.join(folder, name)).size, 0);
  return `${names.length} (${(size / 1e6).toFixed(1)} MB)`;
}

const queue = [...tasks];
const workers = Math.max(1, Math.min(4, os.availableParallelism()));
await Promise.all(Array.from({ length: workers }, () => drain(queue)));

for (const failure of failures) console.warn(`page store: left out (compiled on demand instead) ${failure}`);
console.log(
  `page store: ${tasks.length - failures.length} of ${tasks.length} entries (pages and their Markdown) in ${path.relative(process.cwd(), dir)}/, ` +
    `${(bytes / 1e6).toFixed(1)} MB, ${workers} workers, ${Math.round(performance.now() - started)} ms; ` +
    `${codeBlocksIn(codeDir)} highlighted code blocks in ${path.relative(process.cwd(), codeDir)}/`,
);
