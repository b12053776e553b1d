/** The documents capability's public surface that is safe in the browser too: document or data. */
export * from "./request-kind";
