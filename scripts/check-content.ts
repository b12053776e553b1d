/**
 * `npm run check:content [-- path-fragment]`: holds our pages to the content rules
 * (see scripts/lib/content-checks.ts). Exits 1 when anything is wrong.
 */
import path from "node:path";
import { checkApiConsistency } from "./lib/api-checks";
import { checkContent, readContentSources } from "./lib/content-checks";
import { checkLanguage, readTerminology } from "./lib/language-checks";
import { serverConfig } from "../app/lib/server/index.server";

const filter = process.argv[2] ?? "";
const contentDir = serverConfig.contentDir;
const sources = readContentSources(contentDir);
const problems = [
  ...checkContent(sources, path.resolve("public")),
  ...checkApiConsistency(sources),
  ...checkLanguage(sources, readTerminology()),
].filter((p) => p.file.includes(filter));

for (const p of problems) console.log(`${p.file}${p.line ? `:${p.line}` : ""}  ${p.message}`);
const files = new Set(problems.map((p) => p.file)).size;
console.log(
  problems.length === 0
    ? `content check: ${sources.length} pages, no problems`
    : `content check: ${problems.length} problems in ${files} files (${sources.length} pages)`,
);
process.exit(problems.length === 0 ? 0 : 1);
