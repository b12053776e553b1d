/**
 * `npm run bench:mcp`: time per MCP tool call against the production build, through the SDK's own
 * client (Streamable HTTP, one JSON-RPC POST per call, as an assistant's client sends them).
 * Builds if needed, starts the server on MCP_BENCH_PORT (default 3410), then per tool: a warm-up
 * round, then every call of its list `ROUNDS` times, one at a time; prints p50 / p95 / max in ms and
 * writes bench-results/mcp-<time>.json. Last, a burst of 40 concurrent calls: how many were answered
 * and how many got the busy tool error. Timings are from the client: HTTP, JSON and the tool's work.
 */
import { execSync, spawn } from "node:child_process";
import fs from "node:fs";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { quantile } from "./lib/bench-load";
import { loadReaderSet } from "./lib/search-eval";

const PORT = Number(process.env.MCP_BENCH_PORT ?? 3410);
const BASE = `http://127.0.0.1:${PORT}`;
const ROUNDS = process.argv.includes("--quick") ? 1 : 3;

type Call = { name: string; arguments: Record<string, unknown> };

/** What an assistant asks: reader queries of both languages, pages of every kind, sections, operations of every family. */
function calls(): Record<string, Call[]> {
  const queries = (locale: "uk" | "ru") =>
    loadReaderSet(locale, "heldout")
      .queries.slice(0, 40)
      .map((c) => c.q);
  return {
    search_docs: [
      ...queries("uk").map((query) => ({ name: "search_docs", arguments: { query, locale: "uk" } })),
      ...queries("ru").map((query) => ({ name: "search_docs", arguments: { query, locale: "ru" } })),
    ],
    read_page: [
      "/client/balance",
      "/ru/client/bulk-sms",
      "/api/json/send_sms",
      "/ru/api/json/webhook",
      "/",
      "/api/xml/send_sms",
      "/client/no-such-page",
    ].map((path) => ({ name: "read_page", arguments: { path } })),
    list_pages: [{ locale: "uk" }, { locale: "ru" }, { locale: "uk", section: "/api/json/" }, { locale: "ru", section: "/client/" }].map(
      (args) => ({ name: "list_pages", arguments: args }),
    ),
    get_operation: [
      { operationId: "sendSms" },
      { operationId: "httpSendSms", locale: "ru" },
      { operationId: "webhookMessageStatus" },
      { method: "POST", path: "/xml/send_sms", locale: "ru" },
      { method: "POST", path: "/json/v1/messages/status" },
    ].map((args) => ({ name: "get_operation", arguments: args })),
  };
}

async function timed(client: Client, call: Call): Promise<{ ms: number; error: boolean }> {
  const started = performance.now();
  const result = (await client.callTool(call)) as CallToolResult;
  return { ms: performance.now() - started, error: result.isError === true };
}

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 1800; i++) {
    try {
      if ((await fetch(`${BASE}/readyz`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${BASE}/readyz: not ready within 180 s`);
}

async function main() {
  if (!fs.existsSync("build/server.js") || !fs.existsSync("build/search")) execSync("npm run build", { stdio: "inherit" });
  const server = spawn("node", ["build/server.js"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(PORT), HOST: "127.0.0.1", LOG_LEVEL: process.env.LOG_LEVEL ?? "error" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = () => server.kill("SIGTERM");
  process.once("exit", stop);
  try {
    await waitForServer();
    const client = new Client({ name: "sms-docs-bench", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${BASE}/mcp`)));
    const started = performance.now();
    await client.listTools();
    const listToolsMs = performance.now() - started;
    const report: Record<string, { calls: number; errors: number; firstMs: number; p50: number; p95: number; max: number }> = {};
    for (const [tool, list] of Object.entries(calls())) {
      const first = await timed(client, list[0] as Call);
      for (const call of list) await timed(client, call); // warm-up: Markdown made, contract read
      const times: number[] = [];
      let errors = 0;
      for (let round = 0; round < ROUNDS; round++) {
        for (const call of list) {
          const result = await timed(client, call);
          times.push(result.ms);
          if (result.error) errors++;
        }
      }
      times.sort((a, b) => a - b);
      const at = (q: number) => +quantile(times, q).toFixed(1);
      report[tool] = { calls: times.length, errors, firstMs: +first.ms.toFixed(1), p50: at(0.5), p95: at(0.95), max: at(1) };
    }
    // The same machine's baseline in the same run (these machines are shared): an MCP ping (the protocol's own cost
    // per call) and the /search page over HTTP for the same Ukrainian queries.
    const baseline = async (run: () => Promise<unknown>, count: number) => {
      const times: number[] = [];
      for (let i = 0; i < count; i++) {
        const t = performance.now();
        await run();
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      return { p50: +quantile(times, 0.5).toFixed(1), p95: +quantile(times, 0.95).toFixed(1) };
    };
    const ping = await baseline(() => client.ping(), 40);
    const searchQueries = (calls().search_docs ?? []).slice(0, 40).map((call) => String(call.arguments.query));
    let next = 0;
    const searchPage = await baseline(
      () => fetch(`${BASE}/search?q=${encodeURIComponent(searchQueries[next++ % searchQueries.length] ?? "")}`).then((r) => r.text()),
      searchQueries.length,
    );
    const burstStarted = performance.now();
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        client.callTool({ name: "search_docs", arguments: { query: `sms ${i}`, locale: i % 2 ? "ru" : "uk" } }),
      ),
    );
    const burstMs = performance.now() - burstStarted;
    const busy = burst.filter((r) => (r as CallToolResult).isError).length;
    await client.close();

    console.log(`\nMCP tools, time per call (ms, client side, one call at a time; ${ROUNDS} rounds after a warm-up)\n`);
    console.log("| tool | calls | p50 | p95 | max | first call (cold) | tool errors (expected) |");
    console.log("|---|---|---|---|---|---|---|");
    for (const [tool, r] of Object.entries(report))
      console.log(`| ${tool} | ${r.calls} | ${r.p50} | ${r.p95} | ${r.max} | ${r.firstMs} | ${r.errors} |`);
    console.log(
      `\nSame run, for comparison: MCP ping p50 ${ping.p50} / p95 ${ping.p95} ms; /search page over HTTP, same queries, p50 ${searchPage.p50} / p95 ${searchPage.p95} ms.\ntools/list: ${listToolsMs.toFixed(1)} ms. Burst of 40 concurrent search_docs calls: ${40 - busy} answered, ${busy} busy, ${burstMs.toFixed(0)} ms in all.`,
    );
    fs.mkdirSync("bench-results", { recursive: true });
    const file = `bench-results/mcp-${new Date().toISOString().replace(/[:.]/g, "-")}.json`;
    fs.writeFileSync(
      file,
      `${JSON.stringify({ rounds: ROUNDS, listToolsMs, tools: report, ping, searchPage, burst: { calls: 40, busy, ms: burstMs } }, null, 2)}\n`,
    );
    console.log(`Written to ${file}`);
  } finally {
    stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
