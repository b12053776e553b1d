/**
 * Odd and hostile requests get a clean 4xx before they reach the app:
 * over-long URLs, malformed percent-encoding, NUL bytes, traversal, impossible Host
 * headers, and methods a read-only site does not accept.
 */
import type { NextFunction, Request, Response } from "express";

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

export type Verdict = { status: 400 | 404 | 405 | 414; allow?: string } | null;

export function judgeRequest(method: string, rawUrl: string): Verdict {
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
  const isAction = path.startsWith("/action/");
  if (isAction) return method === "POST" ? null : { status: 405, allow: "POST" };
  if (method !== "GET" && method !== "HEAD") return { status: 405, allow: "GET, HEAD" };
  return null;
}

const reasons: Record<number, string> = {
  400: "Bad Request",
  404: "Not Found",
  405: "Method Not Allowed",
  414: "URI Too Long",
};

export function requestGuards(req: Request, res: Response, next: NextFunction) {
  if (!isUsableHost(req.headers.host)) req.headers.host = "localhost";
  delete req.headers["x-forwarded-host"];
  const verdict = judgeRequest(req.method, req.originalUrl);
  if (!verdict) return next();
  if (verdict.allow) res.setHeader("Allow", verdict.allow);
  res.status(verdict.status).type("text/plain; charset=utf-8").send(`${verdict.status} ${reasons[verdict.status]}\n`);
}
