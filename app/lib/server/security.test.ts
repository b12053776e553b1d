import type { AddressInfo } from "node:net";
import http from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { securityHeaderList, securityHeaders } from "./security.server";

/** Raw response headers (Node keeps repeated ones apart), read with node:http. */
function rawHeaders(port: number, path: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    http
      .get({ port, path }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.rawHeaders));
      })
      .on("error", reject);
  });
}

const valuesOf = (raw: string[], name: string) => raw.filter((_, i) => i % 2 === 1 && raw[i - 1]?.toLowerCase() === name);
const policiesOf = (raw: string[]) => valuesOf(raw, "content-security-policy");

describe("security headers middleware", () => {
  const list = securityHeaderList({ tagManager: false, https: false, production: true });
  let server: http.Server;
  let port = 0;

  beforeAll(async () => {
    const app = express();
    app.use(securityHeaders(list));
    // As Remix's Express adapter does: the response's headers are appended to those already set.
    app.get("/document", (_req, res) => {
      res.append("Content-Security-Policy", "script-src 'self' 'sha256-abc'");
      res.append("Cross-Origin-Resource-Policy", "cross-origin");
      res.send("<!doctype html>");
    });
    app.get("/file", (_req, res) => res.send("plain"));
    server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("leaves a response's own headers as the only ones of their name", async () => {
    const raw = await rawHeaders(port, "/document");
    expect(policiesOf(raw)).toEqual(["script-src 'self' 'sha256-abc'"]);
    expect(valuesOf(raw, "cross-origin-resource-policy")).toEqual(["cross-origin"]);
  });

  it("sends the default policy and the other headers when the response has none", async () => {
    const raw = await rawHeaders(port, "/file");
    expect(policiesOf(raw)).toEqual([list.find(([name]) => name === "Content-Security-Policy")?.[1]]);
    expect(raw).toContain("X-Frame-Options");
  });
});
