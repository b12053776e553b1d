/**
 * `/mcp` over HTTP: the MCP Streamable HTTP transport, stateless (no session: every POST carries one
 * JSON-RPC message and gets its answer as JSON). GET (the optional server-to-client stream) and
 * DELETE (ending a session) mean nothing without sessions: 405 with a JSON-RPC error, as the SDK's
 * stateless examples answer. A browser page from another origin is refused (403); a body over the
 * limit is refused (413) before it is parsed. Answers are never cached.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { log } from "../platform/index.server";
import { mcpLimits } from "./limits";
import { createMcpServer } from "./mcp-server.server";
import type { ToolServices } from "./tools.server";
import { isAllowedMcpOrigin } from "./origin";

/** JSON-RPC error codes used before a message reaches the SDK. */
const PARSE_ERROR = -32700;
const SERVER_ERROR = -32000;
const INTERNAL_ERROR = -32603;

function sendRpcError(res: ServerResponse, status: number, code: number, message: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...headers, "Content-Type": "application/json", "Cache-Control": "no-store" });
  res.end(JSON.stringify({ jsonrpc: "2.0", error: { code, message }, id: null }));
}

class BodyTooLarge extends Error {}

/** The request body as text, refused as soon as it passes `limit` bytes (the connection is then not read further). */
function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers["content-length"]);
    if (Number.isFinite(declared) && declared > limit) return reject(new BodyTooLarge());
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners("data");
        req.resume();
        reject(new BodyTooLarge());
      } else chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

export async function answerMcp(req: IncomingMessage, res: ServerResponse, services: ToolServices): Promise<void> {
  if (req.method !== "POST") {
    sendRpcError(res, 405, SERVER_ERROR, "Method not allowed.", { Allow: "POST" });
    return;
  }
  if (!isAllowedMcpOrigin(req.headers.origin, services.config.baseUrl)) {
    sendRpcError(res, 403, SERVER_ERROR, "Forbidden: this Origin may not call the MCP server.");
    return;
  }
  let body: unknown;
  try {
    body = JSON.parse(await readBody(req, mcpLimits.maxBodyBytes));
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      sendRpcError(res, 413, SERVER_ERROR, `Request body larger than ${mcpLimits.maxBodyBytes} bytes.`, { Connection: "close" });
    } else sendRpcError(res, 400, PARSE_ERROR, "Parse error: the body is not JSON.");
    return;
  }
  const server = createMcpServer(services);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  res.on("close", () => {
    void transport.close();
    void server.close();
  });
  try {
    res.setHeader("Cache-Control", "no-store");
    await server.connect(transport);
    await transport.handleRequest(req, res, body);
  } catch (error) {
    log("error", { msg: "mcp request failed", error: error instanceof Error ? error.message : String(error) });
    if (!res.headersSent) sendRpcError(res, 500, INTERNAL_ERROR, "Internal server error.");
    else res.end();
  }
}
