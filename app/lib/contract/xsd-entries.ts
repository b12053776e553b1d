/**
 * Entry schemas of the XML API. `contract/schema.xsd` holds the types and declares no root, because the roots
 * `<request>` and `<response>` carry a different content per operation, which one XSD 1.0 schema cannot say.
 * An operation's entry schema includes it and declares both roots with that operation's types, so generic
 * tools (`xmllint --schema`, a JDK `SchemaFactory`) validate a document completely.
 */

/** The XSD type prefix of an operation: `send_sms` → `SendSms`. */
export function xsdTypePrefix(operation: string): string {
  return operation
    .split(/[_-]/)
    .map((w) => (w[0] ?? "").toUpperCase() + w.slice(1))
    .join("");
}

/** `send_sms` → `xmlSendSms`, the id pages and code samples name an XML operation by. */
export const xmlOperationId = (operation: string): string => `xml${xsdTypePrefix(operation)}`;

/** The XML operations the XSD defines (its `…Request` types), by name: `SendSmsRequest` → `send_sms`. */
export function xmlOperations(xsd: string): string[] {
  return [...xsd.matchAll(/<xs:complexType name="([A-Z]\w*)Request">/g)].map((m) =>
    (m[1] ?? "").replace(/(?<!^)([A-Z])/g, "_$1").toLowerCase(),
  );
}

/** The types of the two roots; `null` leaves a root undeclared. */
export interface XmlRoots {
  request: string | null;
  response: string | null;
}

/** The roots of an operation's documents (`error` is the entry for error answers). */
export function operationRoots(operation: string): XmlRoots {
  if (operation === "error") return { request: null, response: "ErrorResponse" };
  const prefix = xsdTypePrefix(operation);
  return { request: `${prefix}Request`, response: `${prefix}Response` };
}

function rootDeclarations(roots: XmlRoots): string {
  return [
    roots.request && `  <xs:element name="request" type="${roots.request}"/>`,
    roots.response && `  <xs:element name="response" type="${roots.response}"/>`,
  ]
    .filter(Boolean)
    .join("\n");
}

/** The served entry schema of an operation (or `error`): includes the types file (a sibling) and declares the roots. */
export function entrySchema(operation: string, typesFile: string): string {
  return schemaWithRoots(operationRoots(operation), typesFile, `The XML API operation ${operation}: the roots of its documents.`);
}

/** An entry schema declaring the given roots over the types file (a sibling). */
export function schemaWithRoots(roots: XmlRoots, typesFile: string, what: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<!-- ${what} Keep ${typesFile} next to this file. -->`,
    '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" elementFormDefault="unqualified" attributeFormDefault="unqualified">',
    `  <xs:include schemaLocation="${typesFile}"/>`,
    rootDeclarations(roots),
    "</xs:schema>",
    "",
  ].join("\n");
}

/** One self-contained schema: the types with the roots declared (what an entry schema is, for in-memory validators). */
export function xsdWithRoots(xsd: string, roots: XmlRoots): string {
  const end = xsd.lastIndexOf("</xs:schema>");
  if (end < 0) throw new Error("the XSD has no </xs:schema>");
  return `${xsd.slice(0, end)}${rootDeclarations(roots)}\n${xsd.slice(end)}`;
}
