/** The API contract as the production build serves it: /api/openapi.json and /api/xml/schema.xsd. */
import { expect, test } from "@playwright/test";
import { XMLValidator } from "fast-xml-parser";

test.describe("API contract", () => {
  test("serves the OpenAPI document as cacheable JSON with the API host filled in", async ({ request }) => {
    const response = await request.get("/api/openapi.json");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/json; charset=utf-8");
    expect(response.headers()["cache-control"]).toMatch(/^public, max-age=\d+/);
    expect(response.headers()["access-control-allow-origin"]).toBe("*");
    expect(response.headers()["cross-origin-resource-policy"]).toBe("cross-origin");
    const document = (await response.json()) as { openapi: string; servers: { url: string }[]; paths: Record<string, unknown> };
    expect(document.openapi).toBe("3.1.0");
    expect(document.servers[0]?.url).toMatch(/^https:\/\/[^{}]+$/);
    expect(Object.keys(document.paths)).toContain("/json/v1/messages/cancel");
  });

  test("serves the XSD as cacheable XML and answers a repeated request by ETag with 304", async ({ request }) => {
    const response = await request.get("/api/xml/schema.xsd");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
    expect(response.headers()["cache-control"]).toMatch(/^public, max-age=\d+/);
    expect(response.headers()["access-control-allow-origin"]).toBe("*");
    expect(response.headers()["cross-origin-resource-policy"]).toBe("cross-origin");
    const text = await response.text();
    expect(XMLValidator.validate(text)).toBe(true);
    expect(text).toContain('<xs:complexType name="SendSmsRequest">');
    expect(text).not.toContain("<xs:any");
    const etag = response.headers()["etag"] ?? "";
    const again = await request.get("/api/xml/schema.xsd", { headers: { "If-None-Match": etag } });
    expect(again.status()).toBe(304);
  });

  test("serves each XML operation's entry schema beside a copy of the types, and the operation's doc page stays a page", async ({
    request,
  }) => {
    const entry = await request.get("/api/xml/schemas/send_sms.xsd");
    expect(entry.status()).toBe(200);
    expect(entry.headers()["content-type"]).toBe("application/xml; charset=utf-8");
    expect(await entry.text()).toContain('<xs:element name="request" type="SendSmsRequest"/>');
    expect((await request.get("/api/xml/schemas/schema.xsd")).status()).toBe(200);
    expect((await request.get("/api/xml/schemas/nope.xsd")).status()).toBe(404);
    const page = await request.get("/api/xml/send_sms");
    expect(page.status()).toBe(200);
    expect(page.headers()["content-type"]).toContain("text/html");
  });
});
