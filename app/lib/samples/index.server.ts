/** The samples capability on the server: reading operations from the contract, and expanding `<CodeSamples>` in pages. */
export * from "./index";
export * from "./operations.server";
export * from "./remark-code-samples.server";
export * from "./postman.server";
