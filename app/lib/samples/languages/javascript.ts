import { javascriptLiteral } from "../literals";
import { CONTENT_TYPES, KEY_COMMENT, MISSING_KEY, OTP_LIMIT_CODE, RETRY_COMMENT, urlOf, xmlTemplate } from "../request";
import { API_KEY_ENV, MAX_ATTEMPTS, MAX_WAIT_SECONDS, timeoutOf, type SampleOperation } from "../types";

/** Node 20: the global `fetch`, an ES module with top-level `await`. */
export function javascriptSample(operation: SampleOperation): string {
  const body = operation.body;
  const setup: string[] = [];
  const headers: string[] = [];
  if (operation.idempotent) setup.push(`// ${KEY_COMMENT}`, "const idempotencyKey = crypto.randomUUID();");
  if (operation.family === "json") headers.push("Authorization: `Bearer ${apiKey}`");
  headers.push(`"Content-Type": "${CONTENT_TYPES[operation.family]}"`);
  if (operation.idempotent && operation.family !== "xml") headers.push('"Idempotency-Key": idempotencyKey');
  if (body.kind === "json") setup.push(`const body = JSON.stringify(${javascriptLiteral(body.value)});`);
  else if (body.kind === "form") {
    const fields = [
      "apikey: apiKey",
      ...body.fields.map(([n, v]) => `${/^[A-Za-z_$][\w$]*$/.test(n) ? n : JSON.stringify(n)}: ${JSON.stringify(v)}`),
    ];
    setup.push(`const body = new URLSearchParams({\n${fields.map((f) => `  ${f},`).join("\n")}\n}).toString();`);
  } else {
    setup.push("const escapeXml = (s) => s.replace(/[&<>\"']/g, (c) => `&#${c.charCodeAt(0)};`);");
    const xml = xmlTemplate(
      body.parts,
      (text) => text.replace(/\\/g, "\\\\").replace(/`/g, "\\`").replace(/\$\{/g, "\\${"),
      (name) => (name === "apiKey" ? "${escapeXml(apiKey)}" : "${idempotencyKey}"),
    );
    setup.push(`const body = \`${xml.trimEnd()}\n\`;`);
  }
  return [
    `const apiKey = process.env.${API_KEY_ENV};`,
    "if (!apiKey) {",
    `  console.error("${MISSING_KEY}");`,
    "  process.exit(1);",
    "}",
    "",
    ...setup,
    "const sleep = (seconds) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));",
    "",
    `// ${RETRY_COMMENT}`,
    "let response;",
    `for (let attempt = 0; attempt < ${MAX_ATTEMPTS}; attempt++) {`,
    "  try {",
    `    response = await fetch("${urlOf(operation)}", {`,
    '      method: "POST",',
    `      headers: {\n${headers.map((h) => `        ${h},`).join("\n")}\n      },`,
    "      body,",
    `      signal: AbortSignal.timeout(${timeoutOf(operation)}_000),`,
    "    });",
    "  } catch (error) {",
    "    // No answer (a timeout, a dropped connection): the request may have arrived, so the same key again.",
    `    if (attempt === ${MAX_ATTEMPTS - 1}) throw error;`,
    "    await sleep(2 ** attempt);",
    "    continue;",
    "  }",
    "  let wait;",
    operation.otpLimit
      ? `  if (response.status === 429 && !(await response.clone().text()).includes("${OTP_LIMIT_CODE}")) wait = Number(response.headers.get("Retry-After") ?? 1);`
      : '  if (response.status === 429) wait = Number(response.headers.get("Retry-After") ?? 1);',
    "  else if (response.status >= 500) wait = 2 ** attempt;",
    "  else break;",
    `  if (wait > ${MAX_WAIT_SECONDS} || attempt === ${MAX_ATTEMPTS - 1}) break;`,
    "  await response.body?.cancel();",
    "  await sleep(wait);",
    "}",
    "console.log(`HTTP ${response.status}`);",
    "console.log(await response.text());",
  ].join("\n");
}
