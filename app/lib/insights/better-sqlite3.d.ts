/**
 * The part of better-sqlite3 this app uses, typed by what Kysely's SqliteDialect needs (its own types live in a
 * separate @types package that would add a dependency for three members).
 */
declare module "better-sqlite3" {
  import type { SqliteDatabase } from "kysely";

  interface Database extends SqliteDatabase {
    pragma(source: string): unknown;
  }
  const Database: new (filename: string) => Database;
  export default Database;
}
