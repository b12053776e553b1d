/**
 * The MCP server at /mcp against the production build, through the SDK's own client and its Streamable
 * HTTP transport (no browser): tools, both languages, the same ranking as /search, pages as their .md,
 * bad input as tool errors, and a burst that is either answered or told "busy", with the server still up.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { expect, test, type APIRequestContext } from "@playwright/test";

const site = "https://docs.sms.example";
let client: Client;

test.beforeEach(async ({ baseURL }) => {
  client = new Client({ name: "sms-docs-e2e", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${baseURL}/mcp`)));
});

test.afterEach(async () => {
  await client.close();
});

async function call(name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

const textOf = (result: CallToolResult) => result.content.map((part) => (part.type === "text" ? part.text : "")).join("");

/** The result paths of /search for a query, in their order (links carry `_highlight`, dropped here). */
async function searchPagePaths(request: APIRequestContext, prefix: string, query: string): Promise<string[]> {
  const html = await (await request.get(`${prefix}/search?q=${encodeURIComponent(query)}`)).text();
  return [...html.matchAll(/<h2 class="search-result__title"><a[^>]* href="([^"?#]+)/g)].map((m) => m[1] ?? "");
}

test("lists the four tools, described in English, read-only", async () => {
  const { tools } = await client.listTools();
  expect(tools.map((tool) => tool.name).sort()).toEqual(["get_operation", "list_pages", "read_page", "search_docs"]);
  for (const tool of tools) {
    expect(tool.description?.length, tool.name).toBeGreaterThan(100);
    // English for the assistant: the descriptions hold no Cyrillic (examples of queries live in the argument's own description).
    expect(tool.description, tool.name).not.toMatch(/[\u0400-\u04FF]/);
    expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);
  }
  const search = tools.find((tool) => tool.name === "search_docs");
  expect(search?.inputSchema.required).toEqual(["query"]);
  expect(Object.keys(search?.inputSchema.properties ?? {})).toEqual(["query", "locale", "section", "limit"]);
});

for (const [locale, prefix, query] of [
  ["uk", "", "як перевірити баланс"],
  ["ru", "/ru", "webhook подпись"],
  ["uk", "", "відправити смс через api"],
  ["ru", "/ru", "черный список"],
] as const) {
  test(`search_docs in ${locale} ranks like /search: «${query}»`, async ({ request }) => {
    const result = await call("search_docs", { query, locale, limit: 10 });
    expect(result.isError).toBeFalsy();
    const value = result.structuredContent as {
      locale: string;
      total: number;
      results: { url: string; title: string; breadcrumbs: string[]; excerpt: string }[];
    };
    expect(value.locale).toBe(locale);
    const paths = value.results.map((hit) => new URL(hit.url).pathname);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths).toEqual((await searchPagePaths(request, prefix, query)).slice(0, paths.length));
    for (const hit of value.results) {
      expect(hit.url.startsWith(`${site}${prefix}/`)).toBe(true);
      expect(hit.breadcrumbs.length).toBeGreaterThan(0);
    }
    // Results in the page's language.
    expect(value.results[0]?.title).toMatch(/[\u0400-\u04FF]/);
    expect(JSON.parse(textOf(result))).toEqual(value);
  });
}

test("search_docs limits to a section and refuses a malformed one", async () => {
  const api = await call("search_docs", { query: "статус", locale: "uk", section: "/api/json/", limit: 5 });
  const urls = (api.structuredContent as { results: { url: string }[] }).results.map((hit) => hit.url);
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) expect(url).toMatch(/^https:\/\/docs\.sms\.example\/api\/json\//);
  const bad = await call("search_docs", { query: "статус", section: "../../etc" });
  expect(bad.isError).toBe(true);
  expect(textOf(bad)).toContain("is not a section path");
});

