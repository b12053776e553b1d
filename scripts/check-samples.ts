/**
 * `npm run check:samples`: every code sample is checked.
 *
 * - Hand-written ```python and ```js blocks of the pages: `python3 -m py_compile`, parsed as ES modules by Node.
 * - Samples generated from the contract's examples (app/lib/samples), every operation × language:
 *   Python compiled, JavaScript parsed, Java compiled (javac), PHP linted (php -l), Go type-checked (go vet),
 *   C# compiled (Mono's mcs), cURL parsed (bash -n) and its URL and headers checked.
 * - cURL, Python and JavaScript samples executed against a local stub of the API (scripts/lib/contract-stub.ts)
 *   that validates each request against the contract and first answers 429: each sample must retry, keep its
 *   idempotency key and end with the contract's 200 answer. Python and JavaScript first meet a connection closed
 *   without an answer (a network fault) and must retry it too.
 * - Coverage: operation × language printed; an API method page whose operation has an example must show it
 *   with `<CodeSamples operation="…"/>`.
 *
 * A missing toolchain fails the check with the package to install (scripts/preflight.mjs installs them in CI).
 * SAMPLES_STUB_PORT picks the stub's port (default: any free one).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { siteConfig } from "../site.config";
import { fillPlaceholders } from "../app/lib/content";
import { readOpenApi, readXsd } from "../app/lib/contract/index.server";
import {
  contractOperationPaths,
  generateSamples,
  sampleOperations,
  type Sample,
  type SampleLanguage,
  type SampleOperation,
} from "../app/lib/samples/index.server";
import { serverConfigFromEnv } from "../app/lib/platform/index.server";
import { readContentSources } from "./lib/content-checks";
import { ContractValidator, startContractStub } from "./lib/contract-stub";
import { parsePage } from "./lib/mdx-source";
import {
  checkCSharp,
  checkGo,
  checkJava,
  checkJavaScript,
  checkPhp,
  checkPython,
  checkShell,
  curlShapeProblems,
  tool,
  writeSample,
  type SampleProblem,
  type WrittenSample,
} from "./lib/sample-checks";
import { coverageTable, sampleCoverage, samplePageProblems } from "./lib/sample-coverage";

/** The settings of this run, from the environment (CONTENT_DIR, CONTRACT_DIR, …), as the server reads them. */
const serverConfig = serverConfigFromEnv();

const STUB_API_KEY = "stub_key_7Fh2Kq9TzX";
const EXECUTED: SampleLanguage[] = ["curl", "python", "javascript"];
const started = Date.now();
const root = fs.mkdtempSync(path.join(os.tmpdir(), "check-samples-"));
const problems: string[] = [];
const report = (where: string, message: string) => problems.push(`✗ ${where}\n  ${message.trim().split("\n").join("\n  ")}`);
const reportSample = (p: SampleProblem) => report(`${p.operation} (${p.language})`, p.message);

// ---------- hand-written blocks of the pages ----------
const sources = readContentSources(serverConfig.contentDir);
const pageDir = path.join(root, "pages");
fs.mkdirSync(pageDir);
const pageBlocks: { where: string; written: WrittenSample }[] = [];
for (const source of sources.filter((s) => s.locale === "uk")) {
  for (const block of parsePage(source.raw).codeBlocks) {
    const language = block.lang === "python" ? "python" : block.lang === "js" || block.lang === "javascript" ? "javascript" : null;
    if (!language) continue;
    const file = path.join(pageDir, `block-${pageBlocks.length}.${language === "python" ? "py" : "mjs"}`);
    fs.writeFileSync(file, block.code);
    const operation = { id: `${source.file}:${block.line}` } as SampleOperation;
    pageBlocks.push({ where: `${source.file}:${block.line}`, written: { operation, language, file } });
  }
}
const pagePython = pageBlocks.filter((b) => b.written.language === "python").map((b) => b.written);
const pageJs = pageBlocks.filter((b) => b.written.language === "javascript").map((b) => b.written);
for (const p of [...(await checkPython(pagePython, process.env.PYTHON)), ...(await checkJavaScript(pageJs))]) reportSample(p);
console.log(`check:samples: ${pagePython.length} Python and ${pageJs.length} JavaScript blocks written in pages`);

// ---------- coverage ----------
const contractDir = serverConfig.contractDir;
const operations = sampleOperations(contractDir);
const rows = sampleCoverage(contractOperationPaths(contractDir), operations, sources);
console.log(`\n${coverageTable(rows)}\n`);
for (const p of samplePageProblems(operations, sources)) report(p.file, p.message);

