import fs from "node:fs";
import path from "node:path";
import { validateXML } from "xmllint-wasm";
import { describe, expect, it } from "vitest";
import { loader as entryLoader } from "../../routes/api.xml.schemas.$file";
import { XSD_FILE, readXsd } from "./index.server";
import { entrySchema, xmlOperations, xsdWithRoots } from "./xsd-entries";
import { readServerConfig } from "../platform/index.server";
import { createServices } from "../services/index.server";

/** The loaders here use no service; the load context has them all, as on the server. */
const services = createServices(readServerConfig({}));

const contractDir = path.resolve("contract");
const xsd = readXsd(contractDir);
const example = (operation: string) => fs.readFileSync(path.join(contractDir, "examples", "xml", `${operation}.xml`), "utf8");

/** libxml2 (xmllint) with the served entry schema, `schema.xsd` beside it as a generic tool would have it. */
async function xmllint(operation: string, xml: string) {
  const result = await validateXML({
    xml: [{ fileName: "document.xml", contents: xml }],
    schema: [{ fileName: `${operation}.xsd`, contents: entrySchema(operation, XSD_FILE) }],
    preload: [{ fileName: XSD_FILE, contents: xsd }],
  });
  return result.errors.map((e) => e.message.trim()).filter((m) => !/fails to validate$/.test(m));
}

describe("the XSD of the XML API", () => {
  it("has no wildcard and no bound a default JDK SchemaFactory refuses (secure processing allows maxOccurs ≤ 5000)", () => {
    expect(xsd).not.toMatch(/<xs:any[\s/>]|<xs:anyAttribute/);
    const bounds = [...xsd.matchAll(/maxOccurs="(\d+)"/g)].map((m) => Number(m[1]));
    expect(bounds.length).toBeGreaterThan(0);
    expect(bounds.filter((n) => n > 5000)).toEqual([]);
  });

  it("defines an entry for every operation that has an example", () => {
    const operations = xmlOperations(xsd);
    const examples = fs.readdirSync(path.join(contractDir, "examples", "xml")).map((f) => f.replace(/\.xml$/, ""));
    expect(operations.sort()).toEqual(examples.sort());
  });

  it("validates every contract example with its operation's entry schema", async () => {
    for (const operation of xmlOperations(xsd)) expect(await xmllint(operation, example(operation)), operation).toEqual([]);
  });

  it("rejects a malformed phone number in an otherwise valid request", async () => {
    const valid = example("send_sms");
    const wrong = valid.replace("380671234567", "+380abc1234567");
    expect(wrong).not.toBe(valid);
    const errors = await xmllint("send_sms", wrong);
    expect(errors.join("\n")).toMatch(/recipient.*\+380abc1234567|\+380abc1234567.*not accepted by the pattern/);
  });

  it("accepts a malformed number in message_async, which the API rejects per recipient while the job runs", async () => {
    const valid = example("message_async");
    const wrong = valid.replace("380671234567", "+38067-123");
    expect(wrong).not.toBe(valid);
    expect(await xmllint("message_async", wrong)).toEqual([]);
  });

  it("rejects an element the operation does not have, and another operation's content", async () => {
    const extra = example("balance").replace("</request>", '<message id="msg_1"/></request>');
    expect((await xmllint("balance", extra)).join("\n")).toMatch(/message.*not expected/);
    expect((await xmllint("send_viber", example("send_sms"))).length).toBeGreaterThan(0);
  });

  it("lets nothing pass without an entry: the types file alone declares no root", async () => {
    const result = await validateXML({ xml: [{ fileName: "balance.xml", contents: example("balance") }], schema: [xsd] });
    expect(result.valid).toBe(false);
    expect(result.errors.map((e) => e.message).join("\n")).toMatch(/No matching global declaration/);
  });

  it("declares the roots in place for in-memory validators", async () => {
    const schema = xsdWithRoots(xsd, { request: "BalanceRequest", response: "BalanceResponse" });
    const result = await validateXML({ xml: [{ fileName: "balance.xml", contents: example("balance") }], schema: [schema] });
    expect(result.errors).toEqual([]);
  });
});

describe("/api/xml/schemas/<operation>.xsd", () => {
  const args = (file: string) => ({
    request: new Request(`http://localhost/api/xml/schemas/${file}`),
    params: { file },
    context: { services },
  });

  it("serves an operation's entry schema and the error entry", async () => {
    const response = await entryLoader(args("send_sms.xsd"));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    const body = await response.text();
    expect(body).toContain('<xs:include schemaLocation="schema.xsd"/>');
    expect(body).toContain('<xs:element name="request" type="SendSmsRequest"/>');
    expect(await (await entryLoader(args("error.xsd"))).text()).toContain('<xs:element name="response" type="ErrorResponse"/>');
    // The file the include names, beside the entry.
    expect(await (await entryLoader(args("schema.xsd"))).text()).toBe(xsd);
  });

  it("answers 404 for a name that is not an operation", () => {
    for (const entry of ["nope.xsd", "send_sms", "../schema.xsd"]) {
      try {
        entryLoader(args(entry));
        expect.unreachable(entry);
      } catch (thrown) {
        expect((thrown as Response).status, entry).toBe(404);
      }
    }
  });
});
