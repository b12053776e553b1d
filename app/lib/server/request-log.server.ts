/**
 * Every request gets an id (the client's `X-Request-Id` when it is sane, otherwise a new UUID)
 * and one JSON log line when its response has finished: method, path, status, ms, id.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { log } from "./log.server";
import { countResponse } from "./metrics.server";

const SANE_ID = /^[\w.-]{1,64}$/;

/** Starts the request's log line and returns its id. */
export function startRequestLog(req: IncomingMessage, res: ServerResponse): string {
  const started = performance.now();
  const incoming = req.headers["x-request-id"];
  const id = typeof incoming === "string" && SANE_ID.test(incoming) ? incoming : randomUUID();
  res.on("finish", () => {
    countResponse(res.statusCode);
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    log("info", { method: req.method, path: path.slice(0, 256), status: res.statusCode, ms, id });
  });
  return id;
}
