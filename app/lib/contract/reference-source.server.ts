/** The parsed contract for the reference components (OpenAPI document and the XSD's operations), read once per contract folder. */
import path from "node:path";
import { readOpenApi, readXsd } from "./contract.server";
import type { ContractDocument } from "./reference";
import { xsdErrorCodes, xsdReference } from "./xsd-reference";

const documents = new Map<string, ContractDocument>();

/** `contractDir` defaults to `contract/` under the working directory, as the server's configuration does. */
export function contractDocument(contractDir = path.resolve("contract")): ContractDocument {
  let document = documents.get(contractDir);
  if (!document) {
    const openapi = readOpenApi(contractDir) as unknown as ContractDocument;
    // A new object: the parsed OpenAPI document may be shared, and the XML operations are not part of it.
    const xsd = readXsd(contractDir);
    document = { ...openapi, xml: xsdReference(xsd, openapi.servers?.[0]?.url ?? ""), xmlErrors: xsdErrorCodes(xsd) };
    documents.set(contractDir, document);
  }
  return document;
}
