/**
 * `npm run check:samples`: every ```python block of the docs compiles (`python3 -m py_compile`)
 * and every ```js / ```javascript block parses as an ES module (`node --check`). Syntax only:
 * the samples call the live API, so they are not run. Russian pages carry the same code as
 * Ukrainian ones (the content check enforces it), so uk is checked.
 * With no python3 the check fails and says so; it never passes silently.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readContentSources } from "./lib/content-checks";
import { parsePage } from "./lib/mdx-source";
import { serverConfig } from "../app/lib/server/index.server";

interface Sample {
  file: string;
  line: number;
  kind: "python" | "js";
  /** Path of the temp file the block is written to. */
  temp: string;
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), "check-samples-"));
const samples: Sample[] = [];
for (const source of readContentSources(serverConfig.contentDir).filter((s) => s.locale === "uk")) {
  for (const block of parsePage(source.raw).codeBlocks) {
    const kind = block.lang === "python" ? "python" : block.lang === "js" || block.lang === "javascript" ? "js" : null;
    if (!kind) continue;
    // .mjs: the samples are ES modules with top-level await.
    const temp = path.join(root, `sample-${samples.length}.${kind === "python" ? "py" : "mjs"}`);
    fs.writeFileSync(temp, block.code);
    samples.push({ file: source.file, line: block.line, kind, temp });
  }
}

const python = process.env.PYTHON ?? "python3";
if (spawnSync(python, ["--version"], { encoding: "utf8" }).status !== 0) {
  console.error("check:samples: no python3 found. Install it, e.g. `apt-get install -y python3`, or set PYTHON.");
  process.exit(1);
}

const pythonSamples = samples.filter((s) => s.kind === "python");
const jsSamples = samples.filter((s) => s.kind === "js");
console.log(`check:samples: ${pythonSamples.length} Python and ${jsSamples.length} JavaScript blocks`);

let failures = 0;
function fail(sample: Sample, output: string): void {
  failures += 1;
  const message = output.split(sample.temp).join(`${sample.kind} block`).trim();
  console.error(`✗ ${sample.file}:${sample.line}\n  ${message.split("\n").join("\n  ")}`);
}

// One interpreter for every Python block. `python3 -m py_compile a b …` stops at the first error,
// so a small driver compiles each file and prints one JSON line [file, error] per failure.
if (pythonSamples.length > 0) {
  const driver = [
    "import json, py_compile, sys",
    "for name in sys.argv[1:]:",
    "    try:",
    "        py_compile.compile(name, cfile=name + 'c', doraise=True)",
    "    except py_compile.PyCompileError as error:",
    "        print(json.dumps([name, error.msg]))",
  ].join("\n");
  const result = spawnSync(python, ["-c", driver, ...pythonSamples.map((s) => s.temp)], { encoding: "utf8" });
  if (result.status !== 0) {
    failures += 1;
    console.error(`check:samples: python3 failed\n${result.stderr}`);
  }
  for (const line of result.stdout.split("\n").filter(Boolean)) {
    const [temp, message] = JSON.parse(line) as [string, string];
    const sample = pythonSamples.find((s) => s.temp === temp);
    if (sample) fail(sample, message);
  }
}

for (const sample of jsSamples) {
  const result = spawnSync(process.execPath, ["--check", sample.temp], { encoding: "utf8" });
  if (result.status !== 0) fail(sample, result.stderr);
}

fs.rmSync(root, { recursive: true, force: true });
console.log(failures === 0 ? `check:samples: ${samples.length} blocks pass` : `check:samples: ${failures} blocks fail`);
process.exit(failures === 0 ? 0 : 1);
