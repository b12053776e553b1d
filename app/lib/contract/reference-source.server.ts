/** The parsed OpenAPI document for the reference components, read once per contract folder. */
import path from "node:path";
import { readOpenApi } from "./contract.server";
import type { ContractDocument } from "./reference";

const documents = new Map<string, ContractDocument>();

/** `contractDir` defaults to `contract/` under the working directory, as the server's configuration does. */
export function contractDocument(contractDir = path.resolve("contract")): ContractDocument {
  let document = documents.get(contractDir);
  if (!document) documents.set(contractDir, (document = readOpenApi(contractDir) as unknown as ContractDocument));
  return document;
}
