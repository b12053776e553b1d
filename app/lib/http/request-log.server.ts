/**
 * Every request gets an id of our own (a new UUID), sent back as `X-Request-Id` and logged with one
 * JSON line when its response has finished: method, path, status, ms, id. A caller's `X-Request-Id`
 * (the edge's, through nginx) is never trusted or echoed: answers are stored by caches, and one
 * reader's id must not reach the next. When it is a short token it is logged as `clientId`, so the
 * edge's log lines can be matched with ours.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { log, type Metrics } from "../platform/index.server";

const SANE_ID = /^[\w.-]{1,64}$/;

/** Starts the request's log line (and counts the response in `metrics`) and returns its id. */
export function startRequestLog(req: IncomingMessage, res: ServerResponse, metrics: Pick<Metrics, "countResponse">): string {
  const started = performance.now();
  const incoming = req.headers["x-request-id"];
  const clientId = typeof incoming === "string" && SANE_ID.test(incoming) ? incoming : undefined;
  const id = randomUUID();
  res.on("finish", () => {
    metrics.countResponse(res.statusCode);
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    log("info", { method: req.method, path: path.slice(0, 256), status: res.statusCode, ms, id, ...(clientId && { clientId }) });
  });
  return id;
}
