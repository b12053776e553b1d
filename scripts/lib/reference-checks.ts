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
import { BlockList, isIP } from "node:net";
import { siteConfig } from "../../site.config";
import {
  allFieldPaths,
  emailToSms,
  errorRows,
  fillLimits,
  listOperations,
  rejectReasonRows,
  requestFields,
  responseFields,
  statusRows,
  type ContractDocument,
  webhookSourceAddresses,
  webhookSourceAddressesNotice,
  type FieldRow,
} from "../../app/lib/contract";
import { xsdEnumeration, xsdErrorCodes, xsdOperations } from "../../app/lib/contract/index.server";
import { codeOf } from "./api-checks";
import type { PageSource, Problem } from "./content-checks";
import { parsedPages, type ParsedPage } from "./mdx-source";

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
  for (const { source, parsed } of parsedPages(sources)) {
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

const JSON_REFERENCE = "api/json/references/message_statuses";
const XML_ERROR_REFERENCE = "api/xml/references/request_error";
const XML_STATUS_REFERENCE = "api/xml/references/message_status_codes";

/** The HTTP status each JSON/HTTP error code has in the operations' `x-errors` (none: reported per id in a 200). */
function errorStatuses(document: ContractDocument): Map<string, Set<string>> {
  const statuses = new Map<string, Set<string>>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === "object") {
      const o = node as Record<string, unknown>;
      if (Array.isArray(o["x-errors"]))
        for (const e of o["x-errors"] as { code?: unknown; status?: unknown }[]) {
          const set = statuses.get(String(e.code)) ?? new Set<string>();
          set.add(e.status === undefined || e.status === null ? "—" : String(e.status));
          statuses.set(String(e.code), set);
        }
      Object.values(o).forEach(walk);
    }
  };
  walk(document);
  return statuses;
}

function compareKeys(file: string, what: string, listed: string[], defined: string[], where: string): Problem[] {
  const problems: Problem[] = [];
  for (const key of listed)
    if (!defined.includes(key)) problems.push({ file, message: `${what} lists \`${key}\`, which ${where} does not define` });
  for (const key of defined) if (!listed.includes(key)) problems.push({ file, message: `${what} does not list \`${key}\` of ${where}` });
  return problems;
}

/**
 * The JSON reference renders the error catalogue (`<ErrorCodes />`) from `ErrorCode.x-reference`: every code is
 * described there in both languages, and its HTTP status is the one every operation's `x-errors` gives it (one status
 * per code, so the catalogue's column is a fact, not a choice). (The XML error codes are rendered from the XSD:
 * `checkXmlErrorCodes`.)
 */
export function checkReferenceTables(sources: PageSource[], document: ContractDocument): Problem[] {
  const problems: Problem[] = [];
  for (const [code, statuses] of errorStatuses(document)) {
    const numbers = [...statuses].filter((s) => s !== "—");
    if (numbers.length > 1 || (numbers.length === 1 && statuses.has("—")))
      problems.push({
        file: "contract/openapi.yaml",
        message: `the operations' x-errors give \`${code}\` HTTP ${[...statuses].join(" and ")}; the catalogue can show one`,
      });
  }
  problems.push(...checkEnumReference(document, "ErrorCode", ["meaning", "action"]).problems);
  for (const { source, parsed } of parsedPages(sources))
    if (source.slug === JSON_REFERENCE && !/<ErrorCodes\s*\/>/.test(parsed.body))
      problems.push({ file: source.file, message: "#errors does not render <ErrorCodes />" });
  return problems;
}

const EXAMPLE_ID = /\b(msg|job|evt|in|req)_([A-Za-z0-9]*[0-9][A-Za-z0-9]*)\b/g;

/**
 * Decision 20 of docs/API-DESIGN.md: an id in an example is its prefix and 10 Latin letters and digits
 * (`msg_7Fh2Kq9TzX`, `job_3Tz6Lb9QeW`, `evt_…`, `in_…`), a request id `req_` and 6 hex digits, in every family.
 */
export function checkExampleIds(files: { file: string; text: string }[]): Problem[] {
  const problems: Problem[] = [];
  for (const { file, text } of files)
    text.split("\n").forEach((line, at) => {
      for (const m of line.matchAll(EXAMPLE_ID)) {
        const [id, prefix, rest = ""] = m;
        const ok = prefix === "req" ? /^[0-9a-f]{6}$/.test(rest) : rest.length === 10;
        if (!ok)
          problems.push({
            file,
            line: at + 1,
            message: `the example id \`${id}\` is not ${prefix === "req" ? "`req_` and 6 hex digits" : `\`${prefix}_\` and 10 letters and digits`} (decision 20)`,
          });
      }
    });
  return problems;
}

interface IdFact {
  file: string;
  line: number;
  family: string;
  recipient?: string;
  ref?: string;
}

/** The API family a page or contract example belongs to, or undefined for pages that only cite an id. */
export function exampleFamily(file: string): string | undefined {
  const f = file.replace(/\\/g, "/");
  if (/\/api\/xml\/|\/examples\/xml\//.test(f)) return "xml";
  if (/\/api\/http\/|\/examples\/http\/|#\/http\//.test(f)) return "http";
  if (/\/api\/email2sms/.test(f)) return "email-to-SMS";
  if (/\/api\/json\/|\/api\/mnp|\/api\/auto_voice_call|\/examples\/json\/|#\/json\/|#webhooks/.test(f)) return "json";
  return undefined;
}

const ID_IN_XML = /<message\b[^>]*\bid="(msg_[A-Za-z0-9]+)"([^>]*)>/g;
const ID_IN_JSON = /"id"\s*:\s*"(msg_[A-Za-z0-9]+)"([^{}]*)/g;
const ID_IN_TEXT = /^(\d{8,15});(msg_[A-Za-z0-9]+)/gm;
const ANY_ID = /\bmsg_[A-Za-z0-9]+/g;

/** Message ids of the examples (code blocks and contract examples) with the recipient and ref each states. */
export function messageIdFacts(file: string, text: string, family: string, firstLine = 1): Map<string, IdFact[]> {
  const facts = new Map<string, IdFact[]>();
  const add = (id: string, at: number, recipient?: string, ref?: string) => {
    const line = firstLine + text.slice(0, at).split("\n").length - 1;
    facts.set(id, [...(facts.get(id) ?? []), { file, line, family, recipient, ref }]);
  };
  for (const m of text.matchAll(ANY_ID)) add(m[0], m.index ?? 0);
  for (const m of text.matchAll(ID_IN_XML))
    add(m[1] ?? "", m.index ?? 0, /\brecipient="(\d+)"/.exec(m[2] ?? "")?.[1], /\bref="([^"]+)"/.exec(m[2] ?? "")?.[1]);
  for (const m of text.matchAll(ID_IN_JSON))
    add(
      m[1] ?? "",
      m.index ?? 0,
      /"(?:recipient|phone)"\s*:\s*"(\d+)"/.exec(m[2] ?? "")?.[1],
      /"client_ref"\s*:\s*"([^"]+)"/.exec(m[2] ?? "")?.[1],
    );
  for (const m of text.matchAll(ID_IN_TEXT)) add(m[2] ?? "", m.index ?? 0, m[1]);
  return facts;
}

/**
 * Decision 20: a message id is platform-wide, so one id is one message on every page: one family, one recipient, one
 * ref; each family's examples use ids of their own, so an id one character away from another family's id reads as a
 * mistyped copy of it (review 39: HTTP `status` showed `msg_7Fh2Kq9TzY` beside the JSON API's `msg_7Fh2Kq9TzX`).
 * Reads ids in code blocks of API pages and in the contract's examples (`blocks` already cut to code).
 */
export function checkMessageIds(blocks: { file: string; text: string; line?: number }[]): Problem[] {
  const all = new Map<string, IdFact[]>();
  for (const { file, text, line } of blocks) {
    const family = exampleFamily(file);
    if (!family) continue;
    for (const [id, facts] of messageIdFacts(file, text, family, line)) all.set(id, [...(all.get(id) ?? []), ...facts]);
  }
  const problems: Problem[] = [];
  const oneApart = (a: string, b: string) => a.length === b.length && [...a].filter((c, i) => c !== b[i]).length === 1;
  const ids = [...all.keys()];
  ids.forEach((id, at) => {
    const mine = all.get(id)?.[0];
    for (const other of ids.slice(at + 1)) {
      const theirs = all.get(other)?.[0];
      if (mine && theirs && mine.family !== theirs.family && oneApart(id, other))
        problems.push({
          file: theirs.file,
          line: theirs.line,
          message: `the ${theirs.family} example id \`${other}\` differs by one character from the ${mine.family} example id \`${id}\` (${mine.file}:${mine.line}): give each family's examples ids of their own (decision 20)`,
        });
    }
  });
  for (const [id, facts] of all) {
    const first = facts[0];
    if (!first) continue;
    for (const [what, key] of [
      ["family", "family"],
      ["recipient", "recipient"],
      ["ref", "ref"],
    ] as const) {
      const stated = facts.find((f) => f[key] !== undefined);
      const other = stated && facts.find((f) => f[key] !== undefined && f[key] !== stated[key]);
      if (stated && other)
        problems.push({
          file: other.file,
          line: other.line,
          message: `the example id \`${id}\` has the ${what} ${other[key]} here and ${stated[key]} in ${stated.file}:${stated.line} (decision 20: one id, one message)`,
        });
    }
  }
  return problems;
}

/** Reasons known when a request comes: such a number is `rejected` in the sending answer itself (api/json/send_sms). */
const ACCEPTANCE_REASONS = new Set(["blacklisted", "duplicate", "invalid_number"]);

