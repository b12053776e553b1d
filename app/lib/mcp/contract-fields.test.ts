import path from "node:path";
import { describe, expect, it } from "vitest";
import { readOpenApi, readXsd } from "../contract/index.server";
import { describeConstraints, describeType, fieldRules, flattenFields, xsdDefinition, xsdDefinitions } from "./contract-fields";

const document = {
  components: {
    schemas: {
      Phone: { type: "string", pattern: "^[1-9][0-9]{7,14}$", description: "International format." },
      Item: {
        type: "object",
        required: ["id"],
        properties: { id: { type: "string" }, note: { oneOf: [{ $ref: "#/components/schemas/Phone" }, { type: "null" }] } },
      },
      Base: { type: "object", required: ["auth"], properties: { auth: { type: "string" } } },
      Request: {
        allOf: [{ $ref: "#/components/schemas/Base" }],
        required: ["to"],
        anyOf: [{ required: ["text"] }, { required: ["image"] }],
        dependentRequired: { button: ["image"] },
        properties: {
          to: { type: "array", minItems: 1, maxItems: 1000, items: { $ref: "#/components/schemas/Phone" } },
          ttl: { type: "integer", minimum: 60, maximum: 86400, default: 3600, description: "Seconds." },
          items: { type: "array", items: { $ref: "#/components/schemas/Item" } },
          kind: { type: "string", enum: ["a", "b"] },
        },
      },
    },
  },
};
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

describe("flattenFields", () => {
  it("lists fields with types, requiredness, descriptions and limits, allOf parts and nested arrays included", () => {
    expect(flattenFields(document, ref("Request"))).toEqual([
      { name: "auth", type: "string", required: true },
      {
        name: "to",
        type: "array of Phone (string)",
        required: true,
        constraints: "items 1–1000",
      },
      { name: "ttl", type: "integer", required: false, description: "Seconds.", constraints: "value 60–86400; default 3600" },
      { name: "items", type: "array of Item (object)", required: false },
      { name: "items[].id", type: "string", required: true },
      { name: "items[].note", type: "Phone (string) or null", required: false },
      { name: "kind", type: "string", required: false, constraints: 'one of "a", "b"' },
    ]);
  });

  it("describes types and limits of referenced schemas", () => {
    expect(describeType(document, ref("Phone"))).toBe("Phone (string)");
    expect(describeConstraints(document, ref("Phone"))).toBe("pattern ^[1-9][0-9]{7,14}$");
  });

  it("states the rules between fields", () => {
    expect(fieldRules(document, ref("Request"))).toEqual(["at least one of: text | image", "button requires image"]);
  });

  it("reads the real contract: sendSms has sender, text and recipients required", () => {
    const openapi = readOpenApi(path.resolve("contract"));
    const fields = flattenFields(openapi, ref("SendSmsRequest"));
    expect(fields.filter((f) => f.required).map((f) => f.name)).toEqual(["sender", "text", "recipients"]);
    expect(fields.find((f) => f.name === "text")).toMatchObject({ type: "SmsText (string)", constraints: "length 1–1530" });
  });
});

describe("xsdDefinition", () => {
  const xsd = readXsd(path.resolve("contract"));

  it("cuts one named type out of the XSD, nested anonymous types included", () => {
    const prices = xsdDefinition(xsd, "PricesRequest") ?? "";
    expect(prices.startsWith('<xs:complexType name="PricesRequest">')).toBe(true);
    expect(prices.endsWith("</xs:complexType>")).toBe(true);
    expect(prices).toContain('<xs:element name="prices">');
    expect(prices.match(/<xs:complexType\b/g)?.length).toBe(prices.match(/<\/xs:complexType>/g)?.length);
    expect(xsdDefinition(xsd, "NoSuchType")).toBeNull();
  });

  it("collects the types a request uses, itself first", () => {
    const names = xsdDefinitions(xsd, "SendSmsRequest").map((d) => d.name);
    expect(names[0]).toBe("SendSmsRequest");
    expect(names).toEqual(expect.arrayContaining(["Auth", "SmsMessage", "Recipient", "SmsText"]));
  });
});
