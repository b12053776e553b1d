import path from "node:path";
import { describe, expect, it } from "vitest";
import { readXsd } from "./index.server";
import { errorRows, requestFields, responseFields, operationInfo, type ContractDocument, type FieldRow } from "./reference";
import { contractDocument } from "./reference-source.server";
import { xsdEnumeration, xsdErrorCodes, xsdOperations } from "./xsd-reference";

const xsd = readXsd(path.resolve("contract"));
const document: ContractDocument = contractDocument(path.resolve("contract"));
const row = (rows: FieldRow[] | null, p: string) => rows?.find((r) => r.path === p);

/** A minimal schema with one operation, to see each fact come from the place the XSD states it. */
const tiny = (attribute: string, annotation = "") => `<?xml version="1.0"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
  <xs:simpleType name="Ttl"><xs:restriction base="xs:int"><xs:minInclusive value="60"/><xs:maxInclusive value="600"/></xs:restriction></xs:simpleType>
  <xs:complexType name="PingRequest">
    ${annotation}
    <xs:sequence><xs:element name="item" maxOccurs="5"><xs:complexType>${attribute}</xs:complexType></xs:element></xs:sequence>
  </xs:complexType>
  <xs:complexType name="PingResponse"/>
</xs:schema>`;

describe("the XML reference read from the XSD", () => {
  it("names every field of send_sms by its XPath and takes requiredness and limits from the schema", () => {
    const rows = requestFields(document, "xmlSendSms", "uk");
    expect(rows?.map((r) => r.path)).toEqual([
      "request/@id",
      "auth",
      "auth/@login",
      "auth/@password",
      "auth/@apikey",
      "message",
      "message/@sender",
      "message/@ttl",
      "message/@send_at",
      "message/@shorten_links",
      "message/text",
      "message/recipient",
      "message/recipient/@ref",
    ]);
    expect(row(rows, "message/@sender")).toMatchObject({
      required: true,
      type: "string",
      rules:
        "3–11 символів; активне SMS-ім'я акаунта; спільне [тестове ім'я](/client/sender-id#test-name) — лише на підтверджений номер акаунта і тестові номери",
    });
    expect(row(rows, "message/@ttl")).toMatchObject({ required: false, type: "integer", rules: "3600–259200; типово `86400`" });
    expect(row(rows, "message")?.rules).toBe("1–1000 елементів");
    expect(row(rows, "auth")?.description).toMatch(/^Облікові дані API/);
    expect(row(requestFields(document, "xmlSendSms", "ru"), "auth")?.description).toMatch(/^Учётные данные API/);
  });

  it("reads the answer's fields through shared and derived types", () => {
    const rows = responseFields(document, "xmlViberImageButton", "ru");
    expect(row(rows, "messages/message/status/@code")).toMatchObject({ required: true, rules: "0–10" });
    expect(row(rows, "messages/message/@price")?.description).toMatch(/Viber/);
    // ScheduledViberRequest extends ScheduledSmsRequest: the filter comes from the base type.
    expect(row(requestFields(document, "xmlScheduledViber", "uk"), "filter/@limit")?.rules).toBe("1–1000; типово `100`");
  });

  it("gives each operation its own error codes with the HTTP status and when each happens", () => {
    const errors = errorRows(document, "xmlDelete", "uk") ?? [];
    expect(errors.find((e) => e.code === "141")).toMatchObject({ status: 409 });
    expect(errors.find((e) => e.code === "141")?.when).toMatch(/\p{Script=Cyrillic}/u);
    expect(errorRows(document, "xmlMessageAsync", "uk")?.map((e) => e.code)).not.toContain("130");
  });

  it("states the endpoint of an XML operation", () => {
    expect(operationInfo(document, "xmlSendSms", "uk")).toMatchObject({
      method: "POST",
      path: "/xml/send_sms",
      contentType: "application/xml; charset=utf-8",
      page: "/api/xml/send_sms",
    });
  });

  it("covers every operation of the XSD, and no other", () => {
    expect(Object.keys(document.xml ?? {})).toHaveLength(13);
    expect(xsdOperations(xsd, "").map((op) => op.id)).toContain("xmlWapPushSms");
  });

  it("takes a declaration's own text before its type's, and adds the rules text after the schema's facets", () => {
    const annotated = `<xs:attribute name="ttl" type="Ttl" default="120" use="optional">
      <xs:annotation>
        <xs:documentation xml:lang="uk">Скільки чекати</xs:documentation>
        <xs:documentation xml:lang="uk" source="rules">лише для тесту</xs:documentation>
      </xs:annotation></xs:attribute>`;
    const [op] = xsdOperations(tiny(annotated), "https://api.test");
    expect(op?.reference.request.uk).toEqual([
      { path: "item", name: "item", type: "element", required: true, rules: "1–5 елементів", description: "", children: [] },
      {
        path: "item/@ttl",
        name: "item/@ttl",
        type: "integer",
        required: false,
        rules: "60–600; типово `120`; лише для тесту",
        description: "Скільки чекати",
        children: [],
      },
    ]);
    expect(op?.reference.info.uk.url).toBe("https://api.test/xml/ping");
  });

  it("reads the errors of an operation from its request type's appinfo", () => {
    const errors = `<xs:annotation><xs:appinfo source="errors">
      <error code="103" http="400"><when xml:lang="uk">Не те</when><when xml:lang="ru">Не то</when></error>
    </xs:appinfo></xs:annotation>`;
    const [op] = xsdOperations(tiny("", errors), "");
    expect(op?.reference.errors.ru).toEqual([{ code: "103", status: 400, when: "Не то", action: "" }]);
  });
  it("reads the error catalogue of ErrorCode: every code, its message and status, when and what to do in both languages", () => {
    const catalogue = xsdErrorCodes(xsd);
    expect(catalogue.uk.map((e) => e.code)).toEqual(xsdEnumeration(xsd, "ErrorCode"));
    const invalidPhone = catalogue.ru.find((e) => e.code === "130");
    expect(invalidPhone).toMatchObject({ status: 422, text: "Invalid phone number", when: "Номер не в международном формате" });
    expect(invalidPhone?.action).toContain("`380671234567`");
    // Entities are decoded once: the page shows `&amp;`, as the reader must write it.
    expect(catalogue.uk.find((e) => e.code === "100")?.action).toContain("`&` і `<` як `&amp;` і `&lt;`");
    expect(document.xmlErrors?.uk).toEqual(catalogue.uk);
  });
});
