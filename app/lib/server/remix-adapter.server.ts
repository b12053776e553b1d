/**
 * Remix behind Node's HTTP server: a Request from the incoming message, the Response written
 * back with its headers *replacing* those set earlier (the middleware's default CSP gives way
 * to a document's own; an appending adapter would send two policies and block its scripts).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  createReadableStreamFromReadable,
  createRequestHandler,
  writeReadableStreamToWritable,
  type AppLoadContext,
  type ServerBuild,
} from "@remix-run/node";

/** Request URLs are built on a fixed origin: the Host header is the client's to choose, public URLs come from BASE_URL. */
const ORIGIN = "http://localhost";

function toRequest(req: IncomingMessage, res: ServerResponse): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  // Loaders stop when the client goes away before the response was sent.
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(new URL(req.url ?? "/", ORIGIN), {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: createReadableStreamFromReadable(req), duplex: "half" } : {}),
  } as RequestInit);
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  for (const [name, value] of response.headers) if (name !== "set-cookie") res.setHeader(name, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader("Set-Cookie", cookies);
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

export function remixHandler(
  build: ServerBuild | (() => Promise<ServerBuild>),
  mode: "production" | "development",
  loadContext: (req: IncomingMessage, res: ServerResponse) => AppLoadContext,
) {
  const handle = createRequestHandler(build, mode);
  return async (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    try {
      await send(res, await handle(toRequest(req, res), loadContext(req, res)));
    } catch (error) {
      next(error);
    }
  };
}
