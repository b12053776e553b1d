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
    app.get("/embeddable", (_req, res) => {
      res.append("X-Frame-Options", "SAMEORIGIN");
      res.append("Referrer-Policy", "no-referrer");
      res.send("plain");
    });
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

  it("keeps a header of helmet's that the response set itself, once", async () => {
    const raw = await rawHeaders(port, "/embeddable");
    expect(valuesOf(raw, "x-frame-options")).toEqual(["SAMEORIGIN"]);
    expect(valuesOf(raw, "referrer-policy")).toEqual(["no-referrer"]);
    expect(valuesOf(raw, "x-content-type-options")).toEqual(["nosniff"]);
  });

  it("sends the default policy and the other headers when the response has none", async () => {
    const raw = await rawHeaders(port, "/file");
    expect(policiesOf(raw)).toEqual([list.find(([name]) => name === "Content-Security-Policy")?.[1]]);
    expect(raw).toContain("X-Frame-Options");
  });
});

describe("security header list", () => {
  const withoutPolicy = (options: { https: boolean; production: boolean }) =>
    securityHeaderList({ tagManager: false, ...options }).filter(([name]) => name !== "Content-Security-Policy");

  it("is helmet's headers with the site's choices (no framing, the origin kept for links out) and the Permissions-Policy", () => {
    expect(Object.fromEntries(withoutPolicy({ https: false, production: true }))).toEqual({
      "Permissions-Policy":
        "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()",
      "Cross-Origin-Opener-Policy": "same-origin",
      "Cross-Origin-Resource-Policy": "same-origin",
      "Origin-Agent-Cluster": "?1",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Content-Type-Options": "nosniff",
      "X-DNS-Prefetch-Control": "off",
      "X-Download-Options": "noopen",
      "X-Frame-Options": "DENY",
      "X-Permitted-Cross-Domain-Policies": "none",
      "X-XSS-Protection": "0",
    });
  });

  it("pins browsers to HTTPS only when the site is served over HTTPS", () => {
    expect(withoutPolicy({ https: true, production: true })).toContainEqual([
      "Strict-Transport-Security",
      "max-age=31536000; includeSubDomains",
    ]);
    expect(withoutPolicy({ https: false, production: true }).map(([name]) => name)).not.toContain("Strict-Transport-Security");
  });

  it("names each header once, and has a policy only in production", () => {
    const names = securityHeaderList({ tagManager: true, https: true, production: true }).map(([name]) => name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain("content-security-policy");
    expect(securityHeaderList({ tagManager: false, https: false, production: false }).map(([name]) => name)).not.toContain(
      "Content-Security-Policy",
    );
  });
});
