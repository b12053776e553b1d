import { CONTENT_TYPES, xmlTemplate } from "../request";
import type { Sample, SampleOperation } from "../types";

/** The request as it travels: the JSON body, the XML document, or the HTTP API's form request. */
export function rawSample(operation: SampleOperation): Pick<Sample, "value" | "fence" | "code"> {
  const body = operation.body;
  if (body.kind === "json") return { value: "json", fence: "json", code: JSON.stringify(body.value, null, 2) };
  if (body.kind === "xml") {
    const code = xmlTemplate(
      body.parts,
      (text) => text,
      (name) => (name === "apiKey" ? "your_api_key" : "5f0c2a7e-8d4b-4c1e-9a63-2b7d1e4f8a90"),
    );
    return { value: "xml", fence: "xml", code: code.trimEnd() };
  }
  const form = new URLSearchParams([["apikey", "your_api_key"], ...body.fields]).toString();
  const lines = [`POST ${operation.path} HTTP/1.1`, "Host: {{apiHost}}", `Content-Type: ${CONTENT_TYPES[operation.family]}`];
  if (operation.idempotent) lines.push("Idempotency-Key: 5f0c2a7e-8d4b-4c1e-9a63-2b7d1e4f8a90");
  return { value: "http", fence: "http", code: [...lines, "", form].join("\n") };
}