interface StatusFact {
  file: string;
  line: number;
  status?: string;
  reason?: string;
  cancelled?: boolean;
}

/**
 * Decision 20 over time: one id is one message, so what the examples say about it can all be true of one message.
 * A message answered `cancelled: true` by `cancel` never left `scheduled`/`pending` (review 41: `cancel` cancelled
 * `msg_7Fh2Kq9TzX`, which `send_sms` showed `queued` and `message_status` `delivered`); a message `rejected` for a
 * reason known on acceptance (`blacklisted`, `duplicate`, `invalid_number`) is `rejected` in its sending answer too,
 * never `queued` (review 41: `message_status` showed `msg_3Lp8Wd2RaV` blacklisted, `send_sms` queued); and a message
 * has one final status (`delivered` then `read` excepted). Reads JSON objects of examples (`blocks` cut to code).
 */
export function checkMessageHistories(blocks: { file: string; text: string; line?: number }[], document: ContractDocument): Problem[] {
  // Statuses after which a message never changes again (`delivered` may still become `read`): the contract's `final`.
  const finalStatuses = new Set(
    statusRows(document, "uk")
      .filter((r) => r.final)
      .map((r) => r.status),
  );
  const all = new Map<string, StatusFact[]>();
  for (const { file, text, line = 1 } of blocks)
    for (const m of text.matchAll(ID_IN_JSON)) {
      const [, id = "", rest = ""] = m;
      const fact: StatusFact = {
        file,
        line: line + text.slice(0, m.index ?? 0).split("\n").length - 1,
        status: /"status"\s*:\s*"([a-z_]+)"/.exec(rest)?.[1],
        reason: /"reason"\s*:\s*"([a-z_]+)"/.exec(rest)?.[1],
        cancelled: /"cancelled"\s*:\s*true/.test(rest) ? true : undefined,
      };
      if (fact.status || fact.cancelled) all.set(id, [...(all.get(id) ?? []), fact]);
    }
  const problems: Problem[] = [];
  for (const [id, facts] of all) {
    const cancelled = facts.find((f) => f.cancelled);
    const early = facts.find((f) => f.status === "rejected" && f.reason && ACCEPTANCE_REASONS.has(f.reason));
    const finals = facts.filter((f) => f.status && finalStatuses.has(f.status));
    for (const f of facts) {
      if (cancelled && f.status && !["scheduled", "pending", "cancelled"].includes(f.status))
        problems.push({
          file: f.file,
          line: f.line,
          message: `the example id \`${id}\` is \`${f.status}\` here, but \`cancel\` answers it \`cancelled: true\` in ${cancelled.file}:${cancelled.line}: only a message still \`scheduled\` or \`pending\` is cancelled (one id, one message)`,
        });
      if (early && f.status && !["rejected", "scheduled"].includes(f.status))
        problems.push({
          file: f.file,
          line: f.line,
          message: `the example id \`${id}\` is \`${f.status}\` here, but \`rejected\` (\`${early.reason}\`) in ${early.file}:${early.line}, a reason known when the request comes, so its sending answer says \`rejected\` (one id, one message)`,
        });
      const other = finals.find(
        (g) =>
          g.status !== f.status && !(g.status === "delivered" && f.status === "read") && !(g.status === "read" && f.status === "delivered"),
      );
      if (f.status && finalStatuses.has(f.status) && other && finals.indexOf(f) > finals.indexOf(other))
        problems.push({
          file: f.file,
          line: f.line,
          message: `the example id \`${id}\` ends \`${f.status}\` here and \`${other.status}\` in ${other.file}:${other.line}: a message has one final status (one id, one message)`,
        });
    }
  }
  return problems;
}

const EVENT_EXAMPLE =
  /"id"\s*:\s*"(evt_[A-Za-z0-9]+)"\s*,\s*"event"\s*:\s*"([a-z.]+)"[\s\S]*?"data"\s*:\s*\{\s*"id"\s*:\s*"((?:msg|in)_[A-Za-z0-9]+)"([^{}]*)/g;

/**
 * Decision 20 for webhook events: one event id is one event, and one event (its type, its message and, for
 * `message.status`, the status it reports) has one id, which receivers use to drop repeats. Review 39 found the
 * single `voice.result` of `msg_2Wc7Nd4QsB` with `evt_8Nf5Qa1ZxV` in the contract and `evt_4Hq8Zr2MxN` on a page.
 */
export function checkEventIds(blocks: { file: string; text: string; line?: number }[]): Problem[] {
  const byId = new Map<string, { key: string; file: string; line: number }>();
  const byKey = new Map<string, { id: string; file: string; line: number }>();
  const problems: Problem[] = [];
  for (const { file, text, line = 1 } of blocks)
    for (const m of text.matchAll(EVENT_EXAMPLE)) {
      const [, id = "", event = "", message = "", rest = ""] = m;
      const status = /"status"\s*:\s*"([a-z_]+)"/.exec(rest)?.[1];
      const key = `${event} of ${message}${event === "message.status" && status ? ` (${status})` : ""}`;
      const at = { file, line: line + text.slice(0, m.index ?? 0).split("\n").length - 1 };
      const seenId = byId.get(id);
      const seenKey = byKey.get(key);
      if (seenId && seenId.key !== key)
        problems.push({
          ...at,
          message: `the event id \`${id}\` is the ${key} here and the ${seenId.key} in ${seenId.file}:${seenId.line} (one id, one event)`,
        });
      else if (seenKey && seenKey.id !== id)
        problems.push({
          ...at,
          message: `the ${key} has the event id \`${id}\` here and \`${seenKey.id}\` in ${seenKey.file}:${seenKey.line} (one event, one id)`,
        });
      if (!seenId) byId.set(id, { key, ...at });
      if (!seenKey) byKey.set(key, { id, ...at });
    }
  return problems;
}

/** Error codes an example shows: `ERROR;code` lines, `"code"` of an error object, `"error"` of a per-id result. */
function exampleErrorCodes(code: string, known: Set<string>): string[] {
  const found = [
    ...[...code.matchAll(/\bERROR;([a-z_]+)/g)].map((m) => m[1] ?? ""),
    ...[...code.matchAll(/"(?:code|error)"\s*:\s*"([a-z_]+)"/g)].map((m) => m[1] ?? ""),
  ];
  return found.filter((c) => known.has(c));
}

/**
 * An operation page's error table (`<ErrorTable>`, the contract's `x-errors`) lists every error code the page's
 * examples show, request errors and per-id codes alike (`id;ERROR;not_found`, `results[].error`): a code a reader
 * sees in an example but not in the table is a contradiction between the two.
 */
export function checkExampleErrorCodes(sources: PageSource[], document: ContractDocument): Problem[] {
  const problems: Problem[] = [];
  const schemas = document.components.schemas as Record<string, { enum?: unknown[] } | undefined>;
  const known = new Set((schemas.ErrorCode?.enum ?? []).map(String));
  for (const { source, parsed } of parsedPages(sources)) {
    const id = parsed.data.operation;
    if (typeof id !== "string") continue;
    const listed = new Set((errorRows(document, id, "uk") ?? []).map((e) => e.code));
    for (const block of parsed.codeBlocks)
      for (const code of new Set(exampleErrorCodes(block.code, known)))
        if (!listed.has(code))
          problems.push({
            file: source.file,
            line: block.line,
            message: `an example shows the error \`${code}\`, which the error table of ${id} (x-errors) does not list`,
          });
  }
  return problems;
}

const FINAL_WORDS = /(?:кінцев|фінальн|конечн|финальн)\w*/iu;
const INTERMEDIATE_WORDS = /(?:проміжн|промежуточн)\w*/iu;
/**
 * A word for final or intermediate statuses, then up to 40 characters, then a parenthesised list of code spans; or the
 * word straight before the list («до кінцевих `delivered`, `undelivered`, `expired` чи `rejected`», review 39).
 */
const STATUS_LIST =
  /((?:кінцев|фінальн|конечн|финальн|проміжн|промежуточн)\p{L}*)(?:[^.()]{0,40}\(((?:`[a-z_]+`[\s,іи]*){3,})\)|\s+((?:`[a-z_]+`(?:,\s*|\s+(?:і|й|та|чи|або|и|или)\s+)?){3,}))/giu;

/**
 * A list of "final" (or "intermediate") statuses in prose names exactly those of `MessageStatus` `x-transitions`
 * (final: a transition to `[*]`); `read` may be left out, since SMS never reach it. A status left out of such a
 * list tells a reader that a message can stay unfinished (or finish) where the contract says otherwise.
 */
export function checkStatusLists(sources: PageSource[], document: ContractDocument): Problem[] {
  const status = document.components.schemas.MessageStatus as { enum?: string[]; "x-transitions"?: string[][] } | undefined;
  const all = status?.enum ?? [];
  const final = new Set((status?.["x-transitions"] ?? []).filter(([, to]) => to === "[*]").map(([from]) => from ?? ""));
  const problems: Problem[] = [];
  for (const { source, parsed } of parsedPages(sources)) {
    parsed.prose.split("\n").forEach((line, at) => {
      for (const m of line.matchAll(STATUS_LIST)) {
        const word = m[1] ?? "";
        const listed = [...(m[2] ?? m[3] ?? "").matchAll(/`([a-z_]+)`/g)].map((c) => c[1] ?? "");
        if (!listed.every((s) => all.includes(s))) continue; // not a list of message statuses
        const expected = FINAL_WORDS.test(word) ? final : INTERMEDIATE_WORDS.test(word) ? new Set(all.filter((s) => !final.has(s))) : null;
        if (!expected) continue;
        const extra = listed.filter((s) => !expected.has(s));
        const missing = [...expected].filter((s) => !listed.includes(s) && s !== "read");
        if (extra.length || missing.length)
          problems.push({
            file: source.file,
            line: parsed.bodyLine + at,
            message: `the list of ${FINAL_WORDS.test(word) ? "final" : "intermediate"} statuses ${[
              missing.length ? `misses ${missing.map((s) => `\`${s}\``).join(", ")}` : "",
              extra.length ? `has ${extra.map((s) => `\`${s}\``).join(", ")}` : "",
            ]
              .filter(Boolean)
              .join(" and ")} (MessageStatus x-transitions)`,
          });
      }
    });
  }
  return problems;
}

/** Request fields that schedule a message: JSON `send_at`, the HTTP API's `time`. */
const SCHEDULING_FIELDS = new Set(["send_at", "time"]);

/**
 * For every component schema a 200 answer reaches (`#/components/schemas/Name`), and every operation's own answer:
 * the operations it answers, each with whether its request can schedule (a `send_at` or `time` field or parameter).
 */
function answerScheduling(document: ContractDocument): Map<string, Map<string, boolean>> {
  const schemas = document.components.schemas as Record<string, unknown>;
  const refName = (ref: unknown) => (typeof ref === "string" ? /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1] : undefined);
  const fieldsOf = (node: unknown, out = new Set<string>(), seen = new Set<string>()): Set<string> => {
    if (!node || typeof node !== "object") return out;
    const o = node as { $ref?: unknown; properties?: Record<string, unknown>; allOf?: unknown[] };
    const name = refName(o.$ref);
    if (name && !seen.has(name)) {
      seen.add(name);
      fieldsOf(schemas[name], out, seen);
    }
    for (const k of Object.keys(o.properties ?? {})) out.add(k);
    for (const part of o.allOf ?? []) fieldsOf(part, out, seen);
    return out;
  };
  const reached = (node: unknown, out = new Set<string>()): Set<string> => {
    if (Array.isArray(node)) node.forEach((n) => reached(n, out));
    else if (node && typeof node === "object")
      for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
        const name = k === "$ref" ? refName(v) : undefined;
        if (name && !out.has(name)) {
          out.add(name);
          reached(schemas[name], out);
        } else reached(v, out);
      }
    return out;
  };
  const result = new Map<string, Map<string, boolean>>();
  const add = (prefix: string, op: string, schedules: boolean) => {
    const ops = result.get(prefix) ?? new Map<string, boolean>();
    ops.set(op, (ops.get(op) ?? false) || schedules);
    result.set(prefix, ops);
  };
  const paths = (document as unknown as { paths?: Record<string, Record<string, unknown>> }).paths ?? {};
  for (const [route, item] of Object.entries(paths))
    for (const [method, raw] of Object.entries(item)) {
      const op = raw as {
        operationId?: string;
        parameters?: { name?: string; $ref?: string }[];
        requestBody?: { content?: Record<string, { schema?: unknown }> };
        responses?: Record<string, unknown>;
      };
      if (!op || typeof op !== "object" || !op.responses?.["200"]) continue;
      const fields = new Set<string>();
      for (const media of Object.values(op.requestBody?.content ?? {})) fieldsOf(media.schema, fields);
      for (const p of op.parameters ?? []) if (p.name) fields.add(p.name);
      const schedules = [...fields].some((f) => SCHEDULING_FIELDS.has(f));
      const id = op.operationId ?? `${method} ${route}`;
      add(`#/paths/${route}/${method}/responses/200`, id, schedules);
      for (const name of reached(op.responses["200"])) add(`#/components/schemas/${name}`, id, schedules);
    }
  return result;
}

