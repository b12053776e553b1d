/**
 * Checks of the generated code samples, one toolchain per language, each run once over a folder of files
 * where it can (javac, go vet, mcs) and per file where the tool takes one (php -l, bash -n); JavaScript in one Node process.
 * Every checker returns problems keyed by the file it wrote; a missing tool is a problem, never a pass.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { javaClassName, type Sample, type SampleLanguage, type SampleOperation } from "../../app/lib/samples/index";

const run = promisify(execFile);

export interface WrittenSample {
  operation: SampleOperation;
  language: SampleLanguage;
  file: string;
}

export interface SampleProblem {
  operation: string;
  language: SampleLanguage;
  message: string;
}

interface ToolResult {
  code: number;
  output: string;
}

export async function tool(
  command: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string | undefined>; timeout?: number } = {},
): Promise<ToolResult> {
  try {
    const { stdout, stderr } = await run(command, args, {
      ...options,
      env: options.env as NodeJS.ProcessEnv | undefined,
      maxBuffer: 16 * 1024 * 1024,
      encoding: "utf8",
    });
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const e = error as { code?: number | string; killed?: boolean; stdout?: string; stderr?: string; message: string };
    if (e.code === "ENOENT") return { code: 127, output: `${command} is not installed` };
    if (e.killed) return { code: 124, output: `${e.stdout ?? ""}${e.stderr ?? ""}\n(stopped after ${options.timeout ?? 0} ms)` };
    return { code: typeof e.code === "number" ? e.code : 1, output: `${e.stdout ?? ""}${e.stderr ?? ""}` || e.message };
  }
}

const EXTENSIONS: Record<SampleLanguage, string> = {
  curl: "sh",
  python: "py",
  javascript: "mjs",
  java: "java",
  php: "php",
  go: "go",
  csharp: "cs",
};

/** Writes one sample where its toolchain wants it: Java by class name, Go one package per folder. */
export function writeSample(dir: string, operation: SampleOperation, sample: Sample & { value: SampleLanguage }): WrittenSample {
  const language = sample.value;
  const folder = path.join(dir, language, language === "go" ? operation.id : "");
  fs.mkdirSync(folder, { recursive: true });
  const name = language === "java" ? javaClassName(operation) : language === "go" ? "main" : operation.id;
  const file = path.join(folder, `${name}.${EXTENSIONS[language]}`);
  fs.writeFileSync(file, sample.code);
  return { operation, language, file };
}

/** Problems from a tool's output, assigned to the samples whose file names it mentions. */
function assign(samples: WrittenSample[], result: ToolResult, what: string): SampleProblem[] {
  if (result.code === 0) return [];
  if (result.code === 127) return samples.slice(0, 1).map((s) => ({ operation: "*", language: s.language, message: result.output }));
  const hit = samples.filter(
    (s) => result.output.includes(path.basename(s.file)) || result.output.includes(path.basename(path.dirname(s.file))),
  );
  const lines = result.output.split("\n");
  if (hit.length === 0)
    return samples.slice(0, 1).map((s) => ({ operation: "*", language: s.language, message: `${what} failed:\n${result.output}` }));
  return hit.map((s) => ({
    operation: s.operation.id,
    language: s.language,
    message: lines.filter((l) => l.includes(path.basename(s.file)) || l.includes(`/${s.operation.id}/`)).join("\n") || result.output,
  }));
}

/** A tool that takes one file per run: four runs at a time (their start-up, not the check, is the cost). */
async function each(samples: WrittenSample[], check: (s: WrittenSample) => Promise<ToolResult>): Promise<SampleProblem[]> {
  const problems: SampleProblem[] = [];
  let next = 0;
  const lane = async () => {
    while (next < samples.length) {
      const sample = samples[next++] as WrittenSample;
      const result = await check(sample);
      if (result.code !== 0) problems.push({ operation: sample.operation.id, language: sample.language, message: result.output.trim() });
    }
  };
  await Promise.all([lane(), lane(), lane(), lane()]);
  return problems;
}

/** A one-process driver prints one JSON line `[file, message]` per sample that failed. */
function reported(samples: WrittenSample[], output: string): SampleProblem[] {
  return output
    .split("\n")
    .filter((l) => l.startsWith("["))
    .map((line) => JSON.parse(line) as [string, string])
    .map(([file, message]) => {
      const sample = samples.find((s) => s.file === file);
      return { operation: sample?.operation.id ?? file, language: (sample ?? (samples[0] as WrittenSample)).language, message };
    });
}

export async function checkPython(samples: WrittenSample[], python = "python3"): Promise<SampleProblem[]> {
  if (samples.length === 0) return [];
  // One interpreter for all: py_compile stops at the first error, so the driver prints one line per failure.
  const driver = [
    "import json, py_compile, sys",
    "for name in sys.argv[1:]:",
    "    try:",
    "        py_compile.compile(name, cfile=name + 'c', doraise=True)",
    "    except py_compile.PyCompileError as error:",
    "        print(json.dumps([name, error.msg]))",
  ].join("\n");
  const result = await tool(python, ["-c", driver, ...samples.map((s) => s.file)]);
  return result.code === 0 ? reported(samples, result.output) : assign(samples, result, "python3");
}

