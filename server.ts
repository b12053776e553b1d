/**
 * The HTTP server, top to bottom:
 * settings → Node's listener: request id and log, then cached documents (production), answered
 * without Express → Express: request guards → security headers → MCP (/mcp) → suggestions → Markdown → compression → static files
 * (hashed assets immutable, images a week, other public files an hour) → Remix (development:
 * Vite middleware) → error page → listen → graceful shutdown.
 */
import http, { type IncomingMessage } from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import { log, setLogLevel } from "./app/lib/platform/log.server";
import { startRequestLog } from "./app/lib/http/request-log.server";
import { alignBodyForEdge } from "./app/lib/http/edge-alignment.server";
import { ConfigError, serverConfigFromEnv, type ServerConfig } from "./app/lib/platform/config.server";
import { isDataPath } from "./app/lib/documents";
import { requestGuards } from "./app/lib/http/request-guards.server";
import { clientKeyOf } from "./app/lib/insights/service.server";
import { securityHeaderList, securityHeaders } from "./app/lib/http/security.server";
import type { answerMarkdown as AnswerMarkdown } from "./app/lib/markdown/serve.server";
import { MCP_PATH } from "./app/lib/mcp";
import { searchOutcome } from "./app/lib/insights";
import type { answerMcp as AnswerMcp } from "./app/lib/mcp/index.server";
import type { serveCachedDocument as ServeCachedDocument } from "./app/lib/http/serve-cached.server";
import type { answerSuggestions as AnswerSuggestions } from "./app/lib/search/suggest-http.server";
import { isResultsPath, SUGGEST_PATHS } from "./app/lib/search/suggest-paths";
import type { createServices as CreateServices } from "./app/lib/services/index.server";

const SHUTDOWN_GRACE_MS = 10_000;

/** The settings, read from the environment once, here; an operator's typo gets one clear message, not a stack trace. */
function readConfig(): ServerConfig {
  try {
    return serverConfigFromEnv();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
const config = readConfig();
setLogLevel(config.logLevel);

const viteDevServer = config.production
  ? undefined
  : await import("vite").then((vite) => vite.createServer({ server: { middlewareMode: true } }));

const app = express();
app.disable("x-powered-by");

const security = securityHeaderList({ tagManager: config.tagManagerId !== null, https: config.hsts, production: config.production });
app.use(requestGuards);
app.use(securityHeaders(security));

const build = viteDevServer
  ? () => viteDevServer.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>
  : ((await import(path.resolve("build/server/index.js"))) as ServerBuild);

/** What server.ts takes from the app's entry module (app/entry.server.tsx), sharing the app's module state. */
interface EntryExports {
  createServices?: typeof CreateServices;
  serveCachedDocument?: typeof ServeCachedDocument;
  answerMarkdown?: typeof AnswerMarkdown;
  answerMcp?: typeof AnswerMcp;
  answerSuggestions?: typeof AnswerSuggestions;
}
const entryModule = async () => (typeof build === "function" ? await build() : build).entry.module as EntryExports;
// The app's services (content index, …), built once from the build's own modules and handed to every handler below.
const { createServices } = await entryModule();
if (!createServices) throw new Error("the app's entry module exports no createServices");
const services = createServices(config);
const { insights } = services;
// Reader feedback and search insights: the store is opened and migrated now (a failure is logged, and the site
// starts anyway); routes reach the service through the load context.
await insights.start();

// Production: documents rendered before are answered from the app's document cache by Node's
// listener (see below and app/lib/http/serve-cached.server.ts).
const serveCachedDocument = typeof build === "function" ? undefined : (build.entry.module as EntryExports).serveCachedDocument;
/** The content version a request saw when it missed the cache: what the app renders is stored under it. */
const contentVersions = new WeakMap<IncomingMessage, unknown>();
// The MCP server for assistants (app/lib/mcp): every method, so that GET and DELETE get its JSON-RPC 405.
app.all(MCP_PATH, (req, res, next) => {
  entryModule()
    .then((entry) => (entry.answerMcp ? entry.answerMcp(req, res, services) : next()))
    .catch(next);
});
// The navbar's suggestions: JSON on every keystroke, answered here rather than through compression, static files and
// Remix (app/lib/search/suggest-http.server.ts); recorded in the search insights like a results page.
app.get([...SUGGEST_PATHS], (req, res, next) => {
  entryModule()
    .then((entry) => {
      if (!entry.answerSuggestions) return next();
      return entry.answerSuggestions(req, res, services.search, (search, result) => {
        const outcome = searchOutcome(search.locale, result);
        if (outcome) insights.recordSearch(clientKeyOf(req.headers, req.socket.remoteAddress), "suggest", outcome);
      });
    })
    .catch(next);
});
// Markdown of pages and llms.txt (app/lib/markdown/serve.server.ts): compressed and cached there.
app.use((req, res, next) => {
  entryModule()
    .then((entry) => entry.answerMarkdown?.(req, res, services))
    .then((answered) => (answered ? undefined : next()), next);
});
// Answers not cached (search pages, data of search): brotli with a 256 KB window. compression's default 4 MB
// window is allocated per response, and 64 parallel answers held hundreds of MB outside the heap.
// Prometheus metrics, for the cluster's scraper (the public edge answers 404 for this path).
app.get("/metrics", (_req, res, next) => {
  services.metrics.text().then((metrics) => {
    res.status(200).set({ "Content-Type": metrics.contentType, "Cache-Control": "no-store" }).send(metrics.body);
  }, next);
});
/** `middleware` for every request but the results pages, which need neither it nor the static files (suggest-paths.ts). */
const exceptResultsPages =
  (middleware: RequestHandler): RequestHandler =>
  (req, res, next) =>
    isResultsPath(req.path) ? next() : middleware(req, res, next);
app.use(exceptResultsPages(compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } } })));

