/**
 * `npm run check:content [-- path-fragment]`: holds our pages to the content rules
 * (see scripts/lib/content-checks.ts). Exits 1 when anything is wrong.
 */
import fs from "node:fs";
import path from "node:path";
import { checkApiConsistency } from "./lib/api-checks";
import { checkContent, readContentSources } from "./lib/content-checks";
import { checkContractExamples } from "./lib/contract-checks";
import { checkStatedFacts } from "./lib/fact-checks";
import { checkContractLanguage, checkLanguage, readTerminology } from "./lib/language-checks";
import {
  checkAcceptedStatuses,
  checkEmailToSms,
  checkExampleErrorCodes,
  checkFieldDescriptions,
  checkEventIds,
  checkExampleIds,
  checkIdempotencyKeys,
  checkScheduledFunds,
  checkMessageHistories,
  checkRequestFieldMentions,
  checkMessageIds,
  checkHandWrittenReference,
  checkInitialStatusLists,
  checkReferenceFacts,
  checkReferenceTables,
  checkHandWrittenStatusTables,
  checkStatusReference,
  checkBlockedAccountErrors,
  checkStatusLists,
  checkWebhookSourceAddresses,
  checkXmlErrorCodes,
  checkXmlReference,
  checkXmlStatusCodes,
} from "./lib/reference-checks";
import { parsePage } from "./lib/mdx-source";
import { contractDocument, readOpenApi, readXsd, xsdEnumeration, type ContractDocument } from "../app/lib/contract/index.server";
import { serverConfigFromEnv } from "../app/lib/platform/index.server";
import { siteConfig } from "../site.config";

/** The settings of this run, from the environment (CONTENT_DIR, CONTRACT_DIR, …), as the server reads them. */
const serverConfig = serverConfigFromEnv();

const filter = process.argv[2] ?? "";

/** Code blocks of the pages and every example of the contract, named so that their API family can be told. */
function exampleBlocks(openapi: unknown): { file: string; text: string; line?: number }[] {
  const blocks: { file: string; text: string; line?: number }[] = [];
  for (const source of sources) {
    try {
      for (const b of parsePage(source.raw).codeBlocks) blocks.push({ file: source.file, text: b.code, line: b.line + 1 });
    } catch {
      // reported by the content check
    }
  }
  const walk = (node: unknown, where: string) => {
    if (Array.isArray(node)) node.forEach((n) => walk(n, where));
    else if (node && typeof node === "object")
      for (const [key, value] of Object.entries(node))
        if (key === "example")
          blocks.push({ file: `contract/openapi.yaml${where}`, text: typeof value === "string" ? value : JSON.stringify(value, null, 1) });
        else walk(value, where);
  };
  const document = openapi as { paths?: Record<string, unknown>; webhooks?: unknown };
  for (const [p, item] of Object.entries(document.paths ?? {})) walk(item, `#${p}`);
  walk(document.webhooks, "#webhooks");
  for (const file of contractFiles(path.join(serverConfig.contractDir, "examples")))
    blocks.push({ file, text: fs.readFileSync(file, "utf8") });
  return blocks;
}

/** Every text file under contract/: the OpenAPI document, the XSD and the examples. */
function contractFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}
/** The values of one of the contract's enumerated schemas. */
function enumValues(document: { components: { schemas: Record<string, unknown> } }, name: string): string[] {
  const schema = document.components.schemas[name] as { enum?: unknown[] } | undefined;
  return (schema?.enum ?? []).map(String);
}

const contentDir = serverConfig.contentDir;
const sources = readContentSources(contentDir);
const contract = { openapi: readOpenApi(serverConfig.contractDir), xsd: readXsd(serverConfig.contractDir) };
const examples = exampleBlocks(contract.openapi);
const terminology = readTerminology();
const problems = [
  ...checkContent(sources, path.resolve("public")),
  ...checkApiConsistency(sources, new Set(xsdEnumeration(contract.xsd, "ErrorCode")), {
    statuses: enumValues(contract.openapi, "MessageStatus"),
    reasons: enumValues(contract.openapi, "RejectReason"),
    errors: enumValues(contract.openapi, "ErrorCode"),
    hlrStatuses: enumValues(contract.openapi, "HlrStatus"),
    outcomes: enumValues(contract.openapi, "VoiceCallOutcome"),
  }),
  ...(await checkContractExamples(sources, contract, { apiBaseUrl: siteConfig.placeholders.apiBaseUrl })),
  ...checkLanguage(sources, terminology),
  ...checkContractLanguage(contract.openapi, contract.xsd, terminology),
  ...checkReferenceFacts(sources, contract.openapi as unknown as ContractDocument),
  ...checkReferenceTables(sources, contract.openapi as unknown as ContractDocument),
  ...checkHandWrittenStatusTables(sources, contract.openapi as unknown as ContractDocument),
  ...checkStatusReference(contract.openapi as unknown as ContractDocument, contract.xsd),
  ...checkBlockedAccountErrors(contract.openapi as unknown as ContractDocument, contract.xsd),
  ...checkEmailToSms(sources, contract.openapi as unknown as ContractDocument),
  ...checkWebhookSourceAddresses(sources, contract.openapi as unknown as ContractDocument),
  ...checkHandWrittenReference(sources, contract.openapi as unknown as ContractDocument),
  ...checkExampleErrorCodes(sources, contract.openapi as unknown as ContractDocument),
  ...checkStatusLists(sources, contract.openapi as unknown as ContractDocument),
  ...checkInitialStatusLists(contract.openapi as unknown as ContractDocument, contract.xsd),
  ...checkFieldDescriptions(contract.openapi as unknown as ContractDocument),
  ...checkIdempotencyKeys(contract.openapi as unknown as ContractDocument),
  ...checkRequestFieldMentions(contract.openapi as unknown as ContractDocument),
  ...checkScheduledFunds(contractDocument(serverConfig.contractDir)),
  ...checkAcceptedStatuses(contract.openapi as unknown as ContractDocument),
  ...checkXmlReference(sources, contract.xsd),
  ...checkXmlErrorCodes(sources, contract.xsd),
  ...checkXmlStatusCodes(sources, contract.xsd),
  ...checkExampleIds([
    ...sources.map((s) => ({ file: s.file, text: s.raw })),
    ...contractFiles(serverConfig.contractDir).map((file) => ({ file, text: fs.readFileSync(file, "utf8") })),
  ]),
  ...checkMessageIds(examples),
  ...checkMessageHistories(examples, contract.openapi as unknown as ContractDocument),
  ...checkEventIds(examples),
  ...checkStatedFacts(sources, contract.openapi as unknown as ContractDocument, examples),
].filter((p) => p.file.includes(filter));

for (const p of problems) console.log(`${p.file}${p.line ? `:${p.line}` : ""}  ${p.message}`);
const files = new Set(problems.map((p) => p.file)).size;
console.log(
  problems.length === 0
    ? `content check: ${sources.length} pages, no problems`
    : `content check: ${problems.length} problems in ${files} files (${sources.length} pages)`,
);
process.exit(problems.length === 0 ? 0 : 1);
