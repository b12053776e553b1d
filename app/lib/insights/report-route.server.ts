/** The loaders of `/insights` (HTML, both languages) and `/insights.csv`. */
import { data } from "@remix-run/node";
import type { Locale } from "../../../site.config";
import { localeFromPathname } from "../content";
import { log } from "../platform/index.server";
import { reportCsv } from "./csv";
import { REPORT_HEADERS, reportAccess } from "./report-auth.server";
import type { InsightsService } from "./service.server";
import type { InsightsReport } from "./types";

const CHALLENGE = { "WWW-Authenticate": 'Basic realm="SMS-Docs insights", charset="UTF-8"' };

export type InsightsPageData =
  | { state: "ok"; locale: Locale; report: InsightsReport; retentionDays: number }
  | { state: "locked" | "unavailable"; locale: Locale; retentionDays: number };

/** The 404 of a site without INSIGHTS_PASSWORD: the same as any unknown path. */
function notConfigured(): never {
  throw data(null, { status: 404, headers: REPORT_HEADERS });
}

async function readReport(insights: InsightsService): Promise<InsightsReport | null> {
  try {
    return await insights.report();
  } catch (error) {
    log("error", { msg: "insights report failed", error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

export async function loadInsightsReport(request: Request, insights: InsightsService | undefined) {
  const locale = localeFromPathname(new URL(request.url).pathname);
  const access = reportAccess(request.headers.get("Authorization"), insights?.reportPassword ?? null);
  if (!insights || access === "not-configured") notConfigured();
  const retentionDays = insights.retentionDays;
  if (access === "challenge") {
    return data<InsightsPageData>(
      { state: "locked", locale, retentionDays },
      { status: 401, headers: { ...REPORT_HEADERS, ...CHALLENGE } },
    );
  }
  const report = await readReport(insights);
  if (!report) return data<InsightsPageData>({ state: "unavailable", locale, retentionDays }, { status: 503, headers: REPORT_HEADERS });
  return data<InsightsPageData>({ state: "ok", locale, report, retentionDays }, { headers: REPORT_HEADERS });
}

export async function loadInsightsCsv(request: Request, insights: InsightsService | undefined): Promise<Response> {
  const access = reportAccess(request.headers.get("Authorization"), insights?.reportPassword ?? null);
  const text = (status: number, body: string, headers: Record<string, string> = {}) =>
    new Response(body, { status, headers: { ...REPORT_HEADERS, "Content-Type": "text/plain; charset=utf-8", ...headers } });
  if (!insights || access === "not-configured") return text(404, "404 Not Found\n");
  if (access === "challenge") return text(401, "401 Unauthorized: the insights report needs its user name and password\n", CHALLENGE);
  const report = await readReport(insights);
  if (!report) return text(503, "503 Service Unavailable: the insights database cannot be read now\n");
  return new Response(reportCsv(report), {
    headers: {
      ...REPORT_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="sms-docs-insights.csv"',
    },
  });
}
