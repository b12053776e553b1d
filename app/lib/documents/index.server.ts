/** The documents capability's public surface on the server: documents in every encoding, their ETags, the document cache. */
export * from "./index";
export * from "./document-cache.server";
export * from "./document-encoding.server";
export * from "./etag.server";
