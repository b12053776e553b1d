/** The API contract's public surface in the browser: where the site serves it. */
export const contractUrls = {
  /** OpenAPI 3.1 document of the JSON API and the HTTP API. */
  openapi: "/api/openapi.json",
  /** XSD of the XML API. */
  xsd: "/api/xml/schema.xsd",
} as const;
