/**
 * The report as one CSV table (RFC 4180, UTF-8 with a BOM so spreadsheet programs read Cyrillic right). Each row
 * names its section; cells that do not apply to a section are empty. Cells a reader wrote that begin like a formula
 * (`=`, `+`, `-`, `@`) get a leading apostrophe, so opening the file never runs one.
 */
import type { InsightsReport } from "./types";

export const CSV_COLUMNS = [
  "section",
  "week",
  "day",
  "locale",
  "query",
  "page",
  "searches",
  "results",
  "opened",
  "yes",
  "no",
  "reason",
  "comment",
] as const;
type Column = (typeof CSV_COLUMNS)[number];
type Row = Partial<Record<Column, string | number | boolean | null>>;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "boolean" ? (value ? "yes" : "no") : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function reportCsv(report: InsightsReport): string {
  const rows: Row[] = [
    ...report.zeroResults.map((r) => ({
      section: "zero-results",
      day: r.lastDay,
      locale: r.locale,
      query: r.query,
      searches: r.searches,
      results: 0,
    })),
    ...report.unopened.map((r) => ({
      section: "unopened",
      day: r.lastDay,
      locale: r.locale,
      query: r.query,
      searches: r.searches,
      results: r.results,
    })),
    ...report.pagesWithNo.map((r) => ({ section: "pages-with-no", locale: r.locale, page: r.page, yes: r.yes, no: r.no })),
    ...report.comments.map((r) => ({
      section: "comment",
      day: r.day,
      locale: r.locale,
      page: r.page,
      yes: r.helpful ? 1 : 0,
      no: r.helpful ? 0 : 1,
      reason: r.reason,
      comment: r.comment,
    })),
    ...report.weeks.map((r) => ({
      section: "week",
      week: r.week,
      searches: r.searches,
      results: r.zeroResults,
      opened: r.opened,
      yes: r.yes,
      no: r.no,
    })),
  ];
  const lines = [CSV_COLUMNS.join(","), ...rows.map((row) => CSV_COLUMNS.map((column) => csvCell(row[column])).join(","))];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
