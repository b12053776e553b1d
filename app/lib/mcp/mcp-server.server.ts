/**
 * The MCP server: the four tools with their English descriptions for the assistant and their input
 * schemas (zod, checked by the SDK before a tool runs: a bad or oversized argument is a tool error).
 * A new server is made for every request: the transport is stateless, and the SDK connects one
 * server to one transport.
 */
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { siteConfig } from "../../../site.config";
import { mcpLimits } from "./limits";
import { getOperation, listPages, readPage, searchDocs, type ToolOutcome, type ToolServices } from "./tools.server";

export const MCP_SERVER_NAME = "sms-docs";
export const MCP_SERVER_VERSION = "1.0.0";

/** The tools' input schemas: made once and shared by every request's server (they are immutable). */
function makeSchemas() {
  const locale = z
    .enum(["uk", "ru"])
    .default("uk")
    .describe('Language of the docs: "uk" (Ukrainian, the default) or "ru" (Russian). Results are in this language.');
  const section = (example: string) =>
    z.string().max(mcpLimits.maxSectionLength).optional().describe(`Limit to one part of the site by its path, e.g. ${example}.`);
  return {
    search: {
      query: z.string().min(1).max(mcpLimits.maxQueryLength).describe("The words to look for, e.g. «баланс рахунку» or «webhook подпись»."),
      locale,
      section: section('"/api/", "/api/json/", "/client/" or "/admin/"'),
      limit: z
        .number()
        .int()
        .min(1)
        .max(mcpLimits.maxResults)
        .optional()
        .describe(`How many pages to return (1–${mcpLimits.maxResults}, default ${mcpLimits.defaultResults}).`),
    },
    read: {
      path: z
        .string()
        .min(1)
        .max(mcpLimits.maxPathLength)
        .describe("Path or URL of a page of this site, e.g. /client/balance or /ru/client/balance."),
    },
    list: { locale, section: section('"/api/json/" or "/client/"') },
    operation: {
      operationId: z.string().min(1).max(mcpLimits.maxOperationLength).optional().describe("The contract's operationId, e.g. sendSms."),
      method: z.string().min(1).max(10).optional().describe("HTTP method, with path: POST."),
      path: z.string().min(1).max(mcpLimits.maxOperationLength).optional().describe("API path, with method: /json/v1/sms/send."),
      locale,
    },
  };
}

let schemas: ReturnType<typeof makeSchemas> | undefined;

/** A tool's outcome as MCP sends it: the value as JSON text (and as structured content), or a tool error. */
function asResult<T>(outcome: ToolOutcome<T>): CallToolResult {
  if (!outcome.ok) return { content: [{ type: "text", text: outcome.problem }], isError: true };
  return {
    content: [{ type: "text", text: JSON.stringify(outcome.value, null, 1) }],
    structuredContent: outcome.value as Record<string, unknown>,
  };
}

const readOnly = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

export function createMcpServer(services: ToolServices): McpServer {
  const input = (schemas ??= makeSchemas());
  const server = new McpServer(
    { name: MCP_SERVER_NAME, title: siteConfig.title, version: MCP_SERVER_VERSION },
    {
      // Tool arguments are a few short strings: a call with more values than this is refused before validation.
      maxToolInputElements: 32,
      instructions:
        "Documentation of a bulk-messaging provider (SMS, Viber, RCS, voice calls, HLR, number portability, email-to-SMS, one-time codes): " +
        "client and administrator cabinet manuals and the HTTP, JSON and XML APIs, in Ukrainian (uk) and Russian (ru). " +
        "Find pages with search_docs, read them with read_page, browse with list_pages; get_operation gives an API operation from the contract.",
    },
  );

  server.registerTool(
    "search_docs",
    {
      title: "Search the docs",
      description:
        "Search the documentation with the site's own search (the same index and ranking as its /search page). " +
        "Write the query as a reader would, in the language of the docs you want (Ukrainian for uk, Russian for ru; " +
        "API names and identifiers work in both). Returns the top pages: title, URL, breadcrumbs, an excerpt and the " +
        "matching sections with their URLs. Read a result in full with read_page.",
      inputSchema: input.search,
      annotations: readOnly,
    },
    async (args) => asResult(await searchDocs(services, args)),
  );

  server.registerTool(
    "read_page",
    {
      title: "Read a page",
      description:
        "Read one page of the documentation as Markdown: the same text as the page's .md URL, in the page's language. " +
        "Pass its path or URL on this site: /client/balance, /ru/api/json/sms/send, /api_methods, a URL returned by " +
        "search_docs or list_pages, or a .md URL. Russian pages are under /ru/.",
      inputSchema: input.read,
      annotations: readOnly,
    },
    async (args) => {
      const outcome = await readPage(services, args);
      if (!outcome.ok) return asResult(outcome);
      const { markdown, ...page } = outcome.value;
      // The Markdown as it is, for the assistant to read; where it came from, as data (not the text twice).
      return { content: [{ type: "text", text: markdown }], structuredContent: page };
    },
  );

  server.registerTool(
    "list_pages",
    {
      title: "List pages",
      description:
        "List the documentation's pages with title, URL and one-line description, grouped as in the site's sidebars. " +
        "Without section: every page of the language. Sections: /client/ (client cabinet manual), /admin/ (administrator " +
        "manual), /api/ (all APIs), /api/http/, /api/json/, /api/xml/.",
      inputSchema: input.list,
      annotations: readOnly,
    },
    async (args) => asResult(await listPages(services, args)),
  );

  server.registerTool(
    "get_operation",
    {
      title: "Get an API operation",
      description:
        "Describe one API operation from the machine-readable contract (OpenAPI for the JSON API, the HTTP API and " +
        "webhooks; XSD for the XML API): method, URL, request fields with types, limits and whether they are required, " +
        "responses and error codes, the request and response example of its docs page, and that page's URL in the chosen " +
        "language. Give operationId (sendSms, messageStatus, httpSendSms, xmlSendSms, webhookMessageStatus…) or method and " +
        "path (POST /json/v1/sms/send, POST /xml/send_sms).",
      inputSchema: input.operation,
      annotations: readOnly,
    },
    async ({ operationId, method, path, locale }) => {
      if (operationId !== undefined) return asResult(await getOperation(services, { operationId, locale }));
      if (method !== undefined && path !== undefined) return asResult(await getOperation(services, { method, path, locale }));
      return asResult({ ok: false, problem: "Give operationId, or method and path." });
    },
  );

  return server;
}
