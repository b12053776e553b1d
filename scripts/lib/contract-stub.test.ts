import path from "node:path";
import { describe, expect, it } from "vitest";
import { readOpenApi, readXsd } from "../../app/lib/contract/index.server";
import { sampleOperations } from "../../app/lib/samples/index.server";
import { ContractValidator, startContractStub } from "./contract-stub";

const contractDir = path.resolve("contract");
const operations = [...sampleOperations(contractDir).values()];
const validator = new ContractValidator({ openapi: readOpenApi(contractDir), xsd: readXsd(contractDir), operations }, "key_1");
const jsonHeaders = { "content-type": "application/json; charset=utf-8", authorization: "Bearer key_1", "idempotency-key": "abc-1" };
const send = { sender: "ExampleShop", text: "Hello", recipients: ["380671234567"] };

describe("the contract stub's validation", () => {
  it("accepts a request the contract describes", async () => {
    const verdict = await validator.validate({
      method: "POST",
      path: "/json/v1/sms/send",
      headers: jsonHeaders,
      body: JSON.stringify(send),
    });
    expect(verdict.problems).toEqual([]);
    expect(verdict.key).toBe("abc-1");
  });

  it("takes an RCS call suggestion only with the number it dials", async () => {
    const card = (suggestion: object) =>
      validator.validate({
        method: "POST",
        path: "/json/v1/rcs/send",
        headers: jsonHeaders,
        body: JSON.stringify({ sender: "ShopExample", recipients: ["380671234567"], card: { title: "Sale", suggestions: [suggestion] } }),
      });
    expect((await card({ type: "dial", text: "Call us", phone: "380501112233" })).problems).toEqual([]);
    expect((await card({ type: "dial", text: "Call us" })).problems.join("\n")).toMatch(/phone/);
  });

  it("rejects a body the schema refuses, a wrong key, an unknown path and a missing idempotency key", async () => {
    const bad = await validator.validate({
      method: "POST",
      path: "/json/v1/sms/send",
      headers: { ...jsonHeaders, authorization: "Bearer other" },
      body: JSON.stringify({ ...send, recipients: ["+380671234567"], colour: "red" }),
    });
    expect(bad.problems.join("\n")).toMatch(/Authorization/);
    expect(bad.problems.join("\n")).toMatch(/body\/recipients\/0/);
    expect(bad.problems.join("\n")).toMatch(/unevaluated|additional/);
    const unknown = await validator.validate({ method: "POST", path: "/json/v1/sms/sendd", headers: jsonHeaders, body: "{}" });
    expect(unknown.problems[0]).toMatch(/not an operation/);
    const { "idempotency-key": _key, ...noKey } = jsonHeaders;
    const keyless = await validator.validate({ method: "POST", path: "/json/v1/sms/send", headers: noKey, body: JSON.stringify(send) });
    expect(keyless.problems).toContain("no idempotency key, though the operation takes one");
  });

  it("checks HTTP API forms (values as text) and XML documents against the XSD", async () => {
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const ok = await validator.validate({ method: "POST", path: "/http/balance", headers: form, body: "apikey=key_1" });
    expect(ok.problems).toEqual([]);
    const typo = await validator.validate({ method: "POST", path: "/http/balance", headers: form, body: "apikey=key_1&formatt=json" });
    expect(typo.problems.length).toBeGreaterThan(0);
    const xmlHeaders = { "content-type": "application/xml; charset=utf-8" };
    const balance = '<?xml version="1.0"?>\n<request><auth apikey="key_1"/></request>';
    expect((await validator.validate({ method: "POST", path: "/xml/balance", headers: xmlHeaders, body: balance })).problems).toEqual([]);
    const badSend =
      '<?xml version="1.0"?>\n<request id="k1"><auth apikey="key_1"/><message sender="ExampleShop"><text>Hi</text><recipient>+380671234567</recipient></message></request>';
    const verdict = await validator.validate({ method: "POST", path: "/xml/send_sms", headers: xmlHeaders, body: badSend });
    expect(verdict.problems.join("\n")).toMatch(/XSD: .*recipient/);
  });

  it("answers 429 first, then the contract's example, and 422 with the reasons for a wrong request", async () => {
    const stub = await startContractStub(validator);
    try {
      const url = `${stub.baseUrl(1)}/http/balance`;
      const init = { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "apikey=key_1" };
      const first = await fetch(url, init);
      expect(first.status).toBe(429);
      expect(first.headers.get("Retry-After")).toBe("0");
      const second = await fetch(url, init);
      expect(second.status).toBe(200);
      expect(await second.text()).toMatch(/^OK;/);
      const wrong = await fetch(`${stub.baseUrl(2)}/http/balance`, { ...init, body: "apikey=nope" });
      expect(wrong.status).toBe(422);
      expect(await wrong.text()).toMatch(/apikey/);
      expect(stub.run(1).requests.map((r) => r.status)).toEqual([429, 200]);
    } finally {
      await stub.close();
    }
  });

  it("closes the first connection of a dropFirst run without an answer, then answers 429 and 200", async () => {
    const stub = await startContractStub(validator);
    try {
      const url = `${stub.baseUrl(3, { dropFirst: true })}/http/balance`;
      const init = { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "apikey=key_1" };
      await expect(fetch(url, init)).rejects.toThrow();
      expect((await fetch(url, init)).status).toBe(429);
      expect((await fetch(url, init)).status).toBe(200);
      expect(stub.run(3).requests.map((r) => r.status)).toEqual([0, 429, 200]);
    } finally {
      await stub.close();
    }
  });
});
