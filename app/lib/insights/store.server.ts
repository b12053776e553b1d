/**
 * The insights store: SQLite in a file under DATA_DIR by default, PostgreSQL when DATABASE_URL names one.
 * Both are reached through the same Kysely query layer over the same schema (`schema.server.ts`), so every
 * query below is one piece of SQL for both; `store.test.ts` runs the same cases against each.
 */
import fs from "node:fs";
import path from "node:path";
import { type Insertable, Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import { weekOf } from "./days";
import { migrateToLatest, type InsightsTables, type StoreDialect } from "./schema.server";
import type { InsightEvent, InsightsReport } from "./types";

export interface StoreTarget {
  /** `postgres://…` for PostgreSQL; null for SQLite in `dataDir`. */
  databaseUrl: string | null;
  dataDir: string;
}

export const SQLITE_FILE = "insights.sqlite";

export interface InsightsStore {
  readonly dialect: StoreDialect;
  /** Writes a batch in one transaction: all of it or nothing. */
  insert(events: readonly InsightEvent[]): Promise<void>;
  report(limit?: number): Promise<InsightsReport>;
  /** Deletes what is older than `cutoffDay` (ISO day); returns the number of rows removed. */
  deleteBefore(cutoffDay: string): Promise<number>;
  /** Rows per table (tests and the load test count what arrived). */
  counts(): Promise<Record<"feedback" | "search_query" | "search_open", number>>;
  close(): Promise<void>;
}

async function createDialect(target: StoreTarget) {
  if (target.databaseUrl) {
    // Loaded only when PostgreSQL is configured; SQLite installs never load `pg`.
    const { default: pg } = await import("pg");
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 4, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000 });
    // An idle client's error (the server restarted) must not crash the process; the next query reports it.
    pool.on("error", () => undefined);
    return { dialect: "postgres" as const, kysely: new PostgresDialect({ pool }) };
  }
  fs.mkdirSync(target.dataDir, { recursive: true });
  const { default: Database } = await import("better-sqlite3");
  const database = new Database(path.join(target.dataDir, SQLITE_FILE));
  // WAL lets the report read while a batch is written; NORMAL sync is safe with WAL and much cheaper.
  database.pragma("journal_mode = WAL");
  database.pragma("synchronous = NORMAL");
  database.pragma("busy_timeout = 5000");
  return { dialect: "sqlite" as const, kysely: new SqliteDialect({ database }) };
}

const num = (value: unknown) => Number(value ?? 0);

