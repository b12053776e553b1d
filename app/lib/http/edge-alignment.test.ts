import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alignBodyForEdge, EDGE_PADDING_HEADER, paddingBytes } from "./edge-alignment.server";

/** Where nginx would put the body in its cache file: its 336-byte header, `\nKEY: key\n`, then our header block. */
const cacheFileBodyOffset = (key: string, headBytes: number) => 336 + "\nKEY: ".length + key.length + 1 + headBytes;

/** One answer as bytes on the wire, read with a plain socket (HTTP/1.1, kept alive unless asked otherwise). */
function rawAnswer(port: number, path: string, headers: Record<string, string>): Promise<{ head: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: docs.example\r\n${lines.join("")}\r\n`);
    let bytes = Buffer.alloc(0);
    socket.on("data", (chunk: Buffer) => {
      bytes = Buffer.concat([bytes, chunk]);
      const end = bytes.indexOf("\r\n\r\n");
      if (end === -1) return;
      const head = bytes.subarray(0, end + 4).toString("latin1");
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1] ?? NaN);
      const chunked = /\r\ntransfer-encoding: chunked/i.test(head);
      if ((chunked && bytes.subarray(end).includes("\r\n0\r\n\r\n")) || bytes.length - end - 4 >= length) {
        socket.destroy();
        resolve({ head, body: bytes.subarray(end + 4) });
      }
    });
    socket.on("error", reject);
  });
}

const body = Buffer.from("<!doctype html><title>Баланс</title>\n".repeat(40));
const common = ["Content-Type", "text/html; charset=utf-8", "Cache-Control", "public, s-maxage=300"];

/**
 * The two ways the server answers: the document cache writes one `writeHead` with a flat list (serve-cached),
 * Express and Remix set headers one by one and Node writes them when the body starts.
 */
const server = http.createServer((req, res) => {
  alignBodyForEdge(req, res);
  const url = new URL(req.url ?? "/", "http://docs.example");
  const filler = "x".repeat(Number(url.searchParams.get("filler") ?? 0));
  if (url.pathname === "/cached") {
    res.writeHead(200, [...common, "Content-Length", String(body.length), "X-Filler", filler]);
    res.end(body);
  } else if (url.pathname === "/rendered") {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Set-Cookie", ["a=1", "b=2"]);
    res.setHeader("X-Filler", filler);
    res.setHeader("Content-Length", body.length);
    res.end(body);
  } else if (url.pathname === "/streamed") {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.write(body);
    res.end();
  } else {
    res.writeHead(404, [...common, "Content-Length", "9"]);
    res.end("Not Found");
  }
});
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const countOf = (head: string, name: string) =>
  head.split("\r\n").filter((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`)).length;

describe("bodies aligned for the edge's cache files", () => {
  it("the padding completes the page whatever is already used, including nothing to add", () => {
    const used = (key: number, block: number, pad: number) => 336 + 7 + key + block + `${EDGE_PADDING_HEADER}: \r\n`.length + pad;
    for (const [key, block] of [
      [22, 1500],
      [0, 0],
      [30, 4096 - 343 - 30 - 18],
      [30, 4096 - 343 - 30 - 17],
    ] as [number, number][]) {
      const pad = paddingBytes(key, block);
      expect(pad).toBeGreaterThanOrEqual(0);
      expect(pad).toBeLessThan(4096);
      expect(used(key, block, pad) % 4096).toBe(0);
    }
  });

  for (const path of ["/cached", "/rendered"]) {
    it(`${path}: the body starts on a 4 KiB boundary of the cache file for keys and header blocks of any length`, async () => {
      for (const key of ["/||||", "/api/json/send_sms||br||theme=dark|", "/ru/client/balance|&lang=ru|gzip|dark|2026-11"]) {
        for (const filler of [0, 1, 700, 2100, 3900]) {
          const { head, body: received } = await rawAnswer(port, `${path}?filler=${filler}`, { "X-Edge-Cache-Key": key });
          expect(cacheFileBodyOffset(key, Buffer.byteLength(head, "latin1")) % 4096).toBe(0);
          expect(received.equals(body)).toBe(true);
          expect(countOf(head, EDGE_PADDING_HEADER)).toBe(1);
          expect(countOf(head, "date")).toBe(1);
          expect(countOf(head, "connection")).toBe(1);
        }
      }
    });
  }

  it("answers not from the edge, not stored by it, or on a closing connection are left as Node writes them", async () => {
    const cases: [string, Record<string, string>][] = [
      ["/cached", {}],
      ["/missing", { "X-Edge-Cache-Key": "/missing||||" }],
      ["/streamed", { "X-Edge-Cache-Key": "/streamed||||" }],
      ["/cached", { "X-Edge-Cache-Key": "/cached||||", Connection: "close" }],
      ["/cached", { "X-Edge-Cache-Key": "x".repeat(3000) }],
    ];
    for (const [path, headers] of cases) {
      const { head } = await rawAnswer(port, path, headers);
      expect(countOf(head, EDGE_PADDING_HEADER), `${path} ${JSON.stringify(headers).slice(0, 80)}`).toBe(0);
      expect(countOf(head, "date")).toBe(1);
    }
  });
});
