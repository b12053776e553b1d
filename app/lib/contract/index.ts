/** The API contract's public surface in the browser: where the site serves it, which operation a page documents. */
export * from "./endpoint";

export const contractUrls = {
  /** OpenAPI 3.1 document of the JSON API and the HTTP API. */
  openapi: "/api/openapi.json",
  /** XSD of the XML API. */
  xsd: "/api/xml/schema.xsd",
  /** Postman collection (v2.1) of every operation, made from the contract's examples. */
  postman: "/api/postman.json",
} as const;

/** The contract files answer CORS preflights (`OPTIONS`); the request guards let that method through for them only. */
export const contractFilePaths: ReadonlySet<string> = new Set(Object.values(contractUrls));

/** `/api/xml/schemas/<operation>.xsd`: an XML operation's entry schema (it includes `schema.xsd`, served beside it). */
export const xsdEntryPath = /^\/api\/xml\/schemas\/([a-z][a-z_]*)\.xsd$/;

/** Whether a path is one of the contract files (which answer CORS preflights). */
export function isContractFilePath(path: string): boolean {
  return contractFilePaths.has(path) || xsdEntryPath.test(path);
}
export * from "./reference";
export * from "./xsd-entries";