/** «Початковий статус: …» / «Начальный статус: …», up to the next `;`: the statuses a message can get on acceptance. */
const INITIAL_STATUS_LIST = /(?:Початков|Начальн)\p{L}*\s+статус\p{L}*\s*:([^;]*)/giu;

/**
 * A contract text that lists the initial statuses of an answer («Початковий статус: `queued`, …», the XSD's
 * «`0` queued, `1` scheduled …») names exactly the targets of `[*]` in `MessageStatus` `x-transitions`. The
 * send answers of both families once left out `pending` (a promotional message or voice call accepted in quiet
 * hours), which the status diagram, the XML pages and `auto_voice_call` give as a first status.
 * Per schema: an answer that only operations without `send_at` (HTTP API: `time`) reach lists no `scheduled` (the
 * cascade once did), and one schema may not answer both kinds (HTTP `viber` shared the JSON Viber answer). The XSD's
 * `SentMessage` answers XML operations that all take `send_at`, so its list is the full one.
 */
export function checkInitialStatusLists(document: ContractDocument, xsd: string): Problem[] {
  const status = document.components.schemas.MessageStatus as { enum?: string[]; "x-transitions"?: string[][] } | undefined;
  const all = new Set(status?.enum ?? []);
  const allInitial = new Set((status?.["x-transitions"] ?? []).filter(([from]) => from === "[*]").map(([, to]) => to ?? ""));
  const scheduling = answerScheduling(document);
  const texts: { file: string; line?: number; where: string; text: string }[] = [];
  const walk = (node: unknown, where: string) => {
    if (Array.isArray(node)) node.forEach((n, i) => walk(n, `${where}[${i}]`));
    else if (node && typeof node === "object")
      for (const [k, v] of Object.entries(node as Record<string, unknown>))
        if ((k === "uk" || k === "ru") && typeof v === "string")
          texts.push({ file: "contract/openapi.yaml", where: `${where}/${k}: `, text: v });
        else walk(v, `${where}/${k}`);
  };
  walk(document, "#");
  for (const m of xsd.matchAll(/<([\w:]+)\s[^>]*?xml:lang="(?:uk|ru)"[^>]*>([\s\S]*?)<\/\1>/g))
    texts.push({ file: "contract/schema.xsd", line: xsd.slice(0, m.index).split("\n").length, where: "", text: m[2] ?? "" });
  const problems: Problem[] = [];
  for (const { file, line, where, text } of texts)
    for (const m of text.matchAll(INITIAL_STATUS_LIST)) {
      // A schema only answers operations that cannot schedule: `scheduled` is no first status there.
      const ops = [...scheduling].find(([prefix]) => where.startsWith(`${prefix}/`))?.[1];
      const unscheduled = ops ? [...ops].filter(([, schedules]) => !schedules).map(([op]) => op) : [];
      if (unscheduled.length && unscheduled.length < (ops?.size ?? 0)) {
        problems.push({
          file,
          message: `${where}one list of initial statuses answers operations that can schedule and ${unscheduled.join(", ")}, which cannot (no send_at or time): give them schemas of their own`,
        });
        continue;
      }
      const initial = new Set([...allInitial].filter((s) => !(unscheduled.length && s === "scheduled")));
      const listed = new Set([...(m[1] ?? "").matchAll(/(?<![\p{L}_])[a-z_]+(?![\p{L}_])/gu)].map((w) => w[0]).filter((w) => all.has(w)));
      const missing = [...initial].filter((s) => !listed.has(s));
      const extra = [...listed].filter((s) => !initial.has(s));
      if (missing.length || extra.length)
        problems.push({
          file,
          ...(line ? { line } : {}),
          message: `${where}the list of initial statuses ${[
            missing.length ? `misses ${missing.map((s) => `\`${s}\``).join(", ")}` : "",
            extra.length ? `has ${extra.map((s) => `\`${s}\``).join(", ")}` : "",
          ]
            .filter(Boolean)
            .join(" and ")} (the targets of [*] in MessageStatus x-transitions${
            unscheduled.length ? `, but \`scheduled\`: ${unscheduled.join(", ")} take no send_at or time` : ""
          })`,
        });
    }
  return problems;
}

function flatFields(rows: FieldRow[], out: FieldRow[] = []): FieldRow[] {
  for (const row of rows) {
    out.push(row);
    flatFields(row.children, out);
  }
  return out;
}

/**
 * Every field `<RequestFields>` and `<ResponseFields>` show is explained in the page's language: an empty
 * description, or the English `description` a field falls back to without `x-description`, leaves a value the
 * examples show unexplained (as `max_price` and the HTTP API's `characters` were).
 */
export function checkFieldDescriptions(document: ContractDocument): Problem[] {
  const problems: Problem[] = [];
  for (const op of listOperations(document))
    for (const locale of ["uk", "ru"] as const)
      for (const [kind, rows] of [
        ["request", requestFields(document, op.id, locale)],
        ["response", responseFields(document, op.id, locale)],
      ] as const)
        for (const row of flatFields(rows ?? []))
          if (!/\p{Script=Cyrillic}/u.test(row.description))
            problems.push({
              file: "contract/openapi.yaml",
              message: `${op.id}: the ${kind} field \`${row.path}\` has no ${locale} description (x-description)${row.description ? `, only "${row.description.slice(0, 40)}…"` : ""}`,
            });
  return problems;
}

/** «у порядку `recipients`» / «в порядке `to`»: the request field whose order an answer's list follows. */
const ORDER_OF = /(?:у|в)\s+порядк[уе]\s+([^.;]*)/iu;

/**
 * A response field's description names only request fields its operation has. Schemas shared by the JSON and HTTP
 * APIs rendered JSON names on HTTP pages (review 41): the HTTP `viber` answer's list followed «the order of
 * `recipients`» (the form has `to`) and its `fallback.parts` counted «the text of `sms.text`» (the form has
 * `fallback_text`). So an order clause names a field of the request (a shared schema names both: «`recipients`,
 * у HTTP API — `to`»), and a dotted path that is some operation's request field is one of this operation's.
 */