// ---------- generated samples: compile / parse ----------
const genDir = path.join(root, "generated");
const written: WrittenSample[] = [];
const generated = new Map<string, Sample[]>();
// SAMPLES_ONLY=<regular expression> narrows the generated samples to matching operation ids (while writing a template).
const only = new RegExp(process.env.SAMPLES_ONLY ?? "");
for (const operation of [...operations.values()].filter((op) => only.test(op.id))) {
  const samples = generateSamples(operation);
  generated.set(operation.id, samples);
  for (const sample of samples) {
    if (sample.value === "json" || sample.value === "xml" || sample.value === "http") continue;
    written.push(writeSample(genDir, operation, { ...sample, code: fillPlaceholders(sample.code), value: sample.value }));
  }
}
const of = (language: SampleLanguage) => written.filter((w) => w.language === language);
// One after another: the machine's cores go to one compiler at a time, and the timings say which is slow.
const python = (await tool(process.env.PYTHON ?? "python3", ["-c", "import sys; print(sys.executable)"])).output.trim() || "python3";
const phases: [string, () => Promise<SampleProblem[]>][] = [
  ["python3 py_compile", () => checkPython(of("python"), python)],
  ["node (ES module parse)", () => checkJavaScript(of("javascript"))],
  ["javac", () => checkJava(of("java"), process.env.JAVAC ?? "javac")],
  ["php -l", () => checkPhp(of("php"))],
  ["go vet", () => checkGo(of("go"))],
  ["mcs", () => checkCSharp(of("csharp"))],
  ["bash -n", () => checkShell(of("curl"))],
];
const timings: string[] = [];
for (const [name, check] of phases) {
  const at = Date.now();
  (await check()).forEach(reportSample);
  timings.push(`${name} ${((Date.now() - at) / 1000).toFixed(1)} s`);
}
console.log(`check:samples: ${timings.join(", ")}`);
for (const w of of("curl"))
  for (const message of curlShapeProblems(fs.readFileSync(w.file, "utf8"), w.operation, siteConfig.placeholders.apiBaseUrl))
    report(`${w.operation.id} (curl)`, message);

// ---------- generated samples: executed against the stub ----------
const validator = new ContractValidator(
  { openapi: readOpenApi(contractDir), xsd: readXsd(contractDir), operations: [...operations.values()] },
  STUB_API_KEY,
);
const stub = await startContractStub(validator, Number(process.env.SAMPLES_STUB_PORT ?? 0));
const runDir = path.join(root, "run");
fs.mkdirSync(runDir);
const executedAt = Date.now();
const runs = [...operations.values()]
  .filter((op) => only.test(op.id))
  .flatMap((operation) => EXECUTED.map((language) => ({ operation, language })));
const COMMANDS: Record<string, [string, string]> = { curl: ["bash", "sh"], python: [python, "py"], javascript: [process.execPath, "mjs"] };
let next = 0;
async function worker() {
  while (next < runs.length) {
    const index = next++;
    const { operation, language } = runs[index] as { operation: SampleOperation; language: SampleLanguage };
    const sample = generated.get(operation.id)?.find((s) => s.value === language);
    if (!sample) continue;
    const [command, extension] = COMMANDS[language] as [string, string];
    const file = path.join(runDir, `${index}.${extension}`);
    // cURL retries a timeout itself (`--retry`) but not a connection closed without an answer: it alone skips the drop.
    const dropFirst = language !== "curl";
    const apiBaseUrl = stub.baseUrl(index, { dropFirst });
    fs.writeFileSync(file, fillPlaceholders(sample.code, { ...siteConfig.placeholders, apiBaseUrl }));
    const env = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? root, SMS_API_KEY: STUB_API_KEY };
    const result = await tool(command, [file], { env, timeout: 60_000 });
    const requests = stub.run(index).requests;
    const where = `${operation.id} (${language}, executed)`;
    const rejected = requests.filter((r) => r.status === 422);
    if (rejected.length) report(where, `the stub rejected the request:\n${rejected.flatMap((r) => r.problems).join("\n")}`);
    else if (requests.map((r) => r.status).join(",") !== (dropFirst ? "0,429,200" : "429,200"))
      report(
        where,
        `expected ${dropFirst ? "no answer, then " : ""}a 429, then a 200; got ${requests.map((r) => r.status).join(",") || "no request"}\n${result.output}`,
      );
    else if (operation.idempotent && new Set(requests.map((r) => r.key)).size !== 1)
      report(where, "a retry (after no answer or a 429) changed the idempotency key");
    else if (result.code !== 0 || (!/HTTP 200/.test(result.output) && language !== "curl"))
      report(where, `exit ${result.code}\n${result.output}`);
  }
}
await Promise.all([worker(), worker(), worker(), worker()]);
await stub.close();
console.log(`check:samples: executed ${runs.length} samples in ${((Date.now() - executedAt) / 1000).toFixed(1)} s`);

const mcsMissing = (await tool("mcs", ["--version"])).code === 127;
fs.rmSync(root, { recursive: true, force: true });
const languages = new Set(written.map((w) => w.language)).size;
console.log(
  `check:samples: ${operations.size} operations × ${languages} languages = ${written.length} generated samples checked, ` +
    `${runs.length} executed against the contract stub, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
if (mcsMissing) console.error("check:samples: mcs (C#) is missing: apt-get install -y mono-mcs libmono-system-net-http4.0-cil");
if (problems.length) {
  console.error(problems.join("\n"));
  console.error(`check:samples: ${problems.length} problems`);
  process.exit(1);
}
console.log("check:samples: every sample passes");
