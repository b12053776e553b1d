/**
 * A local stand-in for the API that the executed code samples talk to. It checks each request against the
 * contract — method and path of an operation, the credentials and headers the family asks for, the body
 * against the OpenAPI schema (Ajv) or the XSD (libxml2 via xmllint-wasm) — and answers the contract's
 * example. Its first answer in each run is a 429 with `Retry-After: 0`, so every sample's retry path runs
 * and the check sees the retry carry the same idempotency key. A run asked with `dropFirst` closes the connection
 * on its first request without an answer (status 0 in the record), as a network fault or a timeout would leave a
 * client: the sample must try again, with the same key, before it meets the 429.
 *
 * Runs are told apart by a path prefix: a sample whose base URL is `http://127.0.0.1:PORT/run-7` is run 7
 * (`/run-7-drop` with `dropFirst`).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { validateXML } from "xmllint-wasm";
import { operationRoots, xsdWithRoots } from "../../app/lib/contract";
import type { SampleOperation } from "../../app/lib/samples/index.server";

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => Ajv2020;
const OPENAPI_ID = "https://contract.local/openapi.json";
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{1,64}$/;

export interface StubContract {
  openapi: { paths: Record<string, Record<string, unknown>> };
  xsd: string;
  operations: SampleOperation[];
}

export interface StubRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface Verdict {
  operation: SampleOperation | null;
  problems: string[];
  /** The idempotency key the request carried (header or `<request id>`), if any. */
  key: string | null;
}

const pointer = (...segments: string[]) => segments.map((s) => s.replace(/~/g, "~0").replace(/\//g, "~1")).join("/");

/** Without `discriminator.mapping`, which Ajv refuses (OpenAPI tools need it). */
function forAjv(document: object): object {
  return JSON.parse(JSON.stringify(document), (key, value: unknown) => {
    if (key === "discriminator" && value && typeof value === "object" && "mapping" in value) {
      const { mapping: _mapping, ...rest } = value as Record<string, unknown>;
      return rest;
    }
    return value;
  }) as object;
}

/** Validates requests against the contract; pure apart from the XSD validator's WebAssembly. */
export class ContractValidator {
  private readonly json: Ajv2020;
  /** Form values arrive as text: `ttl=3600` is the integer the schema asks for. */
  private readonly form: Ajv2020;
  private readonly byPath: Map<string, SampleOperation>;

  constructor(
    private readonly contract: StubContract,
    private readonly apiKey: string,
  ) {
    this.json = new Ajv2020({ strict: false, allErrors: true, validateSchema: false, discriminator: true });
    this.form = new Ajv2020({ strict: false, allErrors: true, validateSchema: false, coerceTypes: true });
    for (const ajv of [this.json, this.form]) {
      addFormats(ajv);
      ajv.addSchema(forAjv(contract.openapi), OPENAPI_ID);
    }
    this.byPath = new Map(contract.operations.map((op) => [op.path, op]));
  }

  private schema(ajv: Ajv2020, path: string, mediaType: string): ValidateFunction | undefined {
    return ajv.getSchema(`${OPENAPI_ID}#/${pointer("paths", path, "post", "requestBody", "content", mediaType, "schema")}`);
  }

  async validate(request: StubRequest): Promise<Verdict> {
    const problems: string[] = [];
    const operation = this.byPath.get(request.path) ?? null;
    if (!operation) return { operation, problems: [`${request.method} ${request.path} is not an operation of the contract`], key: null };
    if (request.method !== "POST") problems.push(`${operation.id} is POST, not ${request.method}`);
    const contentType = String(request.headers["content-type"] ?? "");
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    let key = header("idempotency-key") ?? null;
    if (operation.family === "json") {
      if (!contentType.startsWith("application/json")) problems.push(`Content-Type is "${contentType}", not application/json`);
      if (header("authorization") !== `Bearer ${this.apiKey}`) problems.push("no Authorization: Bearer <the API key from the environment>");
      let data: unknown;
      try {
        data = JSON.parse(request.body);
      } catch {
        problems.push("the body is not JSON");
      }
      const validate = this.schema(this.json, operation.path, "application/json");
      if (data !== undefined && validate && !validate(data))
        problems.push(...(validate.errors ?? []).map((e) => `body${e.instancePath}: ${e.message ?? e.keyword}`));
    } else if (operation.family === "http") {
      if (!contentType.startsWith("application/x-www-form-urlencoded")) problems.push(`Content-Type is "${contentType}", not a form`);
      const fields = Object.fromEntries(new URLSearchParams(request.body));
      if (fields.apikey !== this.apiKey) problems.push("no apikey form field with the API key from the environment");
      if (request.path.includes("apikey")) problems.push("credentials in the URL");
      const validate = this.schema(this.form, operation.path, "application/x-www-form-urlencoded");
      if (validate && !validate(fields))
        problems.push(...(validate.errors ?? []).map((e) => `form${e.instancePath}: ${e.message ?? e.keyword}`));
    } else {
      if (!contentType.startsWith("application/xml")) problems.push(`Content-Type is "${contentType}", not application/xml`);
      const auth = /<auth\b[^>]*\sapikey="([^"]*)"/.exec(request.body)?.[1];
      if (auth !== this.apiKey) problems.push('no <auth apikey="…"> with the API key from the environment');
      key = /^(?:<\?[^?]*\?>\s*)?<[A-Za-z_][\w.-]*\b[^>]*?\sid="([^"]*)"/.exec(request.body)?.[1] ?? null;
      problems.push(...(await this.validateXml(operation, request.body)));
    }
    if (operation.idempotent && !key) problems.push("no idempotency key, though the operation takes one");
    if (key && !IDEMPOTENCY_KEY.test(key)) problems.push(`idempotency key "${key}" is not 1–64 characters of [A-Za-z0-9_-]`);
    return { operation, problems, key };
  }

  /** libxml2 compiles the schema on every call: a retry sends the same document, so its verdict is reused. */
  private readonly xmlVerdicts = new Map<string, Promise<string[]>>();

  private validateXml(operation: SampleOperation, xml: string): Promise<string[]> {
    const key = `${operation.path}\n${xml}`;
    let verdict = this.xmlVerdicts.get(key);
    if (!verdict) this.xmlVerdicts.set(key, (verdict = this.validateXmlNow(operation, xml)));
    return verdict;
  }

  private async validateXmlNow(operation: SampleOperation, xml: string): Promise<string[]> {
    const name = operation.path.slice("/xml/".length);
    // As the operation's entry schema declares it: <request> is the operation's own request type.
    const schema = xsdWithRoots(this.contract.xsd, { request: operationRoots(name).request, response: null });
    const result = await validateXML({ xml: [{ fileName: `${name}.xml`, contents: xml }], schema: [schema] });
    return result.errors.filter((e) => !/fails to validate$/.test(e.message.trim())).map((e) => `XSD: ${e.message.trim()}`);
  }

  /** The 200 answer: the contract's example where it has one, else a minimal answer of the family. */
  answer(operation: SampleOperation): { contentType: string; body: string } {
    if (operation.family === "xml")
      return { contentType: "application/xml; charset=utf-8", body: '<?xml version="1.0" encoding="UTF-8"?>\n<response/>\n' };
    const responses = (this.contract.openapi.paths[operation.path]?.post as { responses?: Record<string, unknown> } | undefined)?.responses;
    const ok = responses?.["200"] as
      | { content?: Record<string, { example?: unknown; examples?: Record<string, { value?: unknown }> }> }
      | undefined;
    for (const [mediaType, media] of Object.entries(ok?.content ?? {})) {
      const example = media.example ?? Object.values(media.examples ?? {})[0]?.value;
      if (example === undefined) continue;
      const body = typeof example === "string" ? example : JSON.stringify(example);
      return { contentType: `${mediaType}; charset=utf-8`, body };
    }
    return { contentType: "application/json; charset=utf-8", body: JSON.stringify({ success: true, data: {}, request_id: "req_stub" }) };
  }
}

