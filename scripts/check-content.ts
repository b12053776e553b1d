/**
 * `npm run check:content [-- path-fragment]`: holds our pages to the content rules
 * (see scripts/lib/content-checks.ts). Exits 1 when anything is wrong.
 */
import fs from "node:fs";
import path from "node:path";
import { checkApiConsistency } from "./lib/api-checks";
import { checkContent, readContentSources } from "./lib/content-checks";
import { checkContractExamples } from "./lib/contract-checks";
import { checkLanguage, readTerminology } from "./lib/language-checks";
import { checkExampleIds, checkReferenceFacts, checkReferenceTables } from "./lib/reference-checks";
import { readOpenApi, readXsd, type ContractDocument } from "../app/lib/contract/index.server";
import { serverConfig } from "../app/lib/server/index.server";
import { siteConfig } from "../site.config";

const filter = process.argv[2] ?? "";

/** Every text file under contract/: the OpenAPI document, the XSD and the examples. */
function contractFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}
const contentDir = serverConfig.contentDir;
const sources = readContentSources(contentDir);
const contract = { openapi: readOpenApi(serverConfig.contractDir), xsd: readXsd(serverConfig.contractDir) };
const problems = [
  ...checkContent(sources, path.resolve("public")),
  ...checkApiConsistency(sources),
  ...(await checkContractExamples(sources, contract, { apiBaseUrl: siteConfig.placeholders.apiBaseUrl })),
  ...checkLanguage(sources, readTerminology()),
  ...checkReferenceFacts(sources, contract.openapi as unknown as ContractDocument),
  ...checkReferenceTables(sources, contract.openapi as unknown as ContractDocument, contract.xsd),
  ...checkExampleIds([
    ...sources.map((s) => ({ file: s.file, text: s.raw })),
    ...contractFiles(serverConfig.contractDir).map((file) => ({ file, text: fs.readFileSync(file, "utf8") })),
  ]),
].filter((p) => p.file.includes(filter));

for (const p of problems) console.log(`${p.file}${p.line ? `:${p.line}` : ""}  ${p.message}`);
const files = new Set(problems.map((p) => p.file)).size;
console.log(
  problems.length === 0
    ? `content check: ${sources.length} pages, no problems`
    : `content check: ${problems.length} problems in ${files} files (${sources.length} pages)`,
);
process.exit(problems.length === 0 ? 0 : 1);
