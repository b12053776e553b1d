import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, readServerConfig } from "./config.server";

describe("readServerConfig", () => {
  it("has sensible defaults", () => {
    expect(readServerConfig({})).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      hsts: false,
      logLevel: "info",
      tagManagerId: null,
      contentDir: path.resolve("content"),
      contractDir: path.resolve("contract"),
      editUrl: null,
    });
  });

  it("keeps insights in SQLite under data/ without a report password unless told otherwise; refuses a non-postgres DATABASE_URL without echoing it", () => {
    expect(readServerConfig({})).toMatchObject({ dataDir: path.resolve("data"), databaseUrl: null, insightsPassword: null });
    expect(readServerConfig({ DATA_DIR: "/var/lib/sms", DATABASE_URL: "postgres://u:p@db/x", INSIGHTS_PASSWORD: " s3 " })).toMatchObject({
      dataDir: "/var/lib/sms",
      databaseUrl: "postgres://u:p@db/x",
      insightsPassword: " s3 ",
    });
    expect(() => readServerConfig({ DATABASE_URL: "mysql://u:secret@db/x" })).toThrow(
      /^(?![\s\S]*secret)[\s\S]*DATABASE_URL must be a postgres/,
    );
  });

  it("reads the edit link's base, ending it in a slash, and rejects what is not a plain http(s) URL", () => {
    expect(readServerConfig({ EDIT_URL: "https://git.example/docs/edit/main/content" }).editUrl).toBe(
      "https://git.example/docs/edit/main/content/",
    );
    expect(() => readServerConfig({ EDIT_URL: "javascript:alert(1)" })).toThrow(/EDIT_URL/);
    expect(() => readServerConfig({ EDIT_URL: "https://git.example/edit?file=" })).toThrow(/EDIT_URL/);
  });

  it("reads and normalises valid values", () => {
    const config = readServerConfig({
      PORT: "8080",
      BASE_URL: "https://docs.example.com/",
      GTM_CONTAINER_ID: "GTM-AB12CD3",
      HSTS: "1",
      LOG_LEVEL: "warn",
    });
    expect(config).toMatchObject({
      port: 8080,
      baseUrl: "https://docs.example.com",
      tagManagerId: "GTM-AB12CD3",
      hsts: true,
      logLevel: "warn",
    });
  });

  it("rejects invalid values, naming every variable at fault", () => {
    try {
      readServerConfig({ PORT: "80a", BASE_URL: "ftp://x", GTM_CONTAINER_ID: "<script>", HSTS: "maybe", LOG_LEVEL: "loud", HOST: "a b" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const { problems } = error as ConfigError;
      expect(problems.map((p) => p.split(" ")[0])).toEqual(["PORT", "HOST", "BASE_URL", "GTM_CONTAINER_ID", "HSTS", "LOG_LEVEL"]);
    }
  });

  it("rejects ports out of range", () => {
    expect(() => readServerConfig({ PORT: "0" })).toThrow(/PORT/);
    expect(() => readServerConfig({ PORT: "70000" })).toThrow(/PORT/);
  });
});
