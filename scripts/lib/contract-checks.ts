/**
 * Every JSON and XML example in the docs against the API contract (contract/openapi.yaml, contract/schema.xsd):
 * JSON with Ajv (JSON Schema 2020-12, which OpenAPI 3.1 schemas are), XML with libxml2's XSD validator
 * (xmllint-wasm). Pure: it gets the pages and the parsed contract and returns problems with file:line.
 *
 * Which schema a block is checked against:
 * - fence meta `schema=Name` (```json schema=WebhookEvent) always decides: a component schema of the OpenAPI
 *   document for JSON; for XML an XSD type (`SendSmsRequest`, `ErrorResponse`, …) or a root (`request`, `response`);
 * - otherwise the block's position: its page's front matter (`operation: sendSms`) or `{#endpoint}` names the operation (`POST {{apiBaseUrl}}/json/v1/sms/send`),
 *   and the nearest heading above the block says which part: `{#request}` the request body, `{#response}` the 200
 *   response, `{#response-error}` the error envelope;
 * - a JSON or XML block that neither maps is itself a problem.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { validateXML } from "xmllint-wasm";
import { pageEndpoint, shownOperation, xmlOperationId, xmlOperations, xsdTypePrefix, xsdWithRoots } from "../../app/lib/contract";
import { listHeadings } from "../../app/lib/mdx";
import type { PageSource, Problem } from "./content-checks";
import { parsePage, type CodeBlock } from "./mdx-source";

// ajv-formats is CommonJS with a default export; under ESM interop it may arrive wrapped once more.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => Ajv2020;

export interface Contract {
  /** The OpenAPI document, placeholders filled. */
  openapi: { paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, unknown> } };
  /** The XSD text. */
  xsd: string;
}

export interface ContractCheckOptions {
  /** What `{{apiBaseUrl}}` became in the pages: stripped from endpoints to get the path. */
  apiBaseUrl: string;
}

const SECTIONS = new Set(["request", "response", "response-error"]);
const OPENAPI_ID = "https://contract.local/openapi.json";

/** `schema=Name` from a fence's meta string. */
export function schemaMeta(meta: string): string | null {
  return /(?:^|\s)schema=([A-Za-z][\w.-]*)/.exec(meta)?.[1] ?? null;
}

const pointer = (...segments: string[]) => segments.map((s) => s.replace(/~/g, "~0").replace(/\//g, "~1")).join("/");

/** 1-based line (inside `text`) of the JSON value at an Ajv instance path; 1 when it cannot be found. */
export function lineOfJsonPath(text: string, instancePath: string): number {
  const wanted =
    instancePath === ""
      ? []
      : instancePath
          .slice(1)
          .split("/")
          .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
  let at = 0;
  const ws = () => {
    while (at < text.length && /\s/.test(text[at] ?? "")) at++;
  };
  const lineAt = (offset: number) => text.slice(0, offset).split("\n").length;
  const skipString = () => {
    at++;
    while (at < text.length && text[at] !== '"') at += text[at] === "\\" ? 2 : 1;
    at++;
  };
  // Walks the value at `at`; returns the offset of the wanted value when `depth` reaches the end of the path.
  const walk = (depth: number): number | null => {
    ws();
    if (depth === wanted.length) return at;
    const ch = text[at];
    if (ch === "{") {
      at++;
      for (;;) {
        ws();
        if (text[at] === "}") return null;
        const keyStart = at;
        skipString();
        const key = JSON.parse(text.slice(keyStart, at)) as string;
        ws();
        at++; // :
        if (key === wanted[depth]) return walk(depth + 1);
        skipValue();
        ws();
        if (text[at] === ",") at++;
        else return null;
      }
    }
    if (ch === "[") {
      at++;
      const index = Number(wanted[depth]);
      for (let i = 0; ; i++) {
        ws();
        if (text[at] === "]") return null;
        if (i === index) return walk(depth + 1);
        skipValue();
        ws();
        if (text[at] === ",") at++;
        else return null;
      }
    }
    return null;
  };
  const skipValue = () => {
    ws();
    const ch = text[at];
    if (ch === '"') return skipString();
    if (ch === "{" || ch === "[") {
      const close = ch === "{" ? "}" : "]";
      at++;
      for (;;) {
        ws();
        if (text[at] === close) {
          at++;
          return;
        }
        if (ch === "{") {
          skipString();
          ws();
          at++;
        }
        skipValue();
        ws();
        if (text[at] === ",") at++;
      }
    }
    while (at < text.length && !/[,\]}\s]/.test(text[at] ?? "")) at++;
  };
  try {
    const found = walk(0);
    return found === null ? 1 : lineAt(found);
  } catch {
    return 1;
  }
}

