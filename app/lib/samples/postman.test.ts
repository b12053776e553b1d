import path from "node:path";
import { describe, expect, it } from "vitest";
import { POSTMAN_SCHEMA, postmanCollection, servedPostman } from "./postman.server";
import { sampleOperations } from "./operations.server";

const contractDir = path.resolve("contract");

describe("the Postman collection", () => {
  const collection = postmanCollection(contractDir) as {
    info: { schema: string };
    variable: { key: string; value: string }[];
    item: { name: string; item: { name: string; request: Record<string, unknown> }[] }[];
  };

  it("is a v2.1 collection with a folder per API family and every operation that has an example", () => {
    expect(collection.info.schema).toBe(POSTMAN_SCHEMA);
    expect(collection.item.map((f) => f.name)).toEqual(["JSON API", "HTTP API", "XML API"]);
    expect(collection.item.flatMap((f) => f.item)).toHaveLength(sampleOperations(contractDir).size);
    expect(collection.variable.find((v) => v.key === "apiKey")?.value).toBe("");
  });

  it("authenticates each family its own way and makes idempotency keys per send", () => {
    const [json, http, xml] = collection.item.map((f) => f.item);
    const send = json?.find((i) => (i.request.url as { raw: string }).raw === "{{baseUrl}}/json/v1/sms/send")?.request;
    expect(send?.auth).toEqual({ type: "bearer", bearer: [{ key: "token", value: "{{apiKey}}", type: "string" }] });
    expect(send?.header).toContainEqual({ key: "Idempotency-Key", value: "{{$guid}}" });
    expect(JSON.stringify(http?.[0]?.request.body)).toContain('{"key":"apikey","value":"{{apiKey}}","type":"text"}');
    expect(JSON.stringify(xml?.[0]?.request.body)).toContain('apikey=\\"{{apiKey}}\\"');
  });

  it("is served as JSON with an ETag", async () => {
    const served = servedPostman(contractDir);
    expect(served.contentType).toBe("application/json; charset=utf-8");
    expect((await served.document).headers).toContainEqual(["Content-Type", "application/json; charset=utf-8"]);
    expect((await served.document).tag).toMatch(/^[\w-]+$/);
  });
});
