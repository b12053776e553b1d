/** The markdown capability's public surface (safe in the browser): other parts of the app import from here, not from its files. */
export * from "./urls";
export * from "./target";
export { referenceMarkdown, REFERENCE_COMPONENTS } from "./reference-markdown";