export function checkRequestFieldMentions(document: ContractDocument): Problem[] {
  const problems: Problem[] = [];
  const paths = (rows: FieldRow[] | null) => new Set(flatFields(rows ?? []).map((row) => row.path.replace(/\[\]/g, "")));
  const operations = listOperations(document);
  const anyRequest = new Set(operations.flatMap((op) => [...paths(requestFields(document, op.id, "uk"))]));
  for (const op of operations) {
    const request = paths(requestFields(document, op.id, "uk"));
    for (const locale of ["uk", "ru"] as const)
      for (const row of flatFields(responseFields(document, op.id, locale) ?? [])) {
        const say = (what: string) =>
          problems.push({
            file: "contract/openapi.yaml",
            message: `${op.id}: the ${locale} description of the response field \`${row.path}\` ${what}, which the request does not have`,
          });
        const clause = ORDER_OF.exec(row.description)?.[1];
        const names = [...(clause ?? "").matchAll(/`([a-z_]+)`/g)].map((m) => m[1] ?? "");
        if (names.length > 0 && !names.some((name) => request.has(name)))
          say(`follows the order of ${names.map((n) => `\`${n}\``).join(", ")}`);
        for (const m of row.description.matchAll(/`([a-z_]+(?:\.[a-z_]+)+)`/g))
          if (anyRequest.has(m[1] ?? "") && !request.has(m[1] ?? "")) say(`names the request field \`${m[1]}\``);
      }
  }
  return problems;
}

/**
 * The status of a message in the answer that accepts it (`AcceptedStatus`) is one a message can start in: exactly the
 * targets of `[*]` in `MessageStatus` `x-transitions`. Review 39: `[*] --> pending` (a promotional message accepted in
 * quiet hours) was drawn, Email-to-SMS answered `pending`, but the JSON answers' enum had no `pending`.
 */
export function checkAcceptedStatuses(document: ContractDocument): Problem[] {
  const schemas = document.components.schemas as Record<string, { enum?: string[]; "x-transitions"?: string[][] } | undefined>;
  const accepted = new Set(schemas.AcceptedStatus?.enum ?? []);
  const starts = new Set((schemas.MessageStatus?.["x-transitions"] ?? []).filter(([from]) => from === "[*]").map(([, to]) => to ?? ""));
  const problems: Problem[] = [];
  for (const s of starts)
    if (!accepted.has(s))
      problems.push({
        file: "contract/openapi.yaml",
        message: `AcceptedStatus lacks \`${s}\`, which MessageStatus x-transitions lets a message start in`,
      });
  for (const s of accepted)
    if (!starts.has(s))
      problems.push({
        file: "contract/openapi.yaml",
        message: `AcceptedStatus has \`${s}\`, in which MessageStatus x-transitions lets no message start`,
      });
  // Any number can be refused on acceptance (a black-listed one, a test number): every answer's `status` field says
  // so. Review 41: the OTP answer said «always `queued`» beside `max_price` «0 for a number rejected on acceptance».
  const walk = (node: unknown, where: string) => {
    if (Array.isArray(node)) node.forEach((n, i) => walk(n, `${where}[${i}]`));
    else if (node && typeof node === "object") {
      const o = node as { $ref?: unknown; "x-description"?: Record<string, unknown> };
      if (o.$ref === "#/components/schemas/AcceptedStatus")
        for (const locale of ["uk", "ru"]) {
          const text = o["x-description"]?.[locale];
          if (typeof text === "string" && !/`rejected`/.test(text))
            problems.push({
              file: "contract/openapi.yaml",
              message: `${where}/x-description/${locale}: an answer's status does not name \`rejected\`, which any number refused on acceptance gets`,
            });
        }
      for (const [k, v] of Object.entries(node as Record<string, unknown>)) walk(v, `${where}/${k}`);
    }
  };
  walk(document.components.schemas, "#/components/schemas");
  return problems;
}

const IDEMPOTENCY_HEADER = "#/components/parameters/IdempotencyKey";

/**
 * One idempotency rule (docs/API-DESIGN.md, decisions): an operation that takes the `Idempotency-Key` header answers
 * `duplicate_request` (409) for a key reused with another request, and an HTTP API operation takes the same key as the
 * form field `idempotency_key`; one without the header (a method that only reads) shows neither. Review 39 found the
 * read-only HTTP `status` listing `idempotency_key` because it shared its form with `delete`.
 */
export function checkIdempotencyKeys(document: ContractDocument): Problem[] {
  const problems: Problem[] = [];
  for (const [route, methods] of Object.entries(document.paths))
    for (const node of Object.values(methods)) {
      if (typeof node !== "object" || node === null) continue;
      const op = node as { operationId?: unknown; parameters?: unknown; "x-errors"?: unknown };
      if (typeof op.operationId !== "string") continue;
      const id = op.operationId;
      const header = Array.isArray(op.parameters) && op.parameters.some((p) => (p as { $ref?: unknown })?.$ref === IDEMPOTENCY_HEADER);
      const keyRow = flatFields(requestFields(document, id, "uk") ?? []).find((row) => row.path === "idempotency_key");
      const formKey = keyRow !== undefined;
      const duplicate =
        Array.isArray(op["x-errors"]) && op["x-errors"].some((e) => (e as { code?: unknown })?.code === "duplicate_request");
      const say = (message: string) => problems.push({ file: "contract/openapi.yaml", message: `${id}: ${message}` });
      if (formKey && !header) say("the form takes `idempotency_key` but the operation has no `Idempotency-Key` header parameter");
      if (header && route.startsWith("/http/") && !formKey)
        say("an HTTP API operation with the `Idempotency-Key` header takes the key as the form field `idempotency_key` too");
      if (header && !duplicate) say("takes an idempotency key but its x-errors do not list `duplicate_request`");
      if (!header && duplicate) say("lists `duplicate_request` in x-errors but takes no idempotency key");
      // The one rule's limits under every form field (review 41: `delete`'s showed none beside `send_sms`'s and `viber`'s).
      if (keyRow && !/64/.test(keyRow.rules)) say("the form field `idempotency_key` shows no limits (x-rules: up to 64 characters)");
    }
  return problems;
}

/** The request field that schedules a message: `send_at` (JSON, XML `message/@send_at`), `time` (HTTP API). */
const SCHEDULING_FIELD = /(?:^|[./@])(send_at|time)$/;

/**
 * A scheduled request is never refused for its balance (docs/API-DESIGN.md, "Details settled": nothing is reserved
 * for it; the money is checked at send time and a message it does not cover is `rejected`, reason
 * `insufficient_funds`). So on every operation that takes `send_at` (HTTP API: `time`), the `insufficient_funds`
 * (XML: 120) row says when it applies by naming that field. Review 42: the x-errors said «the balance does not cover
 * `total_price`» with no exception while every page said a scheduled message is only checked at send time.
 */
export function checkScheduledFunds(document: ContractDocument): Problem[] {
  const problems: Problem[] = [];
  const ids = [...listOperations(document).map((op) => op.id), ...Object.keys(document.xml ?? {})];
  for (const id of ids)
    for (const locale of ["uk", "ru"] as const) {
      const field = flatFields(requestFields(document, id, locale) ?? [])
        .map((row) => SCHEDULING_FIELD.exec(row.path)?.[1])
        .find((name) => name !== undefined);
      if (!field) continue;
      for (const row of errorRows(document, id, locale) ?? [])
        if ((row.code === "insufficient_funds" || row.code === "120") && !row.when.includes(`\`${field}\``))
          problems.push({
            file: id.startsWith("xml") ? "contract/schema.xsd" : "contract/openapi.yaml",
            message: `${id}: the ${row.code} row (${locale}) does not say that a request with \`${field}\` is not refused for its balance (it is checked at send time)`,
          });
    }
  return problems;
}

