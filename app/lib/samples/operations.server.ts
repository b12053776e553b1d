/**
 * The operations samples are made for, read from the contract: the OpenAPI document's request examples
 * (JSON API and HTTP API) and `contract/examples/xml/<operation>.xml` (XML API, which the XSD cannot carry).
 * Where the OpenAPI document has no request example yet, `contract/examples/<json|http>/<operationId>.json`
 * stands in; the inline example wins when both exist. Read once per contract folder.
 */
import fs from "node:fs";
import path from "node:path";
import { readOpenApi, xmlOperations as xsdOperations, type OpenApiDocument } from "../contract/index.server";
import { fillPlaceholders } from "../content";
import { pascalCase } from "./request";
import type { ApiFamily, SampleBody, SampleOperation, XmlPart } from "./types";

export const EXAMPLES_DIR = "examples";
const MEDIA_TYPES = { json: "application/json", http: "application/x-www-form-urlencoded" } as const;
/** Credentials never come from an example: every sample reads the key from the environment. */
const CREDENTIAL_FIELDS = new Set(["apikey", "login", "password"]);

interface OpenApiOperation {
  operationId?: string;
  parameters?: { $ref?: string; name?: string; in?: string }[];
  responses?: Record<string, { $ref?: string }>;
  "x-client-timeout"?: unknown;
  requestBody?: { content?: Record<string, { example?: unknown; examples?: Record<string, { value?: unknown; externalValue?: string }> }> };
}

/** The XML operation's id: `send_sms` → `xmlSendSms`. */
export const xmlOperationId = (name: string) => `xml${pascalCase(name)}`;

function exampleOf(
  contractDir: string,
  media: { example?: unknown; examples?: Record<string, { value?: unknown; externalValue?: string }> } | undefined,
): unknown {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const first = Object.values(media.examples ?? {})[0];
  if (first?.value !== undefined) return first.value;
  if (first?.externalValue && !/^[a-z]+:/i.test(first.externalValue))
    return JSON.parse(fs.readFileSync(path.join(contractDir, first.externalValue), "utf8")) as unknown;
  return undefined;
}

function formFields(example: unknown): [string, string][] {
  if (!example || typeof example !== "object" || Array.isArray(example))
    throw new Error("an HTTP API example must be an object of form fields");
  return Object.entries(example as Record<string, unknown>)
    .filter(([name]) => !CREDENTIAL_FIELDS.has(name))
    .map(([name, value]) => [name, Array.isArray(value) ? value.join(",") : String(value)]);
}

