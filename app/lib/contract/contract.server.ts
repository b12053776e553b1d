/**
 * The API contract as the site serves it and the docs check reads it: `contract/openapi.yaml` (OpenAPI 3.1,
 * JSON API and HTTP API) and `contract/schema.xsd` (XML API). Hosts are written as `{{apiBaseUrl}}` and
 * filled from the same placeholders as the pages, so the served `servers` always match the examples.
 * Each file is read and parsed once, on first use.
 */
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { fillPlaceholders } from "../content";
import { documentResponse, encodeDocument, type EncodedDocument } from "../documents/index.server";
import { entrySchema, xmlOperations } from "./xsd-entries";

export const OPENAPI_FILE = "openapi.yaml";
export const XSD_FILE = "schema.xsd";

/** An OpenAPI document, as far as this site looks into it. */
export interface OpenApiDocument {
  openapi: string;
  servers?: { url: string }[];
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, unknown> } & Record<string, unknown>;
  [key: string]: unknown;
}

/** The OpenAPI document with placeholders filled. */
export function readOpenApi(contractDir: string): OpenApiDocument {
  const text = fillPlaceholders(fs.readFileSync(path.join(contractDir, OPENAPI_FILE), "utf8"));
  const document = parse(text, { maxAliasCount: -1 }) as OpenApiDocument;
  if (!document || typeof document !== "object" || !String(document.openapi).startsWith("3.1"))
    throw new Error(`${OPENAPI_FILE} is not an OpenAPI 3.1 document`);
  return document;
}

/** The XSD text with placeholders filled. */
export function readXsd(contractDir: string): string {
  return fillPlaceholders(fs.readFileSync(path.join(contractDir, XSD_FILE), "utf8"));
}

export const contractCacheControl = "public, max-age=3600";

/** Client generators and API tools (Swagger Editor, Postman "import from URL") fetch the files from their own origin. */
const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": "ETag",
  "Cross-Origin-Resource-Policy": "cross-origin",
};

export interface ServedFile {
  /** The text, for what is derived from it (the XSD's operations). */
  body: string;
  contentType: string;
  /** The answer in every coding, with its ETag (server/etag.server.ts), encoded once. */
  document: Promise<EncodedDocument>;
}

/** A file served with the contract's caching and CORS headers. */
export function servedFile(body: string, contentType: string): ServedFile {
  const headers: [string, string][] = [
    ["Content-Type", contentType],
    ["Cache-Control", contractCacheControl],
    ...Object.entries(CORS_HEADERS),
  ];
  return { body, contentType, document: encodeDocument(200, headers, body) };
}

const served = new Map<string, ServedFile>();

/** A served file made once per key (the contract folder and what is made of it). */
export function once(key: string, make: () => ServedFile): ServedFile {
  let file = served.get(key);
  if (!file) served.set(key, (file = make()));
  return file;
}

/** `/api/openapi.json`: the document as JSON. */
export function servedOpenApi(contractDir: string): ServedFile {
  return once(`openapi:${contractDir}`, () => {
    const body = `${JSON.stringify(readOpenApi(contractDir), null, 2)}\n`;
    return servedFile(body, "application/json; charset=utf-8");
  });
}

/** `/api/xml/schema.xsd`: the XSD as it is. */
export function servedXsd(contractDir: string): ServedFile {
  return once(`xsd:${contractDir}`, () => {
    const body = readXsd(contractDir);
    return servedFile(body, "application/xml; charset=utf-8");
  });
}

/**
 * `/api/xml/schemas/<operation>.xsd` and `/api/xml/schemas/error.xsd`: the entry schema that declares the roots for one operation
 * (see `xsd-entries.ts`); `null` for a name the XSD does not define.
 */
export function servedXsdEntry(contractDir: string, name: string): ServedFile | null {
  if (name !== "error" && !xmlOperations(servedXsd(contractDir).body).includes(name)) return null;
  return once(`xsd-entry:${contractDir}:${name}`, () => {
    const body = entrySchema(name, XSD_FILE);
    return servedFile(body, "application/xml; charset=utf-8");
  });
}

/**
 * The answer to a CORS preflight (`OPTIONS`) for a contract file: any origin may GET it, with the request headers
 * it asks for when they are plain header names (tools send `If-None-Match`, `Cache-Control`, `Authorization`…).
 */
export function contractPreflight(request: Request): Response {
  if (request.method !== "OPTIONS") return new Response(null, { status: 405, headers: { Allow: "GET, HEAD, OPTIONS" } });
  const asked = request.headers.get("Access-Control-Request-Headers") ?? "";
  const headers: Record<string, string> = {
    ...CORS_HEADERS,
    "Access-Control-Allow-Methods": "GET, HEAD, OPTIONS",
    "Access-Control-Max-Age": "86400",
    Allow: "GET, HEAD, OPTIONS",
    Vary: "Access-Control-Request-Headers",
  };
  if (/^[\w-]+(\s*,\s*[\w-]+)*$/.test(asked.trim())) headers["Access-Control-Allow-Headers"] = asked.trim();
  return new Response(null, { status: 204, headers });
}

/** The answer of a contract route: 200 with the file in the reader's coding, or 304 when the client holds it. */
export async function contractResponse(file: ServedFile, request: Request): Promise<Response> {
  return documentResponse(await file.document, request);
}