const XML_PAGE = /^api\/xml\/([a-z_]+)$/;
/** «Ключ ідемпотентності, зберігається 24 години…»: the description of `<request id>` that takes the key. */
const IDEMPOTENCY_KEY = /^Ключ\s+(?:ідемпотентності|идемпотентности)/u;
const TABLE_FIRST_CELL = /^\|\s*`([^`]+)`/;

/**
 * The XML API's reference lives in the XSD (`xsd-reference.ts`), as the JSON API's lives in the OpenAPI document:
 * - every element and attribute of every operation, request and response, has a description in both languages;
 * - the page of an operation the XSD defines renders `<RequestFields>`, `<ResponseFields>` and `<ErrorTable>` with
 *   the operation's id and carries no hand-written table keyed by the operation's fields (`message/@sender`, also
 *   written shorter, `message/@id` for `messages/message/@id`) or its error codes.
 */
export function checkXmlReference(sources: PageSource[], xsd: string): Problem[] {
  const problems: Problem[] = [];
  const operations = new Map(xsdOperations(xsd, "").map((op) => [op.name, op]));
  for (const op of operations.values()) {
    // Decision 28 in the XML family: an operation that answers 104 takes `<request id>` as its idempotency key; a
    // read-only one (no 104) only echoes it, and its pages say so. The shared type's «Ключ ідемпотентності» rendered
    // under «Атрибут `id` … ні на що не впливає» of balance, status, prices, scheduled_* and job (review 41).
    const keyed = op.reference.errors.uk.some((e) => e.code === "104");
    const id = op.request.find((d) => d.path === "request/@id");
    for (const [locale, row] of Object.entries(id?.rows ?? {}))
      if (IDEMPOTENCY_KEY.test(row.description) !== keyed)
        problems.push({
          file: "contract/schema.xsd",
          message: keyed
            ? `${op.id}: answers error 104, but the ${locale} description of \`request/@id\` does not call it the idempotency key`
            : `${op.id}: only reads (no error 104), but the ${locale} description of \`request/@id\` calls it an idempotency key`,
        });
  }
  for (const op of operations.values())
    for (const [kind, declarations] of [
      ["request", op.request],
      ["response", op.response],
    ] as const)
      for (const declaration of declarations)
        for (const [locale, row] of Object.entries(declaration.rows))
          if (!/\p{Script=Cyrillic}/u.test(row.description))
            problems.push({
              file: "contract/schema.xsd",
              message: `${op.id}: the ${kind} ${declaration.attribute ? "attribute" : "element"} \`${row.path}\` has no ${locale} description (xs:documentation xml:lang="${locale}")`,
            });
  for (const { source, parsed } of parsedPages(sources)) {
    const op = operations.get(XML_PAGE.exec(source.slug)?.[1] ?? "");
    if (!op) continue;
    for (const component of ["RequestFields", "ResponseFields", "ErrorTable"])
      if (!new RegExp(`<${component}\\s+operation="${op.id}"`).test(parsed.body))
        problems.push({ file: source.file, message: `the page does not render <${component} operation="${op.id}" /> from the XSD` });
    const paths = [...op.request, ...op.response].map((d) => d.path);
    const codes = new Set(op.reference.errors.uk.map((e) => e.code));
    parsed.body.split("\n").forEach((line, at) => {
      const key = TABLE_FIRST_CELL.exec(line)?.[1];
      if (!key) return;
      const field = paths.some((p) => p === key || p.endsWith(`/${key}`) || key === `request/${p}`);
      if (field || codes.has(key))
        problems.push({
          file: source.file,
          line: parsed.bodyLine + at,
          message: `a hand-written table states ${field ? "the field" : "the error code"} \`${key}\` of ${op.id}, which the XSD holds: render it with <${field ? "RequestFields/ResponseFields" : "ErrorTable"} operation="${op.id}" />`,
        });
    });
  }
  return problems;
}

const SEPARATOR_ROW = /^\|[\s|:-]+\|$/;
const cellsOf = (line: string) =>
  line
    .slice(1, line.endsWith("|") ? -1 : undefined)
    .split("|")
    .map((c) => c.trim());

/**
 * Why a table row restates the operation's reference, or undefined: its first cell names a request field
 * (`| \`ttl\` | …`), or a position of a plain-text answer line (`| 2 | \`msg_…\` | …`), or a cell shows an answer
 * line (`id;cancelled`, `OK;2;ucs2;3.80;UAH`).
 */
function handWrittenRow(cells: string[], fields: Set<string>): string | undefined {
  const first = cells[0] ?? "";
  const key = codeOf(first);
  if (key && fields.has(key)) return `the request field \`${key}\``;
  if (/^\d+$/.test(first)) return "the positions of a plain-text answer line";
  const line = cells.map(codeOf).find((c) => c?.includes(";"));
  if (line) return `the answer line \`${line}\``;
  return undefined;
}

/**
 * An HTTP API page renders its operation's request fields (`<RequestFields>`), answer lines (`<TextAnswer>`) and
 * errors (`<ErrorTable>`) from the contract: a hand-written table of parameters or answer-line fields next to them
 * restates what the contract holds, and is how the pages drifted apart before (issue 34).
 */
export function checkHandWrittenReference(sources: PageSource[], document: ContractDocument): Problem[] {
  const problems: Problem[] = [];
  for (const { source, parsed } of parsedPages(sources)) {
    const id = parsed.data.operation;
    if (typeof id !== "string" || !source.slug.startsWith("api/http/")) continue;
    const fields = allFieldPaths(requestFields(document, id, "uk") ?? []);
    const lines = parsed.prose.split("\n");
    let reported = false;
    lines.forEach((line, at) => {
      if (!line.startsWith("|")) {
        reported = false;
        return;
      }
      // One problem per table, on its first restating row; the header row (followed by the separator) is skipped.
      if (reported || SEPARATOR_ROW.test(line) || SEPARATOR_ROW.test(lines[at + 1] ?? "")) return;
      const why = handWrittenRow(cellsOf(line), fields);
      if (!why) return;
      reported = true;
      problems.push({
        file: source.file,
        line: parsed.bodyLine + at,
        message: `a hand-written table restates ${why} of ${id}: render it from the contract (<RequestFields>, <TextAnswer>, <ErrorTable>)`,
      });
    });
  }
  return problems;
}

const EMAIL_PARTS = ["addresses", "letter", "answer", "errors"] as const;
const EMAIL_SECTION = "email2sms";

/** A limit of `x-email-to-sms` as prose writes it: the numbers a sentence states and which limit each must equal. */
interface StatedLimit {
  pattern: RegExp;
  /** The limits the stated numbers must be (a range names two), or the values it may be one of. */
  expected: (limits: Record<string, number>, sentence: string) => { names: string[]; values: number[] };
}

const HOURS = /(?<![\p{L}\d])(\d+)\s+(?:годин\p{L}*|час(?:а|ов)?)(?![\p{L}])/giu;
const DEDUP = /повтор|дубл|лише\s+один\s+раз|только\s+один\s+раз/iu;
const REPORT = /звіт|отч[её]т/iu;

const STATED_LIMITS: StatedLimit[] = [
  {
    pattern: /(?<![\p{L}\d])(\d+)\s+(?:адрес\p{L}*\s+)?(?:одержувач|получател)\p{L}*/giu,
    expected: (l) => ({ names: ["recipients"], values: [l.recipients ?? NaN] }),
  },
  {
    pattern: /(?<![\p{L}\d])(\d+)\s+(?:\p{L}+\s+)?адрес\p{L}*\s+(?:e-mail|відправник\p{L}*|отправител\p{L}*)/giu,
    expected: (l) => ({ names: ["allowed_senders"], values: [l.allowed_senders ?? NaN] }),
  },
  {
    pattern: /(?<![\p{L}\d])(\d+)\s+(?:частин|части|частей)(?![\p{L}])/giu,
    expected: (l) => ({ names: ["sms_parts"], values: [l.sms_parts ?? NaN] }),
  },
  {
    pattern: /(?<![\p{L}\d])(\d+)[–-](\d+)\s+символ\p{L}*/giu,
    expected: (l) => ({
      names: ["sender_min_length", "sender_max_length"],
      values: [l.sender_min_length ?? NaN, l.sender_max_length ?? NaN],
    }),
  },
  {
    pattern: /(?<![\p{L}\d])(\d+)\s*МБ/giu,
    expected: (l) => ({ names: ["letter_megabytes"], values: [l.letter_megabytes ?? NaN] }),
  },
  {
    pattern: /(?<![\p{L}\d])(\d+)\s+секунд/giu,
    expected: (l) => ({ names: ["ttl_seconds"], values: [l.ttl_seconds ?? NaN] }),
  },
  {
    // Hours: the Message-ID window in a sentence about repeats, the report's deadline in one about the report, else any.
    pattern: HOURS,
    expected: (l, sentence) => {
      if (DEDUP.test(sentence)) return { names: ["message_id_hours"], values: [l.message_id_hours ?? NaN] };
      if (REPORT.test(sentence)) return { names: ["report_hours"], values: [l.report_hours ?? NaN] };
      const ttlHours = (l.ttl_seconds ?? NaN) / 3600;
      return {
        names: ["message_id_hours | report_hours | ttl_seconds / 3600"],
        values: [l.message_id_hours ?? NaN, l.report_hours ?? NaN, ttlHours],
      };
    },
  },
];

