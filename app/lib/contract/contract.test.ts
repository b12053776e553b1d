import path from "node:path";
import { createConfig, lintFromString } from "@redocly/openapi-core";
import { describe, expect, it } from "vitest";
import { siteConfig } from "../../../site.config";
import { loader as openapiLoader } from "../../routes/api.openapi[.]json";
import { loader as xsdLoader } from "../../routes/api.xml.schema[.]xsd";
import { loader as atomLoader } from "../../routes/(ru).changelog[.]atom";
import { contractUrls, readOpenApi, servedOpenApi, servedXsd } from "./index.server";
import { readServerConfig } from "../platform/index.server";
import { createServices } from "../services/index.server";

/** The loaders here use no service; the load context has them all, as on the server. */
const services = createServices(readServerConfig({}));

const contractDir = path.resolve("contract");
const args = (url: string, headers: Record<string, string> = {}) => ({
  request: new Request(`http://localhost${url}`, { headers }),
  params: {},
  context: { services },
});

describe("the OpenAPI document", () => {
  it("passes Redocly's recommended rules without errors or warnings", async () => {
    const config = await createConfig({
      extends: ["recommended"],
      // As in redocly.yaml: examples are validated by Ajv (check:content) and Spectral; Redocly misreads 2020-12 if/then.
      rules: { "no-invalid-media-type-examples": "off" },
    });
    const problems = await lintFromString({ source: servedOpenApi(contractDir).body, absoluteRef: "openapi.json", config });
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ""}`)).toEqual([]);
  });

  it("names the API host from the site's placeholders", () => {
    expect(readOpenApi(contractDir).servers).toEqual([{ url: siteConfig.placeholders.apiBaseUrl, description: "Production API" }]);
  });

  it("describes every JSON API method, the cancel method and the webhooks", () => {
    const document = readOpenApi(contractDir);
    for (const p of [
      "/json/v1/sms/send",
      "/json/v1/messages/cancel",
      "/json/v1/messages/status",
      "/json/v1/mnp",
      "/http/send_sms",
      "/http/delete",
    ])
      expect(document.paths[p]?.post, p).toBeDefined();
    expect(Object.keys(document.webhooks as object)).toEqual(["message.status", "viber.reply", "sms.inbound", "voice.result"]);
  });
});

describe("contract routes", () => {
  it(`serves ${contractUrls.openapi} as cacheable JSON that parses`, async () => {
    const response = await openapiLoader(args(contractUrls.openapi));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toMatch(/^public, max-age=\d+/);
    const document = (await response.json()) as { openapi: string; servers: { url: string }[] };
    expect(document.openapi).toBe("3.1.0");
    expect(document.servers[0]?.url).toBe(siteConfig.placeholders.apiBaseUrl);
  });

  it(`serves ${contractUrls.xsd} as cacheable XML and answers a matching ETag with 304`, async () => {
    const response = await xsdLoader(args(contractUrls.xsd));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(await response.text()).toContain('<xs:complexType name="SendSmsRequest">');
    const etag = response.headers.get("ETag") ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await xsdLoader(args(contractUrls.xsd, { "If-None-Match": etag }));
    expect(again.status).toBe(304);
  });

  it("gives each coding of a file its own strong ETag, and answers 304 to any of them, weak or strong", async () => {
    const plain = await openapiLoader(args(contractUrls.openapi));
    const compressed = await openapiLoader(args(contractUrls.openapi, { "Accept-Encoding": "gzip, br" }));
    expect(compressed.headers.get("Content-Encoding")).toBe("br");
    expect(compressed.headers.get("Vary")).toBe("Accept-Encoding");
    const identityTag = plain.headers.get("ETag") ?? "";
    const brotliTag = compressed.headers.get("ETag") ?? "";
    expect(identityTag).toMatch(/^"[\w-]+"$/);
    expect(brotliTag).not.toBe(identityTag);
    for (const held of [brotliTag, `W/${identityTag}`, `"other", ${identityTag}`, "*"]) {
      const again = await openapiLoader(args(contractUrls.openapi, { "If-None-Match": held, "Accept-Encoding": "gzip" }));
      expect(again.status, held).toBe(304);
      expect(again.headers.get("Access-Control-Expose-Headers"), held).toBe("ETag");
    }
    expect((await openapiLoader(args(contractUrls.openapi, { "If-None-Match": '"other"' }))).status).toBe(200);
  });

  it("answers the changelog feed's ETag, weak or strong, with 304", async () => {
    const feed = await atomLoader(args("/changelog.atom"));
    expect(feed.status).toBe(200);
    const etag = feed.headers.get("ETag") ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);
    for (const held of [etag, `W/${etag}`])
      expect((await atomLoader(args("/changelog.atom", { "If-None-Match": held }))).status, held).toBe(304);
  });

  it("reads each file once", () => {
    expect(servedOpenApi(contractDir)).toBe(servedOpenApi(contractDir));
    expect(servedXsd(contractDir)).toBe(servedXsd(contractDir));
  });
});
