/**
 * The HTTP server, top to bottom:
 * settings → request id and log → request guards → security headers → compression →
 * static files (hashed assets immutable, public/ short) → Remix (development: Vite
 * middleware) → error page → listen → graceful shutdown.
 */
import path from "node:path";
import { randomUUID } from "node:crypto";
import type { ServerBuild } from "@remix-run/node";
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { log } from "./app/lib/log.server";
import { ConfigError, readServerConfig } from "./app/lib/server/config.server";
import type { lookupDocument as LookupDocument } from "./app/lib/server/front-cache.server";
import { requestGuards } from "./app/lib/server/request-guards.server";
import { keepCachedPolicyOn304, securityHeaders } from "./app/lib/server/security.server";

let config;
try {
  config = readServerConfig(process.env);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : String(error));
  process.exit(1);
}
const SHUTDOWN_GRACE_MS = 10_000;

const viteDevServer = config.production
  ? undefined
  : await import("vite").then((vite) => vite.createServer({ server: { middlewareMode: true } }));

const app = express();
app.disable("x-powered-by");

app.use((req, res, next) => {
  const started = performance.now();
  const incoming = req.headers["x-request-id"];
  const id = typeof incoming === "string" && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
  res.setHeader("X-Request-Id", id);
  res.on("finish", () => {
    const ms = Math.round((performance.now() - started) * 10) / 10;
    log("info", { method: req.method, path: req.path.slice(0, 256), status: res.statusCode, ms, id });
  });
  next();
});
app.use(requestGuards);
app.use(securityHeaders(config));
app.use(keepCachedPolicyOn304);
app.use(compression());

const build = viteDevServer
  ? () => viteDevServer.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>
  : ((await import(path.resolve("build/server/index.js"))) as ServerBuild);

// Production: pages rendered before are answered here, without running the app (see front-cache.server).
const lookupDocument =
  typeof build === "function" ? undefined : (build.entry.module as { lookupDocument?: typeof LookupDocument }).lookupDocument;
if (lookupDocument) {
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const request = new globalThis.Request(`http://localhost${req.originalUrl}`, {
      method: req.method,
      headers: { cookie: req.headers.cookie ?? "" },
    });
    lookupDocument(request, String(res.locals.cspNonce ?? "")).then((hit) => {
      if (!hit) return next();
      for (const [name, value] of hit.headers) res.setHeader(name, value);
      res.setHeader("ETag", hit.etag);
      if (req.fresh) return res.status(304).end();
      res.status(200).send(hit.body);
    }, next);
  });
}

if (viteDevServer) {
  app.use(viteDevServer.middlewares);
} else {
  app.use(
    "/assets",
    express.static(path.resolve("build/client/assets"), { immutable: true, maxAge: "1y", index: false, fallthrough: false }),
  );
  app.use(express.static(path.resolve("build/client"), { maxAge: "1h", index: false, redirect: false }));
}

app.all(
  "/{*splat}",
  createRequestHandler({
    build,
    mode: config.production ? "production" : "development",
    getLoadContext: (_req, res) => ({ cspNonce: String(res.locals.cspNonce ?? "") }),
  }),
);

// Anything that still throws gets a plain page: never a stack trace.
app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
  const status =
    typeof error === "object" && error && "status" in error && typeof error.status === "number" && error.status < 500 ? error.status : 500;
  if (status >= 500) log("error", { msg: "request failed", path: req.path.slice(0, 256), error: String(error) });
  if (res.headersSent) return res.end();
  res
    .status(status)
    .type("text/plain; charset=utf-8")
    .send(status === 404 ? "404 Not Found\n" : `${status} Error\n`);
});

const server = app.listen(config.port, config.host, () => {
  log("info", { msg: `SMS-Docs listening on http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${config.port}` });
});

/** Stop accepting, let in-flight requests finish (bounded), then exit 0. */
function shutdown(signal: string) {
  log("info", { msg: `${signal}: closing` });
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, SHUTDOWN_GRACE_MS).unref();
}
process.once("SIGTERM", () => shutdown("SIGTERM"));
process.once("SIGINT", () => shutdown("SIGINT"));