/** The lines of the prose that speak of Email-to-SMS: the whole Email-to-SMS page, on other pages their `{#email2sms}` section. */
function emailProse(parsed: ParsedPage, wholePage: boolean): { line: number; text: string }[] {
  const lines = parsed.prose.split("\n").map((text, at) => ({ line: parsed.bodyLine + at, text }));
  if (wholePage) return lines;
  const start = lines.findIndex(({ text }) => /^#{2,6}\s/.test(text) && text.includes(`{#${EMAIL_SECTION}}`));
  if (start < 0) return [];
  const depth = /^(#+)/.exec(lines[start]?.text ?? "")?.[1]?.length ?? 2;
  const end = lines.findIndex(({ text }, at) => at > start && (/^(#+)\s/.exec(text)?.[1]?.length ?? 99) <= depth);
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

/** Every `{uk, ru}` text of the extension, with where it sits (`letter[2].rules`). */
function emailTexts(node: unknown, where = "x-email-to-sms", out: { where: string; texts: Record<string, unknown> }[] = []) {
  if (Array.isArray(node)) node.forEach((n, at) => emailTexts(n, `${where}[${at}]`, out));
  else if (node && typeof node === "object") {
    const o = node as Record<string, unknown>;
    if ("uk" in o || "ru" in o) out.push({ where, texts: o });
    else for (const [key, value] of Object.entries(o)) emailTexts(value, `${where}.${key}`, out);
  }
  return out;
}

/**
 * Email-to-SMS is mail, not an HTTP operation, and its facts live once in the contract's `x-email-to-sms` (limits,
 * addresses, letter parts, answer lines, errors), rendered by `<EmailToSms part="…"/>`:
 * - the extension is whole: every text in uk and ru, every `{limit}` a defined limit, every error code one of `ErrorCode`,
 *   every code an address or an example answer line gets one of its errors;
 * - its page renders every part and carries no hand-written table (how its tables drifted from the API before);
 * - a limit prose restates there, or in a `{#email2sms}` section of another page (`/client/api-settings`), is the
 *   contract's: «до 100 адрес одержувачів», «до 20 адрес e-mail», «10 частин», «3–11 символів», «10 МБ», «24 години»;
 * - the error codes its examples show (`ERROR;invalid_sender`) are the extension's.
 */
export function checkEmailToSms(sources: PageSource[], document: ContractDocument): Problem[] {
  const problems: Problem[] = [];
  const contractFile = "contract/openapi.yaml";
  const node = document["x-email-to-sms"] as Record<string, unknown> | undefined;
  const mail = emailToSms(document, "uk");
  if (!node || !mail) return [{ file: contractFile, message: "x-email-to-sms is missing: Email-to-SMS has no facts in the contract" }];
  const schemas = document.components.schemas as Record<string, { enum?: unknown[] } | undefined>;
  const known = new Set((schemas.ErrorCode?.enum ?? []).map(String));
  const codes = new Set(mail.errors.map((e) => e.code));
  for (const [name, value] of Object.entries((node.limits ?? {}) as Record<string, unknown>))
    if (typeof value !== "number" || value <= 0)
      problems.push({ file: contractFile, message: `x-email-to-sms.limits.${name} is not a positive number` });
  // Every status is final when the TTL ends (decision 34), so the report that waits for final statuses comes then:
  // a later deadline (it said 72 h beside a 24-hour TTL) promises statuses that are never final.
  const { report_hours: reportHours, ttl_seconds: ttlSeconds } = (node.limits ?? {}) as Record<string, unknown>;
  if (typeof reportHours === "number" && typeof ttlSeconds === "number" && reportHours * 3600 !== ttlSeconds)
    problems.push({
      file: contractFile,
      message: `x-email-to-sms.limits.report_hours (${reportHours} h) is not the SMS's TTL (ttl_seconds ${ttlSeconds} = ${ttlSeconds / 3600} h): the report comes when every status is final, at the latest when the TTL ends`,
    });
  for (const { where, texts } of emailTexts(node))
    for (const locale of ["uk", "ru"] as const) {
      const text = texts[locale];
      if (typeof text !== "string" || !text.trim()) {
        problems.push({ file: contractFile, message: `${where} has no ${locale} text` });
        continue;
      }
      for (const m of fillLimits(text, mail.limits).matchAll(/\{([a-z_]+)\}/g))
        problems.push({
          file: contractFile,
          message: `${where}.${locale} names the limit {${m[1]}}, which x-email-to-sms.limits does not define`,
        });
    }
  for (const code of codes)
    if (!known.has(code))
      problems.push({ file: contractFile, message: `x-email-to-sms.errors lists \`${code}\`, which is not an ErrorCode` });
  const uses = [
    ...mail.addresses.flatMap((a) => (a.error ? [[a.error, `the address ${a.address}`]] : [])),
    ...mail.lines.flatMap((l) => [...l.example.matchAll(/;ERROR;([a-z_]+)/g)].map((m) => [m[1] ?? "", `the line ${l.format}`])),
  ];
  for (const [code, where] of uses)
    if (!codes.has(code ?? ""))
      problems.push({ file: contractFile, message: `${where} gets \`${code}\`, which x-email-to-sms.errors does not list` });

  const page = (mail.page ?? "/api/email2sms").replace(/^\//, "");
  for (const { source, parsed } of parsedPages(sources)) {
    const own = source.slug === page;
    if (own) {
      for (const part of EMAIL_PARTS)
        if (!new RegExp(`<EmailToSms\\s+part="${part}"`).test(parsed.body))
          problems.push({ file: source.file, message: `the page does not render <EmailToSms part="${part}" /> from x-email-to-sms` });
      parsed.prose.split("\n").forEach((line, at) => {
        if (line.startsWith("|") && SEPARATOR_ROW.test(parsed.prose.split("\n")[at + 1] ?? ""))
          problems.push({
            file: source.file,
            line: parsed.bodyLine + at,
            message:
              'a hand-written table on the Email-to-SMS page: its facts live in x-email-to-sms, render them with <EmailToSms part="…" />',
          });
      });
      for (const block of parsed.codeBlocks)
        for (const m of block.code.matchAll(/\bERROR;([a-z_]+)/g))
          if (!codes.has(m[1] ?? ""))
            problems.push({
              file: source.file,
              line: block.line,
              message: `an example shows the error \`${m[1]}\`, which x-email-to-sms.errors does not list`,
            });
    }
    for (const { line, text } of emailProse(parsed, own)) {
      const prose = text.replace(/`[^`]*`/g, " ");
      for (const sentence of prose.split(/(?<=[.!?;])\s+|\|/))
        for (const limit of STATED_LIMITS)
          for (const m of sentence.matchAll(limit.pattern)) {
            const stated = [m[1], m[2]].filter((n): n is string => n !== undefined).map(Number);
            const { names, values } = limit.expected(mail.limits, sentence);
            // A range states each of its limits in order; a single number is one of the values its sentence allows.
            const ok =
              names.length > 1
                ? stated.length === values.length && stated.every((n, i) => n === values[i])
                : stated.every((n) => values.includes(n));
            if (!ok)
              problems.push({
                file: source.file,
                line,
                message: `«${m[0]}» states ${stated.join("–")}, the contract's x-email-to-sms.limits.${names.join("–")} is ${values.filter((v) => !Number.isNaN(v)).join(names.length > 1 ? "–" : " or ") || "missing"}`,
              });
          }
    }
  }
  return problems;
}

/** A numeric XML status with its name: `<status code="4">delivered</status>`, «`2` pending», a table row «| `8` | `rejected` |». */
const XML_STATUS_PAIRS = [
  /<status\s+code="(\d+)"[^>]*>([a-z_]+)<\/status>/g,
  /`(\d+)`\s+([a-z_]+)(?![\w`])/g,
  /^\|\s*`(\d+)`\s*\|\s*`([a-z_]+)`\s*\|/g,
];

/**
 * An XML status code is the position of its name in the XSD's `StatusName` (0 queued … 10 failed, documented on
 * `StatusCode`): every example and every line of a page that pairs a code with a status name pairs it so. (The XML
 * status reference renders its table from the contract: `checkHandWrittenStatusTables`.)
 */
export function checkXmlStatusCodes(sources: PageSource[], xsd: string): Problem[] {
  const names = xsdEnumeration(xsd, "StatusName");
  const problems: Problem[] = [];
  // The XSD's own texts (SentMessage's «`0` queued, `1` scheduled …», the examples in its comments) count too.
  for (const source of [...sources, { file: "contract/schema.xsd", slug: "", raw: xsd }]) {
    source.raw.split("\n").forEach((line, at) => {
      for (const pattern of XML_STATUS_PAIRS)
        for (const m of line.matchAll(pattern)) {
          const [code, name] = [m[1] ?? "", m[2] ?? ""];
          if (!names.includes(name)) continue;
          if (names[Number(code)] !== name)
            problems.push({
              file: source.file,
              line: at + 1,
              message: `XML status code \`${code}\` is paired with \`${name}\`; StatusName gives ${names[Number(code)] ? `\`${names[Number(code)]}\`` : "no name"} (\`${name}\` is ${names.indexOf(name)})`,
            });
        }
    });
  }
  return problems;
}

/** An XML error code stated with its HTTP status: «HTTP 400 і код `103`», «`141` (HTTP 409)», «помилка `104`, HTTP 409». */
const STATED_XML_STATUS = [
  /HTTP[\s-]?(?<status>\d{3})\s+(?:і|и)\s+код\p{L}*\s+`(?<code>\d{3})`/gu,
  /`(?<code>\d{3})`\s*\(HTTP[\s-]?(?<status>\d{3})\)/gu,
  /`(?<code>\d{3})`,\s*HTTP[\s-]?(?<status>\d{3})/gu,
];

/**
 * The XML API's error reference (`/api/xml/references/request_error`) renders the XSD's catalogue with `<XmlErrorCodes />`:
 * - the catalogue (`xs:appinfo source="errors"` of `ErrorCode`) lists exactly the type's enumeration, each code with its
 *   message, HTTP status and a uk and ru `when` and `action`;
 * - every operation's own error list uses catalogue codes with the catalogue's HTTP status (or 200 for an element's error);
 * - the page renders `<XmlErrorCodes />` and carries no hand-written table keyed by an error code (`| \`130\` | …`);
 * - prose on any page that states an XML code with its HTTP status (`STATED_XML_STATUS`) gives the catalogue's status:
 *   the XML family answers `103` with 400 where JSON's `validation_error` is 422, and a page must not borrow the latter.
 */
