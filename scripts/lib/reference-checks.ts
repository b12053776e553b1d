/**
 * Pages state no API fact the contract lacks. On a page that names its operation in the front matter
 * (`operation: sendSms`):
 * - the operation exists in the contract and points back at this page (`x-page`);
 * - every field path written in prose (`channels[].sender`, `data.results`) is a field of the contract;
 * - every first cell of a table that is a code span (`ttl`, `not_cancellable`) is a field, an error code or an
 *   enumerated value of the contract;
 * - every price in prose (`0,95 грн`, `1.90 UAH`) is a whole multiple (1–1000) of a price in the contract's examples.
 * Pages render these facts with `<RequestFields>`, `<ResponseFields>` and `<ErrorTable>`; the check catches prose
 * that restates a fact the contract does not hold.
 */
import { allFieldPaths, errorRows, listOperations, requestFields, responseFields, type ContractDocument } from "../../app/lib/contract";
import type { PageSource, Problem } from "./content-checks";
import { parsePage } from "./mdx-source";

/** Every property name, enum value and const in the document: the words a reference table may key on. */
function vocabulary(document: ContractDocument): Set<string> {
  const words = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === "object") {
      const o = node as Record<string, unknown>;
      if (o.properties && typeof o.properties === "object") Object.keys(o.properties).forEach((k) => words.add(k));
      if (Array.isArray(o.enum)) o.enum.forEach((v) => words.add(String(v)));
      if (o.const !== undefined) words.add(String(o.const));
      if (Array.isArray(o["x-errors"])) for (const e of o["x-errors"] as { code?: unknown }[]) words.add(String(e.code));
      Object.values(o).forEach(walk);
    }
  };
  walk(document);
  return words;
}

/** Prices of the contract's examples (`price`, `total_price`, `max_price`, plain-text answers). */
function examplePrices(document: ContractDocument): number[] {
  const prices = new Set<number>();
  const walk = (node: unknown, key = "") => {
    if (Array.isArray(node)) node.forEach((n) => walk(n, key));
    else if (node && typeof node === "object") for (const [k, v] of Object.entries(node)) walk(v, k);
    else if (typeof node === "number" && /price/.test(key) && node > 0) prices.add(Math.round(node * 100));
    else if (typeof node === "string" && key === "example")
      for (const m of node.matchAll(/;(\d+\.\d{2})(?:;|\n|$)/g)) prices.add(Math.round(Number(m[1]) * 100));
  };
  walk(document);
  return [...prices].filter((p) => p > 0);
}

const FIELD_PATH = /`([a-z][a-z0-9_]*(?:\[\])?(?:\.[a-z][a-z0-9_]*(?:\[\])?)+|[a-z][a-z0-9_]*\[\](?:\.[a-z][a-z0-9_]*)*)`/g;
const TABLE_KEY = /^\|\s*`([^`]+)`\s*\|/;
const PRICE = /(\d+)[,.](\d{2})\s*(?:грн|UAH)/g;

export function checkReferenceFacts(sources: PageSource[], document: ContractDocument): Problem[] {
  const problems: Problem[] = [];
  const operations = new Map(listOperations(document).map((o) => [o.id, o]));
  const words = vocabulary(document);
  const prices = examplePrices(document);
  const allPaths = new Set<string>(Object.keys(document.webhooks ?? {}));
  for (const op of operations.values())
    for (const rows of [requestFields(document, op.id, "uk"), responseFields(document, op.id, "uk")])
      if (rows) allFieldPaths(rows, allPaths);
  for (const source of sources) {
    let parsed;
    try {
      parsed = parsePage(source.raw);
    } catch {
      continue;
    }
    const id = parsed.data.operation;
    if (typeof id !== "string") continue;
    const op = operations.get(id);
    if (!op) {
      problems.push({ file: source.file, message: `front matter: operation "${id}" is not in contract/openapi.yaml` });
      continue;
    }
    if (op.page !== `/${source.slug}`)
      problems.push({
        file: source.file,
        message: `operation "${id}" names the page ${op.page ?? "(none)"} in the contract (x-page), not /${source.slug}`,
      });
    const own = new Set<string>();
    for (const rows of [requestFields(document, id, "uk"), responseFields(document, id, "uk")]) if (rows) allFieldPaths(rows, own);
    for (const e of errorRows(document, id, "uk") ?? []) own.add(e.code);
    const lines = parsed.prose.split("\n");
    lines.forEach((line, at) => {
      const lineNo = parsed.bodyLine + at;
      for (const m of line.matchAll(FIELD_PATH)) {
        const path = (m[1] ?? "").replace(/^data\./, "");
        const known = (paths: Set<string>) => paths.has(path) || [...paths].some((p) => p.endsWith(`.${path}`) || p.endsWith(`[].${path}`));
        if (!known(own) && !known(allPaths))
          problems.push({
            file: source.file,
            line: lineNo,
            message: `the page states the field \`${m[1]}\`, which the contract does not have`,
          });
      }
      const key = TABLE_KEY.exec(line)?.[1];
      if (key && /^[a-z][a-z0-9_.[\]]*$/.test(key) && !own.has(key) && !words.has(key) && !allPaths.has(key))
        problems.push({
          file: source.file,
          line: lineNo,
          message: `the table names \`${key}\`, which is not a field, code or value of the contract`,
        });
      for (const m of line.matchAll(PRICE)) {
        const cents = Number(m[1]) * 100 + Number(m[2]);
        if (cents > 0 && !prices.some((p) => cents % p === 0 && cents / p <= 1000))
          problems.push({
            file: source.file,
            line: lineNo,
            message: `the price ${m[0]} is not a multiple of any price in the contract's examples`,
          });
      }
    });
  }
  return problems;
}