if (viteDevServer) {
  app.use(viteDevServer.middlewares);
} else {
  app.use(
    "/assets",
    express.static(path.resolve("build/client/assets"), { immutable: true, maxAge: "1y", index: false, fallthrough: false }),
  );
  // Images keep their names across releases, so they are not immutable; a week is what a release cycle allows.
  app.use("/img", express.static(path.resolve("build/client/img"), { maxAge: "7d", index: false, redirect: false }));
  app.use(exceptResultsPages(express.static(path.resolve("build/client"), { maxAge: "1h", index: false, redirect: false })));
}

app.all(
  "/{*splat}",
  createRequestHandler({
    build,
    mode: config.production ? "production" : "development",
    getLoadContext: (req) => {
      const dataRequest = isDataPath(req.path);
      // A document's page body goes to the server render, not into its hydration data.
      return {
        contentVersion: contentVersions.get(req),
        dataRequest,
        services,
        ...(!dataRequest && { pageBody: {} }),
        clientKey: clientKeyOf(req.headers, req.socket.remoteAddress),
      };
    },
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
    .set("Cache-Control", "no-store")
    .type("text/plain; charset=utf-8")
    .send(status === 404 ? "404 Not Found\n" : `${status} Error\n`);
});

const server = http.createServer((req, res) => {
  const id = startRequestLog(req, res, services.metrics);
  alignBodyForEdge(req, res);
  // A search result opened (its link carries `_highlight`), cached or not.
  if (req.url?.includes("_highlight="))
    insights.noteRequest(clientKeyOf(req.headers, req.socket.remoteAddress), req.method, req.url, req.headers);
  if (serveCachedDocument) {
    const lookup = serveCachedDocument(req, res, security, id, services);
    if (lookup.served) return;
    contentVersions.set(req, lookup.contentVersion);
  }
  res.setHeader("X-Request-Id", id);
  app(req, res);
});
// Search indexes and the warm-up start now, not when a module is imported; /readyz says when they are done.
void services.health.start();
server.listen(config.port, config.host, () => {
  log("info", { msg: `SMS-Docs listening on http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${config.port}` });
});

/** Stop accepting, let in-flight requests finish (bounded), write the queued insights, close the store, exit 0. */
function shutdown(signal: string) {
  log("info", { msg: `${signal}: closing` });
  const exit = () =>
    Promise.all([
      insights.close().catch((error: unknown) => log("error", { msg: "insights store did not close cleanly", error: String(error) })),
      services.renderer.close(),
    ]).finally(() => process.exit(0));
  server.close(() => void exit());
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
    void exit();
  }, SHUTDOWN_GRACE_MS).unref();
}
process.once("SIGTERM", () => shutdown("SIGTERM"));
process.once("SIGINT", () => shutdown("SIGINT"));