export function checkXmlErrorCodes(sources: PageSource[], xsd: string): Problem[] {
  const problems: Problem[] = [];
  const file = "contract/schema.xsd";
  const catalogue = xsdErrorCodes(xsd);
  const defined = xsdEnumeration(xsd, "ErrorCode");
  problems.push(
    ...compareKeys(
      file,
      'the ErrorCode catalogue (xs:appinfo source="errors")',
      catalogue.uk.map((e) => e.code),
      defined,
      "ErrorCode",
    ),
  );
  const status = new Map(catalogue.uk.map((e) => [e.code, e.status]));
  for (const locale of ["uk", "ru"] as const)
    for (const e of catalogue[locale]) {
      if (!e.text || e.status === null) problems.push({ file, message: `ErrorCode ${e.code} has no text or http in its catalogue entry` });
      if (!/\p{Script=Cyrillic}/u.test(e.when) || !/\p{Script=Cyrillic}/u.test(e.action))
        problems.push({ file, message: `ErrorCode ${e.code} has no ${locale} when or action (xml:lang="${locale}")` });
    }
  for (const op of xsdOperations(xsd, "")) {
    // A message with `send_at` is charged when it is sent (docs/API-DESIGN.md, «Details settled»): an operation that
    // takes it refuses a document for the immediate messages' cost only, as the catalogue's 120 says; four of the
    // five said «less than `total_price`», which counts the scheduled ones too (review 41).
    if (op.request.some((d) => d.path.endsWith("@send_at")))
      for (const [locale, immediate] of [
        ["uk", /негайн/iu],
        ["ru", /немедлен/iu],
      ] as const)
        for (const e of op.reference.errors[locale])
          if (e.code === "120" && !immediate.test(e.when))
            problems.push({
              file,
              message: `${op.id}: error 120 (${locale}) names no immediate messages; a message with \`send_at\` is charged when it is sent`,
            });
    // Decision 17: an id of a channel the XSD does not know is 140 like an unknown one; `delete` said so, `status`
    // only «not found» (review 41).
    for (const locale of ["uk", "ru"] as const)
      for (const e of op.reference.errors[locale])
        if (e.code === "140" && !/RCS/.test(e.when))
          problems.push({
            file,
            message: `${op.id}: error 140 (${locale}) does not name the channels the XML API does not know (RCS, voice, Telegram, WhatsApp; decision 17)`,
          });
    for (const e of op.reference.errors.uk)
      if (!status.has(e.code))
        problems.push({ file, message: `${op.id} lists error ${e.code}, which the ErrorCode catalogue does not have` });
      // HTTP 200: the code stands inside one element of a successful answer (`#item-errors`), not as the request's error.
      else if (status.get(e.code) !== e.status && e.status !== 200)
        problems.push({
          file,
          message: `${op.id} gives error ${e.code} HTTP ${e.status ?? "—"}, the ErrorCode catalogue ${status.get(e.code) ?? "—"}`,
        });
  }
  const codes = new Set(defined);
  for (const { source, parsed } of parsedPages(sources))
    parsed.prose.split("\n").forEach((line, at) => {
      for (const pattern of STATED_XML_STATUS)
        for (const m of line.matchAll(pattern)) {
          const code = m.groups?.code ?? "";
          const stated = Number(m.groups?.status);
          if (codes.has(code) && status.get(code) !== stated)
            problems.push({
              file: source.file,
              line: parsed.bodyLine + at,
              message: `the prose gives XML error \`${code}\` HTTP ${stated}; the ErrorCode catalogue gives it ${status.get(code) ?? "—"}`,
            });
        }
    });
  for (const { source, parsed } of parsedPages(sources)) {
    if (source.slug !== XML_ERROR_REFERENCE) continue;
    if (!/<XmlErrorCodes\s*\/>/.test(parsed.body))
      problems.push({ file: source.file, message: "the page does not render <XmlErrorCodes /> from the XSD" });
    parsed.prose.split("\n").forEach((line, at) => {
      const key = TABLE_FIRST_CELL.exec(line)?.[1];
      if (key && codes.has(key))
        problems.push({
          file: source.file,
          line: parsed.bodyLine + at,
          message: `a hand-written table states the error code \`${key}\`, which the XSD's ErrorCode catalogue holds: render it with <XmlErrorCodes />`,
        });
    });
  }
  return problems;
}

const WEBHOOK_SECURITY_PAGE = "api_methods";
const WEBHOOK_WORDS = /вебхук|webhook/i;
const IPV4 = /(?<![\w.])(?:\d{1,3}\.){3}\d{1,3}(?:\/\d{1,2})?(?![\w.]*\d)/g;
const IPV6 = /(?<![\w:.])[0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){2,7}(?:\/\d{1,3})?(?![\w:])/g;
/** «Про зміну списку повідомляємо за 30 днів» / «Об изменении списка сообщаем за 30 дней»: the notice period in prose. */
const NOTICE_PERIOD = /(?<!\p{L})за\s+\d+\s+(?:дн|діб|доб)\p{L}*/iu;
const LIST_CHANGE = /(?:змін\p{L}*|изменени\p{L}*)\s+(?:\p{L}+\s+)?(?:списк|адрес)/iu;

/** The IP addresses and subnets a line names (`192.0.2.10`, `2001:db8:5::/64`); times like `10:00:00` are not. */
function ipAddressesOf(line: string): string[] {
  return [...line.matchAll(IPV4), ...line.matchAll(IPV6)].map((m) => m[0]).filter((token) => isIP(token.split("/")[0] ?? "") !== 0);
}

/**
 * Where webhook events come from is stated once, in the contract's `info.x-webhook-source-addresses`, and
 * `/api_methods` renders it with `<WebhookSourceAddresses />` (readers copy the list into a firewall, so a page with
 * an address of its own lets through, or blocks, the wrong sender):
 * - every entry of the list is an IP address or a subnet in CIDR notation;
 * - `/api_methods` renders the component;
 * - where a page speaks of webhooks (a line, or a section whose heading, or a page whose slug, names them), an IP
 *   address or subnet it names is one the list holds (an address inside a listed subnet too), and not a listed entry
 *   typed out again. Addresses elsewhere (the API key's allow-list, an example of `forbidden_ip`) are the reader's;
 * - how far ahead a change of the list is announced is `info.x-webhook-source-addresses-notice` (`days` and a uk and ru
 *   sentence that the component renders under the list), and no page restates that period in its prose.
 */
