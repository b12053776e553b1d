/**
 * `get_operation`: one API operation from the contract, by operationId or by method and path.
 * JSON API, HTTP API and webhooks come from `contract/openapi.yaml`; the XML API from
 * `contract/schema.xsd`, whose operations are named by their types (`send_sms` → `SendSmsRequest` /
 * `SendSmsResponse`, operationId `xmlSendSms`). The docs page of an operation is the page whose
 * `{#endpoint}` names it; its first `{#request}` and `{#response}` code blocks are the example
 * (every one of them is checked against the contract by `npm run check:content`).
 */
import fs from "node:fs/promises";
import type { Locale } from "../../../site.config";
import { siteConfig } from "../../../site.config";
import { pageEndpoint, shownOperation } from "../contract";
import { readOpenApi, readXsd, type OpenApiDocument } from "../contract/index.server";
import { publicDocs, readPageSource, type ContentIndex, type DocMeta } from "../content/index.server";
import { fillPlaceholders, slugToPath } from "../content";
import { markdownPath } from "../markdown";
import { listHeadings, outlineOf } from "../mdx";
import { generateSamples, sampleOperations } from "../samples/index.server";
import type { ServerConfig } from "../platform/index.server";
import { describeType, fieldRules, flattenFields, resolveRef, xsdDefinitions, type ContractField } from "./contract-fields";

type Family = "json" | "http" | "webhook" | "xml";

interface OperationEntry {
  id: string;
  family: Family;
  method: string;
  /** The API path, or the event name of a webhook. */
  path: string;
  openapi?: Record<string, unknown>;
  xml?: { name: string; request: string; response: string | null };
}

interface Contract {
  document: OpenApiDocument;
  xsd: string;
  entries: OperationEntry[];
}

const apiBaseUrl = siteConfig.placeholders.apiBaseUrl;

/** `SendSmsRequest` → `send_sms`. */
const snakeCase = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();
/** `send_sms` → `xmlSendSms`. */
const xmlOperationId = (name: string) => `xml${name.replace(/(^|_)([a-z])/g, (_m, _s, letter: string) => letter.toUpperCase())}`;

function readContract(contractDir: string): Contract {
  const document = readOpenApi(contractDir);
  const xsd = readXsd(contractDir);
  const entries: OperationEntry[] = [];
  const add = (family: (path: string) => Family, paths: Record<string, Record<string, unknown>> | undefined) => {
    for (const [path, methods] of Object.entries(paths ?? {})) {
      for (const [method, operation] of Object.entries(methods)) {
        if (typeof operation !== "object" || operation === null || !("operationId" in operation)) continue;
        const op = operation as Record<string, unknown>;
        entries.push({ id: String(op.operationId), family: family(path), method: method.toUpperCase(), path, openapi: op });
      }
    }
  };
  add((path) => (path.startsWith("/http/") ? "http" : "json"), document.paths);
  add(() => "webhook", document.webhooks as Record<string, Record<string, unknown>> | undefined);
  for (const match of xsd.matchAll(/<xs:complexType name="([A-Za-z]+)Request"/g)) {
    const base = match[1];
    if (!base || base === "Any") continue;
    const name = snakeCase(base);
    const response = xsd.includes(`<xs:complexType name="${base}Response"`) ? `${base}Response` : null;
    entries.push({
      id: xmlOperationId(name),
      family: "xml",
      method: "POST",
      path: `/xml/${name}`,
      xml: { name, request: `${base}Request`, response },
    });
  }
  return { document, xsd, entries };
}

// The contract does not change while the server runs: read and indexed on first use (per folder: tests use others).
const contracts = new Map<string, Contract>();
function contractOnce(contractDir: string): Contract {
  let contract = contracts.get(contractDir);
  if (!contract) contracts.set(contractDir, (contract = readContract(contractDir)));
  return contract;
}

export type OperationQuery = { operationId: string } | { method: string; path: string };