test("read_page returns the same Markdown as the page's .md, by path, by URL and by .md path", async ({ request }) => {
  // The first Markdown of a page starts the compile worker: seconds on a busy shared machine.
  test.slow();
  const markdown = await (await request.get("/client/balance.md")).text();
  for (const path of ["/client/balance", `${site}/client/balance?_highlight=x#top`, "/client/balance.md", "client/balance/"]) {
    const result = await call("read_page", { path });
    expect(result.isError, path).toBeFalsy();
    expect(textOf(result), path).toBe(markdown);
    expect(result.structuredContent).toEqual({ url: `${site}/client/balance`, markdownUrl: `${site}/client/balance.md`, locale: "uk" });
  }
  const ru = await call("read_page", { path: `${site}/ru/interface/` });
  expect(textOf(ru)).toBe(await (await request.get("/ru/interface/index.md")).text());
  expect(textOf(ru)).toMatch(/^# .*[\u0400-\u04FF]/);
});

test("read_page: a missing page and hostile paths are tool errors, and the server stays up", async ({ request }) => {
  const missing = await call("read_page", { path: "/client/no-such-page" });
  expect(missing.isError).toBe(true);
  expect(textOf(missing)).toBe("No page at /client/no-such-page. Find pages with search_docs or list_pages.");
  for (const [path, reason] of [
    ["/../../etc/passwd", "leaves the site"],
    ["/client/%2e%2e/%2e%2e/etc/passwd", "leaves the site"],
    ["https://evil.example/client/balance", "Only pages of this site"],
    ["file:///etc/passwd", "Only pages of this site"],
    ["/etc/passwd", "No page at /etc/passwd"],
    ["/client\\..\\..\\x", "characters that no page path has"],
  ]) {
    const result = await call("read_page", { path });
    expect(result.isError, path).toBe(true);
    expect(textOf(result), path).toContain(reason);
    expect(textOf(result), path).not.toMatch(/root:|at \w+ \(/);
  }
  expect((await request.get("/healthz")).status()).toBe(200);
});

test("oversized and malformed arguments and unknown tools are tool errors", async () => {
  const long = await call("search_docs", { query: "баланс ".repeat(1000) });
  expect(long.isError).toBe(true);
  expect(textOf(long)).toMatch(/Input validation error.*query/s);
  const wrongType = await call("search_docs", { query: "баланс", limit: 1000 });
  expect(wrongType.isError).toBe(true);
  const wrongLocale = await call("list_pages", { locale: "en" });
  expect(wrongLocale.isError).toBe(true);
  const tooMany = await call("read_page", {
    path: "/client/balance",
    ...Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`x${i}`, i])),
  });
  expect(tooMany.isError).toBe(true);
  const unknown = await call("delete_everything", {});
  expect(unknown.isError).toBe(true);
  expect(textOf(unknown)).toContain("Tool delete_everything not found");
  const nothing = await call("get_operation", {});
  expect(textOf(nothing)).toBe("Give operationId, or method and path.");
});

test("list_pages lists a section's pages with titles and descriptions, in the asked language", async () => {
  const result = await call("list_pages", { locale: "ru", section: "/api/xml/" });
  expect(result.isError).toBeFalsy();
  const value = result.structuredContent as { groups: { heading: string; pages: { title: string; url: string; description: string }[] }[] };
  const pages = value.groups.flatMap((group) => group.pages);
  expect(pages.length).toBeGreaterThan(5);
  for (const page of pages) {
    expect(page.url).toMatch(/^https:\/\/docs\.sms\.example\/ru\/api\/xml\//);
    expect(page.title).toMatch(/[\u0400-\u04FF]|XML|API/);
    expect(page.description.length).toBeGreaterThan(10);
  }
  const unknown = await call("list_pages", { section: "/nowhere/" });
  expect(unknown.isError).toBe(true);
});

test("get_operation reads the contract by id and by method and path, with the docs page's example", async ({ request }) => {
  // The first call reads the contract and every API page of the locale.
  test.slow();
  const byId = await call("get_operation", { operationId: "sendSms", locale: "ru" });
  expect(byId.isError).toBeFalsy();
  const op = byId.structuredContent as {
    method: string;
    path: string;
    requestFields: { name: string; required: boolean }[];
    responses: { status: string }[];
    docs: { url: string; markdown: string };
    example: { request: { language: string; code: string }[]; response: { language: string; code: string } };
  };
  expect(op).toMatchObject({ method: "POST", path: "/json/v1/sms/send" });
  expect(op.requestFields.filter((f) => f.required).map((f) => f.name)).toEqual(["sender", "text", "recipients"]);
  expect(op.responses.map((r) => r.status)).toContain("422");
  expect(op.docs.url.startsWith(`${site}/ru/api/json/`)).toBe(true);
  expect((await request.get(new URL(op.docs.url).pathname)).status()).toBe(200);
  // The page's samples, one per language tab, and its answer (checked against the contract by check:content).
  expect(op.example.request.map((sample) => sample.language)).toEqual(expect.arrayContaining(["java", "python", "json"]));
  const body = op.example.request.find((sample) => sample.language === "json");
  expect(JSON.parse(body?.code ?? "")).toHaveProperty("recipients");
  expect(op.example.request.find((sample) => sample.language === "java")?.code).toContain("https://api.sms.example/json/v1/sms/send");
  expect(op.example.response.language).toBe("json");
  expect(JSON.parse(op.example.response.code)).toMatchObject({ success: true });

  const xml = await call("get_operation", { method: "post", path: "https://api.sms.example/xml/send_sms" });
  const xmlOp = xml.structuredContent as {
    operationId: string;
    family: string;
    xsd: { name: string }[];
    example: { response: { code: string } };
  };
  expect(xmlOp).toMatchObject({ operationId: "xmlSendSms", family: "xml" });
  expect(xmlOp.xsd.map((d) => d.name)).toEqual(expect.arrayContaining(["SendSmsRequest", "SendSmsResponse", "ErrorResponse"]));
  expect(xmlOp.example.response.code).toMatch(/<response[\s\S]*<\/response>/);

  const unknown = await call("get_operation", { method: "POST", path: "/json/v1/nothing" });
  expect(unknown.isError).toBe(true);
  expect(textOf(unknown)).toContain("No operation at POST /json/v1/nothing");
});

test("a burst of 40 concurrent calls: each gets results or the busy tool error, and the server stays up", async ({ request }) => {
  const queries = ["баланс", "вайбер", "розсилка", "шаблон", "статус", "api", "hlr", "тарифи"];
  const results = await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      i % 4 === 3
        ? call("read_page", { path: "/client/balance" })
        : call("search_docs", { query: `${queries[i % queries.length]} ${i}`, locale: i % 2 ? "ru" : "uk" }),
    ),
  );
  for (const result of results) {
    if (result.isError) expect(textOf(result)).toMatch(/^(Пошук зараз перевантажений|Поиск сейчас перегружен).*\(busy: retry in 2 s\)$/);
    else expect(result.content.length).toBeGreaterThan(0);
  }
  expect(results.filter((result) => !result.isError).length).toBeGreaterThan(0);
  expect((await request.get("/healthz")).status()).toBe(200);
  const after = await call("search_docs", { query: "баланс" });
  expect(after.isError).toBeFalsy();
});