export interface RunRecord {
  requests: (Verdict & { status: number })[];
}

export interface ContractStub {
  /** Base URL of run `n`: what replaces `{{apiBaseUrl}}` in that run's sample. */
  baseUrl(run: number, options?: { dropFirst?: boolean }): string;
  run(run: number): RunRecord;
  close(): Promise<void>;
}

/** Starts the stub on 127.0.0.1 (port 0: any free port). */
export async function startContractStub(validator: ContractValidator, port = 0): Promise<ContractStub> {
  const runs = new Map<number, RunRecord>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      void (async () => {
        const match = /^\/run-(\d+)(-drop)?(\/[^?]*)/.exec(req.url ?? "");
        if (!match) {
          res.writeHead(404).end();
          return;
        }
        const run = Number(match[1]);
        const record = runs.get(run) ?? { requests: [] };
        runs.set(run, record);
        const verdict = await validator.validate({
          method: req.method ?? "",
          path: match[3] ?? "",
          headers: req.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        });
        if (verdict.problems.length > 0 || !verdict.operation) {
          record.requests.push({ ...verdict, status: 422 });
          res.writeHead(422, { "Content-Type": "text/plain; charset=utf-8" }).end(verdict.problems.join("\n"));
          return;
        }
        if (match[2] && record.requests.length === 0) {
          record.requests.push({ ...verdict, status: 0 });
          req.socket.destroy();
          return;
        }
        if (!record.requests.some((request) => request.status === 429)) {
          record.requests.push({ ...verdict, status: 429 });
          res
            .writeHead(429, { "Retry-After": "0", "Content-Type": "text/plain; charset=utf-8" })
            .end("ERROR;rate_limited;Too many requests");
          return;
        }
        record.requests.push({ ...verdict, status: 200 });
        const answer = validator.answer(verdict.operation);
        res.writeHead(200, { "Content-Type": answer.contentType }).end(answer.body);
      })().catch((error: unknown) => res.writeHead(500).end(String(error)));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    baseUrl: (run, options) => `http://127.0.0.1:${bound}/run-${run}${options?.dropFirst ? "-drop" : ""}`,
    run: (run) => runs.get(run) ?? { requests: [] },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
