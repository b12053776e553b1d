/**
 * The HTTP server, top to bottom:
 * settings → static files (hashed assets immutable, public/ short) → request log →
 * Remix handler (development: Vite in middleware mode) → listen → graceful shutdown.
 */
import path from "node:path";
import { randomUUID } from "node:crypto";
import type { ServerBuild } from "@remix-run/node";
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";
import { log } from "./app/lib/log.server";

const isProduction = process.env.NODE_ENV === "production";
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  log("error", { msg: `PORT must be an integer from 1 to 65535, got "${process.env.PORT}"` });
  process.exit(1);
}

const viteDevServer = isProduction
  ? undefined
  : await import("vite").then((vite) => vite.createServer({ server: { middlewareMode: true } }));

const app = express();
app.disable("x-powered-by");
app.use(compression());

if (viteDevServer) {
  app.use(viteDevServer.middlewares);
} else {
  app.use("/assets", express.static(path.resolve("build/client/assets"), { immutable: true, maxAge: "1y", index: false }));
  app.use(express.static(path.resolve("build/client"), { maxAge: "1h", index: false }));
}

app.use((req, res, next) => {
  const started = performance.now();
  const id = (req.headers["x-request-id"] as string | undefined)?.slice(0, 64) ?? randomUUID();
  res.setHeader("X-Request-Id", id);
  res.on("finish", () => {
    const ms = Math.round((performance.now() - started) * 10) / 10;
    log("info", { method: req.method, path: req.path, status: res.statusCode, ms, id });
  });
  next();
});

const build = viteDevServer
  ? () => viteDevServer.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>
  : ((await import(path.resolve("build/server/index.js"))) as ServerBuild);

app.all("/{*splat}", createRequestHandler({ build, mode: isProduction ? "production" : "development" }));

const server = app.listen(port, host, () => {
  log("info", { msg: `SMS-Docs listening on http://${host === "0.0.0.0" ? "localhost" : host}:${port}` });
});

function shutdown(signal: string) {
  log("info", { msg: `${signal}: closing` });
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
