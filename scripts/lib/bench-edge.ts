/**
 * The benchmark's two pairs beside "app vs nginx static":
 *  - the shipped edge cache (deploy/nginx/sms-docs.conf) in front of the app, warm, against nginx
 *    serving the same bytes from files: what the edge's rules (maps, key, header rewriting) cost;
 *  - the app alone against a bare Node server that answers the same bytes and headers with one
 *    `writeHead` and `end`: the ceiling of Node's HTTP stack on this machine.
 * Both nginx run one worker with the same http-level settings, so only the server blocks differ.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { scratchNginxConf, shippedEdgeConf } from "./nginx-conf";
import { NGINX_HTTP_SETTINGS, type Nginx } from "./bench-nginx";

/** The shipped edge cache in front of the app at `appPort`, listening on `port`, its cache in `prefix`. */
export function startEdgeCache(prefix: string, appPort: number, port: number): Nginx {
  fs.mkdirSync(path.join(prefix, "logs"), { recursive: true });
  // Started as root, nginx's workers run as `nobody` and must reach the cache folder.
  fs.chmodSync(prefix, 0o755);
  fs.writeFileSync(
    path.join(prefix, "sms-docs.conf"),
    shippedEdgeConf({ cacheDir: path.join(prefix, "cache"), upstreamPort: appPort, listenPort: port }),
  );
  const conf = path.join(prefix, "nginx.conf");
  fs.writeFileSync(
    conf,
    scratchNginxConf({ prefix, workerConnections: 1024, http: `${NGINX_HTTP_SETTINGS}\n  include ${prefix}/sms-docs.conf;` }),
  );
  execFileSync("nginx", ["-c", conf, "-p", prefix]);
  return {
    stop() {
      process.kill(Number(fs.readFileSync(path.join(prefix, "nginx.pid"), "utf8")), "SIGQUIT");
    },
  };
}

/** One answer as the app sent it: status, headers, and the body bytes as they went over the wire. */
export interface RawReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Headers that belong to one answer or one connection, not to the page. */
const PER_ANSWER = new Set(["date", "x-request-id", "connection", "keep-alive", "transfer-encoding", "x-cache-status"]);

/** GETs `url` with `acceptEncoding` and keeps the bytes undecoded (base64) with the page's headers. */
export function rawReply(url: string, acceptEncoding: string): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "Accept-Encoding": acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const headers = Object.fromEntries(
            Object.entries(response.headers)
              .filter(([name, value]) => !PER_ANSWER.has(name) && typeof value === "string")
              .map(([name, value]) => [name, String(value)]),
          );
          resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString("base64") });
        });
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

/** What the bare server answers: per path, the reply for a client that accepts brotli, gzip, or neither. */
export type BareReplies = Record<string, { br: RawReply; gzip: RawReply; identity: RawReply }>;

// Runs in its own process, as the app does; nothing per request but a lookup, writeHead and end.
const BARE_SERVER = `
const http = require("node:http");
const fs = require("node:fs");
const replies = JSON.parse(fs.readFileSync(process.argv[1], "utf8"));
for (const variants of Object.values(replies))
  for (const reply of Object.values(variants)) reply.body = Buffer.from(reply.body, "base64");
http
  .createServer((req, res) => {
    const variants = replies[req.url];
    if (!variants) return res.writeHead(404).end();
    const accept = req.headers["accept-encoding"] || "";
    const reply = accept.includes("br") ? variants.br : accept.includes("gzip") ? variants.gzip : variants.identity;
    res.writeHead(reply.status, reply.headers);
    res.end(reply.body);
  })
  .listen(Number(process.argv[2]), "127.0.0.1", () => process.send && process.send("listening"));
`;

/** A bare Node server with `replies` on `port`; resolves once it listens. */
export async function startBareNode(dir: string, replies: BareReplies, port: number): Promise<{ stop(): void }> {
  const file = path.join(dir, "bare-replies.json");
  fs.writeFileSync(file, JSON.stringify(replies));
  const child: ChildProcess = spawn(process.execPath, ["-e", BARE_SERVER, file, String(port)], {
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  await new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", (code) => reject(new Error(`the bare Node server exited ${code}`)));
  });
  return { stop: () => child.kill("SIGTERM") };
}

/** The replies of `paths` as the app at `base` sends them, for the bare server. */
export async function captureReplies(base: string, paths: readonly string[]): Promise<BareReplies> {
  const replies: BareReplies = {};
  for (const url of paths) {
    replies[url] = {
      br: await rawReply(base + url, "br"),
      gzip: await rawReply(base + url, "gzip"),
      identity: await rawReply(base + url, "identity"),
    };
  }
  return replies;
}

/** Fetches `url` through the edge until it is a hit for `acceptEncoding`: a warm page is what is measured. */
export async function warmEdge(url: string, acceptEncoding: string): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const response = await fetch(url, { headers: { "Accept-Encoding": acceptEncoding } });
    await response.arrayBuffer();
    if (response.headers.get("x-cache-status") === "HIT") return;
  }
  throw new Error(`${url} (${acceptEncoding}) is not a hit at the edge after five requests`);
}
