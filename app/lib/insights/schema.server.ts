/**
 * The one schema of the insights store, for SQLite and PostgreSQL alike. Columns use only types both
 * understand the same way (text, integer); dates are ISO-day text so that comparing and grouping them
 * is the same SQL in both. The only difference is how an id counts up, chosen by `dialect`.
 */
import { type Generated, type Kysely, type Migration, type MigrationProvider, Migrator } from "kysely";

export type StoreDialect = "sqlite" | "postgres";

/** Kysely's view of the tables (the typed query layer reads and writes through this). */
export interface InsightsTables {
  feedback: {
    id: Generated<number>;
    day: string;
    week: string;
    locale: string;
    page: string;
    /** 1 for "yes", 0 for "no" (no boolean type means the same thing in both databases). */
    helpful: number;
    reason: string | null;
    comment: string | null;
  };
  search_query: {
    id: Generated<number>;
    day: string;
    week: string;
    locale: string;
    query: string;
    context: string;
    results: number;
    source: string;
  };
  search_open: {
    id: Generated<number>;
    day: string;
    week: string;
    locale: string;
    query: string | null;
    page: string;
  };
}

export const TABLES = ["feedback", "search_query", "search_open"] as const;

function idColumn(db: Kysely<unknown>, dialect: StoreDialect, table: string) {
  const create = db.schema.createTable(table);
  return dialect === "postgres"
    ? create.addColumn("id", "bigserial", (col) => col.primaryKey())
    : create.addColumn("id", "integer", (col) => col.primaryKey().autoIncrement());
}

/** Migrations in order; a new one is appended, never edited once released. */
function migrations(dialect: StoreDialect): Record<string, Migration> {
  return {
    "2026-11-26-001-insights": {
      async up(db) {
        await idColumn(db, dialect, "feedback")
          .addColumn("day", "text", (col) => col.notNull())
          .addColumn("week", "text", (col) => col.notNull())
          .addColumn("locale", "text", (col) => col.notNull())
          .addColumn("page", "text", (col) => col.notNull())
          .addColumn("helpful", "integer", (col) => col.notNull())
          .addColumn("reason", "text")
          .addColumn("comment", "text")
          .execute();
        await idColumn(db, dialect, "search_query")
          .addColumn("day", "text", (col) => col.notNull())
          .addColumn("week", "text", (col) => col.notNull())
          .addColumn("locale", "text", (col) => col.notNull())
          .addColumn("query", "text", (col) => col.notNull())
          .addColumn("context", "text", (col) => col.notNull())
          .addColumn("results", "integer", (col) => col.notNull())
          .addColumn("source", "text", (col) => col.notNull())
          .execute();
        await idColumn(db, dialect, "search_open")
          .addColumn("day", "text", (col) => col.notNull())
          .addColumn("week", "text", (col) => col.notNull())
          .addColumn("locale", "text", (col) => col.notNull())
          .addColumn("query", "text")
          .addColumn("page", "text", (col) => col.notNull())
          .execute();
        // What the report groups and the retention deletes by.
        await db.schema.createIndex("feedback_day").on("feedback").column("day").execute();
        await db.schema.createIndex("feedback_page").on("feedback").columns(["locale", "page"]).execute();
        await db.schema.createIndex("search_query_day").on("search_query").column("day").execute();
        await db.schema.createIndex("search_query_query").on("search_query").columns(["locale", "query"]).execute();
        await db.schema.createIndex("search_open_day").on("search_open").column("day").execute();
        await db.schema.createIndex("search_open_query").on("search_open").columns(["locale", "query"]).execute();
      },
      async down(db) {
        for (const table of TABLES) await db.schema.dropTable(table).ifExists().execute();
      },
    },
  };
}

class InCodeMigrations implements MigrationProvider {
  constructor(private readonly dialect: StoreDialect) {}
  getMigrations() {
    return Promise.resolve(migrations(this.dialect));
  }
}

/** Brings the store to the latest schema; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<InsightsTables>, dialect: StoreDialect): Promise<string[]> {
  // Several replicas may start at once: Kysely's migrator takes a lock (an advisory lock on PostgreSQL), so one
  // migrates and the others wait for it.
  const migrator = new Migrator({ db, provider: new InCodeMigrations(dialect) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