/** One readable line per Ajv error, the noise of `oneOf`/`if` branches left out. */
function describe(error: ErrorObject): string {
  const where = error.instancePath || "/";
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "additionalProperties":
    case "unevaluatedProperties":
      return `${where}: unknown field "${String(params.additionalProperty ?? params.unevaluatedProperty)}"`;
    case "required":
      return `${where}: missing required field "${String(params.missingProperty)}"`;
    case "enum":
      return `${where}: must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(", ")}`;
    case "const":
      return `${where}: must be ${JSON.stringify(params.allowedValue)}`;
    default:
      return `${where}: ${error.message ?? error.keyword}`;
  }
}

/**
 * Ajv with allErrors reports every branch of a `oneOf` and every range of an `if`: keep the errors that name a
 * field (unknown, missing) and one value error per place, types of the branches merged ("must be object or null").
 */
function usefulErrors(errors: ErrorObject[]): ErrorObject[] {
  const plain = errors.filter((e) => !["oneOf", "anyOf", "if", "not"].includes(e.keyword));
  const kept: ErrorObject[] = [];
  const valueErrorAt = new Map<string, ErrorObject>();
  for (const error of plain.length ? plain : errors) {
    if (["additionalProperties", "unevaluatedProperties", "required"].includes(error.keyword)) {
      kept.push(error);
      continue;
    }
    const earlier = valueErrorAt.get(error.instancePath);
    if (!earlier) {
      const copy = { ...error, params: { ...error.params } };
      valueErrorAt.set(error.instancePath, copy);
      kept.push(copy);
    } else if (earlier.keyword === "type" && error.keyword === "type") {
      earlier.message = `${earlier.message ?? ""} or ${String((error.params as { type?: unknown }).type)}`;
    }
  }
  return kept;
}

interface Located {
  source: PageSource;
  block: CodeBlock;
  section: string | null;
  endpoint: { method: string; path: string } | null;
}

/** The operation a page names in its front matter (`operation: sendSms`), as method and path of the contract. */
export function operationEndpoint(contract: Contract, operationId: unknown): { method: string; path: string } | null {
  if (typeof operationId !== "string") return null;
  // An XML operation (`<Endpoint operation="xmlSendSms"/>`) is one of the XSD's: POST /xml/send_sms.
  const xml = xmlOperations(contract.xsd).find((op) => xmlOperationId(op) === operationId);
  if (xml) return { method: "post", path: `/xml/${xml}` };
  for (const [path, methods] of Object.entries(contract.openapi.paths))
    for (const [method, node] of Object.entries(methods))
      if ((node as { operationId?: string } | null)?.operationId === operationId) return { method, path };
  return null;
}

function locateBlocks(sources: PageSource[], apiBaseUrl: string, contract: Contract): Located[] {
  const located: Located[] = [];
  for (const source of sources) {
    let parsed;
    try {
      parsed = parsePage(source.raw);
    } catch {
      continue; // reported by the content check
    }
    const blocks = parsed.codeBlocks.filter((b) => b.lang === "json" || b.lang === "xml");
    if (blocks.length === 0) continue;
    const headings = listHeadings(parsed.body);
    // A guide page that is not the operation's own page names it by its <Endpoint operation="…"/> (auto_voice_call).
    const shown = shownOperation(parsed.body);
    const endpoint =
      operationEndpoint(contract, parsed.data.operation) ?? operationEndpoint(contract, shown) ?? pageEndpoint(parsed.body, apiBaseUrl);
    for (const block of blocks) {
      const bodyLine = block.line - parsed.bodyLine + 1;
      const heading = headings.filter((h) => h.line < bodyLine).at(-1);
      const section = heading?.id && SECTIONS.has(heading.id) ? heading.id : null;
      located.push({ source, block, section, endpoint });
    }
  }
  return located;
}

const unmapped = (what: string) =>
  `${what} example cannot be mapped to the contract: put it under {#request}, {#response} or {#response-error} of a page with an {#endpoint}, or name its schema in the fence (\`\`\`${what.toLowerCase()} schema=Name)`;

