/**
 * The reference parts of API pages, read from the OpenAPI document: an operation's endpoint, request and
 * response fields, errors, and the status diagram. Pure functions of the parsed document and a locale, so the
 * HTML components, the Markdown export and the content check show the same facts. Texts for readers come
 * from `x-description` / `x-rules` / `x-required` (`{uk, ru}`), falling back to the English `description`.
 */
import type { Locale } from "../../../site.config";

export type Localized = Partial<Record<Locale, string>>;

type Schema = Record<string, unknown>;

export interface ContractDocument {
  info?: Record<string, unknown>;
  servers?: { url: string }[];
  paths: Record<string, Record<string, unknown>>;
  webhooks?: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, unknown> } & Record<string, unknown>;
  /** The XML API's operations by id (`xmlSendSms`), read from the XSD (`xsd-reference.ts`); the OpenAPI file has none. */
  xml?: Record<string, XmlOperationReference>;
  /** Every XML API error code with its text, HTTP status, cause and fix (the XSD's `ErrorCode` catalogue). */
  xmlErrors?: Record<Locale, ErrorRow[]>;
  /** Email-to-SMS, which is mail and not an HTTP operation (see `emailToSms`). */
  "x-email-to-sms"?: unknown;
}

export interface FieldRow {
  /** Dotted path as pages name fields: `channels[].sender`. */
  path: string;
  /** The last segment: `sender`. */
  name: string;
  type: string;
  /** `true`/`false`, or a condition in words ("yes, without `apikey`"). */
  required: boolean | string;
  rules: string;
  description: string;
  children: FieldRow[];
}

export interface ErrorRow {
  code: string;
  status: number | null;
  when: string;
  action: string;
  /** The fixed English message the answer carries (XML API: `<error code="130">Invalid phone number</error>`). */
  text?: string;
}

/** One XML operation's reference parts in every locale, made from the XSD. */
export interface XmlOperationReference {
  info: Record<Locale, OperationInfo>;
  request: Record<Locale, FieldRow[]>;
  response: Record<Locale, FieldRow[]>;
  errors: Record<Locale, ErrorRow[]>;
}

export interface OperationInfo {
  id: string;
  method: string;
  path: string;
  url: string;
  contentType: string | null;
  summary: string;
  description: string;
  page: string | null;
}

const words: Record<Locale, { yes: string; no: string; values: string; upTo: string; chars: string; items: string; default: string }> = {
  uk: { yes: "так", no: "ні", values: "значення", upTo: "до", chars: "символів", items: "елементів", default: "типово" },
  ru: { yes: "да", no: "нет", values: "значения", upTo: "до", chars: "символов", items: "элементов", default: "по умолчанию" },
};

const isObject = (value: unknown): value is Schema => typeof value === "object" && value !== null && !Array.isArray(value);

function localized(value: unknown, locale: Locale): string | undefined {
  if (!isObject(value)) return undefined;
  const text = value[locale];
  return typeof text === "string" ? text : undefined;
}

