/**
 * The API reference components as Markdown text, for `/{path}.md`: fields and errors as GFM tables, the endpoint
 * as a line of code, the status diagram as its Mermaid source. The same rows the HTML shows.
 */
import type { Locale } from "../../../site.config";
import {
  addressResult,
  emailToSms,
  errorRows,
  jsonErrorCodes,
  operationInfo,
  partRequiredText,
  referenceWords,
  rejectReasonTable,
  requestFields,
  requiredText,
  responseFields,
  statusDiagram,
  statusTable,
  testNumberOutcome,
  testNumbers,
  textAnswerLines,
  valueTable,
  webhookSourceAddresses,
  webhookSourceAddressesNotice,
  xmlErrorCodes,
  type ContractDocument,
  type ErrorRow,
  type FieldRow,
  type TextLine,
  type TextTable,
} from "../contract";

export const REFERENCE_COMPONENTS = new Set([
  "Endpoint",
  "RequestFields",
  "ResponseFields",
  "ErrorTable",
  "TextAnswer",
  "StatusDiagram",
  "StatusTable",
  "RejectReasons",
  "ValueTable",
  "TestNumbers",
  "WebhookSourceAddresses",
  "ErrorCodes",
  "XmlErrorCodes",
  "EmailToSms",
]);

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");

function flatRows(rows: FieldRow[], out: FieldRow[] = []): FieldRow[] {
  for (const row of rows) {
    out.push(row);
    flatRows(row.children, out);
  }
  return out;
}

function fieldTable(rows: FieldRow[], locale: Locale): string {
  const w = referenceWords[locale];
  const lines = [`| ${w.field} | ${w.type} | ${w.requiredHead} | ${w.rules} | ${w.description} |`, "|---|---|---|---|---|"];
  for (const r of flatRows(rows))
    lines.push(
      `| \`${r.path}\` | ${cell(r.type)} | ${cell(requiredText(r.required, locale))} | ${cell(r.rules || "—")} | ${cell(r.description)} |`,
    );
  return lines.join("\n");
}

