/**
 * The store against both databases it supports: the same events give the same report from SQLite and from a real
 * PostgreSQL (a throwaway cluster started here; if it cannot start, these tests fail, they are not skipped).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestPostgres, type TestPostgres } from "../../../tests/support/postgres";
import { openInsightsStore, SQLITE_FILE, type InsightsStore, type StoreTarget } from "./store.server";
import type { InsightEvent } from "./types";

let postgres: TestPostgres | undefined;
const sqliteDirs: string[] = [];

beforeAll(() => {
  postgres = startTestPostgres();
}, 120_000);

afterAll(() => {
  postgres?.stop();
  for (const dir of sqliteDirs) fs.rmSync(dir, { recursive: true, force: true });
});

const targets: Record<"sqlite" | "postgres", () => StoreTarget> = {
  sqlite: () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sms-docs-insights-"));
    sqliteDirs.push(dir);
    return { databaseUrl: null, dataDir: path.join(dir, "data") };
  },
  postgres: () => {
    if (!postgres) throw new Error("the PostgreSQL test cluster did not start");
    return { databaseUrl: postgres.url, dataDir: "unused" };
  },
};

/** A fresh, empty store of each kind (PostgreSQL: the schema is dropped first). */
async function freshStore(kind: "sqlite" | "postgres"): Promise<InsightsStore> {
  const store = await openInsightsStore(targets[kind]());
  if (kind === "postgres") {
    await store.deleteBefore("9999-12-31");
  }
  return store;
}

const search = (day: string, locale: "uk" | "ru", query: string, results: number): InsightEvent => ({
  kind: "search",
  day,
  locale,
  query,
  context: "",
  results,
  source: "page",
});

const events: InsightEvent[] = [
  search("2026-11-23", "uk", "вайбер статус", 0),
  search("2026-11-24", "uk", "вайбер статус", 0),
  search("2026-11-25", "ru", "статус доставки", 0),
  search("2026-11-25", "uk", "баланс", 4),
  search("2026-11-25", "uk", "токен", 2),
  { kind: "open", day: "2026-11-25", locale: "uk", query: "баланс", page: "/client/balance" },
  { kind: "open", day: "2026-11-25", locale: "uk", query: null, page: "/client/tokens" },
  {
    kind: "feedback",
    day: "2026-11-16",
    locale: "uk",
    page: "/client/balance",
    helpful: false,
    reason: "outdated",
    comment: "Ціни старі,\nоновіть",
  },
  { kind: "feedback", day: "2026-11-24", locale: "uk", page: "/client/balance", helpful: false, reason: null, comment: null },
  { kind: "feedback", day: "2026-11-25", locale: "uk", page: "/client/balance", helpful: true, reason: null, comment: "Дякую" },
  {
    kind: "feedback",
    day: "2026-11-25",
    locale: "ru",
    page: "/ru/api/http/send",
    helpful: false,
    reason: "code",
    comment: 'Пример "curl" не работает',
  },
];

describe.each(["sqlite", "postgres"] as const)("insights store on %s", (kind) => {
  it("creates its schema on open and opens an existing store again without migrating twice", async () => {
    const target = targets[kind]();
    const first = await openInsightsStore(target);
    await first.insert(events.slice(0, 1));
    await first.close();
    const again = await openInsightsStore(target);
    expect(again.dialect).toBe(kind);
    expect((await again.counts()).search_query).toBeGreaterThanOrEqual(1);
    await again.close();
    if (kind === "sqlite") expect(fs.existsSync(path.join(target.dataDir, SQLITE_FILE))).toBe(true);
  });

  it("reports zero-result queries first by count, unopened queries, pages with most No, comments and weeks", async () => {
    const store = await freshStore(kind);
    await store.insert(events);
    const report = await store.report();
    await store.close();

    expect(report.zeroResults).toEqual([
      { locale: "uk", query: "вайбер статус", searches: 2, results: 0, lastDay: "2026-11-24" },
      { locale: "ru", query: "статус доставки", searches: 1, results: 0, lastDay: "2026-11-25" },
    ]);
    // "баланс" had a result opened; "токен" had results nobody opened.
    expect(report.unopened).toEqual([{ locale: "uk", query: "токен", searches: 1, results: 2, lastDay: "2026-11-25" }]);
    expect(report.pagesWithNo).toEqual([
      { locale: "uk", page: "/client/balance", no: 2, yes: 1 },
      { locale: "ru", page: "/ru/api/http/send", no: 1, yes: 0 },
    ]);
    expect(report.comments.map((c) => c.comment)).toEqual(['Пример "curl" не работает', "Дякую", "Ціни старі,\nоновіть"]);
    expect(report.comments[0]).toMatchObject({ day: "2026-11-25", helpful: false, reason: "code", page: "/ru/api/http/send" });
    expect(report.weeks).toEqual([
      { week: "2026-11-23", searches: 5, zeroResults: 3, opened: 2, yes: 1, no: 2 },
      { week: "2026-11-16", searches: 0, zeroResults: 0, opened: 0, yes: 0, no: 1 },
    ]);
  });

  it("writes a batch whole or not at all", async () => {
    const store = await freshStore(kind);
    const bad = { ...events[0], locale: null } as unknown as InsightEvent;
    await expect(store.insert([events[1] as InsightEvent, bad])).rejects.toThrow();
    expect(await store.counts()).toEqual({ feedback: 0, search_query: 0, search_open: 0 });
    await store.close();
  });

  it("deletes what is older than the retention cut-off", async () => {
    const store = await freshStore(kind);
    await store.insert(events);
    expect(await store.deleteBefore("2026-11-24")).toBe(2);
    expect(await store.counts()).toEqual({ feedback: 3, search_query: 4, search_open: 2 });
    await store.close();
  });
});

describe("SQLite and PostgreSQL", () => {
  it("give the same report for the same events", async () => {
    const reports = [];
    for (const kind of ["sqlite", "postgres"] as const) {
      const store = await freshStore(kind);
      await store.insert(events);
      reports.push(await store.report());
      await store.close();
    }
    expect(reports[1]).toEqual(reports[0]);
  });
});
