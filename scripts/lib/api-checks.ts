/**
 * Consistency of the API reference: every status, reason and error code used in an
 * example is defined in the reference tables (or documented on the page itself), and the
 * overview /api_methods links every API page and nothing else.
 */
import { ALLOWED_TAGS, type PageSource, type Problem } from "./content-checks";
import { extractLinks, parsePage, type ParsedPage } from "./mdx-source";

const JSON_REFERENCE = "api/json/references/message_statuses";
const XML_STATUS_REFERENCE = "api/xml/references/message_status_codes";
const XML_ERROR_REFERENCE = "api/xml/references/request_error";
const OVERVIEW = "api_methods";

/** Body rows (header and separator skipped) of the tables directly under the heading with this id. */
export function tableRows(body: string, sectionId: string): string[][] {
  const lines = body.split("\n");
  const start = lines.findIndex((l) => /^#{2,6}\s/.test(l) && l.includes(`{#${sectionId}}`));
  if (start < 0) return [];
  const depth = /^(#+)/.exec(lines[start] ?? "")?.[1]?.length ?? 2;
  const rows: string[][] = [];
  for (let i = start + 1; i < lines.length; i++) {
    const line = lines[i] ?? "";
    const heading = /^(#+)\s/.exec(line);
    if (heading && (heading[1]?.length ?? 0) <= depth) break;
    const separator = (l: string | undefined) => /^\|[\s|:-]+\|$/.test(l ?? "");
    if (!line.startsWith("|") || separator(line) || separator(lines[i + 1])) continue;
    rows.push(
      line
        .slice(1, line.endsWith("|") ? -1 : undefined)
        .split("|")
        .map((c) => c.trim()),
    );
  }
  return rows;
}

/** The text of a cell that is one code span, e.g. `not_cancellable`. */
export const codeOf = (cell: string | undefined) => /^`([^`]+)`$/.exec(cell ?? "")?.[1];

/** First-column `code` values of the tables under the heading with this id. */
export function tableKeys(body: string, sectionId: string): Set<string> {
  return new Set(tableRows(body, sectionId).flatMap((row) => codeOf(row[0]) ?? []));
}

/** Every `code` span in a page's prose: what the page itself documents. */
function documentedOnPage(page: ParsedPage): Set<string> {
  return new Set([...page.prose.matchAll(/`([^`\n]+)`/g)].map((m) => m[1] ?? ""));
}

interface JsonUse {
  key: string;
  value: string;
  inError: boolean;
}

function walkJson(value: unknown, inError = false, uses: JsonUse[] = []): JsonUse[] {
  if (Array.isArray(value)) value.forEach((v) => walkJson(v, inError, uses));
  else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      if (typeof child === "string") uses.push({ key, value: child, inError });
      else walkJson(child, inError || key === "error", uses);
    }
  }
  return uses;
}

/** The statuses and reasons the references render from the contract (`<StatusTable/>`, `<RejectReasons/>`). */
export interface RenderedReference {
  /** `MessageStatus`'s values in order: an XML status code is the position. */
  statuses: readonly string[];
  reasons: readonly string[];
  /** `ErrorCode`'s values, which `<ErrorCodes/>` renders. */
  errors?: readonly string[];
  /** Values of the enumerations `<ValueTable>` renders there: `HlrStatus` (a `status` too) and `VoiceCallOutcome`. */
  hlrStatuses?: readonly string[];
  outcomes?: readonly string[];
}

/**
 * `xmlErrorCodes`: the XSD's `ErrorCode` values, which the request error reference renders; without it, that page's
 * `#codes` table. `rendered`: the statuses and reasons of the contract, which the status references render.
 */
