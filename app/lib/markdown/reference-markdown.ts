/**
 * The API reference components as Markdown text, for `/{path}.md`: fields and errors as GFM tables, the endpoint
 * as a line of code, the status diagram as its Mermaid source. The same rows the HTML shows.
 */
import type { Locale } from "../../../site.config";
import {
  errorRows,
  operationInfo,
  referenceWords,
  requestFields,
  requiredText,
  responseFields,
  statusDiagram,
  testNumberOutcome,
  testNumbers,
  textAnswerLines,
  type ContractDocument,
  type FieldRow,
  type TextLine,
} from "../contract";

export const REFERENCE_COMPONENTS = new Set([
  "Endpoint",
  "RequestFields",
  "ResponseFields",
  "ErrorTable",
  "TextAnswer",
  "StatusDiagram",
  "TestNumbers",
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

/** Markdown for one reference component, or null when the operation is unknown. */
export function referenceMarkdown(name: string, operation: string | undefined, locale: Locale, document: ContractDocument): string | null {
  const w = referenceWords[locale];
  if (name === "StatusDiagram") {
    const chart = statusDiagram(document, locale);
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
    if (!rows) return null;
    const withAction = rows.some((r) => r.action);
    const head = `| ${w.code} | ${w.http} | ${w.when} |${withAction ? ` ${w.action} |` : ""}`;
    const lines = [head, withAction ? "|---|---|---|---|" : "|---|---|---|"];
    for (const r of rows) lines.push(`| \`${r.code}\` | ${r.status ?? "—"} | ${cell(r.when)} |${withAction ? ` ${cell(r.action)} |` : ""}`);
    return lines.join("\n");
  }
  return null;
}
