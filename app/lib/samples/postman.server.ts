/**
 * `/api/postman.json`: a Postman collection (format v2.1) of every operation that has a request example, made
 * from the same examples as the code samples. Folders per API family; the key is the collection variable
 * `apiKey` (empty: set it in Postman), the host `baseUrl`; idempotency keys are Postman's `{{$guid}}`, new on
 * every send, as the samples make them.
 */
import { once, readOpenApi, servedFile, type ServedFile } from "../contract/index.server";
import { siteConfig } from "../../../site.config";
import { CONTENT_TYPES, xmlTemplate } from "./request";
import { sampleOperations } from "./operations.server";
import type { ApiFamily, SampleOperation } from "./types";

export const POSTMAN_SCHEMA = "https://schema.getpostman.com/json/collection/v2.1.0/collection.json";

const FOLDERS: Record<ApiFamily, string> = { json: "JSON API", http: "HTTP API", xml: "XML API" };

interface PostmanItem {
  name: string;
  request: Record<string, unknown>;
}

function summaries(contractDir: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const methods of Object.values(readOpenApi(contractDir).paths)) {
    const operation = methods.post as { operationId?: string; summary?: string } | undefined;
    if (operation?.operationId && operation.summary) names.set(operation.operationId, operation.summary);
  }
  return names;
}

function body(operation: SampleOperation): Record<string, unknown> {
  const b = operation.body;
  if (b.kind === "json") return { mode: "raw", raw: JSON.stringify(b.value, null, 2), options: { raw: { language: "json" } } };
  if (b.kind === "form")
    return {
      mode: "urlencoded",
      urlencoded: [{ key: "apikey", value: "{{apiKey}}", type: "text" }, ...b.fields.map(([key, value]) => ({ key, value, type: "text" }))],
    };
  const raw = xmlTemplate(
    b.parts,
    (text) => text,
    (name) => (name === "apiKey" ? "{{apiKey}}" : "{{$guid}}"),
  );
  return { mode: "raw", raw: raw.trimEnd(), options: { raw: { language: "xml" } } };
}

export function postmanItem(operation: SampleOperation, name: string): PostmanItem {
  const header = [{ key: "Content-Type", value: CONTENT_TYPES[operation.family] }];
  if (operation.idempotent && operation.family !== "xml") header.push({ key: "Idempotency-Key", value: "{{$guid}}" });
  const request: Record<string, unknown> = {
    method: operation.method,
    header,
    body: body(operation),
    url: { raw: `{{baseUrl}}${operation.path}`, host: ["{{baseUrl}}"], path: operation.path.split("/").filter(Boolean) },
  };
  if (operation.family === "json") request.auth = { type: "bearer", bearer: [{ key: "token", value: "{{apiKey}}", type: "string" }] };
  return { name, request };
}

export function postmanCollection(contractDir: string): Record<string, unknown> {
  const operations = [...sampleOperations(contractDir).values()];
  const names = summaries(contractDir);
  const document = readOpenApi(contractDir) as { info?: { title?: string; version?: string } };
  return {
    info: {
      name: `${siteConfig.placeholders.brand} API`,
      description: `${document.info?.title ?? "API"}, version ${document.info?.version ?? "1"}. Set the collection variable apiKey.`,
      schema: POSTMAN_SCHEMA,
    },
    variable: [
      { key: "baseUrl", value: siteConfig.placeholders.apiBaseUrl, type: "string" },
      { key: "apiKey", value: "", type: "string" },
    ],
    item: (Object.keys(FOLDERS) as ApiFamily[]).map((family) => ({
      name: FOLDERS[family],
      item: operations
        .filter((op) => op.family === family)
        .map((op) => postmanItem(op, names.get(op.id) ?? op.path.replace(/^\/(json\/v1|http|xml)\//, ""))),
    })),
  };
}

/** The collection as served, made once per contract folder. */
export function servedPostman(contractDir: string): ServedFile {
  return once(`postman:${contractDir}`, () => {
    const body = `${JSON.stringify(postmanCollection(contractDir), null, 2)}\n`;
    return servedFile(body, "application/json; charset=utf-8");
  });
}
