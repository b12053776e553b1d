import { describe, expect, it } from "vitest";
import { csvCell, reportCsv } from "./csv";
import { reportAccess } from "./report-auth.server";

describe("insights CSV", () => {
  it("quotes what needs quoting and defuses formulas a reader typed", () => {
    expect(csvCell('Пример "curl", шаг 2')).toBe('"Пример ""curl"", шаг 2"');
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("рядок\nдругий")).toBe('"рядок\nдругий"');
    expect(csvCell(null)).toBe("");
  });

  it("puts every section in one table under one header, with a BOM for spreadsheets", () => {
    const csv = reportCsv({
      zeroResults: [{ locale: "uk", query: "вайбер", searches: 2, results: 0, lastDay: "2026-11-25" }],
      unopened: [],
      pagesWithNo: [{ locale: "uk", page: "/client/balance", no: 2, yes: 1 }],
      comments: [{ day: "2026-11-25", locale: "uk", page: "/client/balance", helpful: false, reason: "code", comment: "-1 не працює" }],
      weeks: [{ week: "2026-11-23", searches: 5, zeroResults: 2, opened: 1, yes: 1, no: 2 }],
    });
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe("section,week,day,locale,query,page,searches,results,opened,yes,no,reason,comment");
    expect(lines.slice(1)).toEqual([
      "zero-results,,2026-11-25,uk,вайбер,,2,0,,,,,",
      "pages-with-no,,,uk,,/client/balance,,,,1,2,,",
      "comment,,2026-11-25,uk,,/client/balance,,,,0,1,code,'-1 не працює",
      "week,2026-11-23,,,,,5,2,1,1,2,,",
    ]);
  });
});

describe("report access", () => {
  const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;
  it("is 404 without a password, a challenge for wrong or missing credentials, granted for insights:<password>", () => {
    expect(reportAccess(basic("insights", "x"), null)).toBe("not-configured");
    expect(reportAccess(null, "s3cret")).toBe("challenge");
    expect(reportAccess(basic("admin", "s3cret"), "s3cret")).toBe("challenge");
    expect(reportAccess(basic("insights", "s3cret!"), "s3cret")).toBe("challenge");
    expect(reportAccess("Bearer s3cret", "s3cret")).toBe("challenge");
    expect(reportAccess(basic("insights", "пароль:з двокрапкою"), "пароль:з двокрапкою")).toBe("granted");
  });
});
