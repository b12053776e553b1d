/**
 * Odd and hostile requests get a clean 4xx before they reach the app:
 * over-long URLs, malformed percent-encoding, NUL bytes, traversal, impossible Host
 * headers, methods a read-only site does not accept, and preference or feedback forms posted from another site.
 * `/mcp` takes any method past these guards: it answers methods and origins itself.
 */
import type { NextFunction, Request, Response } from "express";
import { MCP_PATH } from "../mcp";
import { isContractFilePath } from "../contract";

export const MAX_URL_LENGTH = 4096;

/** A Host header the URL parser accepts as exactly a host and port (Remix builds request URLs from it). */
export function isUsableHost(host: string | undefined): boolean {
  if (!host || host.length > 255) return false;
  try {
    return new URL(`http://${host}`).host === host.toLowerCase().replace(/:80$/, "");
  } catch {
    return false;
  }
}

/** Paths that take form posts: the preference actions and reader feedback (a fetcher posts to `….data`). */
export function isFormAction(path: string): boolean {
  return path.startsWith("/action/") || path === "/feedback" || path === "/feedback.data";
}

export type Verdict = { status: 400 | 403 | 404 | 405 | 414; allow?: string } | null;

/**
 * Whether a POST's Origin names another host than the request's own. Remix refuses such an action
 * (a cross-site form) by throwing, which would reach readers as a 500; an Origin of `null` or one
 * that does not parse is refused the same way. No Origin (old clients, curl) passes, as in Remix.
 */
export function isForeignOrigin(origin: string | undefined, host: string): boolean {
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== host.toLowerCase();
  } catch {
    return true;
  }
}

export function judgeRequest(method: string, rawUrl: string, origin?: string, host = "localhost"): Verdict {
  if (rawUrl.length > MAX_URL_LENGTH) return { status: 414 };
  const path = rawUrl.split("?")[0] ?? "";
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
    decodeURIComponent((rawUrl.split("?")[1] ?? "").replace(/\+/g, " "));
  } catch {
    return { status: 400 };
  }
  if (decoded.includes("\0")) return { status: 400 };
  if (/(^|\/)\.\.?(\/|$)/.test(decoded) || decoded.includes("\\")) return { status: 404 };
  // The MCP endpoint answers its methods and checks Origin itself, with JSON-RPC errors (mcp/handler.server.ts).
  if (path === MCP_PATH) return null;
  if (isFormAction(path)) {
    if (method !== "POST") return { status: 405, allow: "POST" };
    return isForeignOrigin(origin, host) ? { status: 403 } : null;
  }
  // API tools preflight the contract files they fetch cross-origin.
  if (method === "OPTIONS" && isContractFilePath(path)) return null;
  if (method !== "GET" && method !== "HEAD") return { status: 405, allow: "GET, HEAD" };
  return null;
}

const reasons: Record<number, string> = {
  400: "Bad Request",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  414: "URI Too Long",
};

export function requestGuards(req: Request, res: Response, next: NextFunction) {
  if (!isUsableHost(req.headers.host)) req.headers.host = "localhost";
  delete req.headers["x-forwarded-host"];
  const verdict = judgeRequest(req.method, req.originalUrl, req.headers.origin, req.headers.host);
  if (!verdict) return next();
  if (verdict.allow) res.setHeader("Allow", verdict.allow);
  res.status(verdict.status).type("text/plain; charset=utf-8").send(`${verdict.status} ${reasons[verdict.status]}\n`);
}
