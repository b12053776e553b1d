/** The service when its database fails: searches and feedback still answer, failures are logged and counted. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createMetrics, type Metrics } from "../platform/index.server";
import { createInsights, type InsightsOptions, type InsightsService } from "./service.server";
import { openInsightsStore, type InsightsStore } from "./store.server";

const started: InsightsService[] = [];
afterEach(async () => {
  for (const s of started.splice(0)) await s.close();
});

const failures = async (metrics: Metrics) => (await metrics.text()).body.match(/^sms_docs_insights_write_failures_total (\d+)$/m)?.[1];

/** A service with its own metrics, started as server.ts starts it. */
async function startedInsights(options: Omit<InsightsOptions, "metrics">) {
  const metrics = createMetrics();
  const service = createInsights({ ...options, metrics });
  started.push(service);
  await service.start();
  return { service, metrics };
}

const outcome = {
  locale: "uk" as const,
  query: "баланс",
  context: "",
  results: 2,
  links: [{ path: "/client/balance", terms: ["баланс"] }],
};

describe("insights service", () => {
  it("records nothing until it is started: a test's or a script's services write no database", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sms-docs-insights-"));
    const metrics = createMetrics();
    const service = createInsights({ databaseUrl: null, dataDir: dir, reportPassword: null, metrics });
    started.push(service);
    service.recordSearch("reader", "page", outcome);
    await service.flush();
    expect(fs.readdirSync(dir)).toEqual([]);
    expect(await failures(metrics)).toBeUndefined();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("keeps answering while the database is down, counts the failures, and delivers the events once it is back", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sms-docs-insights-"));
    let up = false;
    let real: InsightsStore | undefined;
    const { service, metrics } = await startedInsights({
      databaseUrl: null,
      dataDir: dir,
      reportPassword: null,
      writer: { flushDelayMs: 1, retryDelayMs: 20 },
      openStore: async (target) => {
        if (!up) throw new Error("connect ECONNREFUSED");
        real ??= await openInsightsStore(target);
        return real;
      },
    });
    // Nothing here throws or waits for the database.
    service.recordSearch("reader", "page", outcome);
    service.recordFeedback({
      kind: "feedback",
      day: "2026-11-26",
      locale: "uk",
      page: "/client/balance",
      helpful: false,
      reason: null,
      comment: null,
    });
    await expect(service.report()).rejects.toThrow(/ECONNREFUSED/);
    await service.flush();
    expect(Number(await failures(metrics))).toBeGreaterThanOrEqual(2);

    up = true;
    await service.flush();
    expect(await (await service.store).counts()).toMatchObject({ feedback: 1, search_query: 1 });
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("records an opened result through a request's `_highlight` link, not through its prefetch", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sms-docs-insights-"));
    const { service } = await startedInsights({ databaseUrl: null, dataDir: dir, reportPassword: null });
    service.recordSearch("reader", "page", outcome);
    service.noteRequest("reader", "GET", "/client/balance.data?_highlight=%D0%B1%D0%B0%D0%BB%D0%B0%D0%BD%D1%81&_routes=x", {
      "sec-purpose": "prefetch",
    });
    await service.flush();
    expect((await (await service.store).counts()).search_open).toBe(0);
    service.noteRequest("reader", "GET", "/client/balance?_highlight=%D0%B1%D0%B0%D0%BB%D0%B0%D0%BD%D1%81", {});
    await service.flush();
    const report = await service.report();
    expect(report.unopened).toEqual([]);
    expect(report.weeks[0]?.opened).toBe(1);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