test.describe("the HTTP side of /mcp", () => {
  const initialize = {
    jsonrpc: "2.0",
    id: 1,
    method: "initialize",
    params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "curl", version: "1" } },
  };
  const headers = { "Content-Type": "application/json", Accept: "application/json, text/event-stream" };

  test("GET and DELETE answer 405 with a JSON-RPC error, every time (never a cached page)", async ({ request }) => {
    for (const method of ["GET", "GET", "DELETE"]) {
      const response = await request.fetch("/mcp", { method });
      expect(response.status()).toBe(405);
      expect(response.headers()["allow"]).toBe("POST");
      expect(response.headers()["cache-control"]).toBe("no-store");
      expect(await response.json()).toEqual({ jsonrpc: "2.0", error: { code: -32000, message: "Method not allowed." }, id: null });
    }
  });

  test("a POST answers JSON, uncached, with the security headers", async ({ request }) => {
    const response = await request.post("/mcp", { headers, data: initialize });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/json");
    expect(response.headers()["cache-control"]).toBe("no-store");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    expect(((await response.json()) as { result: { serverInfo: { name: string } } }).result.serverInfo.name).toBe("sms-docs");
  });

  test("a browser page of another origin is refused (DNS rebinding); the site's own origin passes", async ({ request }) => {
    const foreign = await request.post("/mcp", { headers: { ...headers, Origin: "http://rebound.example:4100" }, data: initialize });
    expect(foreign.status()).toBe(403);
    expect(((await foreign.json()) as { error: { code: number } }).error.code).toBe(-32000);
    const own = await request.post("/mcp", { headers: { ...headers, Origin: site }, data: initialize });
    expect(own.status()).toBe(200);
  });

  test("a body over 64 KB is refused with 413, and one that is not JSON with a parse error", async ({ request }) => {
    const big = await request.post("/mcp", { headers, data: JSON.stringify({ ...initialize, pad: "x".repeat(70 * 1024) }) });
    expect(big.status()).toBe(413);
    expect(((await big.json()) as { error: { message: string } }).error.message).toMatch(/larger than 65536 bytes/);
    const broken = await request.post("/mcp", { headers, data: "{not json" });
    expect(broken.status()).toBe(400);
    expect(((await broken.json()) as { error: { code: number } }).error.code).toBe(-32700);
  });

  test("llms.txt names the endpoint; the sitemap does not list it", async ({ request }) => {
    for (const prefix of ["", "/ru"])
      expect(await (await request.get(`${prefix}/llms.txt`)).text()).toContain(`get_operation): ${site}/mcp\n`);
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/mcp");
  });
});