/** Splits an XML example where the sample fills in the API key (`<auth apikey="…">`) and the idempotency id (`<request id="…">`). */
export function xmlParts(xml: string): XmlPart[] {
  const parts: XmlPart[] = [];
  let rest = xml;
  const take = (pattern: RegExp, fill: "apiKey" | "requestId") => {
    const match = pattern.exec(rest);
    if (!match || match.index === undefined) return;
    const valueStart = match.index + match[0].length;
    const valueEnd = rest.indexOf('"', valueStart);
    parts.push(rest.slice(0, valueStart), { fill });
    rest = rest.slice(valueEnd);
  };
  // The root's id comes before <auth> in the document, so one pass in that order.
  take(/^(?:<\?[^?]*\?>\s*)?<[A-Za-z_][\w.-]*\b[^>]*?\sid="/, "requestId");
  take(/<auth\b[^>]*?\sapikey="/, "apiKey");
  parts.push(rest);
  if (!parts.some((p) => typeof p !== "string" && p.fill === "apiKey"))
    throw new Error('an XML example must authenticate with <auth apikey="…"/> (samples fill in the key)');
  return parts;
}

function fallbackExample(contractDir: string, family: ApiFamily, id: string): { value: unknown; source: string } | undefined {
  const file = path.join(EXAMPLES_DIR, family, `${id}.json`);
  const full = path.join(contractDir, file);
  if (!fs.existsSync(full)) return undefined;
  return { value: JSON.parse(fillPlaceholders(fs.readFileSync(full, "utf8"))) as unknown, source: `contract/${file}` };
}

function openApiOperations(contractDir: string, document: OpenApiDocument): SampleOperation[] {
  const operations: SampleOperation[] = [];
  for (const [route, methods] of Object.entries(document.paths)) {
    const family: ApiFamily | null = route.startsWith("/json/") ? "json" : route.startsWith("/http/") ? "http" : null;
    const operation = methods.post as OpenApiOperation | undefined;
    if (!family || !operation?.operationId) continue;
    const id = operation.operationId;
    const inline = exampleOf(contractDir, operation.requestBody?.content?.[MEDIA_TYPES[family]]);
    const found =
      inline !== undefined ? { value: inline, source: `contract/openapi.yaml (${id})` } : fallbackExample(contractDir, family, id);
    if (!found) continue;
    const idempotent = (operation.parameters ?? []).some(
      (p) => p.$ref?.endsWith("/IdempotencyKey") || (p.in === "header" && p.name?.toLowerCase() === "idempotency-key"),
    );
    const body: SampleBody = family === "json" ? { kind: "json", value: found.value } : { kind: "form", fields: formFields(found.value) };
    const otpLimit = operation.responses?.["429"]?.$ref?.endsWith("/OtpRateLimited") === true;
    const timeout = operation["x-client-timeout"];
    const timeoutSeconds = typeof timeout === "number" && timeout > 0 ? timeout : undefined;
    operations.push({ id, family, method: "POST", path: route, idempotent, otpLimit, timeoutSeconds, body, source: found.source });
  }
  return operations;
}

function xmlOperations(contractDir: string): SampleOperation[] {
  const dir = path.join(contractDir, EXAMPLES_DIR, "xml");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".xml"))
    .sort()
    .map((file) => {
      const name = file.slice(0, -".xml".length);
      const parts = xmlParts(fillPlaceholders(fs.readFileSync(path.join(dir, file), "utf8")));
      return {
        id: xmlOperationId(name),
        family: "xml" as const,
        method: "POST" as const,
        path: `/xml/${name}`,
        idempotent: parts.some((p) => typeof p !== "string" && p.fill === "requestId"),
        body: { kind: "xml" as const, parts },
        source: `contract/${EXAMPLES_DIR}/xml/${file}`,
      };
    });
}

const loaded = new Map<string, Map<string, SampleOperation>>();

/**
 * Operations with a request example, by id. Throws with the file at fault when an example cannot be read.
 * `document`: the contract's OpenAPI document when the caller has it parsed already (the compile worker's
 * reference components do): parsing the YAML took about 150 ms of a new worker's first compile.
 */
export function sampleOperations(contractDir: string, document?: OpenApiDocument): Map<string, SampleOperation> {
  let operations = loaded.get(contractDir);
  if (!operations) {
    const openApi = openApiOperations(contractDir, document ?? readOpenApi(contractDir));
    operations = new Map([...openApi, ...xmlOperations(contractDir)].map((op) => [op.id, op]));
    loaded.set(contractDir, operations);
  }
  return operations;
}

/** Every operation of the contract, with or without an example (for the coverage report): id → path. */
export function contractOperationPaths(contractDir: string): Map<string, string> {
  const document = readOpenApi(contractDir);
  const ids = new Map<string, string>();
  for (const [route, methods] of Object.entries(document.paths)) {
    const id = (methods.post as OpenApiOperation | undefined)?.operationId;
    if (id && (route.startsWith("/json/") || route.startsWith("/http/"))) ids.set(id, route);
  }
  const xsd = fs.readFileSync(path.join(contractDir, "schema.xsd"), "utf8");
  // XML operations are the XSD's request types (SendSmsRequest → send_sms).
  for (const name of xsdOperations(xsd)) ids.set(xmlOperationId(name), `/xml/${name}`);
  return ids;
}