/** An API path as an assistant may write it: a full URL of the API, `{{apiBaseUrl}}/…`, with a query string. */
export function apiPathOf(input: string): string {
  let path = input.trim().replace(/^\{\{apiBaseUrl\}\}/, "");
  if (path.startsWith(apiBaseUrl)) path = path.slice(apiBaseUrl.length);
  else if (/^https?:\/\//i.test(path)) path = path.replace(/^https?:\/\/[^/?#]*/i, "");
  path = path.replace(/[?#].*$/, "").replace(/\/+$/, "");
  return path.startsWith("/") || path === "" ? path : `/${path}`;
}

export function findOperation(query: OperationQuery, contractDir: string): OperationEntry | string {
  const { entries } = contractOnce(contractDir);
  if ("operationId" in query) {
    const wanted = query.operationId.trim().toLowerCase();
    const entry =
      entries.find((e) => e.id.toLowerCase() === wanted) ??
      // `send_sms` of the XML API, or a webhook's event name (`message.status`).
      entries.find((e) => (e.family === "xml" && e.xml?.name === wanted) || (e.family === "webhook" && e.path === wanted));
    return entry ?? `No operation "${query.operationId}". Known ids: ${entries.map((e) => e.id).join(", ")}.`;
  }
  const method = query.method.trim().toUpperCase();
  const path = apiPathOf(query.path);
  const onPath = entries.filter((e) => e.path === path && e.family !== "webhook");
  const entry = onPath.find((e) => e.method === method);
  if (entry) return entry;
  // The HTTP API also takes GET with the same parameters in the query string (documented on its pages).
  const httpGet = method === "GET" && path.startsWith("/http/") ? onPath.find((e) => e.method === "POST") : undefined;
  if (httpGet) return httpGet;
  if (onPath.length) return `${path} takes ${onPath.map((e) => e.method).join(", ")}, not ${method}.`;
  return `No operation at ${method} ${path}. Paths look like /json/v1/sms/send, /http/send_sms or /xml/send_sms.`;
}

interface DocsPage {
  doc: DocMeta;
  body: string;
  /** Made on first use (one Markdown parse of the page), kept with the page for its content version. */
  example?: OperationExample;
}

/** The API pages of a locale by the endpoint they document (`POST /json/v1/sms/send`), per content version. */
const pagesByEndpoint = new WeakMap<ContentIndex, Map<Locale, Promise<Map<string, DocsPage>>>>();

async function endpointPages(index: ContentIndex, locale: Locale, contractDir: string): Promise<Map<string, DocsPage>> {
  const result = new Map<string, DocsPage>();
  for (const doc of publicDocs(index, locale).filter((d) => d.slug.startsWith("api/"))) {
    const { body, data } = readPageSource(await fs.readFile(doc.filePath, "utf8"));
    // A page names its operation in its front matter or, as the XML pages do, with its <Endpoint operation="…"/>;
    // older pages state the endpoint in their text.
    const operationId = typeof data.operation === "string" ? data.operation : shownOperation(body);
    const named = operationId ? contractOnce(contractDir).entries.find((e) => e.id === operationId) : undefined;
    const endpoint = named ? { method: named.method, path: named.path } : pageEndpoint(body, apiBaseUrl);
    if (endpoint) result.set(`${endpoint.method.toUpperCase()} ${endpoint.path}`, { doc, body });
  }
  return result;
}

function docsPageFor(index: ContentIndex, locale: Locale, entry: OperationEntry, contractDir: string): Promise<DocsPage | undefined> {
  let perLocale = pagesByEndpoint.get(index);
  if (!perLocale) pagesByEndpoint.set(index, (perLocale = new Map()));
  let pages = perLocale.get(locale);
  if (!pages) perLocale.set(locale, (pages = endpointPages(index, locale, contractDir)));
  return pages.then((map) => map.get(`${entry.method} ${entry.path}`));
}

export interface CodeExample {
  language: string;
  code: string;
}

export interface OperationExample {
  /** The request samples of the page, one per language tab, and the request body where the page shows it. */
  request: CodeExample[];
  /** The first answer shown (the success case). */
  response: CodeExample | null;
}

/** The code blocks under the headings `{#request}` and `{#response}` of a page body, each up to the next heading of its level or above. */
export function exampleOf(body: string): OperationExample {
  const outline = outlineOf(body);
  const headings = listHeadings(body, outline);
  const under = (id: string): CodeExample[] => {
    const at = headings.findIndex((heading) => heading.id === id);
    const heading = headings[at];
    if (!heading) return [];
    const end = headings.slice(at + 1).find((next) => next.depth <= heading.depth)?.line ?? Number.POSITIVE_INFINITY;
    return outline.code
      .filter((code) => code.startLine > heading.line && code.startLine < end)
      .map((code) => ({ language: code.lang, code: code.value }));
  };
  return { request: under("request"), response: under("response")[0] ?? null };
}

/**
 * A page's example: its request samples are generated from the contract where the page shows `<CodeSamples>`
 * (the language tabs and the raw request), otherwise they are the page's own code blocks; the answer is the page's.
 */
function pageExample(entry: OperationEntry, body: string, contractDir: string): OperationExample {
  const own = exampleOf(body);
  const operation = /<CodeSamples\b/.test(body) ? sampleOperations(contractDir).get(entry.id) : undefined;
  if (!operation) return own;
  const request = generateSamples(operation).map((sample) => ({ language: sample.value, code: fillPlaceholders(sample.code) }));
  return { request: [...request, ...own.request], response: own.response };
}

export interface OperationDescription {
  operationId: string;
  family: Family;
  method: string;
  path: string;
  url: string | null;
  summary: string;
  description?: string;
  contentType?: string;
  parameters?: { name: string; in: string; required: boolean; description?: string }[];
  requestFields?: ContractField[];
  requestRules?: string[];
  responses?: { status: string; description: string; schema?: string }[];
  responseFields?: ContractField[];
  errorCodes?: string;
  xsd?: { name: string; xsd: string }[];
  docs: { title: string; url: string; markdown: string } | null;
  example: OperationExample | null;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};

function derefObject(document: object, value: unknown): Record<string, unknown> {
  const record = asRecord(value);
  return typeof record.$ref === "string" ? (resolveRef(document, record.$ref) ?? record) : record;
}

/** The first media type of a request body or response and its schema. */
function firstContent(holder: Record<string, unknown>): { type: string; schema: Record<string, unknown> } | null {
  const [type, media] = Object.entries(asRecord(holder.content))[0] ?? [];
  return type ? { type, schema: asRecord(asRecord(media).schema) } : null;
}

function describeOpenApi(document: OpenApiDocument, entry: OperationEntry): Omit<OperationDescription, "docs" | "example"> {
  const op = entry.openapi ?? {};
  const parameters = (Array.isArray(op.parameters) ? op.parameters : []).map((p) => {
    const parameter = derefObject(document, p);
    return {
      name: String(parameter.name),
      in: String(parameter.in),
      required: parameter.required === true,
      ...(typeof parameter.description === "string" && { description: parameter.description.trim() }),
    };
  });
  const body = firstContent(derefObject(document, op.requestBody));
  const responses = Object.entries(asRecord(op.responses)).map(([status, value]) => {
    const response = derefObject(document, value);
    const content = firstContent(response);
    const schema = content && Object.keys(content.schema).length ? describeType(document, content.schema) : undefined;
    return { status, description: String(response.description ?? "").trim(), ...(schema && { schema }) };
  });
  // The fields of the JSON answer (the HTTP API answers plain text unless asked for `format=json`).
  const okSchema = asRecord(asRecord(asRecord(derefObject(document, asRecord(op.responses)["200"]).content)["application/json"]).schema);
  const errorCodes = entry.family === "webhook" ? undefined : asRecord(document.components.schemas.ErrorCode).enum;
  return {
    operationId: entry.id,
    family: entry.family,
    method: entry.method,
    path: entry.path,
    url: entry.family === "webhook" ? null : `${apiBaseUrl}${entry.path}`,
    summary: String(op.summary ?? ""),
    ...(typeof op.description === "string" && { description: op.description.trim() }),
    ...(body && { contentType: body.type }),
    ...(parameters.length && { parameters }),
    ...(body && { requestFields: flattenFields(document, body.schema), requestRules: fieldRules(document, body.schema) }),
    responses,
    ...(Object.keys(okSchema).length && { responseFields: flattenFields(document, okSchema) }),
    ...(Array.isArray(errorCodes) && { errorCodes: errorCodes.join(", ") }),
  };
}

function describeXml(xsd: string, entry: OperationEntry): Omit<OperationDescription, "docs" | "example"> {
  const xml = entry.xml ?? { name: "", request: "", response: null };
  const errors = /<xs:simpleType name="ErrorCode">[\s\S]*?<xs:documentation>([\s\S]*?)<\/xs:documentation>/.exec(xsd)?.[1];
  return {
    operationId: entry.id,
    family: "xml",
    method: entry.method,
    path: entry.path,
    url: `${apiBaseUrl}${entry.path}`,
    summary: `XML API: ${xml.name}. The request is <request> with <auth> and the elements of ${xml.request}; the answer is <response> with those of ${xml.response ?? "the operation"}, or ErrorResponse.`,
    contentType: "application/xml; charset=utf-8",
    xsd: [
      ...xsdDefinitions(xsd, xml.request),
      ...(xml.response ? xsdDefinitions(xsd, xml.response) : []),
      ...xsdDefinitions(xsd, "ErrorResponse", 2),
    ],
    ...(errors && { errorCodes: errors.replace(/\s+/g, " ").trim() }),
  };
}

/** The operation, its fields and codes, and the example and link of its docs page in `locale`. */
export async function describeOperation(
  entry: OperationEntry,
  index: ContentIndex,
  locale: Locale,
  site: Pick<ServerConfig, "baseUrl" | "contractDir">,
): Promise<OperationDescription> {
  const { document, xsd } = contractOnce(site.contractDir);
  const described = entry.family === "xml" ? describeXml(xsd, entry) : describeOpenApi(document, entry);
  const page = await docsPageFor(index, locale, entry, site.contractDir);
  const base = site.baseUrl;
  return {
    ...described,
    docs: page
      ? {
          title: page.doc.title,
          url: `${base}${slugToPath(page.doc.slug, locale)}`,
          markdown: `${base}${markdownPath(page.doc.slug, locale)}`,
        }
      : null,
    example: page ? (page.example ??= pageExample(entry, page.body, site.contractDir)) : null,
  };
}
