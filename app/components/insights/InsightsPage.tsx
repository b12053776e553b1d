import type { ReactNode } from "react";
import { useTranslation } from "../../lib/i18n";
import { isFeedbackReason, type InsightsReport } from "../../lib/insights";
import type { InsightsPageData } from "../../lib/insights/index.server";

type Head = { label: string; num?: boolean; prose?: boolean };

function Table({ head, rows, empty }: { head: Head[]; rows: ReactNode[][]; empty: string }) {
  if (rows.length === 0) return <p className="insights__meta">{empty}</p>;
  return (
    <div className="insights__table-wrap">
      <table>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell.label} scope="col" className={cell.num ? "num" : undefined}>
                {cell.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              {row.map((cell, j) => (
                <td key={j} className={head[j]?.num ? "num" : head[j]?.prose ? "comment" : undefined}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Report({ report }: { report: InsightsReport }) {
  const { t } = useTranslation();
  const empty = t("insights.empty");
  const queryHead = [
    { label: t("insights.query") },
    { label: t("insights.locale") },
    { label: t("insights.searches"), num: true },
    { label: t("insights.results"), num: true },
    { label: t("insights.lastDay") },
  ];
  const queryRows = (rows: InsightsReport["zeroResults"]) => rows.map((r) => [r.query, r.locale, r.searches, r.results, r.lastDay]);
  const answer = (helpful: boolean) => (helpful ? t("insights.yes") : t("insights.no"));
  return (
    <>
      <section aria-labelledby="insights-zero">
        <h2 id="insights-zero">{t("insights.zeroResults")}</h2>
        <Table head={queryHead} rows={queryRows(report.zeroResults)} empty={empty} />
      </section>
      <section aria-labelledby="insights-unopened">
        <h2 id="insights-unopened">{t("insights.unopened")}</h2>
        <Table head={queryHead} rows={queryRows(report.unopened)} empty={empty} />
      </section>
      <section aria-labelledby="insights-pages">
        <h2 id="insights-pages">{t("insights.pagesWithNo")}</h2>
        <Table
          head={[{ label: t("insights.page") }, { label: t("insights.no"), num: true }, { label: t("insights.yes"), num: true }]}
          rows={report.pagesWithNo.map((r) => [
            <a key="page" href={r.page}>
              {r.page}
            </a>,
            r.no,
            r.yes,
          ])}
          empty={empty}
        />
      </section>
      <section aria-labelledby="insights-comments">
        <h2 id="insights-comments">{t("insights.comments")}</h2>
        <Table
          head={[
            { label: t("insights.day") },
            { label: t("insights.page") },
            { label: `${t("insights.yes")} / ${t("insights.no")}` },
            { label: t("insights.reason") },
            { label: t("insights.comment"), prose: true },
          ]}
          rows={report.comments.map((r) => [
            r.day,
            <a key="page" href={r.page}>
              {r.page}
            </a>,
            answer(r.helpful),
            r.reason && isFeedbackReason(r.reason) ? t(`feedback.reasons.${r.reason}`) : (r.reason ?? ""),
            r.comment,
          ])}
          empty={empty}
        />
      </section>
      <section aria-labelledby="insights-weeks">
        <h2 id="insights-weeks">{t("insights.weeks")}</h2>
        <Table
          head={[
            { label: t("insights.week") },
            { label: t("insights.searches"), num: true },
            { label: t("insights.zeroShare"), num: true },
            { label: t("insights.opened"), num: true },
            { label: t("insights.yes"), num: true },
            { label: t("insights.no"), num: true },
          ]}
          rows={report.weeks.map((w) => [w.week, w.searches, w.zeroResults, w.opened, w.yes, w.no])}
          empty={empty}
        />
      </section>
    </>
  );
}

/** The owner's report: what readers could not find, and which pages failed them. */
export function InsightsPage({ data }: { data: InsightsPageData }) {
  const { t } = useTranslation();
  return (
    <main id="main" className="insights" tabIndex={-1}>
      <h1>{t("insights.title")}</h1>
      <p>{t("insights.description")}</p>
      <p className="insights__meta">
        {t("insights.privacy", { days: data.retentionDays })} <a href="/insights.csv">{t("insights.csv")}</a>
      </p>
      {data.state === "ok" ? (
        <Report report={data.report} />
      ) : (
        <p role="alert">{data.state === "unavailable" ? t("insights.unavailable") : t("insights.locked")}</p>
      )}
    </main>
  );
}