/** Each line shape as a paragraph (shape — when), then its fields: place, example, description and rules. */
function answerLines(lines: TextLine[], locale: Locale): string {
  const w = referenceWords[locale];
  return lines
    .map((line) => {
      const head = `\`${line.format}\`${line.when ? ` — ${line.when}` : ""}`;
      if (line.fields.length === 0) return head;
      const rows = line.fields.map((f) => {
        const text = [f.description, f.rules ? `${w.rules}: ${f.rules}` : ""].filter(Boolean).join(" ");
        return `| \`${f.name}\` | ${f.position} | ${f.example ? `\`${cell(f.example)}\`` : "—"} | ${cell(text)} |`;
      });
      return [head, "", `| ${w.field} | № | ${w.example} | ${w.description} |`, "|---|---|---|---|", ...rows].join("\n");
    })
    .join("\n\n");
}

/** Error codes as the HTML shows them: the message and HTTP columns only when the rows have them. */
function errorTable(rows: ErrorRow[], locale: Locale): string {
  const w = referenceWords[locale];
  const columns: [string, (r: ErrorRow) => string][] = [[w.code, (r) => `\`${r.code}\``]];
  if (rows.some((r) => r.text)) columns.push([w.text, (r) => cell(r.text ?? "")]);
  if (rows.some((r) => r.status !== null)) columns.push([w.http, (r) => String(r.status ?? "—")]);
  columns.push([w.when, (r) => cell(r.when)]);
  if (rows.some((r) => r.action)) columns.push([w.action, (r) => cell(r.action)]);
  return [
    `| ${columns.map(([head]) => head).join(" | ")} |`,
    `|${columns.map(() => "---|").join("")}`,
    ...rows.map((r) => `| ${columns.map(([, value]) => value(r)).join(" | ")} |`),
  ].join("\n");
}

/** A table of the contract's text cells as GFM; null when it has no rows. */
function cellTable(table: TextTable): string | null {
  if (table.rows.length === 0) return null;
  return [
    `| ${table.heads.map(cell).join(" | ")} |`,
    `|${table.heads.map(() => "---|").join("")}`,
    ...table.rows.map((cells) => `| ${cells.map(cell).join(" | ")} |`),
  ].join("\n");
}

/** Email-to-SMS (`x-email-to-sms`): one part of it, as `<EmailToSms part="…"/>` renders it. */
function emailMarkdown(part: string | undefined, locale: Locale, document: ContractDocument): string | null {
  const mail = emailToSms(document, locale);
  if (!mail) return null;
  const w = referenceWords[locale];
  if (part === "errors") return errorTable(mail.errors, locale);
  if (part === "answer") return answerLines(mail.lines, locale);
  if (part === "addresses")
    return [
      `| ${w.address} | ${w.result} |`,
      "|---|---|",
      ...mail.addresses.map((a) => `| \`${a.address}\` | ${cell(addressResult(a, locale))} |`),
    ].join("\n");
  if (part === "letter")
    return [
      `| ${w.letterPart} | ${w.partRequiredHead} | ${w.rules} | ${w.meaning} |`,
      "|---|---|---|---|",
      ...mail.letter.map(
        (p) => `| ${cell(p.part)} | ${cell(partRequiredText(p.required, locale))} | ${cell(p.rules || "—")} | ${cell(p.description)} |`,
      ),
    ].join("\n");
  return null;
}

/**
 * Markdown for one reference component, or null when the operation is unknown. `part` is `<EmailToSms part="…"/>`'s
 * part or `<ValueTable schema="…"/>`'s schema; `codes` is `<StatusTable codes/>`'s and `<StatusDiagram codes/>`'s flag.
 */
export function referenceMarkdown(
  name: string,
  operation: string | undefined,
  locale: Locale,
  document: ContractDocument,
  part?: string,
  codes = false,
): string | null {
  const w = referenceWords[locale];
  if (name === "StatusTable") return cellTable(statusTable(document, locale, codes));
  if (name === "RejectReasons") return cellTable(rejectReasonTable(document, locale));
  if (name === "ValueTable") {
    const table = part ? valueTable(document, part, locale) : null;
    return table ? cellTable(table) : null;
  }
  if (name === "EmailToSms") return emailMarkdown(part, locale, document);
  if (name === "ErrorCodes") {
    const rows = jsonErrorCodes(document, locale);
    return rows && rows.length > 0 ? errorTable(rows, locale) : null;
  }
  if (name === "XmlErrorCodes") {
    const rows = xmlErrorCodes(document, locale);
    return rows && rows.length > 0 ? errorTable(rows, locale) : null;
  }
  if (name === "WebhookSourceAddresses") {
    const addresses = webhookSourceAddresses(document);
    if (addresses.length === 0) return null;
    const notice = webhookSourceAddressesNotice(document, locale);
    return [addresses.map((a) => `- \`${a}\``).join("\n"), ...(notice ? [notice] : [])].join("\n\n");
  }
  if (name === "StatusDiagram") {
    const chart = statusDiagram(document, locale, codes);
    return chart ? `\`\`\`mermaid\n${chart}\n\`\`\`` : null;
  }
  if (name === "TestNumbers") {
    const rows = testNumbers(document, locale);
    if (rows.length === 0) return null;
    return [
      `| ${w.number} | ${w.finalStatus} |`,
      "|---|---|",
      ...rows.map((r) => `| \`${r.phone}\` | ${cell(testNumberOutcome(r, locale))} |`),
    ].join("\n");
  }
  if (!operation) return null;
  if (name === "Endpoint") {
    const info = operationInfo(document, operation, locale);
    if (!info) return null;
    const type = info.contentType ? `\n\n${w.contentType}: \`Content-Type: ${info.contentType}\`` : "";
    return `\`${info.method} ${info.url}\`${type}`;
  }
  if (name === "RequestFields" || name === "ResponseFields") {
    const rows = (name === "RequestFields" ? requestFields : responseFields)(document, operation, locale);
    return rows ? fieldTable(rows, locale) : null;
  }
  if (name === "TextAnswer") {
    const lines = textAnswerLines(document, operation, locale);
    return lines ? answerLines(lines, locale) : null;
  }
  if (name === "ErrorTable") {
    const rows = errorRows(document, operation, locale);
    return rows ? errorTable(rows, locale) : null;
  }
  return null;
}