// ---------- JSON ----------

function jsonSchemaPointer(contract: Contract, item: Located): { pointer: string; label: string } | { problem: string } {
  const named = schemaMeta(item.block.meta);
  if (named) {
    if (!Object.hasOwn(contract.openapi.components.schemas, named))
      return { problem: `schema=${named} is not a schema of the OpenAPI document (components/schemas)` };
    return { pointer: `#/${pointer("components", "schemas", named)}`, label: named };
  }
  if (!item.section || !item.endpoint) return { problem: unmapped("JSON") };
  if (item.section === "response-error") return { pointer: "#/components/schemas/ErrorResponse", label: "ErrorResponse" };
  const { method, path } = item.endpoint;
  const operation = contract.openapi.paths[path]?.[method] as Record<string, unknown> | undefined;
  if (!operation) return { problem: `the page's endpoint ${method.toUpperCase()} ${path} is not in the OpenAPI document` };
  const base = `#/${pointer("paths", path, method)}`;
  const name = `${method.toUpperCase()} ${path}`;
  if (item.section === "request") {
    const content = (operation.requestBody as { content?: Record<string, unknown> } | undefined)?.content ?? {};
    if (!content["application/json"])
      return {
        problem: `${method.toUpperCase()} ${path} takes no JSON request body (its request is ${Object.keys(content).join(", ") || "empty"})`,
      };
    return { pointer: `${base}/requestBody/content/${pointer("application/json")}/schema`, label: `the request body of ${name}` };
  }
  const response = (operation.responses as Record<string, { $ref?: string; content?: Record<string, unknown> }> | undefined)?.["200"];
  if (!response) return { problem: `${method.toUpperCase()} ${path} has no 200 response in the OpenAPI document` };
  const where = response.$ref ?? `${base}/responses/200`;
  return { pointer: `${where}/content/${pointer("application/json")}/schema`, label: `the 200 response of ${name}` };
}

/**
 * A copy of the document without `discriminator.mapping`: Ajv refuses mappings and reads the tag values from
 * the branches' `const` instead; OpenAPI tools need the mapping, so the document keeps it.
 */
function withoutDiscriminatorMappings(document: object): object {
  return JSON.parse(JSON.stringify(document), (key, value: unknown) => {
    if (key === "discriminator" && value && typeof value === "object" && "mapping" in value) {
      const { mapping: _mapping, ...rest } = value as Record<string, unknown>;
      return rest;
    }
    return value;
  }) as object;
}

function checkJson(contract: Contract, items: Located[], problems: Problem[]) {
  // `discriminator` picks the oneOf branch by its tag (a webhook body by `event`), so errors name that branch only.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false, discriminator: true });
  addFormats(ajv);
  ajv.addSchema(withoutDiscriminatorMappings(contract.openapi), OPENAPI_ID);
  const compiled = new Map<string, ValidateFunction>();
  for (const item of items) {
    const at = { file: item.source.file, line: item.block.line };
    let data: unknown;
    try {
      data = JSON.parse(item.block.code);
    } catch {
      continue; // reported by the content check
    }
    const target = jsonSchemaPointer(contract, item);
    if ("problem" in target) {
      problems.push({ ...at, message: target.problem });
      continue;
    }
    let validate = compiled.get(target.pointer);
    if (!validate) {
      const found = ajv.getSchema(`${OPENAPI_ID}${target.pointer}`);
      if (!found) {
        problems.push({ ...at, message: `the contract has no schema at ${target.pointer}` });
        continue;
      }
      compiled.set(target.pointer, (validate = found));
    }
    if (validate(data)) continue;
    const seen = new Set<string>();
    for (const error of usefulErrors(validate.errors ?? [])) {
      const message = describe(error);
      if (seen.has(message)) continue;
      seen.add(message);
      problems.push({
        file: item.source.file,
        line: item.block.line + lineOfJsonPath(item.block.code, error.instancePath),
        message: `JSON example does not match ${target.label}: ${message}`,
      });
    }
  }
}

// ---------- XML ----------

interface XmlTarget {
  root: "request" | "response";
  type: string;
}

