/**
 * The server's settings: the only module that reads `process.env`, and only when asked (`serverConfigFromEnv`,
 * called once by server.ts and by the scripts at their start), never when imported. Invalid values throw one
 * ConfigError naming every bad variable; the caller decides what to do (server.ts prints it and exits 1).
 * Everything else receives the typed ServerConfig as an argument (the services, the load context).
 */
import path from "node:path";
import { siteConfig } from "../../../site.config";

export interface ServerConfig {
  port: number;
  host: string;
  baseUrl: string;
  tagManagerId: string | null;
  hsts: boolean;
  logLevel: "silent" | "error" | "warn" | "info";
  /** Absolute path of the content folder (CONTENT_DIR, default `content`). */
  contentDir: string;
  /** Absolute path of the API contract folder: OpenAPI document and XSD (CONTRACT_DIR, default `contract`). */
  contractDir: string;
  production: boolean;
  /** Where `npm run build` writes the search indexes and the server reads them (SEARCH_INDEX_DIR). */
  searchIndexDir: string;
  /** Last-change dates of the content files, written by `npm run build` (see content/content-dates.server.ts). */
  contentDatesFile: string;
  /** Pages and their Markdown compiled by `npm run build`, keyed by what they were made from (PAGE_STORE_DIR). */
  pageStoreDir: string;
  /** Worker scripts of the production build; absent files mean "work in-process". */
  compileWorkerFile: string;
  searchWorkerFile: string;
  /** A page compile running longer than this is stopped and its worker replaced (COMPILE_TIMEOUT_MS). */
  compileTimeoutMs: number;
  /** Absolute path of the folder for the SQLite insights store (DATA_DIR, default `data`); created on start. */
  dataDir: string;
  /** `postgres://…` (DATABASE_URL): insights in PostgreSQL instead of SQLite; null when unset. */
  databaseUrl: string | null;
  /** Password of the owner's report at /insights (INSIGHTS_PASSWORD); null: the report answers 404. */
  insightsPassword: string | null;
  /**
   * "Suggest a change" links (EDIT_URL): the content folder in a repository's web editor, e.g.
   * `https://github.com/org/sms-docs/edit/main/content/`; a page's link adds `uk/client/balance.mdx`.
   * Null: no link.
   */
  editUrl: string | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join("\n  ")}`);
    this.name = "ConfigError";
  }
}

const LOG_LEVELS = ["silent", "error", "warn", "info"] as const;

export function readServerConfig(env: Record<string, string | undefined>): ServerConfig {
  const problems: string[] = [];
  const value = (name: string) => {
    const raw = env[name]?.trim();
    return raw === "" ? undefined : raw;
  };

  const portRaw = value("PORT") ?? "3000";
  const port = Number(portRaw);
  if (!/^\d+$/.test(portRaw) || port < 1 || port > 65535) problems.push(`PORT must be a whole number from 1 to 65535, got "${portRaw}"`);

  const host = value("HOST") ?? "0.0.0.0";
  if (!/^[A-Za-z0-9.:[\]-]+$/.test(host)) problems.push(`HOST must be a host name or IP address, got "${host}"`);

  const baseRaw = value("BASE_URL") ?? siteConfig.url;
  let baseUrl = baseRaw;
  try {
    const url = new URL(baseRaw);
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("protocol");
    if (url.search || url.hash) throw new Error("query");
    baseUrl = `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
  } catch {
    problems.push(`BASE_URL must be an absolute http(s) URL without query or fragment, got "${baseRaw}"`);
  }

  const gtm = value("GTM_CONTAINER_ID") ?? (siteConfig.tagManagerContainerId || undefined);
  if (gtm !== undefined && !/^GTM-[A-Z0-9]{4,12}$/.test(gtm)) problems.push(`GTM_CONTAINER_ID must look like GTM-XXXXXXX, got "${gtm}"`);

  const hstsRaw = (value("HSTS") ?? "0").toLowerCase();
  if (!["0", "1", "true", "false"].includes(hstsRaw)) problems.push(`HSTS must be 1/true or 0/false, got "${hstsRaw}"`);

  const logLevel = value("LOG_LEVEL") ?? "info";
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel))
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}, got "${logLevel}"`);

  const timeoutRaw = value("COMPILE_TIMEOUT_MS") ?? "10000";
  const compileTimeoutMs = Number(timeoutRaw);
  if (!/^\d+$/.test(timeoutRaw) || compileTimeoutMs < 500 || compileTimeoutMs > 120_000)
    problems.push(`COMPILE_TIMEOUT_MS must be a whole number of milliseconds from 500 to 120000, got "${timeoutRaw}"`);
  const databaseUrl = value("DATABASE_URL") ?? null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\/\S+$/.test(databaseUrl))
    // The value may hold a password: the message names the variable only.
    problems.push("DATABASE_URL must be a postgres:// or postgresql:// URL (leave it unset for SQLite in DATA_DIR)");
  const editRaw = value("EDIT_URL");
  let editUrl: string | null = null;
  if (editRaw !== undefined) {
    try {
      const url = new URL(editRaw);
      if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("protocol");
      if (url.search || url.hash) throw new Error("query");
      editUrl = url.href.endsWith("/") ? url.href : `${url.href}/`;
    } catch {
      problems.push(`EDIT_URL must be an absolute http(s) URL of the content folder without query or fragment, got "${editRaw}"`);
    }
  }

  if (problems.length) throw new ConfigError(problems);
  return {
    port,
    host,
    baseUrl,
    tagManagerId: gtm ?? null,
    hsts: hstsRaw === "1" || hstsRaw === "true",
    logLevel: logLevel as ServerConfig["logLevel"],
    contentDir: path.resolve(value("CONTENT_DIR") ?? "content"),
    contractDir: path.resolve(value("CONTRACT_DIR") ?? "contract"),
    production: env.NODE_ENV === "production",
    searchIndexDir: path.resolve(value("SEARCH_INDEX_DIR") ?? "build/search"),
    contentDatesFile: path.resolve("build/content-dates.json"),
    pageStoreDir: path.resolve(value("PAGE_STORE_DIR") ?? "build/pages"),
    compileWorkerFile: path.resolve(value("COMPILE_WORKER") ?? "build/compile-worker.js"),
    searchWorkerFile: path.resolve(value("SEARCH_WORKER") ?? "build/search-worker.js"),
    compileTimeoutMs,
    dataDir: path.resolve(value("DATA_DIR") ?? "data"),
    databaseUrl,
    // Not trimmed: a password may begin or end with a space.
    insightsPassword: env.INSIGHTS_PASSWORD ? env.INSIGHTS_PASSWORD : null,
    editUrl,
  };
}

/** The settings of this process's environment (throws ConfigError). */
export function serverConfigFromEnv(): ServerConfig {
  return readServerConfig(process.env);
}

/** Content-Security-Policy switches that follow from the settings. */
export const cspOptionsOf = (config: Pick<ServerConfig, "tagManagerId" | "hsts">) => ({
  tagManager: config.tagManagerId !== null,
  https: config.hsts,
});