/**
 * One Node process parses every module as `node --check` does for an `.mjs` file (V8 parses it as an ES module,
 * nothing runs or links): one start-up instead of one per file.
 */
export async function checkJavaScript(samples: WrittenSample[], node = process.execPath): Promise<SampleProblem[]> {
  if (samples.length === 0) return [];
  const driver = [
    "const fs = require('node:fs'); const vm = require('node:vm');",
    "for (const name of process.argv.slice(1)) {",
    "  try { new vm.SourceTextModule(fs.readFileSync(name, 'utf8'), { identifier: name }); }",
    "  catch (error) { console.log(JSON.stringify([name, String(error)])); }",
    "}",
  ].join("\n");
  const result = await tool(node, ["--experimental-vm-modules", "--no-warnings", "-e", driver, ...samples.map((s) => s.file)]);
  return result.code === 0 ? reported(samples, result.output) : assign(samples, result, "node");
}
export const checkPhp = (samples: WrittenSample[], php = "php") => each(samples, (s) => tool(php, ["-l", s.file]));
export const checkShell = (samples: WrittenSample[]) => each(samples, (s) => tool("bash", ["-n", s.file]));

export async function checkJava(samples: WrittenSample[], javac = "javac"): Promise<SampleProblem[]> {
  if (samples.length === 0) return [];
  const out = path.join(path.dirname(samples[0]?.file ?? "."), "out");
  const result = await tool(javac, ["-encoding", "UTF-8", "-Xlint:none", "-d", out, ...samples.map((s) => s.file)]);
  return assign(samples, result, "javac");
}

/** `go vet` type-checks (compiles) every package of a throwaway module in one run, standard library only. */
export async function checkGo(samples: WrittenSample[], go = "go"): Promise<SampleProblem[]> {
  if (samples.length === 0) return [];
  const moduleDir = path.dirname(path.dirname(samples[0]?.file ?? "."));
  fs.writeFileSync(path.join(moduleDir, "go.mod"), "module samples\n\ngo 1.19\n");
  const env = { ...process.env, GOFLAGS: "-mod=mod", GOTOOLCHAIN: "local", GOPROXY: "off", GO111MODULE: "on" };
  const result = await tool(go, ["vet", "./..."], { cwd: moduleDir, env });
  return assign(samples, result, "go vet");
}

/** Mono's `mcs` compiles every sample into one library (each has its own `Main`, so not one program). */
export async function checkCSharp(samples: WrittenSample[], mcs = "mcs"): Promise<SampleProblem[]> {
  if (samples.length === 0) return [];
  const dir = path.dirname(samples[0]?.file ?? ".");
  const result = await tool(mcs, [
    "-target:library",
    "-r:System.Net.Http",
    "-warnaserror+",
    "-nowarn:CS0028",
    `-out:${path.join(dir, "samples.dll")}`,
    ...samples.map((s) => s.file),
  ]);
  return assign(samples, result, "mcs");
}

/**
 * A cURL sample beyond `bash -n`: it posts to the operation's URL under `{{apiBaseUrl}}`, declares the family's
 * content type, sends the key from the environment, and an `Idempotency-Key` where the operation takes one.
 */
export function curlShapeProblems(code: string, operation: SampleOperation, apiBaseUrl: string): string[] {
  const problems: string[] = [];
  if (!code.includes(`"${apiBaseUrl}${operation.path}"`)) problems.push(`does not post to ${apiBaseUrl}${operation.path}`);
  const headers = [...code.matchAll(/-H "([^:"]+): ([^"]*)"/g)].map((m) => [m[1]?.toLowerCase(), m[2]] as const);
  const has = (name: string) => headers.find(([n]) => n === name)?.[1];
  const type = { json: "application/json", http: "application/x-www-form-urlencoded", xml: "application/xml" }[operation.family];
  if (!has("content-type")?.startsWith(type)) problems.push(`no Content-Type: ${type}`);
  if (operation.family === "json" && has("authorization") !== "Bearer $SMS_API_KEY") problems.push("no Authorization: Bearer $SMS_API_KEY");
  if (operation.family === "http" && !code.includes('--data-urlencode "apikey=$SMS_API_KEY"'))
    problems.push("no apikey form field from $SMS_API_KEY");
  if (operation.family === "xml" && !code.includes('apikey="$SMS_API_KEY"')) problems.push('no <auth apikey="$SMS_API_KEY">');
  if (operation.idempotent && operation.family !== "xml" && has("idempotency-key") !== "$IDEMPOTENCY_KEY")
    problems.push("no Idempotency-Key header");
  if (!/--retry \d+/.test(code)) problems.push("no --retry (429 and 5xx are retried)");
  return problems;
}