function xmlTarget(xsd: string, item: Located): XmlTarget | { problem: string } {
  const named = schemaMeta(item.block.meta);
  if (named === "request" || named === "response")
    return { problem: `schema=${named}: name the XSD type (such as SendSmsRequest); the root's content depends on the operation` };
  if (named) {
    if (!xsd.includes(`<xs:complexType name="${named}">`)) return { problem: `schema=${named} is not a type of the XSD` };
    return { root: named.endsWith("Request") ? "request" : "response", type: named };
  }
  if (!item.section || !item.endpoint) return { problem: unmapped("XML") };
  const op = /^\/xml\/([a-z0-9_]+)$/.exec(item.endpoint.path)?.[1];
  if (!op) return { problem: `the page's endpoint ${item.endpoint.path} is not an XML API operation` };
  const type =
    item.section === "request"
      ? `${xsdTypePrefix(op)}Request`
      : item.section === "response"
        ? `${xsdTypePrefix(op)}Response`
        : "ErrorResponse";
  if (!xsd.includes(`<xs:complexType name="${type}">`)) return { problem: `the XSD has no type ${type} for the operation ${op}` };
  return { root: item.section === "request" ? "request" : "response", type };
}

/** An XML example of a page with the root it must have and that root's type (what the XSD validators get). */
export interface XmlExample {
  file: string;
  line: number;
  code: string;
  root: "request" | "response";
  type: string;
}

/** Every ```xml block of the pages that maps to an XSD type (the ones that do not are reported by the content check). */
export function pageXmlExamples(sources: PageSource[], contract: Contract, options: ContractCheckOptions): XmlExample[] {
  const examples: XmlExample[] = [];
  for (const item of locateBlocks(sources, options.apiBaseUrl, contract).filter((l) => l.block.lang === "xml")) {
    const target = xmlTarget(contract.xsd, item);
    if ("problem" in target) continue;
    examples.push({ file: item.source.file, line: item.block.line, code: item.block.code, ...target });
  }
  return examples;
}

async function checkXml(xsd: string, items: Located[], problems: Problem[]) {
  const groups = new Map<string, { item: Located; fileName: string }[]>();
  items.forEach((item, index) => {
    const at = { file: item.source.file, line: item.block.line };
    const target = xmlTarget(xsd, item);
    if ("problem" in target) {
      problems.push({ ...at, message: target.problem });
      return;
    }
    const root = /<([A-Za-z_][\w.-]*)[\s/>]/.exec(item.block.code.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->/g, ""))?.[1];
    if (root !== target.root) {
      problems.push({ ...at, message: `XML example has the root <${root ?? "?"}>, expected <${target.root}> (${target.type})` });
      return;
    }
    const key = `${target.root}|${target.type}`;
    const list = groups.get(key) ?? [];
    list.push({ item, fileName: `block-${index}.xml` });
    groups.set(key, list);
  });
  for (const [key, list] of groups) {
    const [root, type = ""] = key.split("|");
    // Each group is validated as generic tools do with an entry schema: one root declared with its type.
    const schema = xsdWithRoots(xsd, { request: root === "request" ? type : null, response: root === "response" ? type : null });
    const result = await validateXML({
      xml: list.map(({ item, fileName }) => ({ fileName, contents: item.block.code })),
      schema: [schema],
    });
    if (result.valid) continue;
    const byFile = new Map(list.map((entry) => [entry.fileName, entry.item]));
    for (const error of result.errors) {
      if (/fails to validate$/.test(error.message.trim())) continue; // libxml2's summary line after the real errors
      const item = error.loc ? byFile.get(error.loc.fileName) : undefined;
      if (!item) {
        problems.push({ file: "contract/schema.xsd", message: `XSD validation failed: ${error.message}` });
        continue;
      }
      problems.push({
        file: item.source.file,
        line: item.block.line + (error.loc?.lineNumber ?? 1),
        message: `XML example does not match ${type} of the XSD: ${error.message.replace(/^Schemas validity error : /, "").trim()}`,
      });
    }
  }
}

/** Problems of every JSON and XML example of the pages against the contract. */
export async function checkContractExamples(sources: PageSource[], contract: Contract, options: ContractCheckOptions): Promise<Problem[]> {
  const problems: Problem[] = [];
  const located = locateBlocks(sources, options.apiBaseUrl, contract);
  checkJson(
    contract,
    located.filter((l) => l.block.lang === "json"),
    problems,
  );
  await checkXml(
    contract.xsd,
    located.filter((l) => l.block.lang === "xml"),
    problems,
  );
  return problems.sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
}