/** `#/components/schemas/Phone` → the node, following chains of `$ref`. */
function deref(document: ContractDocument, node: unknown, depth = 0): Schema {
  if (!isObject(node)) return {};
  const ref = node.$ref;
  if (typeof ref !== "string" || depth > 16) return node;
  const target = ref
    .replace(/^#\//, "")
    .split("/")
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce<unknown>((o, key) => (isObject(o) ? o[key] : undefined), document);
  return deref(document, target, depth + 1);
}

/** Properties and required names of an object schema, merged through `allOf` (and `$ref`). */
function objectShape(document: ContractDocument, node: unknown): { properties: [string, Schema][]; required: Set<string> } {
  const schema = deref(document, node);
  const properties: [string, Schema][] = [];
  const required = new Set<string>();
  const visit = (s: Schema) => {
    for (const name of Array.isArray(s.required) ? s.required : []) if (typeof name === "string") required.add(name);
    if (isObject(s.properties))
      for (const [name, prop] of Object.entries(s.properties))
        if (isObject(prop) && !properties.some(([n]) => n === name)) properties.push([name, prop]);
    for (const part of Array.isArray(s.allOf) ? s.allOf : []) visit(deref(document, part));
    // Branches of a choice (`oneOf` of object shapes) add their fields; which branch applies is in the texts.
    for (const key of ["oneOf", "anyOf"] as const) {
      const branches = Array.isArray(s[key]) ? (s[key] as unknown[]) : [];
      for (const branch of branches) {
        const resolved = deref(document, branch);
        if (isObject(resolved.properties)) {
          const before = new Set(required);
          visit(resolved);
          // A field required in one branch only is not required as such.
          for (const name of required) if (!before.has(name)) required.delete(name);
        }
      }
    }
  };
  visit(schema);
  return { properties, required };
}

/** A property's schema without nullable wrappers: `oneOf: [X, {type: null}]` → X. */
function unwrap(document: ContractDocument, prop: Schema): Schema {
  const resolved = deref(document, prop);
  for (const key of ["oneOf", "anyOf"] as const) {
    const branches = resolved[key];
    if (Array.isArray(branches)) {
      const real = branches.filter((b) => !(isObject(b) && b.type === "null"));
      if (real.length === 1) return { ...deref(document, real[0]), ...withoutCombinators(resolved, key) };
    }
  }
  return resolved;
}

function withoutCombinators(schema: Schema, key: string): Schema {
  const { [key]: _dropped, ...rest } = schema;
  return rest;
}

function nullable(document: ContractDocument, prop: Schema): boolean {
  const resolved = deref(document, prop);
  if (Array.isArray(resolved.type) && resolved.type.includes("null")) return true;
  const branches = resolved.oneOf ?? resolved.anyOf;
  return Array.isArray(branches) && branches.some((b) => isObject(b) && b.type === "null");
}

export function typeName(document: ContractDocument, prop: Schema): string {
  const schema = unwrap(document, prop);
  let base: string;
  if (schema.const !== undefined) base = typeof schema.const;
  else if (Array.isArray(schema.type)) base = schema.type.filter((t) => t !== "null").join(" | ");
  else if (typeof schema.type === "string") base = schema.type;
  else if (schema.properties || schema.allOf) base = "object";
  else if (Array.isArray(schema.oneOf)) base = "object";
  else base = "string";
  if (base === "array") base = `array of ${typeName(document, isObject(schema.items) ? schema.items : {})}`;
  return nullable(document, prop) ? `${base} | null` : base;
}

/** Limits in words when the contract has no `x-rules`: enum values, lengths, ranges, defaults. */
export function autoRules(document: ContractDocument, prop: Schema, locale: Locale): string {
  const schema = unwrap(document, prop);
  const w = words[locale];
  const parts: string[] = [];
  if (Array.isArray(schema.enum)) parts.push(schema.enum.map((v) => `\`${String(v)}\``).join(", "));
  if (schema.const !== undefined) parts.push(`\`${String(schema.const)}\``);
  const range = (min: unknown, max: unknown, unit: string) => {
    if (typeof min === "number" && typeof max === "number") parts.push(`${min}–${max}${unit ? ` ${unit}` : ""}`);
    else if (typeof max === "number") parts.push(`${w.upTo} ${max}${unit ? ` ${unit}` : ""}`);
  };
  range(schema.minLength, schema.maxLength, w.chars);
  range(schema.minItems, schema.maxItems, w.items);
  range(schema.minimum, schema.maximum, "");
  if (schema.default !== undefined) parts.push(`${w.default} \`${String(schema.default)}\``);
  return parts.join("; ");
}

function row(
  document: ContractDocument,
  parent: string,
  name: string,
  prop: Schema,
  required: boolean,
  locale: Locale,
  depth: number,
): FieldRow {
  const path = parent ? `${parent}.${name}` : name;
  const schema = unwrap(document, prop);
  const resolved = deref(document, prop);
  const description =
    localized(prop["x-description"], locale) ??
    (prop.description as string | undefined) ??
    (resolved.description as string | undefined) ??
    "";
  // A shared type may carry the rule once (`MaxPrice`); a field's own `x-rules` overrides it.
  const rules = localized(prop["x-rules"], locale) ?? localized(resolved["x-rules"], locale) ?? autoRules(document, prop, locale);
  const requiredText = localized(prop["x-required"], locale);
  let children: FieldRow[] = [];
  if (depth < 6) {
    const items = schema.type === "array" && isObject(schema.items) ? unwrap(document, schema.items) : null;
    const inner = items ?? schema;
    const { properties, required: req } = objectShape(document, inner);
    const childPath = items ? `${path}[]` : path;
    children = properties.map(([n, p]) => row(document, childPath, n, p, req.has(n), locale, depth + 1));
  }
  return { path, name, type: typeName(document, prop), required: requiredText ?? required, rules, description, children };
}

export function fieldRows(document: ContractDocument, schema: unknown, locale: Locale, prefix = ""): FieldRow[] {
  const { properties, required } = objectShape(document, schema);
  return properties.map(([name, prop]) => row(document, prefix, name, prop, required.has(name), locale, 0));
}

interface FoundOperation {
  path: string;
  method: string;
  node: Schema;
  webhook: boolean;
}

function findOperation(document: ContractDocument, id: string): FoundOperation | null {
  for (const [webhook, group] of [
    [false, document.paths],
    [true, document.webhooks ?? {}],
  ] as const)
    for (const [path, methods] of Object.entries(group))
      for (const [method, node] of Object.entries(methods))
        if (isObject(node) && node.operationId === id) return { path, method, node, webhook };
  return null;
}

/** Every operation id with its page, for checks. */
export function listOperations(document: ContractDocument): { id: string; page: string | null; webhook: boolean }[] {
  const out: { id: string; page: string | null; webhook: boolean }[] = [];
  for (const [webhook, group] of [
    [false, document.paths],
    [true, document.webhooks ?? {}],
  ] as const)
    for (const methods of Object.values(group))
      for (const node of Object.values(methods))
        if (isObject(node) && typeof node.operationId === "string")
          out.push({ id: node.operationId, page: typeof node["x-page"] === "string" ? node["x-page"] : null, webhook });
  return out;
}

export function operationInfo(document: ContractDocument, id: string, locale: Locale): OperationInfo | null {
  const xml = document.xml?.[id];
  if (xml) return xml.info[locale];
  const found = findOperation(document, id);
  if (!found) return null;
  const { node } = found;
  const content = isObject(node.requestBody) && isObject(node.requestBody.content) ? Object.keys(node.requestBody.content) : [];
  const contentType = content[0] ? `${content[0]}; charset=utf-8` : null;
  const base = document.servers?.[0]?.url ?? "";
  return {
    id,
    method: found.method.toUpperCase(),
    path: found.path,
    url: found.webhook ? found.path : `${base}${found.path}`,
    contentType,
    summary: typeof node.summary === "string" ? node.summary : "",
    description: localized(node["x-description"], locale) ?? (typeof node.description === "string" ? node.description : ""),
    page: typeof node["x-page"] === "string" ? node["x-page"] : null,
  };
}

export function requestFields(document: ContractDocument, id: string, locale: Locale): FieldRow[] | null {
  const xml = document.xml?.[id];
  if (xml) return xml.request[locale];
  const found = findOperation(document, id);
  if (!found || !isObject(found.node.requestBody)) return null;
  const content = found.node.requestBody.content;
  if (!isObject(content)) return null;
  const media = Object.values(content)[0];
  return isObject(media) ? fieldRows(document, media.schema, locale) : null;
}

/** Fields of the 200 answer's `data` (the envelope is described once, on /api_methods); webhooks: the event body. */
export function responseFields(document: ContractDocument, id: string, locale: Locale): FieldRow[] | null {
  const xml = document.xml?.[id];
  if (xml) return xml.response[locale];
  const found = findOperation(document, id);
  if (!found) return null;
  if (found.webhook) return requestFields(document, id, locale);
  const responses = found.node.responses;
  const ok = isObject(responses) ? deref(document, responses["200"]) : {};
  const media = isObject(ok.content) ? ok.content["application/json"] : undefined;
  if (!isObject(media)) return null;
  const { properties } = objectShape(document, media.schema);
  const data = properties.find(([name]) => name === "data");
  return data ? fieldRows(document, unwrap(document, data[1]), locale) : fieldRows(document, media.schema, locale);
}

export function errorRows(document: ContractDocument, id: string, locale: Locale): ErrorRow[] | null {
  const xml = document.xml?.[id];
  if (xml) return xml.errors[locale];
  const found = findOperation(document, id);
  const list = found?.node["x-errors"];
  if (!Array.isArray(list)) return null;
  return list.filter(isObject).map((e) => ({
    code: String(e.code),
    status: typeof e.status === "number" ? e.status : null,
    when: localized(e.when, locale) ?? "",
    action: localized(e.action, locale) ?? "",
  }));
}

export interface TextLineField {
  name: string;
  /** 1-based place in the line, counted on `;`. */
  position: number;
  example: string;
  rules: string;
  description: string;
}

export interface TextLine {
  /** `OK;id;parts;price`: names are fields, other tokens (`OK`, `ERROR`, `cancelled`) appear as written. */
  format: string;
  example: string;
  when: string;
  /** The line of a whole-request error (a non-200 answer), not of a 200 answer. */
  error: boolean;
  fields: TextLineField[];
}

function mediaLines(document: ContractDocument, response: unknown, locale: Locale, error: boolean): TextLine[] {
  const resolved = deref(document, response);
  const media = isObject(resolved.content) ? resolved.content["text/plain"] : undefined;
  return textLines(document, isObject(media) ? media["x-lines"] : undefined, locale, () => error);
}

/** Lines of a plain-text answer as the contract lists them (`format`, `example`, `when`, `fields`); `fill` fills a text's limits. */
function textLines(
  document: ContractDocument,
  list: unknown,
  locale: Locale,
  isError: (format: string) => boolean,
  fill: (text: string) => string = (text) => text,
): TextLine[] {
  if (!Array.isArray(list)) return [];
  const text = (value: unknown) => fill(localized(value, locale) ?? "");
  return list.filter(isObject).map((line) => {
    const format = String(line.format);
    const tokens = format.split(";");
    const values = String(line.example).split(";");
    const fields = (Array.isArray(line.fields) ? line.fields : []).filter(isObject).map((field) => {
      const name = String(field.name);
      const at = tokens.indexOf(name);
      const schema = isObject(field.schema) ? field.schema : {};
      return {
        name,
        position: at + 1,
        // The last field takes the rest of the line: an error's message may itself hold `;`.
        example: at === tokens.length - 1 ? values.slice(at).join(";") : (values[at] ?? ""),
        rules: fill(localized(field["x-rules"], locale) ?? autoRules(document, schema, locale)),
        description: text(field["x-description"]),
      };
    });
    return { format, example: String(line.example), when: text(line.when), error: isError(format), fields };
  });
}

/**
 * The lines of an HTTP API operation's plain-text answer (`x-lines` of its `text/plain` media): those of the 200
 * answer, then the whole-request error line its error answers share. Null when the operation has none.
 */
export function textAnswerLines(document: ContractDocument, id: string, locale: Locale): TextLine[] | null {
  const found = findOperation(document, id);
  const responses = found && isObject(found.node.responses) ? found.node.responses : null;
  if (!responses) return null;
  const lines = mediaLines(document, responses["200"], locale, false);
  for (const [status, response] of Object.entries(responses)) {
    if (status === "200") continue;
    const errors = mediaLines(document, response, locale, true);
    if (errors.length > 0) {
      lines.push(...errors);
      break;
    }
  }
  return lines.length > 0 ? lines : null;
}

/**
 * An enumerated schema's values, each with its entry of the schema's `x-reference` (empty when the value has none), in
 * the enum's order; null for a schema that is not an enum with an `x-reference`.
 */
function referenceEntries(document: ContractDocument, name: string): [value: string, entry: Schema][] | null {
  const schema = document.components.schemas[name];
  if (!isObject(schema) || !Array.isArray(schema.enum) || !isObject(schema["x-reference"])) return null;
  const reference = schema["x-reference"];
  return schema.enum.map((value) => {
    const entry = reference[String(value)];
    return [String(value), isObject(entry) ? entry : {}];
  });
}

/** One message status as the reference table shows it (`MessageStatus.x-reference`). */
export interface StatusRow {
  /** `delivered`. */
  status: string;
  /** The XML API's numeric code: the status's position in `MessageStatus.enum` (and the XSD's `StatusName`). */
  code: number;
  /** The cabinet's label: «Доставлено». */
  label: string;
  final: boolean;
  /** What qualifies "final" («у Viber і RCS може змінитися на `read`»), or null. */
  finalNote: string | null;
  meaning: string;
  billing: string;
}

/** Every message status in the contract's order, with the texts of `MessageStatus.x-reference` in one locale. */
export function statusRows(document: ContractDocument, locale: Locale): StatusRow[] {
  return (referenceEntries(document, "MessageStatus") ?? []).map(([status, entry], code) => ({
    status,
    code,
    label: localized(entry.label, locale) ?? status,
    final: entry.final === true,
    finalNote: localized(entry.finalNote, locale) ?? null,
    meaning: localized(entry.meaning, locale) ?? "",
    billing: localized(entry.billing, locale) ?? "",
  }));
}

/** The "final" cell: «так», «так; у Viber і RCS може змінитися на `read`», «ні». */
export function statusFinalText(row: StatusRow, locale: Locale): string {
  const answer = row.final ? words[locale].yes : words[locale].no;
  return row.finalNote ? `${answer}; ${row.finalNote}` : answer;
}

/** One reason of `rejected` (`RejectReason.x-reference`). */
export interface RejectReasonRow {
  reason: string;
  meaning: string;
  action: string;
}

/** Every reason a message can be `rejected` for, in the contract's order, with its meaning and what to do. */
export function rejectReasonRows(document: ContractDocument, locale: Locale): RejectReasonRow[] {
  return (referenceEntries(document, "RejectReason") ?? []).map(([reason, entry]) => ({
    reason,
    meaning: localized(entry.meaning, locale) ?? "",
    action: localized(entry.action, locale) ?? "",
  }));
}

/** A reference table as text cells (inline Markdown: code spans, links), which the HTML and the Markdown export both show. */
export interface TextTable {
  heads: string[];
  rows: string[][];
}

/**
 * `<StatusTable/>`: status, cabinet label, meaning, final, billing; with `codes` (the XML API's pages) the numeric code
 * first. Empty rows when the contract has no `x-reference`.
 */
export function statusTable(document: ContractDocument, locale: Locale, codes = false): TextTable {
  const w = referenceWords[locale];
  const heads = [w.status, w.cabinetLabel, w.meaning, w.final, w.billing];
  const rows = statusRows(document, locale).map((r) => [
    ...(codes ? [`\`${r.code}\``] : []),
    `\`${r.status}\``,
    r.label,
    r.meaning,
    statusFinalText(r, locale),
    r.billing,
  ]);
  return { heads: codes ? [w.code, ...heads] : heads, rows };
}

/** The columns a `<ValueTable>` may show, in this order, each when some value of the enum has it. */
const VALUE_COLUMNS = ["meaning", "methods", "status", "billing", "action"] as const;

/**
 * `<ValueTable schema="HlrStatus"/>`: an enumerated schema's values with the texts of its `x-reference` (what each
 * means, the methods that send on it, the message status it maps to, billing, what to do), headed by the field that
 * carries it (`x-reference-field`).
 * Null for a schema without an `x-reference`.
 */
export function valueTable(document: ContractDocument, schemaName: string, locale: Locale): TextTable | null {
  const entries = referenceEntries(document, schemaName);
  if (!entries) return null;
  const columns = VALUE_COLUMNS.filter((column) => entries.some(([, entry]) => entry[column] !== undefined));
  const w = referenceWords[locale];
  const head: Record<(typeof VALUE_COLUMNS)[number], string> = {
    meaning: w.meaning,
    methods: w.methods,
    status: "`status`",
    billing: w.billing,
    action: w.action,
  };
  const cell = (column: (typeof VALUE_COLUMNS)[number], value: unknown) =>
    column === "status" && typeof value === "string" ? `\`${value}\`` : (localized(value, locale) ?? "");
  const named = document.components.schemas[schemaName] as Schema;
  const field = typeof named["x-reference-field"] === "string" ? named["x-reference-field"] : schemaName;
  return {
    heads: [`\`${field}\``, ...columns.map((column) => head[column])],
    rows: entries.map(([value, entry]) => [`\`${value}\``, ...columns.map((column) => cell(column, entry[column]))]),
  };
}

/** `<RejectReasons/>`: every reason of `rejected`, what it means and what to do. */
export function rejectReasonTable(document: ContractDocument, locale: Locale): TextTable {
  const w = referenceWords[locale];
  return {
    heads: ["`reason`", w.meaning, w.action],
    rows: rejectReasonRows(document, locale).map((r) => [`\`${r.reason}\``, r.meaning, r.action]),
  };
}

/**
 * The message status diagram (Mermaid `stateDiagram-v2`): states labelled «Доставлено (delivered)» from
 * `MessageStatus.x-reference` (with `codes`, the XML API's number first: «4 Доставлено (delivered)»), arrows from
 * `x-transitions`.
 */
export function statusDiagram(document: ContractDocument, locale: Locale, codes = false): string | null {
  const status = document.components.schemas.MessageStatus;
  const rows = statusRows(document, locale);
  if (!isObject(status) || !Array.isArray(status["x-transitions"]) || rows.length === 0) return null;
  const lines = ["stateDiagram-v2"];
  for (const row of rows) {
    const label = `${codes ? `${row.code} ` : ""}${row.label} (${row.status})`;
    lines.push(`    state "${label.replace(/"/g, "'")}" as ${row.status}`);
  }
  for (const pair of status["x-transitions"])
    if (Array.isArray(pair) && pair.length === 2) lines.push(`    ${String(pair[0])} --> ${String(pair[1])}`);
  return lines.join("\n");
}

export interface TestNumberRow {
  phone: string;
  status: string;
  reason: string | null;
  note: string | null;
}

/** The test numbers with fixed outcomes (`info.x-test-numbers`), for `/api_methods#test-numbers`. */
export function testNumbers(document: ContractDocument, locale: Locale): TestNumberRow[] {
  const list = document.info?.["x-test-numbers"];
  if (!Array.isArray(list)) return [];
  return list.filter(isObject).map((n) => ({
    phone: String(n.phone),
    status: String(n.status),
    reason: typeof n.reason === "string" ? n.reason : null,
    note: localized(n.note, locale) ?? null,
  }));
}

/** A test number's outcome in words: "`rejected`, причина `no_route`", "`read` (Viber і RCS; …)". */
export function testNumberOutcome(row: TestNumberRow, locale: Locale): string {
  const reason = row.reason ? `, ${referenceWords[locale].reason} \`${row.reason}\`` : "";
  const note = row.note ? ` (${row.note})` : "";
  return `\`${row.status}\`${reason}${note}`;
}

/**
 * The addresses and subnets webhook events come from (`info.x-webhook-source-addresses`), in the contract's order, for
 * `/api_methods#webhook-security`: readers copy them into a firewall, so they are stated once, here.
 */
export function webhookSourceAddresses(document: ContractDocument): string[] {
  const list = document.info?.["x-webhook-source-addresses"];
  return Array.isArray(list) ? list.filter((a): a is string => typeof a === "string") : [];
}

/**
 * How far ahead a change of the webhook source addresses is announced (`info.x-webhook-source-addresses-notice`), as
 * the sentence `<WebhookSourceAddresses />` shows under the list, `{days}` filled; null where the contract has none.
 */
export function webhookSourceAddressesNotice(document: ContractDocument, locale: Locale): string | null {
  const notice = document.info?.["x-webhook-source-addresses-notice"];
  if (!isObject(notice) || typeof notice.days !== "number") return null;
  const days = notice.days;
  return localized(notice.text, locale)?.replace(/\{days\}/g, String(days)) ?? null;
}

/**
 * The JSON API's error catalogue, for `/api/json/references/message_statuses#errors`: every `ErrorCode` in the enum's
 * order with what it means and what to do (`ErrorCode.x-reference`) and the HTTP status the operations' `x-errors`
 * give it (null for a code that only comes per id, inside a 200 answer).
 */
export function jsonErrorCodes(document: ContractDocument, locale: Locale): ErrorRow[] | null {
  const entries = referenceEntries(document, "ErrorCode");
  if (!entries) return null;
  const statuses = new Map<string, number>();
  for (const item of Object.values(document.paths))
    for (const operation of Object.values(item))
      if (isObject(operation) && Array.isArray(operation["x-errors"]))
        for (const error of operation["x-errors"])
          if (isObject(error) && typeof error.status === "number") statuses.set(String(error.code), error.status);
  return entries.map(([code, entry]) => ({
    code,
    status: statuses.get(code) ?? null,
    when: localized(entry.meaning, locale) ?? "",
    action: localized(entry.action, locale) ?? "",
  }));
}

/** The XML API's error catalogue (every code of the XSD's `ErrorCode`), for `/api/xml/references/request_error`. */
export function xmlErrorCodes(document: ContractDocument, locale: Locale): ErrorRow[] | null {
  return document.xmlErrors?.[locale] ?? null;
}

export interface EmailAddressRow {
  /** `380671234567@email2sms.sms.example`. */
  address: string;
  /** The error code such an address gets, or null when it becomes an SMS. */
  error: string | null;
  result: string;
}

export interface LetterPartRow {
  /** The part as a mail client names it: «Від» (`From`). */
  part: string;
  required: boolean | string;
  rules: string;
  description: string;
}

/** Email-to-SMS in one locale, every text's limits filled in. */
export interface EmailToSmsReference {
  page: string | null;
  limits: Record<string, number>;
  addresses: EmailAddressRow[];
  letter: LetterPartRow[];
  lines: TextLine[];
  errors: ErrorRow[];
}

/** `{recipients}` → the limit's value; an unknown name stays as written (the content check reports it). */
export function fillLimits(text: string, limits: Record<string, number>): string {
  return text.replace(/\{([a-z_]+)\}/g, (whole, name: string) => (limits[name] === undefined ? whole : String(limits[name])));
}

/**
 * Email-to-SMS (`x-email-to-sms`): a letter to `<number>@{{email2smsDomain}}` is not an HTTP operation, so the contract
 * holds its facts in this extension: the limits, what an address becomes, the parts of a letter, the lines of the answers
 * and the errors (codes of `ErrorCode`). Texts name a limit as `{recipients}`, so each limit is stated once.
 */
export function emailToSms(document: ContractDocument, locale: Locale): EmailToSmsReference | null {
  const node = document["x-email-to-sms"];
  if (!isObject(node)) return null;
  const limits: Record<string, number> = {};
  if (isObject(node.limits)) for (const [name, value] of Object.entries(node.limits)) if (typeof value === "number") limits[name] = value;
  const fill = (text: string) => fillLimits(text, limits);
  const text = (value: unknown) => fill(localized(value, locale) ?? "");
  const list = (key: string) => (Array.isArray(node[key]) ? (node[key] as unknown[]).filter(isObject) : []);
  return {
    page: typeof node.page === "string" ? node.page : null,
    limits,
    addresses: list("addresses").map((a) => ({
      address: String(a.address),
      error: typeof a.error === "string" ? a.error : null,
      result: text(a.result),
    })),
    letter: list("letter").map((p) => ({
      part: text(p.part),
      required: typeof p.required === "boolean" ? p.required : text(p.required),
      rules: text(p.rules),
      description: text(p.description),
    })),
    lines: textLines(document, node.lines, locale, (format) => format.split(";").includes("ERROR"), fill),
    errors: list("errors").map((e) => ({ code: String(e.code), status: null, when: text(e.when), action: text(e.action) })),
  };
}

/** Every field path an operation names, request and response, flattened (`channels[].sender`). */
export function allFieldPaths(rows: FieldRow[], into = new Set<string>()): Set<string> {
  for (const r of rows) {
    into.add(r.path);
    allFieldPaths(r.children, into);
  }
  return into;
}

/** Words of the reference parts, per locale (HTML and Markdown say the same). */
export const referenceWords: Record<
  Locale,
  {
    required: string;
    optional: string;
    field: string;
    type: string;
    requiredHead: string;
    rules: string;
    description: string;
    fieldsOf: string;
    code: string;
    http: string;
    when: string;
    action: string;
    contentType: string;
    number: string;
    finalStatus: string;
    reason: string;
    position: string;
    example: string;
    text: string;
    address: string;
    result: string;
    error: string;
    letterPart: string;
    partRequiredHead: string;
    meaning: string;
    partRequired: string;
    partOptional: string;
    status: string;
    cabinetLabel: string;
    final: string;
    billing: string;
    methods: string;
  }
> = {
  uk: {
    required: "обов'язкове",
    optional: "необов'язкове",
    field: "Поле",
    type: "Тип",
    requiredHead: "Обов'язкове",
    rules: "Обмеження",
    description: "Опис",
    fieldsOf: "Поля",
    code: "Код",
    http: "HTTP",
    when: "Коли виникає",
    action: "Що робити",
    contentType: "Тип вмісту",
    number: "Номер",
    finalStatus: "Фінальний статус",
    reason: "причина",
    position: "поле",
    example: "Приклад",
    text: "Текст",
    address: "Адреса",
    result: "Результат",
    error: "Помилка",
    letterPart: "Частина листа",
    partRequiredHead: "Обов'язковість",
    meaning: "Що означає",
    partRequired: "обов'язково",
    partOptional: "необов'язково",
    status: "Статус",
    cabinetLabel: "У кабінеті",
    final: "Фінальний",
    billing: "Оплата",
    methods: "Методи",
  },
  ru: {
    required: "обязательное",
    optional: "необязательное",
    field: "Поле",
    type: "Тип",
    requiredHead: "Обязательное",
    rules: "Ограничения",
    description: "Описание",
    fieldsOf: "Поля",
    code: "Код",
    http: "HTTP",
    when: "Когда возникает",
    action: "Что делать",
    contentType: "Тип содержимого",
    number: "Номер",
    finalStatus: "Финальный статус",
    reason: "причина",
    position: "поле",
    example: "Пример",
    text: "Текст",
    address: "Адрес",
    result: "Результат",
    error: "Ошибка",
    letterPart: "Часть письма",
    partRequiredHead: "Обязательность",
    meaning: "Что означает",
    partRequired: "обязательно",
    partOptional: "необязательно",
    status: "Статус",
    cabinetLabel: "В кабинете",
    final: "Финальный",
    billing: "Оплата",
    methods: "Методы",
  },
};

/** Whether a letter part is required: «обов'язково», «необов'язково» or the contract's words (adverbs fit every part's gender). */
export function partRequiredText(required: boolean | string, locale: Locale): string {
  if (typeof required === "string") return required;
  return required ? referenceWords[locale].partRequired : referenceWords[locale].partOptional;
}

/** What an address becomes: the result, or «Помилка `invalid_phone`: …». */
export function addressResult(row: EmailAddressRow, locale: Locale): string {
  return row.error ? `${referenceWords[locale].error} \`${row.error}\`: ${row.result}` : row.result;
}

/** The words for a field's required cell. */
export function requiredText(required: boolean | string, locale: Locale): string {
  if (typeof required === "string") return required;
  return required ? referenceWords[locale].required : referenceWords[locale].optional;
}
