import { shellSingle } from "../literals";
import { CONTENT_TYPES, KEY_COMMENT, urlOf, xmlTemplate } from "../request";
import { API_KEY_ENV, MAX_ATTEMPTS, MAX_WAIT_SECONDS, type SampleOperation } from "../types";

/**
 * cURL: the retries are curl's own (`--retry` repeats 429 and 5xx, honouring `Retry-After`, with the same
 * headers, so the same idempotency key); `--fail-with-body` makes a 4xx/5xx the script's failure.
 */
export function curlSample(operation: SampleOperation): string {
  const lines: string[] = [];
  const sendsKey = operation.idempotent;
  if (sendsKey) {
    lines.push(`# ${KEY_COMMENT}`, "IDEMPOTENCY_KEY=$(od -An -tx1 -N16 /dev/urandom | tr -d ' \\n')", "");
  }
  const args: string[] = [
    `curl -sS --retry ${MAX_ATTEMPTS - 1} --retry-max-time ${MAX_WAIT_SECONDS * 2} --fail-with-body "${urlOf(operation)}"`,
  ];
  if (operation.family === "json") args.push(`-H "Authorization: Bearer $${API_KEY_ENV}"`);
  args.push(`-H "Content-Type: ${CONTENT_TYPES[operation.family]}"`);
  if (sendsKey && operation.family !== "xml") args.push(`-H "Idempotency-Key: $IDEMPOTENCY_KEY"`);
  const body = operation.body;
  if (body.kind === "json") args.push(`--data-binary ${shellSingle(JSON.stringify(body.value, null, 2))}`);
  if (body.kind === "form") {
    args.push(`--data-urlencode "apikey=$${API_KEY_ENV}"`);
    for (const [name, value] of body.fields) args.push(`--data-urlencode ${shellSingle(`${name}=${value}`)}`);
  }
  if (body.kind === "xml") {
    args.push("--data-binary @- <<EOF");
    const xml = xmlTemplate(
      body.parts,
      (text) => text.replace(/([\\$`])/g, "\\$1"),
      (name) => (name === "apiKey" ? `$${API_KEY_ENV}` : "$IDEMPOTENCY_KEY"),
    );
    lines.push(args.join(" \\\n  "), xml.trimEnd(), "EOF");
    return lines.join("\n");
  }
  lines.push(args.join(" \\\n  "));
  return lines.join("\n");
}
