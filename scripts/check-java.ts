/**
 * `npm run check:java`: every ```java block of the docs compiles with javac (JDK only), and every XML example
 * (contract/examples/xml, the pages' ```xml blocks, the generated XML samples) validates against the XSD in a
 * default JDK `SchemaFactory` (secure processing on), through the entry schema of its operation.
 * Each block is one compilation unit named after its public class. Russian pages carry
 * the same code as Ukrainian ones (the content check enforces it), so uk is compiled.
 * With no JDK the check fails and says so; it never passes silently.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readContentSources } from "./lib/content-checks";
import { parsePage } from "./lib/mdx-source";
import { readOpenApi, readXsd } from "../app/lib/contract/index.server";
import { fillPlaceholders } from "../app/lib/content";
import { generateSamples, sampleOperations } from "../app/lib/samples/index.server";
import { serverConfigFromEnv } from "../app/lib/platform/index.server";
import { siteConfig } from "../site.config";
import { pageXmlExamples } from "./lib/contract-checks";
import { contractXmlDocuments, runXsdValidate, writeXsdManifest, type XsdDocument } from "./lib/xsd-java";

/** The settings of this run, from the environment (CONTENT_DIR, CONTRACT_DIR, …), as the server reads them. */
const serverConfig = serverConfigFromEnv();

function findJavac(): string | null {
  const candidates = [process.env.JAVAC, process.env.JAVA_HOME && path.join(process.env.JAVA_HOME, "bin", "javac"), "javac"];
  for (const candidate of candidates) {
    if (!candidate) continue;
    const probe = spawnSync(candidate, ["-version"], { encoding: "utf8" });
    if (probe.status === 0) return candidate;
  }
  return null;
}

interface Unit {
  file: string;
  line: number;
  className: string;
  code: string;
}

const units: Unit[] = [];
for (const source of readContentSources(serverConfig.contentDir).filter((s) => s.locale === "uk")) {
  for (const block of parsePage(source.raw).codeBlocks.filter((b) => b.lang === "java")) {
    const className = /public\s+(?:final\s+)?(?:class|record|interface|enum)\s+(\w+)/.exec(block.code)?.[1] ?? "Snippet";
    units.push({ file: source.file, line: block.line, className, code: block.code });
  }
}

const javac = findJavac();
if (!javac) {
  console.error("check:java: no JDK found (javac). Install one, e.g. `apt-get install -y default-jdk-headless`, or set JAVAC/JAVA_HOME.");
  process.exit(1);
}
console.log(`check:java: ${execFileSync(javac, ["-version"], { encoding: "utf8" }).trim()}, ${units.length} Java blocks`);

// javac needs unique class names per invocation: batch units so no batch repeats a name.
const batches: Unit[][] = [];
for (const unit of units) {
  const batch = batches.find((b) => !b.some((u) => u.className === unit.className));
  if (batch) batch.push(unit);
  else batches.push([unit]);
}

let failures = 0;
const root = fs.mkdtempSync(path.join(os.tmpdir(), "check-java-"));
batches.forEach((batch, index) => {
  const dir = path.join(root, `batch-${index}`);
  fs.mkdirSync(path.join(dir, "out"), { recursive: true });
  const files = batch.map((unit) => {
    const file = path.join(dir, `${unit.className}.java`);
    fs.writeFileSync(file, unit.code);
    return file;
  });
  const result = spawnSync(javac, ["-encoding", "UTF-8", "-Xlint:none", "-d", path.join(dir, "out"), ...files], { encoding: "utf8" });
  if (result.status !== 0) {
    // Report per source block, mapping javac's file names back to the docs.
    for (const unit of batch) {
      const errors = result.stderr.split("\n").filter((l) => l.includes(`${unit.className}.java:`));
      if (errors.length) {
        failures += 1;
        console.error(`✗ ${unit.file}:${unit.line} (${unit.className})\n  ${errors.join("\n  ")}`);
      }
    }
    if (!batch.some((u) => result.stderr.includes(`${u.className}.java:`))) {
      failures += 1;
      console.error(result.stderr);
    }
  }
});
console.log(failures === 0 ? `check:java: ${units.length} blocks compile` : `check:java: ${failures} blocks fail to compile`);

// ---------- XML examples in the JDK's validator ----------
const contractDir = serverConfig.contractDir;
const xsd = readXsd(contractDir);
const sources = readContentSources(serverConfig.contentDir);
const xmlDocuments: XsdDocument[] = [
  ...contractXmlDocuments(contractDir, xsd),
  ...pageXmlExamples(sources, { openapi: readOpenApi(contractDir), xsd }, { apiBaseUrl: siteConfig.placeholders.apiBaseUrl }).map(
    (example) => ({
      label: `${example.file}:${example.line}`,
      xml: example.code,
      entry: { request: example.root === "request" ? example.type : null, response: example.root === "response" ? example.type : null },
      valid: true,
    }),
  ),
  ...[...sampleOperations(contractDir).values()]
    .filter((operation) => operation.family === "xml")
    .map((operation) => ({
      label: `generated XML sample of ${operation.id}`,
      xml: fillPlaceholders(generateSamples(operation).find((sample) => sample.value === "xml")?.code ?? ""),
      entry: operation.path.slice("/xml/".length),
      valid: true,
    })),
];
const java = javac.replace(/javac$/, "java");
const verdict = runXsdValidate(java, writeXsdManifest(path.join(root, "xsd"), xsd, xmlDocuments));
console.log(`check:java: ${verdict.output.split("\n").join("\n  ")}`);
if (!verdict.ok) failures += 1;
fs.rmSync(root, { recursive: true, force: true });
process.exit(failures === 0 ? 0 : 1);
