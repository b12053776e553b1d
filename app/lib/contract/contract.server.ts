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

export interface ServedFile {
  body: string;
  contentType: string;
  etag: string;
}

export function etagOf(body: string): string {
  // FNV-1a over the text: cheap, stable across restarts, enough to tell versions apart.
  let hash = 0x811c9dc5;
  for (let i = 0; i < body.length; i++) hash = Math.imul(hash ^ body.charCodeAt(i), 0x01000193) >>> 0;
  return `"${hash.toString(16)}-${body.length.toString(16)}"`;
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
    return { body, contentType: "application/json; charset=utf-8", etag: etagOf(body) };
  });
}

/** `/api/xml/schema.xsd`: the XSD as it is. */
export function servedXsd(contractDir: string): ServedFile {
  return once(`xsd:${contractDir}`, () => {
    const body = readXsd(contractDir);
    return { body, contentType: "application/xml; charset=utf-8", etag: etagOf(body) };
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
    return { body, contentType: "application/xml; charset=utf-8", etag: etagOf(body) };
  });
}

export const contractCacheControl = "public, max-age=3600";

/** Client generators and API tools (Swagger Editor, Postman "import from URL") fetch the files from their own origin. */
const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": "ETag",
  "Cross-Origin-Resource-Policy": "cross-origin",
};

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

/** The answer of a contract route: 200 with the file, or 304 when the client's ETag matches. */
export function contractResponse(file: ServedFile, request: Request): Response {
  const headers = {
    "Content-Type": file.contentType,
    "Cache-Control": contractCacheControl,
    ETag: file.etag,
    ...CORS_HEADERS,
  };
  const match = request.headers.get("If-None-Match");
  if (match && match.split(",").some((tag) => tag.trim() === file.etag)) return new Response(null, { status: 304, headers });
  return new Response(file.body, { headers });
}