export function checkWebhookSourceAddresses(sources: PageSource[], document: ContractDocument): Problem[] {
  const problems: Problem[] = [];
  const listed = webhookSourceAddresses(document);
  const allowed = new BlockList();
  for (const entry of listed) {
    const [address = "", prefix] = entry.split("/");
    const family = isIP(address);
    if (family === 0 || (prefix !== undefined && !/^\d+$/.test(prefix))) {
      problems.push({
        file: "contract/openapi.yaml",
        message: `info.x-webhook-source-addresses: \`${entry}\` is not an IP address or subnet`,
      });
      continue;
    }
    const type = family === 4 ? "ipv4" : "ipv6";
    if (prefix === undefined) allowed.addAddress(address, type);
    else allowed.addSubnet(address, Number(prefix), type);
  }
  if (listed.length === 0) problems.push({ file: "contract/openapi.yaml", message: "info.x-webhook-source-addresses is missing or empty" });
  for (const locale of ["uk", "ru"] as const)
    if (!webhookSourceAddressesNotice(document, locale))
      problems.push({
        file: "contract/openapi.yaml",
        message: `info.x-webhook-source-addresses-notice has no \`days\` or no ${locale} text: how far ahead a change of the list is announced`,
      });
  const normal = (entry: string) => entry.toLowerCase();
  const entries = new Set(listed.map(normal));
  for (const { source, parsed } of parsedPages(sources)) {
    if (source.slug === WEBHOOK_SECURITY_PAGE && !/<WebhookSourceAddresses\s*\/>/.test(parsed.prose))
      problems.push({
        file: source.file,
        message: "the page does not render <WebhookSourceAddresses /> from info.x-webhook-source-addresses",
      });
    const wholePage = /webhook/.test(source.slug);
    let section = "";
    parsed.prose.split("\n").forEach((line, at) => {
      if (/^#{1,6}\s/.test(line)) section = line;
      if (!wholePage && !WEBHOOK_WORDS.test(line) && !WEBHOOK_WORDS.test(section)) return;
      if (NOTICE_PERIOD.test(line) && LIST_CHANGE.test(line))
        problems.push({
          file: source.file,
          line: parsed.bodyLine + at,
          message:
            "the page states how far ahead a change of the webhook source addresses is announced: <WebhookSourceAddresses /> renders info.x-webhook-source-addresses-notice",
        });
      for (const token of ipAddressesOf(line)) {
        const [address = "", prefix] = token.split("/");
        const type = isIP(address) === 4 ? "ipv4" : "ipv6";
        const where = { file: source.file, line: parsed.bodyLine + at };
        if (entries.has(normal(token)))
          problems.push({
            ...where,
            message: `the page types the webhook source address \`${token}\`: render the contract's list with <WebhookSourceAddresses />`,
          });
        else if (prefix !== undefined || !allowed.check(address, type))
          problems.push({
            ...where,
            message: `the page names \`${token}\` where it speaks of webhooks, which info.x-webhook-source-addresses does not list (${listed.join(", ")})`,
          });
      }
    });
  }
  return problems;
}

/** A table row keyed by one of these (a code span, a bold or plain cabinet label), or a diagram declaring these states. */
interface StatusVocabulary {
  statuses: Set<string>;
  labels: Set<string>;
  reasons: Set<string>;
  /** The other enumerations `<ValueTable>` renders, by schema: `VoiceCallOutcome`, `HlrStatus`. */
  values: Map<string, Set<string>>;
}

function statusVocabulary(document: ContractDocument): StatusVocabulary {
  return {
    statuses: new Set(statusRows(document, "uk").map((r) => r.status)),
    labels: new Set(siteConfig.i18n.locales.flatMap((l) => statusRows(document, l).map((r) => r.label))),
    reasons: new Set(rejectReasonRows(document, "uk").map((r) => r.reason)),
    values: new Map(
      ["VoiceCallOutcome", "HlrStatus"].map((name) => {
        const schema = document.components.schemas[name] as { enum?: unknown[] } | undefined;
        return [name, new Set((schema?.enum ?? []).map(String))] as const;
      }),
    ),
  };
}

/** What a table's first cells key on: "statuses" (three status names or six cabinet labels), "reasons" (three reasons). */
function tableKind(firstCells: string[], words: StatusVocabulary): string | null {
  const codes = firstCells.map(codeOf);
  // Cabinet labels are common words that other tables key on too (report columns, a mail campaign's own states): a
  // status table names most of the eleven.
  const labels = firstCells.map((c) => c.replace(/^\*\*(.+)\*\*$/, "$1")).filter((c) => words.labels.has(c));
  if (codes.filter((c) => c !== undefined && words.statuses.has(c)).length >= 3 || labels.length >= 6) return "statuses";
  if (codes.filter((c) => c !== undefined && words.reasons.has(c)).length >= 3) return "reasons";
  for (const [name, values] of words.values)
    if (codes.filter((c) => c !== undefined && values.has(c)).length >= Math.min(3, values.size)) return name;
  return null;
}

/** What a hand-written table restates and the component that renders it instead. */
function handWrittenTableMessage(kind: string): string {
  if (kind === "statuses")
    return "a hand-written table of message statuses: render <StatusTable/> (the contract's MessageStatus x-reference)";
  if (kind === "reasons")
    return "a hand-written table of reasons of `rejected`: render <RejectReasons/> (the contract's RejectReason x-reference)";
  return `a hand-written table of ${kind}: render <ValueTable schema="${kind}"/> (the contract's ${kind} x-reference)`;
}

/**
 * Every message status and reason of `rejected` is described once, in the contract (`MessageStatus.x-reference`,
 * `RejectReason.x-reference`), and pages render it with `<StatusTable/>`, `<RejectReasons/>` and `<StatusDiagram/>`.
 * Hand-written copies on six pages × two languages said six different things (issue 34); a page that writes a table
 * keyed by statuses, cabinet status labels or reasons, or draws the status diagram itself, is reported. The two
 * references must render the tables (the XML one with its codes).
 */
export function checkHandWrittenStatusTables(sources: PageSource[], document: ContractDocument): Problem[] {
  const words = statusVocabulary(document);
  const problems: Problem[] = [];
  for (const { source, parsed } of parsedPages(sources)) {
    const lines = parsed.body.split("\n");
    let table: { start: number; cells: string[] } | null = null;
    const close = () => {
      const kind = table ? tableKind(table.cells, words) : null;
      if (table && kind)
        problems.push({
          file: source.file,
          line: parsed.bodyLine + table.start,
          message: handWrittenTableMessage(kind),
        });
      table = null;
    };
    lines.forEach((line, at) => {
      if (!line.startsWith("|")) return close();
      if (SEPARATOR_ROW.test(line) || SEPARATOR_ROW.test(lines[at + 1] ?? "")) return;
      table ??= { start: at, cells: [] };
      table.cells.push(cellsOf(line)[0] ?? "");
    });
    close();
    for (const m of parsed.body.matchAll(/```mermaid\n([\s\S]*?)```/g)) {
      const chart = m[1] ?? "";
      if (/stateDiagram/.test(chart) && /\bas queued\b/.test(chart) && /\bas delivered\b/.test(chart))
        problems.push({
          file: source.file,
          line: parsed.bodyLine + parsed.body.slice(0, m.index).split("\n").length - 1,
          message: "a hand-drawn message status diagram: render <StatusDiagram/> (the contract's MessageStatus x-transitions)",
        });
    }
    const needs: [string, RegExp, string][] =
      source.slug === JSON_REFERENCE
        ? [
            ["<StatusTable />", /<StatusTable\s*\/>/, "statuses"],
            ["<RejectReasons />", /<RejectReasons\s*\/>/, "reasons"],
            ["<StatusDiagram />", /<StatusDiagram\s*\/>/, "transitions"],
            ['<ValueTable schema="VoiceCallOutcome" />', /<ValueTable\s+schema="VoiceCallOutcome"\s*\/>/, "voice-outcomes"],
            ['<ValueTable schema="HlrStatus" />', /<ValueTable\s+schema="HlrStatus"\s*\/>/, "hlr-statuses"],
            ['<ValueTable schema="Channel" />', /<ValueTable\s+schema="Channel"\s*\/>/, "channels"],
          ]
        : source.slug === XML_STATUS_REFERENCE
          ? [
              ["<StatusTable codes />", /<StatusTable\s+codes\s*\/>/, "codes"],
              ["<RejectReasons />", /<RejectReasons\s*\/>/, "reasons"],
              ["<StatusDiagram codes />", /<StatusDiagram\s+codes\s*\/>/, "transitions"],
            ]
          : [];
    for (const [tag, pattern, section] of needs)
      if (!pattern.test(parsed.body)) problems.push({ file: source.file, message: `#${section} does not render ${tag}` });
  }
  return problems;
}

/**
 * The status reference in the contract is whole: every status has a cabinet label, a meaning and a billing rule in
 * every locale and says whether it is final; every reason has a meaning and what to do. The XSD's `StatusName` and
 * `Reason` list the same values in the same order (an XML status code is the position in `StatusName`, which the
 * tables number from `MessageStatus`).
 */
export function checkStatusReference(document: ContractDocument, xsd: string): Problem[] {
  const statuses = checkEnumReference(document, "MessageStatus", ["label", "meaning", "billing"], ["final"]);
  const reasons = checkEnumReference(document, "RejectReason", ["meaning", "action"]);
  const problems = [...statuses.problems, ...reasons.problems];
  for (const [xsdType, values, schema] of [
    ["StatusName", statuses.values, "MessageStatus"],
    ["Reason", reasons.values, "RejectReason"],
  ] as const) {
    const declared = xsdEnumeration(xsd, xsdType);
    if (declared.join(" ") !== values.join(" "))
      problems.push({
        file: "contract/schema.xsd",
        message: `${xsdType} is ${declared.join(", ")}; ${schema} is ${values.join(", ")} (same values, same order: an XML status code is the position)`,
      });
  }
  return problems;
}

/**
 * An enumerated schema's `x-reference` describes exactly its values, each with every text of `texts` in every locale
 * and a boolean for every one of `flags`. Returns the enum's values (in order) beside the problems.
 */
function checkEnumReference(
  document: ContractDocument,
  schema: string,
  texts: string[],
  flags: string[] = [],
): { values: string[]; problems: Problem[] } {
  const file = "contract/openapi.yaml";
  const problems: Problem[] = [];
  const node = (document.components.schemas as Record<string, Record<string, unknown> | undefined>)[schema];
  const reference = (node?.["x-reference"] ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const values = Array.isArray(node?.enum) ? node.enum.map(String) : [];
  for (const extra of Object.keys(reference).filter((k) => !values.includes(k)))
    problems.push({ file, message: `${schema} x-reference describes \`${extra}\`, which is not in its enum` });
  for (const value of values) {
    const entry = reference[value];
    if (!entry) {
      problems.push({ file, message: `${schema} x-reference does not describe \`${value}\`` });
      continue;
    }
    for (const text of texts)
      for (const locale of siteConfig.i18n.locales) {
        const localizedText = (entry[text] as Record<string, unknown> | undefined)?.[locale];
        if (typeof localizedText !== "string" || localizedText.trim() === "")
          problems.push({ file, message: `${schema} x-reference \`${value}\` has no ${text} in ${locale}` });
      }
    for (const flag of flags)
      if (typeof entry[flag] !== "boolean")
        problems.push({ file, message: `${schema} x-reference \`${value}\` does not say whether it is ${flag}` });
  }
  return { values, problems };
}

const BLOCKED = { uk: /заблок/iu, ru: /заблок/iu } as const;

/**
 * Which error a Заблокований account gets (decision 19 of docs/API-DESIGN.md): its credentials are disabled, so it is
 * `unauthorized` (401) / XML `110`, never `account_not_active` / `112` (New and Suspended only). Both catalogues, the
 * JSON `ErrorCode.x-reference` and the XSD's `ErrorCode`, say so in each locale: `unauthorized` and `110` named only a
 * wrong or revoked key (review 42), so a blocked client read the catalogue and found no cause.
 */
export function checkBlockedAccountErrors(document: ContractDocument, xsd: string): Problem[] {
  const problems: Problem[] = [];
  const schemas = document.components?.schemas as Record<string, { "x-reference"?: Record<string, { meaning?: Record<string, string> }> }>;
  const reference = schemas?.ErrorCode?.["x-reference"] ?? {};
  const xml = xsdErrorCodes(xsd);
  for (const locale of ["uk", "ru"] as const) {
    const says = (text: string | undefined) => BLOCKED[locale].test(text ?? "");
    if (!says(reference.unauthorized?.meaning?.[locale]))
      problems.push({
        file: "contract/openapi.yaml",
        message: `ErrorCode x-reference \`unauthorized\` (${locale}) does not name the blocked account, whose key and API password are disabled (decision 19)`,
      });
    if (says(reference.account_not_active?.meaning?.[locale]))
      problems.push({
        file: "contract/openapi.yaml",
        message: `ErrorCode x-reference \`account_not_active\` (${locale}) names the blocked account, which gets \`unauthorized\` (decision 19)`,
      });
    const when = (code: string) => xml[locale].find((e) => e.code === code)?.when;
    if (!says(when("110")))
      problems.push({
        file: "contract/schema.xsd",
        message: `ErrorCode 110 (${locale}) does not name the blocked account, whose key and API password are disabled (decision 19)`,
      });
    if (says(when("112")))
      problems.push({
        file: "contract/schema.xsd",
        message: `ErrorCode 112 (${locale}) names the blocked account, which gets 110 (decision 19)`,
      });
  }
  return problems;
}