export function checkApiConsistency(
  sources: PageSource[],
  xmlErrorCodes?: ReadonlySet<string>,
  rendered: RenderedReference = { statuses: [], reasons: [] },
): Problem[] {
  const problems: Problem[] = [];
  const pages = new Map<string, { source: PageSource; parsed: ParsedPage }>();
  for (const source of sources.filter((s) => s.locale === "uk")) {
    try {
      pages.set(source.slug, { source, parsed: parsePage(source.raw) });
    } catch {
      // Unparseable pages are reported by the content check.
    }
  }
  const reference = pages.get(JSON_REFERENCE);
  const xmlStatuses = pages.get(XML_STATUS_REFERENCE);
  const xmlErrors = pages.get(XML_ERROR_REFERENCE);
  if (!reference) return [{ file: JSON_REFERENCE, message: "the JSON status reference page is missing" }];

  const body = reference.parsed.body;
  const statuses = new Set([
    ...rendered.statuses,
    ...(rendered.hlrStatuses ?? []),
    ...tableKeys(body, "statuses"),
    ...tableKeys(body, "hlr-statuses"),
  ]);
  const reasons = new Set([...rendered.reasons, ...tableKeys(body, "reasons")]);
  const outcomes = new Set([...(rendered.outcomes ?? []), ...tableKeys(body, "voice-outcomes")]);
  const errors = new Set([...(rendered.errors ?? []), ...tableKeys(body, "errors")]);
  const xmlStatusCodes = new Set([
    ...rendered.statuses.map((_, code) => String(code)),
    ...(xmlStatuses ? tableKeys(xmlStatuses.parsed.body, "codes") : []),
  ]);
  const xmlErrorKeys = xmlErrorCodes ?? (xmlErrors ? tableKeys(xmlErrors.parsed.body, "codes") : new Set<string>());

  for (const { source, parsed } of pages.values()) {
    if (!source.slug.startsWith("api")) continue;
    const local = documentedOnPage(parsed);
    for (const block of parsed.codeBlocks) {
      const at = { file: source.file, line: block.line };
      if (block.lang === "json") {
        let data: unknown;
        try {
          data = JSON.parse(block.code);
        } catch {
          continue; // reported by the content check
        }
        for (const use of walkJson(data)) {
          if (use.key === "status" && !statuses.has(use.value) && !local.has(use.value))
            problems.push({ ...at, message: `status "${use.value}" is not in the status reference` });
          if (use.key === "reason" && !reasons.has(use.value))
            problems.push({ ...at, message: `reason "${use.value}" is not in the reference of rejection reasons` });
          if (use.key === "outcome" && !outcomes.has(use.value))
            problems.push({ ...at, message: `voice outcome "${use.value}" is not in the reference` });
          if (use.key === "code" && use.inError && !errors.has(use.value))
            problems.push({ ...at, message: `error code "${use.value}" is not in the error reference` });
        }
      }
      if (block.lang === "text" || block.lang === "") {
        for (const m of block.code.matchAll(/ERROR;([a-z_]+)/g)) {
          if (m[1] && !errors.has(m[1])) problems.push({ ...at, message: `error code "${m[1]}" is not in the error reference` });
        }
      }
      if (block.lang === "xml" && source.slug.startsWith("api/xml")) {
        for (const m of block.code.matchAll(/<status\b[^>]*\bcode="(\d+)"/g)) {
          if (m[1] && !xmlStatusCodes.has(m[1]))
            problems.push({ ...at, message: `XML status code ${m[1]} is not in the status code reference` });
        }
        for (const m of block.code.matchAll(/<error\b[^>]*\bcode="(\d+)"/g)) {
          if (m[1] && !xmlErrorKeys.has(m[1]))
            problems.push({ ...at, message: `XML error code ${m[1]} is not in the request error reference` });
        }
      }
    }
  }

  const used = new Set([...pages.values()].flatMap(({ parsed }) => (Array.isArray(parsed.data.tags) ? parsed.data.tags : [])));
  for (const tag of ALLOWED_TAGS) {
    if (!used.has(tag)) problems.push({ file: "content/uk", message: `tag "${tag}" (docs/CONTENT.md) is used by no page` });
  }

  const overview = pages.get(OVERVIEW);
  if (!overview) problems.push({ file: OVERVIEW, message: "the API overview page is missing" });
  else {
    const linked = new Set(
      extractLinks(overview.parsed.prose, overview.parsed.bodyLine)
        .map((l) => l.href.split("#")[0] ?? "")
        .filter((href) => href.startsWith("/api/"))
        .map((href) => href.slice(1)),
    );
    for (const slug of pages.keys()) {
      if (slug.startsWith("api/") && !linked.has(slug))
        problems.push({ file: overview.source.file, message: `the overview does not link /${slug}` });
    }
  }
  return problems;
}
