/**
 * The HTTP server, top to bottom:
 * settings → request id and log → request guards → security headers → cached documents
 * (production) → compression → static files (hashed assets immutable, images a week, other
 * public files an hour) → Remix (development: Vite middleware) → error page → listen →
 * graceful shutdown.
 */
import path from "node:path";
import { randomUUID } from "node:crypto";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { log } from "./app/lib/log.server";
import { ConfigError, readServerConfig } from "./app/lib/server/config.server";
import { remixHandler } from "./app/lib/server/remix-adapter.server";
import { requestGuards } from "./app/lib/server/request-guards.server";
import { securityHeaders } from "./app/lib/server/security.server";
import type { serveCachedDocument as ServeCachedDocument } from "./app/lib/server/serve-cached.server";

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
app.use(securityHeaders({ tagManager: config.tagManagerId !== null, https: config.hsts, production: config.production }));

const build = viteDevServer
  ? () => viteDevServer.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>
  : ((await import(path.resolve("build/server/index.js"))) as ServerBuild);

// Production: documents rendered before are answered from the app's document cache, before
// anything else runs (see app/lib/server/serve-cached.server.ts).
const serveCachedDocument =
  typeof build === "function"
    ? undefined
    : (build.entry.module as { serveCachedDocument?: typeof ServeCachedDocument }).serveCachedDocument;
if (serveCachedDocument) {
  app.use((req, res, next) => {
    const lookup = serveCachedDocument(req, res);
    if (lookup.served) return;
    res.locals.contentVersion = lookup.contentVersion;
    next();
  });
}
app.use(compression());

if (viteDevServer) {
  app.use(viteDevServer.middlewares);
} else {
  app.use(
    "/assets",
    express.static(path.resolve("build/client/assets"), { immutable: true, maxAge: "1y", index: false, fallthrough: false }),
  );
  // Images keep their names across releases, so they are not immutable; a week is what a release cycle allows.
  app.use("/img", express.static(path.resolve("build/client/img"), { maxAge: "7d", index: false, redirect: false }));
  app.use(express.static(path.resolve("build/client"), { maxAge: "1h", index: false, redirect: false }));
}

app.all(
  "/{*splat}",
  remixHandler(build, config.production ? "production" : "development", (_req, res) => ({
    contentVersion: (res as Response).locals.contentVersion,
  })),
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