/** Opens the store and applies pending migrations; throws when the database cannot be reached. */
export async function openInsightsStore(target: StoreTarget): Promise<InsightsStore> {
  const { dialect, kysely } = await createDialect(target);
  const db = new Kysely<InsightsTables>({ dialect: kysely });
  try {
    await migrateToLatest(db, dialect);
  } catch (error) {
    await db.destroy().catch(() => undefined);
    throw error;
  }

  async function insert(events: readonly InsightEvent[]) {
    const feedback: Insertable<InsightsTables["feedback"]>[] = [];
    const searches: Insertable<InsightsTables["search_query"]>[] = [];
    const opens: Insertable<InsightsTables["search_open"]>[] = [];
    for (const event of events) {
      const base = { day: event.day, week: weekOf(event.day), locale: event.locale };
      if (event.kind === "feedback")
        feedback.push({ ...base, page: event.page, helpful: event.helpful ? 1 : 0, reason: event.reason, comment: event.comment });
      else if (event.kind === "search")
        searches.push({ ...base, query: event.query, context: event.context, results: event.results, source: event.source });
      else opens.push({ ...base, query: event.query, page: event.page });
    }
    await db.transaction().execute(async (trx) => {
      if (feedback.length) await trx.insertInto("feedback").values(feedback).execute();
      if (searches.length) await trx.insertInto("search_query").values(searches).execute();
      if (opens.length) await trx.insertInto("search_open").values(opens).execute();
    });
  }

  async function report(limit = 50): Promise<InsightsReport> {
    const zero = await db
      .selectFrom("search_query")
      .select(["locale", "query"])
      .select((eb) => [eb.fn.countAll().as("searches"), eb.fn.max("day").as("lastDay"), eb.fn.max("results").as("results")])
      .where("results", "=", 0)
      .groupBy(["locale", "query"])
      .orderBy("searches", "desc")
      .orderBy("lastDay", "desc")
      .orderBy("query")
      .limit(limit)
      .execute();
    const unopened = await db
      .selectFrom("search_query as s")
      .select(["s.locale", "s.query"])
      .select((eb) => [eb.fn.countAll().as("searches"), eb.fn.max("s.day").as("lastDay"), eb.fn.max("s.results").as("results")])
      .where("s.results", ">", 0)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("search_open as o")
              .select(sql<number>`1`.as("one"))
              .whereRef("o.locale", "=", "s.locale")
              .whereRef("o.query", "=", "s.query"),
          ),
        ),
      )
      .groupBy(["s.locale", "s.query"])
      .orderBy("searches", "desc")
      .orderBy("lastDay", "desc")
      .orderBy("s.query")
      .limit(limit)
      .execute();
    const noCount = sql<number>`sum(case when helpful = 0 then 1 else 0 end)`;
    const pages = await db
      .selectFrom("feedback")
      .select(["locale", "page"])
      .select([noCount.as("no"), sql<number>`sum(helpful)`.as("yes")])
      .groupBy(["locale", "page"])
      .having(noCount, ">", 0)
      .orderBy("no", "desc")
      .orderBy("yes")
      .orderBy("page")
      .limit(limit)
      .execute();
    const comments = await db
      .selectFrom("feedback")
      .select(["day", "locale", "page", "helpful", "reason", "comment"])
      .where("comment", "is not", null)
      .orderBy("id", "desc")
      .limit(limit)
      .execute();
    const searchWeeks = await db
      .selectFrom("search_query")
      .select("week")
      .select((eb) => [eb.fn.countAll().as("searches"), sql<number>`sum(case when results = 0 then 1 else 0 end)`.as("zero")])
      .groupBy("week")
      .execute();
    const openWeeks = await db
      .selectFrom("search_open")
      .select("week")
      .select((eb) => eb.fn.countAll().as("opened"))
      .groupBy("week")
      .execute();
    const feedbackWeeks = await db
      .selectFrom("feedback")
      .select("week")
      .select([sql<number>`sum(helpful)`.as("yes"), noCount.as("no")])
      .groupBy("week")
      .execute();

    const weeks = new Map<string, InsightsReport["weeks"][number]>();
    const weekRow = (week: string) => {
      let row = weeks.get(week);
      if (!row) weeks.set(week, (row = { week, searches: 0, zeroResults: 0, opened: 0, yes: 0, no: 0 }));
      return row;
    };
    for (const w of searchWeeks) Object.assign(weekRow(w.week), { searches: num(w.searches), zeroResults: num(w.zero) });
    for (const w of openWeeks) weekRow(w.week).opened = num(w.opened);
    for (const w of feedbackWeeks) Object.assign(weekRow(w.week), { yes: num(w.yes), no: num(w.no) });

    const queryRow = (r: (typeof zero)[number]) => ({
      locale: r.locale,
      query: r.query,
      searches: num(r.searches),
      results: num(r.results),
      lastDay: String(r.lastDay),
    });
    return {
      zeroResults: zero.map(queryRow),
      unopened: unopened.map(queryRow),
      pagesWithNo: pages.map((r) => ({ locale: r.locale, page: r.page, no: num(r.no), yes: num(r.yes) })),
      comments: comments.map((r) => ({ ...r, helpful: r.helpful === 1, comment: r.comment ?? "" })),
      weeks: [...weeks.values()].sort((a, b) => b.week.localeCompare(a.week)).slice(0, 26),
    };
  }

  async function deleteBefore(cutoffDay: string) {
    let removed = 0;
    for (const table of ["feedback", "search_query", "search_open"] as const) {
      const result = await db.deleteFrom(table).where("day", "<", cutoffDay).executeTakeFirst();
      removed += Number(result.numDeletedRows);
    }
    return removed;
  }

  async function counts() {
    const count = async (table: "feedback" | "search_query" | "search_open") =>
      num(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return { feedback: await count("feedback"), search_query: await count("search_query"), search_open: await count("search_open") };
  }

  return { dialect, insert, report, deleteBefore, counts, close: () => db.destroy() };
}
